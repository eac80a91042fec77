import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE, lockOwner } from './lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('data directory lock', () => {
  it('is held by one process and released on close', async () => {
    const release = acquireDataDirLock(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    expect(lockOwner(dir)).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in this process/);
    release();
    expect(lockOwner(dir)).toBeUndefined();
    acquireDataDirLock(dir)();
  });

  it('refuses a directory that another running process holds', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Mizani Pay process (pid ${other.pid})`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that has ended', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dir, LOCK_FILE), `${gone.pid}\n`);
    const release = acquireDataDirLock(dir);
    expect(lockOwner(dir)).toBe(process.pid);
    release();
  });
});
