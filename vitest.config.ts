import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { contentPages } from './scripts/content/vite-plugin.ts';
import { linguiPlugins } from './scripts/lingui-plugins.ts';

export default defineConfig({
  // The content pages (content/**/*.md) and the message catalogues load as the build makes them.
  plugins: [contentPages(), ...linguiPlugins()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    setupFiles: ['tests/setup/node-globals.ts'],
    globalSetup: ['tests/setup/database-templates.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Each integration file boots its own database; two cores, so keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
