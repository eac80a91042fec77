import type { Envelope } from '@mizani/sdk/contract';
import { loadConfig, type AppConfig } from '../config.ts';
import { DataDirInUseError, lockOwner, migrate, openDatabase } from '../db/index.ts';
import { AppError } from '../http/envelope.ts';
import { operations, type OperationBody, type OperationName, type OperationResult } from './operations.ts';
import { OPS_PREFIX } from './routes.ts';
import { OPS_SECRET_HEADER, opsSecretPath, readOpsSecret } from './secret.ts';

/** A failure to report to the operator as it is, without a stack trace. */
export class OpsError extends Error {
  override name = 'OpsError';
}

export interface Performed<R> {
  result: R;
  /** How it was done, for the operator: 'the server at http://...' or 'the database directly'. */
  via: string;
}

type Env = Record<string, string | undefined>;

const REQUEST_TIMEOUT_MS = 15_000;

export function opsUrl(env: Env, config: AppConfig): string {
  const given = env.OPS_URL?.trim();
  return (given || `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
}

type Remote<R> = { answered: true; result: R } | { answered: false; reason: 'unreachable' | 'not-ours' };

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_SOCKET|UND_ERR_CONNECT_TIMEOUT)$/.test(code);
}

async function callServer<R>(url: string, secret: string, name: OperationName, body: unknown): Promise<Remote<R>> {
  let response: Response;
  try {
    response = await fetch(`${url}${OPS_PREFIX}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (isUnreachable(error)) return { answered: false, reason: 'unreachable' };
    throw error;
  }
  if (response.status === 401) return { answered: false, reason: 'not-ours' };
  let envelope: Envelope<R> | undefined;
  try {
    envelope = (await response.json()) as Envelope<R>;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw new OpsError(`${url} answered HTTP ${response.status} without a Mizani Pay reply. Is OPS_URL right?`);
  }
  if (envelope.code !== 200) throw new OpsError(envelope.msg);
  return { answered: true, result: envelope.data };
}

async function runDirectly<N extends OperationName>(config: AppConfig, name: N, body: OperationBody<N>, url: string): Promise<OperationResult<N>> {
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new OpsError(
        `${error.message}\nNo Mizani Pay server on that directory answered at ${url}: set OPS_URL (or PORT) to the address it listens on.`,
      );
    }
    throw error;
  }
  try {
    // A data directory no server has opened yet still gets the current schema.
    await migrate(db);
    const op = operations[name] as unknown as { run(context: object, body: unknown): Promise<OperationResult<N>> };
    return await op.run({ db, sandbox: config.sandbox, reviewer: 'ops-cli', log: { info: () => {} } }, body);
  } catch (error) {
    if (error instanceof AppError) throw new OpsError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

/**
 * Runs an operator action where it can run: with DATABASE_URL on PostgreSQL directly (any number
 * of processes may connect); otherwise through the server running on DATA_DIR when one answers at
 * OPS_URL with that directory's secret, and on the embedded database directly when none does.
 */
export async function perform<N extends OperationName>(env: Env, name: N, body: OperationBody<N>): Promise<Performed<OperationResult<N>>> {
  const config = loadConfig(env);
  const url = opsUrl(env, config);
  if (config.databaseUrl) return { result: await runDirectly(config, name, body, url), via: 'PostgreSQL directly' };

  const secret = await readOpsSecret(config.dataDir);
  if (secret) {
    const remote = await callServer<OperationResult<N>>(url, secret, name, body);
    if (remote.answered) return { result: remote.result, via: `the server at ${url}` };
    const owner = lockOwner(config.dataDir);
    if (remote.reason === 'not-ours' && owner !== undefined) {
      throw new OpsError(
        `The server at ${url} refused the operator secret of ${opsSecretPath(config.dataDir)}, and process ${owner} ` +
          `holds that data directory. Set OPS_URL (or PORT) to the server that runs on ${config.dataDir}.`,
      );
    }
  }
  return { result: await runDirectly(config, name, body, url), via: `the database in ${config.dataDir} directly` };
}
