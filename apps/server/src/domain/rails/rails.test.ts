import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser, type TestDb } from '../../testing/index.ts';
import { setAutoApprove } from '../kyc/settings.ts';
import {
  bindRails,
  checkRailRequest,
  getRail,
  LATE_ANSWER_MS,
  RailNotConfiguredError,
  runDueRailEvents,
  startRailScheduler,
  stopRailScheduler,
  type RailContext,
  type RailOutcome,
  type RailRequest,
} from './index.ts';

let t: TestDb;
let sandbox: RailContext;
const clockMs = Date.parse('2025-06-02T08:00:00Z');
const now = () => new Date(clockMs);

beforeAll(async () => {
  t = await createTestDb();
  sandbox = { db: t.db, sandbox: true, now };
});
afterAll(async () => {
  await stopRailScheduler();
  await t?.close();
});

const sn = () => `T${randomUUID().replace(/-/g, '').slice(0, 20)}`;

function request(channel: number, destination: RailRequest['destination'], overrides: Partial<RailRequest> = {}): RailRequest {
  const currency: Record<number, string> = { 2: 'KES', 3: 'TZS', 5: 'KES', 6: 'TZS', 7: 'TZS', 100: 'KES', 101: 'KES', 102: 'TZS', 103: 'TZS', 400: 'CNY', 401: 'CNY', 502: 'KES', 505: 'KES' };
  const collects = [502, 505].includes(channel);
  return {
    sn: sn(),
    channel,
    direction: collects ? 'collect' : 'payout',
    amountMinor: 150_000n,
    currencyId: currency[channel] ?? 'KES',
    destination,
    ...overrides,
  };
}

/** A destination for the channel whose deciding digit is `digit`. */
function destinationFor(channel: number, digit: number): RailRequest['destination'] {
  if ([2, 5, 502, 505].includes(channel)) return { phone: `71234567${digit}` };
  if ([3, 6, 7].includes(channel)) return { phone: `75412345${digit}` };
  if (channel === 100) return { accountNo: `110023456${digit}`, bankCode: '01', accountName: 'Amani Traders' };
  if (channel === 102) return { accountNo: `015012345${digit}`, bankCode: '003', accountName: 'Kilima Traders' };
  if (channel === 400 || channel === 401) return { accountNo: `622202100012345678${digit}`.slice(-19), accountName: '王小明' };
  return { accountNo: `20012345${digit}` };
}

const SANDBOX_CHANNELS = [2, 3, 5, 6, 7, 100, 101, 102, 103, 400, 401, 502, 505];

async function submitted(channel: number, digit: number) {
  const req = request(channel, destinationFor(channel, digit));
  const rail = getRail(channel, sandbox);
  return { req, rail, outcome: await rail.submit(req) };
}

