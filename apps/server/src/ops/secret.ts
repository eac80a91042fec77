import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The operator secret: the running server writes a fresh one into its data directory at every
 * start, readable only by the account that runs it; the ops CLI, run by that same account, reads
 * it and presents it to the server's /api/ops endpoints. Whoever can read the data directory can
 * read the database anyway, so this grants nothing new.
 */
export const OPS_SECRET_FILE = 'ops-secret';
export const OPS_SECRET_HEADER = 'x-mizani-ops-secret';

export function opsSecretPath(dataDir: string): string {
  return path.join(dataDir, OPS_SECRET_FILE);
}

/** Writes a new secret (mode 0600, replaced atomically) and returns it. */
export async function writeOpsSecret(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const file = opsSecretPath(dataDir);
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  // The mode given to writeFile is filtered by the umask; make sure of it.
  await chmod(partial, 0o600);
  await rename(partial, file);
  return secret;
}

/** The secret in the data directory, or undefined when no server has written one. */
export async function readOpsSecret(dataDir: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(opsSecretPath(dataDir), 'utf8')).trim();
    return secret || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Compares in constant time. Hashing first gives both sides the same length, so not even the
 * length of the secret leaks through timing.
 */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
