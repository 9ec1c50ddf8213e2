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
function compileInlineMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (text: string) => t.valueToNode(compileMessage(text));
  const isNamed = (node: BabelTypes.Node, name: string) => t.isIdentifier(node, { name }) || t.isStringLiteral(node, { value: name });
  return {
    name: 'compile-inline-messages',
    visitor: {
      Program: {
        // The macros have replaced themselves by now (in their Program enter).
        exit(program) {
          program.traverse({
            // i18n._({ id: '…', message: '…' }) and msg`…` descriptors.
            ObjectExpression(path) {
              const properties = path.node.properties.filter((p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p));
              const hasId = properties.some((p) => isNamed(p.key, 'id') && t.isStringLiteral(p.value));
              const message = properties.find((p) => isNamed(p.key, 'message') && t.isStringLiteral(p.value));
              if (hasId && message) message.value = compiled((message.value as BabelTypes.StringLiteral).value);
            },
            // <Trans id="…" message="…" />
            JSXOpeningElement(path) {
              const attributes = path.node.attributes.filter((a): a is BabelTypes.JSXAttribute => t.isJSXAttribute(a));
              const hasId = attributes.some((a) => t.isJSXIdentifier(a.name, { name: 'id' }) && t.isStringLiteral(a.value));
              const message = attributes.find((a) => t.isJSXIdentifier(a.name, { name: 'message' }) && t.isStringLiteral(a.value));
              if (hasId && message) message.value = t.jsxExpressionContainer(compiled((message.value as BabelTypes.StringLiteral).value));
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
