import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/lock.ts';
import { runCli, type CliIo } from './cli.ts';

function capture(env: CliIo['env'] = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { env, out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) }, out, err };
}

describe('ops CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('help lists the commands', async () => {
    const { io, out } = capture();
    expect(await runCli(['help'], io)).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('npm run ops -- <command>');
    expect(text).toMatch(/migrate\s+Apply pending database migrations/);
    expect(await runCli([], capture().io)).toBe(0);
  });

  it('an unknown command fails and points at help', async () => {
    const { io, err } = capture();
    expect(await runCli(['ledger:frobnicate'], io)).toBe(1);
    expect(err.join('\n')).toContain("Unknown command 'ledger:frobnicate'");
  });

  it('migrate brings the embedded database up to date, then finds nothing to do', async () => {
    const first = capture({ DATA_DIR: dataDir });
    expect(await runCli(['migrate'], first.io)).toBe(0);
    expect(first.out).toContain('Applied 0001_core');
    const second = capture({ DATA_DIR: dataDir });
    expect(await runCli(['migrate'], second.io)).toBe(0);
    expect(second.out).toEqual(['Database is up to date.']);
  });

  it('migrate explains that a running server holds the data directory', async () => {
    // A live process other than this one owns the lock, as a running server would.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, LOCK_FILE), `${other.pid}\n`);
      const { io, err } = capture({ DATA_DIR: dataDir });
      expect(await runCli(['migrate'], io)).toBe(1);
      expect(err.join('\n')).toMatch(/in use by another Mizani Pay process[\s\S]*running server applied every migration/);
    } finally {
      other.kill('SIGKILL');
      await rm(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });

  it('a bad setting is reported, not thrown', async () => {
    const { io, err } = capture({ SANDBOX: 'perhaps' });
    expect(await runCli(['migrate'], io)).toBe(1);
    expect(err.join('\n')).toContain('SANDBOX must be true or false');
  });
});
