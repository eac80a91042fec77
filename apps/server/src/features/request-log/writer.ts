/**
 * Writes request log lines after the replies they describe have gone: a call only hands its line
 * to a bounded in-memory queue, and a single background drain inserts the queue in batches. The
 * drain waits up to `gatherMs` for a batch to fill, so a busy merchant's calls share one INSERT
 * (each statement is a round trip, a system call and a WAL record on both sides). When
 * the database falls behind and the queue is full, new lines are dropped (and counted) rather
 * than letting memory grow or calls wait. Lines older than the log's 7 days are pruned as it goes.
 */
import { REQUEST_LOG_DAYS, type MerchantOrderType } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

export interface RequestLogLine {
  userId: number;
  requestId: string;
  method: string;
  path: string;
  status: number;
  code: number | null;
  latencyMs: number;
  merchantOrderNo: string | null;
  orderType: MerchantOrderType | null;
  body: string | null;
  at: Date;
}

export interface RequestLogWriterOptions {
  now: () => Date;
  onError: (error: unknown) => void;
  /** Lines waiting at most; more are dropped. */
  maxPending?: number;
  batchSize?: number;
  /** How often old lines are pruned. */
  pruneEveryMs?: number;
  /** Longest a line waits for others to join its INSERT; a full batch goes at once. */
  gatherMs?: number;
}

const COLUMNS = ['user_id', 'request_id', 'method', 'path', 'status', 'code', 'latency_ms', 'merchant_order_no', 'order_type', 'body', 'created_at'];
const KEEP_MS = REQUEST_LOG_DAYS * 24 * 3_600_000;
/** Rows deleted per prune statement, so one prune never holds the table for long. */
const PRUNE_BATCH = 5_000;

export class RequestLogWriter {
  private pending: RequestLogLine[] = [];
  private draining: Promise<void> | null = null;
  private lastPrune = 0;
  /** Lines dropped because the queue was full. */
  dropped = 0;
  private readonly maxPending: number;
  private readonly batchSize: number;
  private readonly pruneEveryMs: number;
  private readonly gatherMs: number;
  /** Ends the drain's wait for a fuller batch (set while it waits). */
  private hurry: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: RequestLogWriterOptions,
  ) {
    this.maxPending = options.maxPending ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
    this.pruneEveryMs = options.pruneEveryMs ?? 10 * 60_000;
    this.gatherMs = options.gatherMs ?? 100;
  }

  add(line: RequestLogLine): void {
    if (this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(line);
    if (this.pending.length >= this.batchSize) this.hurry?.();
    this.startDrain();
  }

  private startDrain(): void {
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      // Lines added while the last drain was pruning start the next one.
      if (this.pending.length > 0) this.startDrain();
    });
  }

  /** Resolves once every line handed over so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.draining) {
      this.hurry?.();
      await this.draining;
    }
  }

  private async drain(): Promise<void> {
    // Let the reply that produced the line finish before the database is asked anything, and give
    // the calls in flight a moment to add theirs.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.pending.length < this.batchSize && this.gatherMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.gatherMs);
        this.hurry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.hurry = null;
    }
    try {
      while (this.pending.length > 0) await this.insert(this.pending.splice(0, this.batchSize));
      await this.pruneIfDue();
    } catch (error) {
      this.options.onError(error);
    }
  }

  private async insert(lines: RequestLogLine[]): Promise<void> {
    const params: unknown[] = [];
    const rows = lines.map((line) => {
      const values = [line.userId, line.requestId, line.method, line.path, line.status, line.code, line.latencyMs, line.merchantOrderNo, line.orderType, line.body, line.at];
      const placeholders = values.map((value) => `$${params.push(value)}`);
      return `(${placeholders.join(', ')})`;
    });
    await this.db.query(`INSERT INTO request_log (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`, params);
  }

  private async pruneIfDue(): Promise<void> {
    const now = this.options.now();
    if (now.getTime() - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = now.getTime();
    await pruneRequestLog(this.db, now);
  }
}

/** Deletes the lines older than the log keeps, a bounded batch at a time; returns how many went. */
export async function pruneRequestLog(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MS);
  let total = 0;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(
      `WITH gone AS (DELETE FROM request_log WHERE id IN (SELECT id FROM request_log WHERE created_at < $1 LIMIT ${PRUNE_BATCH}) RETURNING 1)
       SELECT count(*) AS n FROM gone`,
      [before],
    );
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}
