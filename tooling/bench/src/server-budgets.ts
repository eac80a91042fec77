import type { ApiResult, ListProbe } from './api.ts';
import type { LedgerResult, RateResult } from './ledger.ts';
import { PAYOUTS_NAME } from './merchant.ts';
import { median, type VerifyResult } from './verify.ts';

/** The server's budgets (issue 23), each a ratio of two figures measured in the same run. */
export const SERVER_BUDGETS = {
  /** An order list page's p99 against the user-info p99 on the same database. */
  listVsUserInfo: 3,
  /** A page of 100,000 orders against the same page of 10,000. */
  hundredVsTenThousand: 1.5,
  /** Ledger post() against the raw two-leg posting. */
  postVsRaw: 0.6,
  /** Domestic sends per second against argon2id verifies per second on one core. */
  sendVsArgon2: 0.7,
  /** `ops ledger:verify` at 100,000 orders, alone (median of its runs), in seconds. */
  verifySeconds: 5,
  /** The user-info p99 while verifies run against the same without them. */
  userInfoDuringVerify: 2,
  /** Merchant payouts per second on PostgreSQL (on PGlite the figure is for information). */
  payoutsPerSecond: 300,
};

export interface ServerRun {
  command: string;
  api: ApiResult[];
  ledgers: LedgerResult[];
  argon2: RateResult | undefined;
  verifies: VerifyResult[];
}

export interface BudgetRow {
  measure: string;
  value: string;
  budget: string;
  ok: boolean;
  /** A list budget: breaking it fails the run whatever else held. */
  list: boolean;
  /** A figure shown against the budget of another engine, never counted as broken. */
  info?: boolean;
}

const USER_INFO = 'POST /api/user/info';
const SENDS = /^POST \/api\/order\/psp\/create/;
const ms = (value: number) => `${Math.round(value)} ms`;
const x = (value: number) => `${value.toFixed(2)}x`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Every budget the run has the figures for; a failed measurement counts as broken. */
export function serverBudgets(run: ServerRun): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const databases = [...new Set(run.api.map((r) => r.database))];
  for (const database of databases) {
    const results = run.api.filter((r) => r.database === database);
    const userInfo = results.find((r) => r.name === USER_INFO && !r.error);
    const lists = results.filter((r): r is ApiResult & { probe: ListProbe } => r.probe !== undefined);
    for (const list of lists) {
      if (list.error || list.errors > 0) {
        rows.push({ measure: `${database}: ${list.name}`, value: list.error ?? `${list.errors} errors`, budget: 'no errors', ok: false, list: true });
        continue;
      }
      if (userInfo) {
        const ratio = list.p99 / Math.max(userInfo.p99, 1);
        rows.push({
          measure: `${database}: ${list.probe.page} page of ${list.probe.orders.toLocaleString('en-US')}, p99 against user info p99 (${ms(userInfo.p99)})`,
          value: `${ms(list.p99)} = ${x(ratio)}`,
          budget: `≤ ${SERVER_BUDGETS.listVsUserInfo}x`,
          ok: ratio <= SERVER_BUDGETS.listVsUserInfo,
          list: true,
        });
      }
      const smaller = lists.find((l) => l.probe.page === list.probe.page && l.probe.orders < list.probe.orders && !l.error);
      if (smaller) {
        const ratio = list.p99 / Math.max(smaller.p99, 1);
        rows.push({
          measure: `${database}: ${list.probe.page} page, p99 at ${list.probe.orders.toLocaleString('en-US')} against ${smaller.probe.orders.toLocaleString('en-US')} orders`,
          value: `${ms(list.p99)} against ${ms(smaller.p99)} = ${x(ratio)}`,
          budget: `≤ ${SERVER_BUDGETS.hundredVsTenThousand}x`,
          ok: ratio <= SERVER_BUDGETS.hundredVsTenThousand,
          list: true,
        });
      }
    }
    const sends = results.find((r) => SENDS.test(r.name) && !r.error);
    const verifies = sends?.argon2PerSecond ?? run.argon2?.perSecond;
    if (sends && verifies) {
      const ratio = sends.rps / verifies;
      const when = sends.argon2PerSecond === undefined ? '' : ', measured just before the sends';
      rows.push({
        measure: `${database}: domestic sends/s against argon2id verifies/s on one core (${verifies.toFixed(1)}${when})`,
        value: `${sends.rps.toFixed(1)} = ${x(ratio)}`,
        budget: `≥ ${SERVER_BUDGETS.sendVsArgon2}x`,
        ok: ratio >= SERVER_BUDGETS.sendVsArgon2,
        list: false,
      });
    }
    const payouts = results.find((r) => r.name.startsWith(PAYOUTS_NAME));
    if (payouts) {
      const info = database !== 'PostgreSQL';
      const broken = payouts.error ?? (payouts.errors > 0 ? `${payouts.errors} errors` : undefined);
      rows.push({
        measure: `${database}: merchant payouts per second (no fund password)${info ? ', for information' : ''}`,
        value: broken ?? `${payouts.rps.toFixed(1)}/s`,
        budget: `≥ ${SERVER_BUDGETS.payoutsPerSecond}/s on PostgreSQL`,
        ok: !broken && payouts.rps >= SERVER_BUDGETS.payoutsPerSecond,
        list: false,
        ...(info ? { info: true } : {}),
      });
    }
  }
  rows.push(...verifyBudgets(run.verifies));
  for (const ledger of run.ledgers) {
    const ratio = ledger.post.perSecond / ledger.raw.perSecond;
    rows.push({
      measure: `${ledger.database}: post() against the raw two-leg posting`,
      value: `${ledger.post.perSecond.toFixed(0)} against ${ledger.raw.perSecond.toFixed(0)} postings/s = ${x(ratio)}`,
      budget: `≥ ${SERVER_BUDGETS.postVsRaw}x`,
      ok: ratio >= SERVER_BUDGETS.postVsRaw,
      list: false,
    });
  }
  return rows;
}

