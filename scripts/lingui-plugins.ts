import type { PluginObj, types as BabelTypes } from '@babel/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';

/** The source catalogue: every message the interface has, by id. */
const SOURCE_CATALOGUE = fileURLToPath(new URL('../src/locales/en/messages.po', import.meta.url));

/** A catalogue (.po) file's messages by id, as Lingui names them (a hash of the English and its context). */
function readCatalogue(file: string) {
  return formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), { locale: null, sourceLocale: 'en', filename: file });
}

/**
 * A short id for every message of the catalogue: its place in the ids' sorted order, in base 36
 * ('0' to 'ud' for 1,100 messages). Lingui's ids are 6-character hashes, and each message in the
 * code carries its id beside its English: with over a thousand messages, the short ids take about
 * a kilobyte (gzip) off each page's scripts and more off the Arabic catalogue. The code and the
 * Arabic catalogue are built with the same map, read from the source catalogue once per process;
 * a message not in it yet (not extracted) keeps its hash, and shows in English until it is.
 */
export function shortMessageIds(catalogue = SOURCE_CATALOGUE): Map<string, string> {
  const ids = Object.keys(readCatalogue(catalogue)).sort();
  return new Map(ids.map((id, index) => [id, index.toString(36)]));
}

/**
 * English, the source language, needs no catalogue: the macros keep each message's English in
 * the code beside its id, and this plugin compiles it there as the catalogues are compiled (ICU
 * placeholders and plurals into Lingui's compiled form), and gives the id its short form (`ids`,
 * from shortMessageIds). An English page loads no messages chunk, and each chunk carries the words
 * it shows, as it did before the site had a second language; Lingui uses the inline message
 * wherever the active catalogue (Arabic) has no entry.
 */
export function compileInlineMessages(ids: ReadonlyMap<string, string> = new Map()) {
  return ({ types: t }: { types: typeof BabelTypes }): PluginObj => compileInline(t, ids);
}

function compileInline(t: typeof BabelTypes, ids: ReadonlyMap<string, string>): PluginObj {
  const isNamed = (node: BabelTypes.Node, name: string) => t.isIdentifier(node, { name }) || t.isStringLiteral(node, { value: name });
  return {
    name: 'compile-inline-messages',
    visitor: {
      Program: {
        // The macros have replaced themselves by now (in their Program enter).
        exit(program) {
          program.traverse({
            // The descriptors the macros wrote (i18n._(…), msg`…`, <Trans>'s props), each marked /*i18n*/; no other object.
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
              for (const property of path.node.properties) {
                if (!t.isObjectProperty(property) || !t.isStringLiteral(property.value)) continue;
                const text = property.value.value;
                if (isNamed(property.key, 'message')) property.value = t.valueToNode(compileMessage(text));
                else if (isNamed(property.key, 'id') && ids.has(text)) property.value = t.stringLiteral(ids.get(text)!);
              }
            },
          });
        },
      },
    },
  };
}

/**
 * The Arabic catalogue as a module: `import { messages } from '…/ar/messages.po'` gives its
 * translations compiled (as Lingui's Vite plugin would), keyed by the short ids the code carries.
 */
function compiledCatalogues(ids: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'manzil-lingui-catalogues',
    // The macros are compiled away by Babel: never pre-bundled as dependencies in development.
    config: () => ({ optimizeDeps: { exclude: ['@lingui/core/macro', '@lingui/react/macro'] } }),
    transform(_code, id) {
      const file = id.split('?')[0];
      if (!file.endsWith('.po')) return undefined;
      this.addWatchFile(file);
      const messages: Record<string, unknown> = {};
      for (const [messageId, { translation }] of Object.entries(readCatalogue(file))) {
        if (translation) messages[ids.get(messageId) ?? messageId] = compileMessage(translation);
      }
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * Lingui for the build and the tests: its macros (`<Trans>`, `t`, `msg`) become short message ids
 * with their English compiled inline, by Babel, in the files that import them only, before
 * TypeScript and JSX are compiled; the Arabic catalogue (.po) is compiled when imported. Lingui's
 * own Vite plugin is kept for its report of a macro left uncompiled.
 */
export function linguiPlugins(): PluginOption[] {
  const ids = shortMessageIds();
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compileInlineMessages(ids)] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  const reportUncompiledMacros = lingui().filter((plugin) => plugin.name === 'vite-plugin-lingui-report-macro-error');
  return [babel({ presets: [macros] }), ...reportUncompiledMacros, compiledCatalogues(ids)];
}
