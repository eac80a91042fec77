import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the server's data directory (the embedded database lives in `<dataDir>/pglite`). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl?: string;
  /** Sandbox mode: outbox instead of real SMS/email, sandbox rails, sandbox-only endpoints. */
  sandbox: boolean;
  portalDist: string;
  developerDist: string;
  logLevel: LogLevel;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): whether to take the client address from X-Forwarded-For.
   * Unset means no: a client could otherwise claim any address.
   */
  trustProxy?: boolean | string;
  /**
   * `CODES_PER_IP_PER_HOUR`: verification codes one IP address may request per hour. Unset means
   * the identity feature's default; end-to-end runs, which send every request from loopback, raise it.
   */
  codesPerIpPerHour?: number;
  /** Largest accepted upload in bytes (`UPLOAD_MAX_BYTES`); unset means the contract's 5 MiB. */
  uploadMaxBytes?: number;
  /**
   * `SANDBOX_AUTO_APPROVE`: when set, written to the sandbox auto-approve setting at start (the ops
   * CLI may change it afterwards). Unset leaves the stored setting as it is.
   */
  sandboxAutoApprove?: boolean;
  /**
   * `FX_RATE_WALK_MINUTES`: in sandbox mode the exchange rates take a small random step this often
   * (each step recorded in the rate history). 0 turns it off; unset means 5.
   */
  fxRateWalkMinutes?: number;
  /**
   * `SANDBOX_OUTBOX_OPEN`: serve the sandbox outbox (every code sent, so every account's recovery)
   * to callers on other machines too. Unset means loopback callers only.
   */
  sandboxOutboxOpen?: boolean;
  /**
   * `CORS_ORIGINS`: comma-separated origins (`https://shop.example.com`) whose pages may call the
   * API from a browser. Unset means none: only the portal and console on this origin may.
   */
  corsOrigins?: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server package's own directory, so defaults do not depend on the working directory. */
export const SERVER_ROOT = serverRoot;

type Env = Record<string, string | undefined>;

// An empty variable (`PORT=`) means "not set": shells and .env files produce them easily.
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8080;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return Number(raw);
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got '${raw}'.`);
}

function optionalBoolean(name: string, raw: string | undefined): boolean | undefined {
  return raw === undefined ? undefined : parseBoolean(name, raw, false);
}

// A setting without a default is left out rather than set to `undefined`, like DATABASE_URL.
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string.');
  }
  return raw;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`);
  return level;
}

// true/false, or a comma-separated list of trusted proxy addresses/CIDRs.
function parseTrustProxy(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  // Addresses or CIDR ranges ('10.0.0.0/8', '::1'), or proxy-addr's names for whole ranges.
  const entry = /^(loopback|linklocal|uniquelocal|[0-9a-f]*[.:][0-9a-f.:]*(\/\d{1,3})?)$/i;
  if (raw.split(',').every((part) => entry.test(part.trim()))) return raw;
  throw new ConfigError(`TRUST_PROXY must be true, false or a comma-separated list of proxy addresses, got '${raw}'.`);
}

function parseCodesPerIp(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= 1_000_000)) {
    throw new ConfigError(`CODES_PER_IP_PER_HOUR must be a whole number from 1 to 1000000, got '${raw}'.`);
  }
  return value;
}

// Below 1 KiB no identity document fits; above 100 MiB one request would hold a worker for minutes.
function parseUploadMaxBytes(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1024 && value <= 100 * 1024 * 1024)) {
    throw new ConfigError(`UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 104857600, got '${raw}'.`);
  }
  return value;
}

// Exact origins only (scheme, host, optional port): a wildcard would hand every site the API.
function parseCorsOrigins(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const origins = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const origin = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
  const bad = origins.find((value) => !origin.test(value));
  if (bad !== undefined || origins.length === 0) {
    throw new ConfigError(`CORS_ORIGINS must be a comma-separated list of origins like https://shop.example.com, got '${bad ?? raw}'.`);
  }
  return origins.map((value) => value.toLowerCase());
}