function verifyBudgets(verifies: VerifyResult[]): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const v of verifies) {
    const at = `${v.database}: ops ledger:verify at ${v.orders.toLocaleString('en-US')} orders`;
    if (v.error || !v.baseline || !v.during) {
      rows.push({ measure: at, value: v.error ?? 'not measured', budget: 'no errors', ok: false, list: false });
      continue;
    }
    const alone = median(v.alone);
    rows.push({
      measure: `${at}, alone (median of ${v.alone.length})`,
      value: seconds(alone),
      budget: `< ${SERVER_BUDGETS.verifySeconds} s`,
      ok: alone < SERVER_BUDGETS.verifySeconds * 1000,
      list: false,
    });
    const failed = v.baseline.errors + v.during.errors;
    const ratio = v.during.p99 / Math.max(v.baseline.p99, 1);
    rows.push({
      measure: `${at}: user info p99 while it runs against without it`,
      value: failed > 0 ? `${failed} errors` : `${ms(v.during.p99)} against ${ms(v.baseline.p99)} = ${x(ratio)}`,
      budget: `≤ ${SERVER_BUDGETS.userInfoDuringVerify}x`,
      ok: failed === 0 && ratio <= SERVER_BUDGETS.userInfoDuringVerify,
      list: false,
    });
  }
  return rows;
}

/** Whether a row is a broken budget (rows for information never are). */
export const isBroken = (row: BudgetRow): boolean => !row.ok && !row.info;

const statusOf = (row: BudgetRow): string => (row.info ? 'info' : row.ok ? 'ok' : 'OVER');

export const SERVER_SECTION_START = '<!-- server-bench:start -->';
export const SERVER_SECTION_END = '<!-- server-bench:end -->';

/** The server's figures and budgets as a section of docs/performance.md, between markers. */
export function renderServerSection(run: ServerRun, facts: { date: string; load: string }, budgets: BudgetRow[]): string {
  const lines = [
    SERVER_SECTION_START,
    '## Server and ledger',
    '',
    `- Command: \`${run.command}\``,
    `- Date: ${facts.date}; load average (1 / 5 / 15 min) at the start: ${facts.load}`,
    '',
    '| Database | Measure | p50 | p99 | Rate | Errors |',
    '|---|---|---|---|---|---|',
  ];
  const verifyApi = run.verifies.flatMap((v) => [v.baseline, v.during].filter((r): r is ApiResult => r !== undefined));
  for (const api of [...run.api, ...verifyApi]) {
    if (api.error) lines.push(`| ${api.database} | ${api.name} | - | - | failed: ${api.error} | - |`);
    else lines.push(`| ${api.database} | ${api.name} | ${ms(api.p50)} | ${ms(api.p99)} | ${api.rps.toFixed(1)} req/s | ${api.errors} of ${api.requests} |`);
  }
  for (const v of run.verifies) {
    const entries = v.report ? `, ${v.report.postings.toLocaleString('en-US')} postings, ${v.report.entries.toLocaleString('en-US')} entries` : '';
    const runs = (list: number[]) => (list.length > 0 ? list.map(seconds).join(', ') : '-');
    lines.push(`| ${v.database} | ops ledger:verify (${v.orders.toLocaleString('en-US')} orders${entries}), alone | - | - | ${runs(v.alone)} | ${v.error ?? '-'} |`);
    lines.push(`| ${v.database} | ops ledger:verify, back to back under the user-info load | - | - | ${runs(v.underLoad)} | - |`);
  }
  for (const ledger of run.ledgers) {
    lines.push(`| ${ledger.database} | ledger post(), two entries, one transaction each | - | - | ${ledger.post.perSecond.toFixed(0)} postings/s | - |`);
    lines.push(`| ${ledger.database} | raw two-leg posting in SQL (baseline) | - | - | ${ledger.raw.perSecond.toFixed(0)} postings/s | - |`);
  }
  if (run.argon2) lines.push(`| - | argon2id verify (m = 19 MiB, t = 2, p = 1), one at a time | - | - | ${run.argon2.perSecond.toFixed(1)} verifies/s | - |`);
  lines.push('', '| Budget | Value | Budget | Status |', '|---|---|---|---|');
  for (const b of budgets) lines.push(`| ${b.measure} | ${b.value} | ${b.budget} | ${statusOf(b)} |`);
  lines.push(SERVER_SECTION_END);
  return lines.join('\n');
}

/** The document with its server section replaced (or added before the notes when it has none). */
/**
 * The server section a run wrote to `doc` (markers included) with the notes written under it, up
 * to the measuring notes; '' when it has none.
 */
export function lastServerSection(doc: string): string {
  const start = doc.indexOf(SERVER_SECTION_START);
  const end = doc.indexOf('## How it is measured', start);
  return start >= 0 && end > start ? doc.slice(start, end).trimEnd() : '';
}

export function replaceServerSection(doc: string, section: string): string {
  const start = doc.indexOf(SERVER_SECTION_START);
  const end = doc.indexOf(SERVER_SECTION_END);
  if (start >= 0 && end > start) return `${doc.slice(0, start)}${section}${doc.slice(end + SERVER_SECTION_END.length)}`;
  const notes = doc.indexOf('## How it is measured');
  return notes >= 0 ? `${doc.slice(0, notes)}${section}\n\n${doc.slice(notes)}` : `${doc}\n${section}\n`;
}
