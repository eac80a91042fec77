import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { sendMessage, type OutboxLog, type OutgoingMessage } from '../outbox/outbox.ts';

/** How an SMS or email leaves the server. */
export interface MessageSender {
  send(db: Db, message: OutgoingMessage, log: OutboxLog): Promise<void>;
}

/** Sandbox delivery: the outbox table (`GET /api/sandbox/outbox`) and the log. */
export const outboxSender: MessageSender = {
  send: (db, message, log) => sendMessage(db, message, log),
};

export class NoMessageProviderError extends Error {
  override name = 'NoMessageProviderError';
}

/**
 * Outside sandbox mode the reference server has no SMS or email provider wired in. Failing loudly
 * is better than pretending a code went out: the caller gets 500 and the operator a clear log line.
 */
export const noProviderSender: MessageSender = {
  send: async (_db, message) => {
    throw new NoMessageProviderError(`No ${message.channel} provider is configured outside sandbox mode; message not sent.`);
  },
};

export interface IdentityLimits {
  /** A verification code is good for this long. */
  codeTtlMs: number;
  /** Wrong codes one address may enter for a destination while its codes are valid. */
  codeMaxAttempts: number;
  /** Wrong codes from all addresses together after which a destination's codes are refused until they expire. */
  codeMaxAttemptsAllAddresses: number;
  /** No second code to the same destination, asked for from the same address, sooner than this. */
  codeResendMs: number;
  /** Codes per destination asked for from one address per hour. */
  codesPerTargetPerHour: number;
  /** Codes per destination per hour from all addresses together (bounds what reaches one phone). */
  codesPerTargetPerHourAllAddresses: number;
  /** Codes requested from one IP address per hour, whatever the destinations. */
  codesPerIpPerHour: number;
  /** Failed logins are counted over this sliding window. */
  loginWindowMs: number;
  /** Failures for one sign-in name from one address within the window that lock it there. */
  loginLockThreshold: number;
  /** How long the lock lasts. */
  loginLockMs: number;
  /** Failures from one IP within the window before its logins slow down. */
  ipFreeFailures: number;
  /** Failures from one IP within the window after which it may not try any password login. */
  ipLockThreshold: number;
  /** First delay after a failure; it doubles with each further failure, up to `loginDelayCapMs`. */
  loginDelayBaseMs: number;
  loginDelayCapMs: number;
}

export const DEFAULT_LIMITS: IdentityLimits = {
  codeTtlMs: 10 * 60 * 1000,
  codeMaxAttempts: 5,
  codeMaxAttemptsAllAddresses: 20,
  codeResendMs: 60 * 1000,
  codesPerTargetPerHour: 10,
  codesPerTargetPerHourAllAddresses: 30,
  codesPerIpPerHour: 60,
  loginWindowMs: 15 * 60 * 1000,
  loginLockThreshold: 10,
  loginLockMs: 15 * 60 * 1000,
  // A few typos from a shared address (an office, a mobile carrier's NAT) cost nothing.
  ipFreeFailures: 5,
  ipLockThreshold: 50,
  loginDelayBaseMs: 250,
  loginDelayCapMs: 2000,
};

/** What the identity feature depends on besides the database; tests replace the clock and the wait. */
export interface IdentityOptions {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  sender: MessageSender;
  limits: IdentityLimits;
}

export interface IdentityOverrides {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  sender?: MessageSender;
  limits?: Partial<IdentityLimits>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function resolveIdentityOptions(config: Pick<AppConfig, 'sandbox' | 'codesPerIpPerHour'>, overrides: IdentityOverrides = {}): IdentityOptions {
  return {
    now: overrides.now ?? (() => new Date()),
    sleep: overrides.sleep ?? realSleep,
    sender: overrides.sender ?? (config.sandbox ? outboxSender : noProviderSender),
    limits: {
      ...DEFAULT_LIMITS,
      ...(config.codesPerIpPerHour ? { codesPerIpPerHour: config.codesPerIpPerHour } : {}),
      ...overrides.limits,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityOptions;
  }
}
