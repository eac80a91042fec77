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
    // One worker per core, not Vitest's default of one fewer: a file spends much of its time waiting
    // on a database, a child server process or a timer, and on a 2-core machine the default is one
    // file at a time (docs/testing.md has the runs). Each file has a database of its own.
    maxWorkers: '100%',
    // Opening a fresh database per file (PGlite initdb, or a PostgreSQL schema) takes seconds. The
    // longest tests (crash rounds, the fuzzer, the hostile bodies) took up to 39 s with two files at
    // once in a clean-clone run of `npm test`, and a slower 2-core machine has run 2-3x slower.
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
