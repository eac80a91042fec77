/**
 * Shared by the identity tests: an app whose clock the test moves and whose login delays are
 * recorded instead of waited, plus small request helpers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import type { IdentityLimits } from '../../domain/auth/options.ts';

export interface IdentityKit {
  t: TestApp;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  now(): Date;
  /** Every delay the login asked for, in order. */
  sleeps: number[];
  /** A fresh client address, so tests do not share per-IP counters. */
  nextIp(): string;
  post(url: string, payload: unknown, options?: { token?: string; ip?: string; headers?: Record<string, string> }): Promise<Reply>;
  /** The newest code sent to this address (from the sandbox outbox). */
  lastCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export interface Reply {
  res: LightMyRequestResponse;
  code: number;
  msg: string;
  data: unknown;
}

let ipCounter = 0;
let numberCounter = 0;

/** A phone number no other test uses (Kenyan mobile shape). */
export function freshPhone(): string {
  numberCounter += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(numberCounter).padStart(5, '0')}`;
}

export function freshEmail(prefix = 'user'): string {
  numberCounter += 1;
  return `${prefix}-${process.pid}-${numberCounter}@example.test`;
}

export async function createIdentityKit(limits: Partial<IdentityLimits> = {}, config: Parameters<typeof createTestApp>[0] = {}): Promise<IdentityKit> {
  let clock = Date.now();
  const sleeps: number[] = [];
  const t = await createTestApp({
    ...config,
    identity: {
      now: () => new Date(clock),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      limits,
    },
  });
  const post: IdentityKit['post'] = async (url, payload, options = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    });
    const body = res.json() as { code: number; msg: string; data: unknown };
    return { res, ...body };
  };
  return {
    t,
    advance: (ms) => {
      clock += ms;
    },
    now: () => new Date(clock),
    sleeps,
    nextIp: () => {
      ipCounter += 1;
      return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    },
    post,
    lastCode: async (to) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${encodeURIComponent(to)}` });
      const messages = (res.json() as { data: { code: string | null }[] }).data;
      const code = messages[0]?.code;
      if (!code) throw new Error(`No code was sent to ${to}`);
      return code;
    },
    close: () => t.close(),
  };
}
