import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Node built-ins only: this module is loaded by Playwright's global setup as well as by Vitest.

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../main.ts');
const SERVER_ROOT = path.resolve(here, '../..');
const OUTPUT_LIMIT = 64 * 1024;

export interface ServerProcessOptions {
  /** Default: a free port. */
  port?: number;
  /** Default: a fresh temporary directory, removed by `stop()`. */
  dataDir?: string;
  /** Extra environment for the server (SANDBOX, DATABASE_URL, PORTAL_DIST, ...). */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/health (default 60 s). */
  timeoutMs?: number;
  /** A file (made anew) that gets all of the process's stdout and stderr, not only the last 64 KB. */
  logFile?: string;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** SIGTERM, wait for a clean exit (SIGKILL after 15 s), remove a temporary data directory. */
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): void;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last 64 KB of the process's stdout and stderr. */
  output(): string;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

class StartError extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

function collectOutput(child: ChildProcess, logFile?: string): () => string {
  let buffer = '';
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  child.once('exit', () => file?.end());
  const append = (chunk: Buffer) => {
    buffer = (buffer + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    file?.write(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => buffer;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: string | undefined;
  child.once('exit', (code, signal) => {
    exit = signal ?? String(code);
  });
  while (Date.now() < deadline) {
    if (exit !== undefined) {
      throw new StartError(
        `The server exited (${exit}) before answering /api/health.\n--- server output ---\n${output()}`,
        output().includes('EADDRINUSE'),
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json()) as { code?: number };
      if (response.ok && body.code === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new StartError(
    `The server did not answer /api/health within ${timeoutMs / 1000} s.\n--- server output ---\n${output()}`,
    false,
  );
}

async function startOnce(port: number, dataDir: string, options: ServerProcessOptions): Promise<ServerProcess> {
  const env = { ...process.env, HOST: '127.0.0.1', ...options.env, PORT: String(port), DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, options.logFile);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });
  // Never leave a server running after the test process is gone.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const url = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${port}`;
  await waitForHealth(url, child, output, options.timeoutMs ?? 60_000);

  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? -1,
    exited,
    output,
    kill: (signal = 'SIGTERM') => {
      child.kill(signal);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Starts the real server (`node --import tsx src/main.ts`) as a child process on a free port with
 * a fresh data directory, and resolves once /api/health answers. Used by the end-to-end tests'
 * global setup and by the server's own process tests.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'mizani-server-')));
  const removeDataDir = () => (ownsDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve());
  if (options.logFile) await writeFile(options.logFile, '');

  // A free port can be taken by someone else between the probe and the server's listen: retry.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await findFreePort());
    try {
      const server = await startOnce(port, dataDir, options);
      const stop = server.stop;
      return {
        ...server,
        stop: async () => {
          await stop();
          await removeDataDir();
        },
      };
    } catch (error) {
      const retry = error instanceof StartError && error.portTaken && options.port === undefined && attempt < 3;
      if (!retry) {
        await removeDataDir();
        throw error;
      }
    }
  }
}