describe('the sandbox test numbers', () => {
  it.each(SANDBOX_CHANNELS)('channel %i: ...0 to ...5 succeed at once with a provider transaction id', async (channel) => {
    for (const digit of [0, 3, 5]) {
      const { outcome, rail, req } = await submitted(channel, digit);
      expect(outcome).toEqual({ status: 'success', externalTxId: expect.stringMatching(/^[A-Z]{2,4}[A-Z2-9]{10}$/) });
      expect(await rail.checkStatus(req.sn)).toEqual(outcome);
    }
  });

  it.each(SANDBOX_CHANNELS)('channel %i: ...6 fails at once with a reason', async (channel) => {
    const { outcome, rail, req } = await submitted(channel, 6);
    expect(outcome.status).toBe('failed');
    const reason = (outcome as { reason: string }).reason;
    if ([502, 505].includes(channel)) expect(reason).toBe('Payer account is not registered');
    else if ([2, 3, 5, 6, 7].includes(channel)) expect(reason).toBe('Recipient account is not registered');
    else expect(reason).toBe('Beneficiary account does not exist at the bank');
    expect(await rail.checkStatus(req.sn)).toEqual(outcome);
  });

  it.each(SANDBOX_CHANNELS)('channel %i: ...7 answers success after 5 s, ...8 failure after 5 s', async (channel) => {
    const good = await submitted(channel, 7);
    const bad = await submitted(channel, 8);
    expect(good.outcome).toEqual({ status: 'pending' });
    expect(bad.outcome).toEqual({ status: 'pending' });
    expect(await good.rail.checkStatus(good.req.sn)).toEqual({ status: 'pending' });

    const { rows } = await t.db.query<{ sn: string; due_at: Date }>('SELECT sn, due_at FROM rail_sandbox_event WHERE sn = ANY($1::text[]) ORDER BY sn', [
      [good.req.sn, bad.req.sn],
    ]);
    expect(rows.map((r) => r.due_at.getTime())).toEqual([clockMs + LATE_ANSWER_MS, clockMs + LATE_ANSWER_MS]);

    const later = { ...sandbox, now: () => new Date(clockMs + LATE_ANSWER_MS) };
    expect(await getRail(channel, later).checkStatus(good.req.sn)).toEqual({ status: 'success', externalTxId: expect.any(String) });
    const failed = await getRail(channel, later).checkStatus(bad.req.sn);
    expect(failed).toEqual({ status: 'failed', reason: expect.stringMatching(/./) });
  });

  it.each(SANDBOX_CHANNELS)('channel %i: ...9 never answers', async (channel) => {
    const { outcome, rail, req } = await submitted(channel, 9);
    // A queued payout can still be recalled by the sender; a payment request to a payer cannot.
    const pending = req.direction === 'payout' ? { status: 'pending', recallable: true } : { status: 'pending' };
    expect(outcome).toEqual(pending);
    const muchLater = { ...sandbox, now: () => new Date(clockMs + 86_400_000) };
    expect(await getRail(channel, muchLater).checkStatus(req.sn)).toEqual(pending);
    expect(await rail.checkStatus(req.sn)).toEqual(pending);
    const { rows } = await t.db.query('SELECT 1 FROM rail_sandbox_event WHERE sn = $1', [req.sn]);
    expect(rows).toEqual([]);
    if (req.direction === 'payout') {
      expect(await rail.recall(req.sn)).toBe(true);
      expect(await rail.checkStatus(req.sn)).toEqual({ status: 'failed', reason: 'Recalled by the sender' });
      expect(await rail.recall(req.sn)).toBe(false);
    } else {
      expect(await rail.recall(req.sn)).toBe(false);
    }
  });

  it('recalls only a payout that will never be answered', async () => {
    const { rail, req } = await submitted(2, 7);
    expect(await rail.recall(req.sn)).toBe(false);
    const paid = await submitted(2, 0);
    expect(await paid.rail.recall(paid.req.sn)).toBe(false);
  });

  it('collections follow the payer phone the same way', async () => {
    const stk = getRail(502, sandbox);
    expect((await stk.submit(request(502, { phone: '112345671' }))).status).toBe('success');
    expect(await stk.submit(request(502, { phone: '112345676' }))).toEqual({ status: 'failed', reason: 'Payer account is not registered' });
    const airtelTz = getRail(5, sandbox);
    const collect = request(5, { phone: '684123457' }, { direction: 'collect', currencyId: 'TZS' });
    expect(await airtelTz.submit(collect)).toEqual({ status: 'pending' });
  });
});

