import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config.ts';
import { DEFAULT_ENGINE_TESTS, ENGINE_FREE_TESTS } from './engine-free.ts';

// Where the database under test is chosen. Importing them is harmless (testing/index.ts re-exports
// startServerProcess too); calling what they define is what opens that database.
const CHOOSERS = new Set(['src/testing/index.ts', 'src/testing/test-db.ts', 'src/testing/test-app.ts']);
const OPENS_THE_DATABASE_UNDER_TEST = /\bcreateTestApp\s*\(|\bcreateTestDb\s*\(|TEST_DATABASE_URL/;

/** The first file, among `file` and the local modules it imports (transitively), that opens the database under test. */
function opener(file: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file) || CHOOSERS.has(file)) return undefined;
  seen.add(file);
  const source = readFileSync(path.join(SERVER_ROOT, file), 'utf8');
  if (OPENS_THE_DATABASE_UNDER_TEST.test(source)) return file;
  for (const [, relative] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const found = opener(path.posix.join(path.posix.dirname(file), relative!), seen);
    if (found) return found;
  }
  return undefined;
}

describe('the tests the PostgreSQL run leaves out', () => {
  it.each(ENGINE_FREE_TESTS)('%s never opens the database TEST_DATABASE_URL selects', (file) => {
    expect(opener(file)).toBeUndefined();
  });

  it('notices a file that does', () => {
    expect(opener('src/features/auth/auth.test.ts')).toBeDefined();
    expect(opener('src/ops/money-cli.test.ts')).toBeDefined();
  });
});

// What a file may not do to be run on the default engine only: race requests, open a transaction
// or a listener itself, or start a server process it could kill.
const ENGINE_DEPENDENT = /Promise\.(all|allSettled|race|any)\b|\.transaction\(|\.listen\(|startServerProcess|\bspawn\(|\.kill\(/;

const engineDependence = (file: string) => ENGINE_DEPENDENT.exec(readFileSync(path.join(SERVER_ROOT, file), 'utf8'))?.[0];

describe('the tests run on the default engine only', () => {
  it.each(DEFAULT_ENGINE_TESTS)('%s uses the database under test, one request at a time', (file) => {
    const opens = opener(file);
    expect(opens).toBeDefined();
    // The file, and the test kit through which it opens the database when that is another module.
    expect(engineDependence(file)).toBeUndefined();
    expect(engineDependence(opens!)).toBeUndefined();
  });

  it('are not also listed as engine-free', () => {
    expect(DEFAULT_ENGINE_TESTS.filter((file) => (ENGINE_FREE_TESTS as readonly string[]).includes(file))).toEqual([]);
  });

  it('notices a file that races requests or holds a transaction of its own', () => {
    expect(engineDependence('src/features/orders/concurrency.test.ts')).toBeDefined();
    expect(engineDependence('src/features/notifications/notifications.test.ts')).toBe('.transaction(');
  });
});
