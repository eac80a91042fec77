import { randomBytes } from 'node:crypto';
import type { Db } from './types.ts';

const cache = new Map<string, WeakMap<Db, Promise<Buffer>>>();

async function load(db: Db, name: string): Promise<Buffer> {
  // Two processes starting together may both try to create it; the first insert wins and both
  // read the same value back.
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32)]);
  const { rows } = await db.query<{ value: Uint8Array }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The server secret "${name}" could not be read.`);
  return Buffer.from(value);
}

/**
 * A 32-byte secret the server keeps in its database under `name` (made on first use), read once
 * per database; a failed read is not cached, so the next call tries again.
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byDb = cache.get(name);
  if (!byDb) cache.set(name, (byDb = new WeakMap()));
  let secret = byDb.get(db);
  if (!secret) {
    secret = load(db, name);
    secret.catch(() => byDb.delete(db));
    byDb.set(db, secret);
  }
  return secret;
}
