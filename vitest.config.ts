import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { contentPages } from './scripts/content/vite-plugin.ts';
import { linguiPlugins } from './scripts/lingui-plugins.ts';

/**
 * Unit test files that keep state in modules they share (the outbox, the persisted query cache,
 * the message catalogue, a content page being edited): each needs modules of its own.
 */
const STATEFUL_UNIT_FILES = [
  'tests/unit/outbox-engine.test.ts',
  'tests/unit/outbox-mutation.test.ts',
  'tests/unit/outbox-reconnect.test.ts',
  'tests/unit/query-persistence.test.ts',
  'tests/unit/listing-text.test.ts',
  'tests/unit/errors.test.ts',
  'tests/unit/content-edit.test.ts',
];

export default defineConfig({
  // The content pages (content/**/*.md) and the message catalogues load as the build makes them.
  plugins: [contentPages(), ...linguiPlugins()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    setupFiles: ['tests/setup/node-globals.ts'],
    environment: 'node',
    // Each integration file boots its own database; two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        // The other unit files share their workers' modules: importing the app's modules once per
        // worker instead of once per file halves the unit tests' time.
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: STATEFUL_UNIT_FILES, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [...STATEFUL_UNIT_FILES, 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/database-templates.ts'],
        },
      },
    ],
  },
});
