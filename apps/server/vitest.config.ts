import { configDefaults, defineConfig } from 'vitest/config';
import { DEFAULT_ENGINE_TESTS, ENGINE_FREE_TESTS } from './src/testing/engine-free.ts';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // `npm test` runs the suite a second time on PostgreSQL (ENGINE_TESTS_ONLY=1): only the files
    // whose outcome can depend on the engine (see src/testing/engine-free.ts).
    exclude:
      process.env.ENGINE_TESTS_ONLY === '1' ? [...configDefaults.exclude, ...ENGINE_FREE_TESTS, ...DEFAULT_ENGINE_TESTS] : configDefaults.exclude,
    // Opening a fresh database per file (PGlite initdb, or a PostgreSQL schema) takes seconds.
    hookTimeout: 90_000,
    testTimeout: 90_000,
  },
});
