import { Code } from '@mizani/sdk/contract';
import { AppError } from './envelope.ts';
import type { App } from './types.ts';

export interface FailureLimit {
  /** Failures are counted over this sliding window... */
  windowMs: number;
  /** ...this many of them lock the key... */
  threshold: number;
  /** ...for this long; afterwards the count starts afresh. */
  lockMs: number;
}

/**
 * Failures per key (an address) in memory. Bounded: past `maxKeys` the oldest keys are dropped,
 * so a flood of forged addresses costs memory no more than a fixed amount. Being in memory, a
 * restart forgets it; the per-account limits, which are the ones that protect a victim, live in
 * the database.
 */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  constructor(
    readonly limit: FailureLimit,
    private readonly maxKeys = 50_000,
  ) {}

  isLocked(key: string, at: number): boolean {
    return this.lockedUntil(key, at) !== undefined;
  }

  /** When the key's lock ends, or undefined when it is not locked. */
  lockedUntil(key: string, at: number): number | undefined {
    const until = this.locks.get(key);
    if (until === undefined) return undefined;
    if (until > at) return until;
    this.locks.delete(key);
    return undefined;
  }

  /** Records a failure; true when it locks the key. */
  fail(key: string, at: number): boolean {
    const recent = (this.failures.get(key) ?? []).filter((time) => time > at - this.limit.windowMs);
    recent.push(at);
    this.failures.delete(key);
    if (recent.length >= this.limit.threshold) {
      this.locks.set(key, at + this.limit.lockMs);
      this.trim(this.locks);
      return true;
    }
    this.failures.set(key, recent);
    this.trim(this.failures);
    return false;
  }

  private trim(map: Map<string, unknown>): void {
    // Maps iterate in insertion order, and `fail` re-inserts a key it touches: the first is the stalest.
    while (map.size > this.maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }
}

/**
 * Wrong fund passwords from one address across any number of accounts. The per-account lock
 * (domain/orders/fund-password.ts: five failures, 15 minutes) stops guessing one account's
 * password; this stops one address that holds many sessions (stolen tokens, a credential-stuffing
 * run) from trying a few guesses on each. Generous enough for an office behind one address.
 */
export const FUND_PASSWORD_IP_LIMIT: FailureLimit = { windowMs: 15 * 60 * 1000, threshold: 20, lockMs: 15 * 60 * 1000 };

/**
 * Answers that say whether an address has an account (-1002 at a recovery code, -1003 at a
 * registration one), which the spec's flow needs, from one caller's address. Beyond a person
 * mistyping, they are someone sifting a list of numbers for customers.
 */
export const EXISTENCE_IP_LIMIT: FailureLimit = { windowMs: 60 * 60 * 1000, threshold: 10, lockMs: 60 * 60 * 1000 };
const EXISTENCE_ROUTES = new Set(['/api/common/sendCode', '/api/common/sendMailCode', '/api/user/register', '/api/user/emailRegister',
  '/api/user/register/checkCode', '/api/user/emailRegister/checkCode']);

const replyOf = (code: number) => `{"code":${code},`;
const FUND_PASSWORD_FAILURES = [replyOf(Code.WRONG_FUND_PASSWORD), replyOf(Code.FUND_PASSWORD_LOCKED)];
const EXISTENCE_ANSWERS = [replyOf(Code.ACCOUNT_NOT_FOUND), replyOf(Code.ACCOUNT_EXISTS)];

interface BodySchema {
  properties?: Record<string, unknown>;
}

export interface AbuseLimits {
  fundPassword: FailureCounter;
  existence: FailureCounter;
}

/**
 * Registers the per-address limits that sit in front of the features, counting the failures the
 * features answer and refusing an address that has too many before its request reaches them:
 * - every route whose body carries a `fundPassword` to check (setting a new one is not a check):
 *   -1028 after FUND_PASSWORD_IP_LIMIT wrong ones;
 * - the code and registration calls: -1026 after EXISTENCE_IP_LIMIT answers saying whether an
 *   address has an account.
 * (The merchant API counts its bad signatures per
 * access key and address itself: features/merchant/signing.ts.) Must be registered before the routes it watches. Refusals of a locked address do not count
 * again, so a lock ends when it says it does.
 */
export function registerAbuseLimits(app: App, limits: { fundPassword?: FailureLimit; existence?: FailureLimit } = {}): AbuseLimits {
  const counters: AbuseLimits = {
    fundPassword: new FailureCounter(limits.fundPassword ?? FUND_PASSWORD_IP_LIMIT),
    existence: new FailureCounter(limits.existence ?? EXISTENCE_IP_LIMIT),
  };
  const fundPasswordRoutes = new Set<string>();
  const now = () => app.identity.now().getTime();

  app.addHook('onRoute', (route) => {
    const body = (route.schema as { body?: BodySchema } | undefined)?.body;
    if (body?.properties && 'fundPassword' in body.properties && !route.url.endsWith('/user/resetFundPwd')) fundPasswordRoutes.add(route.url);
  });

  const watch = (url: string): { counter: FailureCounter; failures: string[]; refusal: number } | undefined => {
    if (fundPasswordRoutes.has(url)) return { counter: counters.fundPassword, failures: FUND_PASSWORD_FAILURES, refusal: Code.FUND_PASSWORD_LOCKED };
    if (EXISTENCE_ROUTES.has(url)) return { counter: counters.existence, failures: EXISTENCE_ANSWERS, refusal: Code.CODE_TOO_FREQUENT };
    return undefined;
  };

  app.addHook('onRequest', async (request) => {
    const watched = watch(request.routeOptions.url ?? '');
    const until = watched?.counter.lockedUntil(request.ip, now());
    if (watched && until !== undefined) throw new AppError(watched.refusal, undefined, 200, until - now());
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const watched = watch(request.routeOptions.url ?? '');
    if (!watched || typeof payload !== 'string' || !watched.failures.some((prefix) => payload.startsWith(prefix))) return payload;
    const at = now();
    if (!watched.counter.isLocked(request.ip, at) && watched.counter.fail(request.ip, at)) {
      request.log.warn({ ip: request.ip, route: request.routeOptions.url }, 'too many failures from one address: locked');
    }
    return payload;
  });

  return counters;
}