// Whole minutes, at most a day: a walk slower than that would not show on a chart anyway.
function parseFxRateWalkMinutes(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 0 && value <= 1440)) {
    throw new ConfigError(`FX_RATE_WALK_MINUTES must be a whole number of minutes from 0 (off) to 1440, got '${raw}'.`);
  }
  return value;
}

/**
 * Sandbox mode is the default, for trying the product out: demo accounts with known passwords, no
 * real messages. A production installation (NODE_ENV=production) never falls into it by default:
 * it must say SANDBOX=true itself, or SANDBOX=false.
 */
function parseSandbox(env: Env): boolean {
  const raw = read(env, 'SANDBOX');
  const sandbox = parseBoolean('SANDBOX', raw, true);
  if (sandbox && raw === undefined && read(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'NODE_ENV is production but SANDBOX is not set: sandbox mode (demo accounts with known passwords, codes readable in the outbox) must be chosen explicitly. Set SANDBOX=false, or SANDBOX=true for a sandbox installation.',
    );
  }
  return sandbox;
}

/**
 * Reads the server's settings from environment variables once, at start. Bad values stop the
 * server with a message naming the variable rather than surfacing later as odd behaviour.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const cwd = process.cwd();
  const sandbox = parseSandbox(env);
  const databaseUrl = parseDatabaseUrl(read(env, 'DATABASE_URL'));
  const trustProxy = parseTrustProxy(read(env, 'TRUST_PROXY'));
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? path.join(serverRoot, 'data')),
    ...(databaseUrl ? { databaseUrl } : {}),
    sandbox,
    portalDist: path.resolve(cwd, read(env, 'PORTAL_DIST') ?? path.join(serverRoot, '../portal/dist')),
    developerDist: path.resolve(cwd, read(env, 'DEVELOPER_DIST') ?? path.join(serverRoot, '../developer/dist')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...optional('codesPerIpPerHour', parseCodesPerIp(read(env, 'CODES_PER_IP_PER_HOUR'))),
    ...optional('uploadMaxBytes', parseUploadMaxBytes(read(env, 'UPLOAD_MAX_BYTES'))),
    ...optional('sandboxAutoApprove', optionalBoolean('SANDBOX_AUTO_APPROVE', read(env, 'SANDBOX_AUTO_APPROVE'))),
    ...optional('fxRateWalkMinutes', parseFxRateWalkMinutes(read(env, 'FX_RATE_WALK_MINUTES'))),
    ...optional('corsOrigins', parseCorsOrigins(read(env, 'CORS_ORIGINS'))),
    ...optional('sandboxOutboxOpen', optionalBoolean('SANDBOX_OUTBOX_OPEN', read(env, 'SANDBOX_OUTBOX_OPEN'))),
  };
}

/**
 * Printed at start in sandbox mode, so that nobody runs a sandbox by accident where others can
 * reach it.
 */
export function sandboxBanner(config: Pick<AppConfig, 'sandbox' | 'sandboxOutboxOpen'>): string | null {
  if (!config.sandbox) return null;
  const outbox = config.sandboxOutboxOpen
    ? 'The outbox (/api/sandbox/outbox) is OPEN to every caller (SANDBOX_OUTBOX_OPEN): anyone who reaches this server can read any code and reset any password.'
    : 'The outbox (/api/sandbox/outbox) shows every code sent, to callers on this machine only.';
  const lines = [
    'WARNING: SANDBOX MODE. For trying the product out, never for real money or real people.',
    'Demo accounts with known passwords exist; no SMS or email leaves this server.',
    outbox,
    'Set SANDBOX=false for a real installation.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '!'.repeat(width + 4);
  return [rule, ...lines.map((line) => `! ${line.padEnd(width)} !`), rule].join('\n');
}