describe('late answers', () => {
  it('are delivered by runDueRailEvents once due, exactly once, and survive in the table until then', async () => {
    const good = await submitted(2, 7);
    const bad = await submitted(101, 8);
    const never = await submitted(7, 9);
    const seen: [string, RailOutcome][] = [];
    const sink = async (s: string, outcome: RailOutcome) => void seen.push([s, outcome]);

    expect(await runDueRailEvents(t.db, sink, new Date(clockMs + LATE_ANSWER_MS - 1))).toBe(0);
    expect(seen.filter(([s]) => [good.req.sn, bad.req.sn].includes(s))).toEqual([]);

    await runDueRailEvents(t.db, sink, new Date(clockMs + LATE_ANSWER_MS));
    const mine = seen.filter(([s]) => [good.req.sn, bad.req.sn, never.req.sn].includes(s));
    expect(mine).toEqual(
      expect.arrayContaining([
        [good.req.sn, { status: 'success', externalTxId: expect.stringMatching(/^MPK/) }],
        [bad.req.sn, { status: 'failed', reason: 'Payment returned by the beneficiary bank' }],
      ]),
    );
    expect(mine).toHaveLength(2);

    const before = seen.length;
    await runDueRailEvents(t.db, sink, new Date(clockMs + 60_000));
    expect(seen.slice(before).filter(([s]) => [good.req.sn, bad.req.sn].includes(s))).toEqual([]);
  });

  it('the answer delivered is the one checkStatus gives', async () => {
    const late = await submitted(6, 7);
    const seen = new Map<string, RailOutcome>();
    await runDueRailEvents(t.db, async (s, outcome) => void seen.set(s, outcome), new Date(clockMs + LATE_ANSWER_MS));
    const due = { ...sandbox, now: () => new Date(clockMs + LATE_ANSWER_MS) };
    expect(seen.get(late.req.sn)).toEqual(await getRail(6, due).checkStatus(late.req.sn));
  });

  it('stay queued when the sink fails, and are retried after a pause', async () => {
    const late = await submitted(3, 7);
    const due = new Date(clockMs + LATE_ANSWER_MS);
    const failing = async (s: string) => {
      if (s === late.req.sn) throw new Error('ledger busy');
    };
    await runDueRailEvents(t.db, failing, due);
    const { rows } = await t.db.query<{ delivered_at: Date | null; last_error: string; attempts: number }>(
      'SELECT delivered_at, last_error, attempts FROM rail_sandbox_event WHERE sn = $1',
      [late.req.sn],
    );
    expect(rows[0]).toMatchObject({ delivered_at: null, last_error: 'ledger busy', attempts: 1 });

    const seen: string[] = [];
    const sink = async (s: string) => void seen.push(s);
    await runDueRailEvents(t.db, sink, due);
    expect(seen).not.toContain(late.req.sn);
    await runDueRailEvents(t.db, sink, new Date(due.getTime() + 2_001));
    expect(seen).toContain(late.req.sn);
  });

  it('are delivered by the scheduler in the background, and the scheduler stops', async () => {
    const late = await submitted(2, 7);
    const delivered: string[] = [];
    let resolve!: () => void;
    const arrived = new Promise<void>((r) => (resolve = r));
    const scheduler = startRailScheduler(
      t.db,
      async (s) => {
        delivered.push(s);
        if (s === late.req.sn) resolve();
      },
      { intervalMs: 20, now: () => new Date(clockMs + LATE_ANSWER_MS + 1) },
    );
    await arrived;
    await scheduler.stop();
    expect(delivered).toContain(late.req.sn);

    const after = await submitted(2, 7);
    await new Promise((r) => setTimeout(r, 80));
    expect(delivered).not.toContain(after.req.sn);
  });
});

