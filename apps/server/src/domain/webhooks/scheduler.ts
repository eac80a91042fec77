/** Polls for due notifications until stopped; polls never overlap. */
import type { Db } from '../../db/types.ts';
import { runDueWebhooks } from './queue.ts';
import type { WebhookTransport } from './transport.ts';

export const DEFAULT_WEBHOOK_POLL_MS = 1_000;

export interface WebhookSchedulerOptions {
  transport: WebhookTransport;
  sandbox: boolean;
  now: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** See `DeliveryOptions`: tests shorten them, servers keep the defaults. */
  attemptTimeoutMs?: number;
  claimMarginMs?: number;
  /** Housekeeping run with each poll (expired nonces, old signature failures). */
  tidy?: (now: Date) => Promise<void>;
}

export interface WebhookScheduler {
  stop(): Promise<void>;
}

export function startWebhookScheduler(db: Db, options: WebhookSchedulerOptions): WebhookScheduler {
  const interval = options.intervalMs ?? DEFAULT_WEBHOOK_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const poll = async () => {
    try {
      // The clock itself, not one reading: each attempt of a long batch is signed with its own time.
      await runDueWebhooks(db, {
        transport: options.transport,
        sandbox: options.sandbox,
        now: options.now,
        // Claims are taken one at a time, so a stop can come between two attempts.
        keepGoing: () => !stopped,
        ...(options.attemptTimeoutMs ? { attemptTimeoutMs: options.attemptTimeoutMs } : {}),
        ...(options.claimMarginMs ? { claimMarginMs: options.claimMarginMs } : {}),
      });
      await options.tidy?.(options.now());
    } catch (error) {
      options.onError?.(error);
    }
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll().finally(plan);
    }, interval);
    timer.unref();
  };
  plan();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
