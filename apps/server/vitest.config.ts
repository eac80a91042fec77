import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Opening a fresh database per file (PGlite initdb, or a PostgreSQL schema) takes seconds.
    hookTimeout: 90_000,
    testTimeout: 90_000,
  },
});