describe('rules of every rail', () => {
  it('refuses a destination its rail cannot pay, with a clear reason', async () => {
    const cases: [RailRequest, string][] = [
      [request(2, { phone: '612345670' }), 'Recipient phone number must be a Kenyan mobile number: 9 digits starting with 7 or 1, without the leading 0'],
      [request(2, { phone: '0712345670' }), 'Recipient phone number must be a Kenyan mobile number: 9 digits starting with 7 or 1, without the leading 0'],
      [request(7, { phone: '12345670' }), 'Recipient phone number must be a Tanzanian mobile number: 9 digits starting with 6 or 7, without the leading 0'],
      [request(2, {}), 'Recipient phone number is required'],
      [request(502, {}), 'Payer phone number is required'],
      [request(7, { phone: '754123450' }, { currencyId: 'KES' }), 'Payment channel 7 moves TZS, not KES'],
      [request(100, { accountNo: '1100234560', accountName: 'Amani' }), 'Bank code is required for payment channel 100'],
      [request(102, { accountNo: '0150123450', bankCode: '003' }), 'Beneficiary account name is required'],
      [request(101, { accountNo: '12345' }), 'Beneficiary account number must be 6 to 20 digits'],
      [request(101, { accountNo: '12345678901234567890123' }), 'Beneficiary account number must be 6 to 20 digits'],
      [request(100, { accountNo: '1100234560', bankCode: '99', accountName: 'Amani' }), 'Bank code 99 is not a bank this channel reaches'],
      [request(401, { accountNo: '6222021000123456780', accountName: '王小明' }, { currencyId: 'KES' }), 'Payment channel 401 moves CNY, not KES'],
      [request(502, { phone: '712345670' }, { direction: 'payout' }), 'Payment channel 502 does not pay out money'],
      [request(101, { accountNo: '2001234560' }, { direction: 'collect' }), 'Payment channel 101 does not collect money'],
      [request(2, { phone: '712345670' }, { amountMinor: 0n }), 'Amount must be above zero'],
      [request(0, {}), 'Recipient Mizani Pay account number is required'],
      [request(0, { accountNo: 'MZ0000000000' }), 'Mizani Pay account MZ0000000000 does not exist'],
    ];
    for (const [req, reason] of cases) {
      expect({ channel: req.channel, problem: await checkRailRequest(t.db, req) }).toEqual({ channel: req.channel, problem: reason });
      expect({ channel: req.channel, outcome: await getRail(req.channel, sandbox).submit(req) }).toEqual({
        channel: req.channel,
        outcome: { status: 'failed', reason },
      });
    }
  });

  it('gives a repeated order number its first answer', async () => {
    const rail = getRail(2, sandbox);
    const first = request(2, { phone: '712345671' });
    const outcome = await rail.submit(first);
    expect(await rail.submit({ ...first, destination: { phone: '712345676' } })).toEqual(outcome);
    const late = request(2, { phone: '712345677' });
    await rail.submit(late);
    await rail.submit(late);
    const { rows } = await t.db.query('SELECT sn FROM rail_sandbox_event WHERE sn = $1', [late.sn]);
    expect(rows).toHaveLength(1);
  });

  it('answers a status check for an order number it never saw as failed', async () => {
    expect(await getRail(2, sandbox).checkStatus('NEVER-SEEN')).toEqual({ status: 'failed', reason: 'No transaction with reference NEVER-SEEN' });
  });

  it('refuses an unknown channel with -1008', () => {
    expect(() => getRail(4, sandbox)).toThrow(expect.objectContaining({ code: -1008, message: 'Parameter error: payType 4 is not a payment channel', data: { field: 'payType', rule: 'choice' } }));
  });

  it('pays a Mizani Pay account at once through the internal rail', async () => {
    const user = await createTestUser(t.db);
    const req = request(0, { accountNo: user.accountNo });
    expect(await getRail(0, sandbox).submit(req)).toEqual({ status: 'success', externalTxId: expect.stringMatching(/^MZ/) });
  });
});

