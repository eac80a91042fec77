import { defineConfig } from 'vitest/config';

// Vitest 5 targets Node 22 and prints failures with Map.groupBy, which Node 20 lacks: without
// this the report of a failing test crashes instead of showing the failure.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Opening a fresh database per file (PGlite initdb, or a PostgreSQL schema) takes seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
