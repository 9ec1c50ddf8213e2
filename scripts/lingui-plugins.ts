import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui for the build and the tests: its macros (`<Trans>`, `t`, `msg`) become message ids by
 * Babel, in the files that import them only, before TypeScript and JSX are compiled; catalogues
 * (.po) are compiled when imported.
 */
export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  });
  return [babel({ presets: [macros] }), lingui()];
}
