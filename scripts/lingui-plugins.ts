import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * English, the source language, needs no catalogue: the macros keep each message's English in
 * the code beside its id, and this plugin compiles it there as the catalogues are compiled (ICU
 * placeholders and plurals into Lingui's compiled form). An English page loads no messages chunk,
 * and each chunk carries the words it shows, as it did before the site had a second language;
 * Lingui uses the inline message wherever the active catalogue (Arabic) has no entry.
 */
export function compileInlineMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
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
              const message = path.node.properties.find((p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p) && isNamed(p.key, 'message') && t.isStringLiteral(p.value));
              if (message) message.value = t.valueToNode(compileMessage((message.value as BabelTypes.StringLiteral).value));
            },
          });
        },
      },
    },
  };
}

/**
 * Lingui for the build and the tests: its macros (`<Trans>`, `t`, `msg`) become message ids with
 * their English compiled inline, by Babel, in the files that import them only, before TypeScript
 * and JSX are compiled; the Arabic catalogue (.po) is compiled when imported.
 */
export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compileInlineMessages] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  return [babel({ presets: [macros] }), lingui()];
}
