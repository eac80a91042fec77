import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './index.ts';

// The real entry point (src/main.ts) in a child process: start-up, the data directory lock,
// restart on existing data, sandbox switch and graceful shutdown.
describe('startServerProcess', () => {
  let dataDir: string;
  let first: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-process-'));
  });
  afterAll(async () => {
    await first?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the server on a free port and waits until it answers', async () => {
    first = await startServerProcess({ dataDir });
    expect(first.url).toBe(`http://127.0.0.1:${first.port}`);
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toEqual({ code: 200, msg: 'success', data: { status: 'ok', database: 'pglite', sandbox: true } });
    expect((await fetch(`${first.url}/api/sandbox/outbox`)).status).toBe(200);
    expect(first.output()).toContain(`Mizani Pay listening on http://localhost:${first.port}`);
    expect(first.output()).toContain('portal /, developer console /homeApi/, API /api');
    expect(first.output()).toContain('migration 0001_core applied');
  });

  it('refuses a second server on the same data directory, saying why', async () => {
    await expect(startServerProcess({ dataDir })).rejects.toThrow(/is in use by another Mizani Pay process/);
  });

  it('shuts down cleanly on SIGTERM and releases the data directory', async () => {
    const server = first!;
    await server.stop();
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(dataDir)).toBe(true); // given by the caller, so kept
    first = undefined;
  });

  it('restarts on existing data without migrating again; SANDBOX=false removes the outbox', async () => {
    const again = await startServerProcess({ dataDir, env: { SANDBOX: 'false' } });
    try {
      expect(again.output()).not.toContain('applied');
      expect((await fetch(`${again.url}/api/sandbox/outbox`)).status).toBe(404);
      const health = (await (await fetch(`${again.url}/api/health`)).json()) as { data: { sandbox: boolean } };
      expect(health.data.sandbox).toBe(false);
    } finally {
      await again.stop();
    }
  });

  it('removes a data directory it created itself', async () => {
    const temp = await startServerProcess();
    await temp.stop();
    expect(existsSync(temp.dataDir)).toBe(false);
  });

  it('reports a server that cannot start, with its output', async () => {
    await expect(startServerProcess({ env: { SANDBOX: 'perhaps' } })).rejects.toThrow(
      /exited \(1\) before answering[\s\S]*SANDBOX must be true or false, got 'perhaps'/,
    );
  });
});
