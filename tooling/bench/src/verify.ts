import { performance } from 'node:perf_hooks';
import { asCustomer, load, type ApiResult } from './api.ts';
import { opsCall } from './merchant.ts';

interface LedgerReport {
  ok: boolean;
  postings: number;
  accounts: number;
  entries: number;
}

export interface VerifyResult {
  database: string;
  orders: number;
  /** Durations of `ledger:verify` run alone, one after another, in ms. */
  alone: number[];
  /** Durations of the verifies that ran back to back under the user-info load, in ms. */
  underLoad: number[];
  report?: LedgerReport;
  /** User info without a verify running, then with verifies running back to back all the while. */
  baseline?: ApiResult;
  during?: ApiResult;
  error?: string;
}

const ALONE_RUNS = 3;
const LOAD_SECONDS = 10;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

async function timedVerify(base: string, secret: string): Promise<{ ms: number; report: LedgerReport }> {
  const started = performance.now();
  const report = await opsCall<LedgerReport>(base, secret, 'ledger/verify', {});
  const ms = performance.now() - started;
  // A fault would make the duration meaningless (it stops at the first one) and is a bug besides.
  if (!report.ok) throw new Error(`ledger:verify found a fault: ${JSON.stringify(report)}`);
  return { ms, report };
}

/**
 * `ops ledger:verify` through the running server, as the ops CLI performs it: alone (the duration
 * budget), then the customers' view of it: the user-info latency for 10 s without it, and for 10 s
 * with verifies running back to back.
 */
export async function measureVerify(base: string, token: string, opsSecret: string, database: string, orders: number): Promise<VerifyResult> {
  const result: VerifyResult = { database, orders, alone: [], underLoad: [] };
  const userInfo = (name: string) =>
    load(base, `POST /api/user/info (${orders.toLocaleString('en-US')} orders, ${name})`, database, {
      path: '/api/user/info',
      seconds: LOAD_SECONDS,
      request: asCustomer(token, () => '{}'),
    });
  try {
    for (let i = 0; i < ALONE_RUNS; i += 1) {
      const { ms, report } = await timedVerify(base, opsSecret);
      result.alone.push(ms);
      result.report = report;
    }
    result.baseline = await userInfo('no verify running');
    let loading = true;
    let failed: Error | undefined;
    const verifying = (async () => {
      while (loading) result.underLoad.push((await timedVerify(base, opsSecret)).ms);
    })().catch((error: unknown) => {
      failed = error as Error;
    });
    try {
      result.during = await userInfo('ops ledger:verify running');
    } finally {
      loading = false;
      await verifying;
    }
    if (failed) throw failed;
  } catch (error) {
    result.error = (error as Error).message;
  }
  return result;
}
