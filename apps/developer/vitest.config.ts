import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The docs pages are MDX, compiled as in the app.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm] }) }, react({ include: /\.(mdx|js|jsx|ts|tsx)$/ })],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering Chakra in jsdom is slow on a loaded two-core machine; these are not timing tests.
    testTimeout: 30_000,
  },
});
