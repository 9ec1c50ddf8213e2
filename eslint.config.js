import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { edgeSources } from './scripts/lint/edge-sources.js';

// Every folder under src/features is a feature, read from the disk so a new one is never left out.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ZOD_PATH = { name: 'zod', message: "Import z from '@/lib/zod' (configured for the site's CSP)." };
const EDGE_SOURCES = edgeSources(fileURLToPath(new URL('.', import.meta.url)));

export default tseslint.config(
  // tests/lint-fixtures/ holds code that breaks these rules on purpose (tests/unit/lint-guards.test.ts).
  { ignores: ['dist/', 'dist-server/', 'dev-dist/', 'node_modules/', '.data/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'tests/lint-fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x parses no .ts or .tsx file it follows, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Imports flow one way: lib and components -> features -> routes; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in routes/.',
            })),
            { target: ['./src/lib', './src/components', './src/offline'], from: ['./src/features', './src/routes', './src/app', './src/server'] },
            { target: './src/features', from: ['./src/app', './src/server'] },
            // lib is the bottom layer: everything builds on it, and it on nothing of the app's.
            { target: './src/lib', from: ['./src/offline', './src/components'] },
            // The languages and their catalogues sit beside lib, under everything else.
            { target: './src/i18n', from: ['./src/features', './src/routes', './src/app', './src/server', './src/components', './src/offline'] },
            { target: './src/features', from: './src/routes' },
            { target: './src', from: ['./supabase', './tests', './scripts', './server'] },
          ],
        },
      ],
    },
  },
  {
    // Schemas are made with src/lib/zod.ts's z, configured for the site's Content-Security-Policy.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ZOD_PATH] }],
    },
  },
  {
    // What the edge functions import from src/ runs on Deno as written (scripts/lint/edge-sources.js).
    files: EDGE_SOURCES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_PATH],
          patterns: [
            { group: ['@/*'], message: 'An edge function runs this module on Deno: import it by its relative path with its extension.' },
            { group: ['@lingui/*/macro'], message: "An edge function runs this module on Deno, where the app's message macros are not compiled." },
          ],
        },
      ],
    },
  },
  lingui.configs['flat/recommended'],
  {
    // Every visible string comes from the message catalogues (src/locales): the whole interface,
    // in English and Arabic.
    files: ['src/**/*.{ts,tsx}'],
    // Not the interface: HTTP answers and headers for machines (the pages the server sends are the
    // app's components), and the schema.org and Open Graph vocabularies (the words they carry come
    // in from the pages, translated).
    ignores: ['src/server/**', 'src/lib/json-ld.ts', 'src/lib/seo.ts'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Mantine's props name colours, sizes and positions, not words.
          ignoreNames: [
            { regex: { pattern: '^(c|fw|fz|size|variant|position|hiddenFrom|visibleFrom|justify|wrap|gap|py|mb|mt|href|to|target|rel|component|className|key|id|underline|color|order|aria-current|textDecoration|border|borderRadius|outline|background|transform|boxShadow|mih|display|align|ta|radius|fit|loading|decoding|fetchPriority|inputMode|autoComplete|enterKeyHint|dir|lh|mx|mr|ml|px|p|m|w|h|html)$' } },
            // Styles, test ids, ARIA references and roles, tab values, route paths and data keys.
            { regex: { pattern: '^(style|styles|tt|data-testid|testId|aria-labelledby|aria-live|aria-controls|aria-haspopup|role|defaultValue|value|type|path|whiteSpace|name|kind|property_type)$' } },
            // Upsert targets, outbox groups and auth events.
            { regex: { pattern: '^(onConflict|group|lastEvent)$' } },
          ],
          // Calls that take a value, a path or a CSS property, not words.
          ignoreFunctions: ['useState', 'maxLoanToValue', 'createFileRoute', '*.style.setProperty', 'localizedPath', 'absoluteUrl', 'console.*', '*.sortBy', '*.register', 'inPlace', '*.querySelector', '*.querySelectorAll', '*.matchMedia', '*.setData', '*.getData', 'loadContent', 'loadContentPage', '*.stores', 'invokeFunction', 'fetch',
            // Supabase queries' columns and filters; an emailed link's page path; the sign-in dialog's modes.
            '*.select', '*.or', 'emailLinkTarget', 'switchMode',
            // The auth client's method names.
            'lazyAuthCall'],
          // Not words: keys and values ('listing_type', 'min-size', a listing image's kind), sizes, addresses, MIME types.
          ignore: ['^[^\\p{L}]*$', '^[a-z][a-z0-9_-]*$', '^[\\d.]+(px|em|rem|%)$', '^https?://', '^(image|text)/[a-z+.-]+$', '^\\(min-width: ', '^/[\\w./-]+$',
            // Keys in the browser's storage.
            '^manzil:[a-z:-]+$',
            // A JWT (the local emulator's public anon key).
            '^eyJ[\\w-]+\\.[\\w-]+\\.[\\w-]+$'],
        },
      ],
    },
  },
);