describe('manual channels', () => {
  it.each([200, 300, 503, 504])('channel %i waits for the operator, or succeeds at once with sandbox auto-approve', async (channel) => {
    const currency = channel === 300 ? 'TZS' : 'KES';
    const rail = getRail(channel, sandbox);
    const req = request(channel, {}, { direction: 'collect', currencyId: currency });
    expect(await rail.submit(req)).toEqual({ status: 'pending' });
    expect(await getRail(channel, { ...sandbox, now: () => new Date(clockMs + 86_400_000) }).checkStatus(req.sn)).toEqual({ status: 'pending' });

    await setAutoApprove(t.db, true);
    try {
      expect(await rail.submit(request(channel, {}, { direction: 'collect', currencyId: currency }))).toEqual({
        status: 'success',
        externalTxId: expect.any(String),
      });
      // The switch does nothing outside sandbox mode.
      const live = getRail(channel, { ...sandbox, sandbox: false });
      expect(await live.submit(request(channel, {}, { direction: 'collect', currencyId: currency }))).toEqual({ status: 'pending' });
    } finally {
      await setAutoApprove(t.db, false);
    }
  });
});

describe('outside sandbox mode', () => {
  const live = () => ({ db: t.db, sandbox: false });

  it('refuses provider rails as not configured', async () => {
    for (const channel of SANDBOX_CHANNELS) {
      const rail = getRail(channel, live());
      await expect(rail.submit(request(channel, destinationFor(channel, 1)))).rejects.toBeInstanceOf(RailNotConfiguredError);
      await expect(rail.checkStatus('x')).rejects.toThrow(`Rail not configured: payment channel ${channel}`);
    }
  });

  it('keeps the internal rail working', async () => {
    const user = await createTestUser(t.db);
    expect((await getRail(0, live()).submit(request(0, { accountNo: user.accountNo }))).status).toBe('success');
  });
});

describe('binding', () => {
  it('uses the bound context when none is given, the newest first', async () => {
    const unbindLive = bindRails({ db: t.db, sandbox: false });
    const unbindSandbox = bindRails(sandbox);
    try {
      expect((await getRail(2).submit(request(2, { phone: '712345671' }))).status).toBe('success');
      unbindSandbox();
      await expect(getRail(2).submit(request(2, { phone: '712345671' }))).rejects.toBeInstanceOf(RailNotConfiguredError);
    } finally {
      unbindSandbox();
      unbindLive();
    }
  });
});

describe('docs/sandbox.md', () => {
  // The documented test numbers are what integrators copy: each must do what its column says.
  it('documents test numbers that behave as documented', async () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../../docs/sandbox.md', import.meta.url)), 'utf8');
    const section = doc.slice(doc.indexOf('## Test numbers per channel'), doc.indexOf('### Channels without test numbers'));
    const expected = ['success', 'failed', 'late_success', 'late_failure', 'never'] as const;
    let checked = 0;
    for (const line of section.split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      const label = cells[1] ?? '';
      const channels = [...label.matchAll(/(\d{1,3}) [A-Z]/g)].map((m) => Number(m[1]));
      const numbers = cells.slice(2).filter((cell) => /^\d{6,}$/.test(cell));
      if (channels.length === 0 || numbers.length !== 5) continue;
      for (const channel of channels) {
        for (const [i, number] of numbers.entries()) {
          const base = request(channel, {});
          const currencyId = channel === 5 && label.includes('TZS') ? 'TZS' : base.currencyId;
          const destination = /^(2|3|5|6|7|502|505)$/.test(String(channel))
            ? { phone: number }
            : { accountNo: number, accountName: channel >= 400 ? '王小明' : 'Amani Traders', ...(channel === 100 ? { bankCode: '01' } : channel === 102 ? { bankCode: '003' } : {}) };
          const req = { ...base, currencyId, destination };
          const outcome = await getRail(channel, sandbox).submit(req);
          const later = await getRail(channel, { ...sandbox, now: () => new Date(clockMs + LATE_ANSWER_MS) }).checkStatus(req.sn);
          const seen =
            outcome.status !== 'pending' ? outcome.status : later.status === 'success' ? 'late_success' : later.status === 'failed' ? 'late_failure' : 'never';
          expect({ channel, number, seen }).toEqual({ channel, number, seen: expected[i] });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(13 * 5);
  });
});
