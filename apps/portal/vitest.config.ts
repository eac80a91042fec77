import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering Chakra in jsdom is slow on a loaded two-core machine; these are not timing tests.
    testTimeout: 30_000,
  },
});
