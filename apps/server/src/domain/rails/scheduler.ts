/**
 * Delivers the sandbox rails' late answers (rows of `rail_sandbox_event`) to the result sink once
 * they are due. The rows are the queue, so an answer due while the server was down is delivered
 * after the restart. Delivery is at least once: the sink must accept an answer it already has.
 */
import type { Db } from '../../db/types.ts';
import type { RailOutcome, RailResultSink } from './types.ts';

/** A poller holds claimed rows this long; if it dies meanwhile, another takes them over after. */
const CLAIM_MS = 30_000;
const BATCH = 100;
const MAX_RETRY_MS = 60_000;
export const DEFAULT_POLL_MS = 500;

type Final = Exclude<RailOutcome, { status: 'pending' }>;

function parseOutcome(value: unknown): Final {
  const outcome = (typeof value === 'string' ? JSON.parse(value) : value) as Final;
  if (outcome.status !== 'success' && outcome.status !== 'failed') throw new Error(`Bad rail event outcome: ${JSON.stringify(value)}`);
  return outcome;
}

/**
 * Delivers every answer due at `now` that no other poller holds; returns how many the sink took.
 * A sink that throws leaves its answer queued, retried with a growing pause (at most a minute).
 */
export async function runDueRailEvents(db: Db, sink: RailResultSink, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ sn: string; outcome: unknown; attempts: number }>(
    `UPDATE rail_sandbox_event SET claimed_until = $2, attempts = attempts + 1
     WHERE sn IN (
       SELECT sn FROM rail_sandbox_event
       WHERE delivered_at IS NULL AND due_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
       ORDER BY due_at, sn
       LIMIT ${BATCH}
       FOR UPDATE SKIP LOCKED
     )
     RETURNING sn, outcome, attempts`,
    [now, new Date(now.getTime() + CLAIM_MS)],
  );
  let delivered = 0;
  for (const row of rows) {
    try {
      await sink(row.sn, parseOutcome(row.outcome));
      await db.query('UPDATE rail_sandbox_event SET delivered_at = $2, claimed_until = NULL, last_error = NULL WHERE sn = $1', [row.sn, now]);
      delivered += 1;
    } catch (error) {
      const retryIn = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(row.attempts, 16));
      await db.query('UPDATE rail_sandbox_event SET claimed_until = $2, last_error = $3 WHERE sn = $1', [
        row.sn,
        new Date(now.getTime() + retryIn),
        String(error instanceof Error ? error.message : error).slice(0, 500),
      ]);
    }
  }
  return delivered;
}

export interface RailSchedulerOptions {
  /** Pause between polls (default 500 ms). */
  intervalMs?: number;
  /** Clock (tests move time). */
  now?: () => Date;
  /** Where a failed poll is reported; the poller keeps going. */
  onError?: (error: unknown) => void;
}

export interface RailScheduler {
  /** Stops polling and waits for a poll in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

const running = new Set<RailScheduler>();

/**
 * Polls for due late answers until stopped. Polls never overlap: the next one is planned when the
 * previous one is over.
 */
export function startRailScheduler(db: Db, sink: RailResultSink, opts: RailSchedulerOptions = {}): RailScheduler {
  const interval = opts.intervalMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = () => {
    inFlight = runDueRailEvents(db, sink, opts.now ? opts.now() : new Date())
      .then(
        () => undefined,
        (error: unknown) => opts.onError?.(error),
      )
      .finally(() => {
        if (!stopped) plan();
      });
  };
  const plan = () => {
    timer = setTimeout(tick, interval);
    // The server's sockets keep the process alive, not this timer.
    timer.unref();
  };

  const scheduler: RailScheduler = {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      running.delete(scheduler);
      await inFlight;
    },
  };
  running.add(scheduler);
  plan();
  return scheduler;
}

/** Stops one scheduler, or every running one when none is named. */
export async function stopRailScheduler(scheduler?: RailScheduler): Promise<void> {
  const targets = scheduler ? [scheduler] : [...running];
  await Promise.all(targets.map((s) => s.stop()));
}
