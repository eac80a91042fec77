import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no server process to arbitrate access: two processes opening the same data directory
 * would corrupt it. A lock file holding the owner's pid keeps it to one process; a lock left by a
 * process that no longer runs (crash, kill -9) is taken over.
 */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${directory} is in use by another Mizani Pay process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
  }
}

export const LOCK_FILE = 'pglite.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded in the directory's lock file, when a running process holds it. */
export function lockOwner(directory: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(directory, LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the directory's lock for this process; returns the function that releases it. */
export function acquireDataDirLock(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(directory);
      if (owner !== undefined && owner !== process.pid) throw new DataDirInUseError(directory, owner);
      if (owner === process.pid) {
        throw new Error(`The data directory ${directory} is already open in this process.`, { cause: error });
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${directory}.`);
}
