import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { createTestDb, createTestUser, type TestDb } from '../../testing/index.ts';
import { countStatements } from '../../db/statement-counter.ts';
import { ensureAccount, ensureAccounts, findAccount, post, postToAccounts, postToAccountsAndCommit, reverse, verifyLedger, describeLedgerReport } from './index.ts';

let t: TestDb;
let db: Db;
let owner: number;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  owner = (await createTestUser(db)).userId;
});
afterAll(() => t?.close());

const balanceOf = async (id: string) =>
  BigInt((await db.query<{ balance: string }>('SELECT balance FROM ledger_account WHERE id = $1', [id])).rows[0]!.balance);

let keySeq = 0;
const key = (label: string) => `test:${label}:${(keySeq += 1)}`;

/** A funded wallet: opening balance from the house. */
async function fundedWallet(scope: 0 | 1, currencyId: string, amount: bigint, ownerId = owner) {
  return db.transaction(async (tx) => {
    const [wallet, opening] = await ensureAccounts(tx, [
      { kind: 'wallet', ownerId, scope, currencyId },
      { kind: 'house', code: 'opening', currencyId },
    ]);
    if (amount > 0n) {
      await post(tx, {
        idempotencyKey: key('open'),
        kind: 'opening',
        entries: [
          { accountId: opening!, amountMinor: -amount },
          { accountId: wallet!, amountMinor: amount },
        ],
      });
    }
    return { wallet: wallet!, opening: opening! };
  });
}

async function codeOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : (error as Error).name;
  }
}

describe('accounts', () => {
  it('creates an account once, on demand, whoever asks first', async () => {
    const spec = { kind: 'rail_clearing', channel: 7, currencyId: 'TZS' } as const;
    const ids = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => ensureAccount(tx, spec))));
    expect(new Set(ids).size).toBe(1);
    const account = await findAccount(db, spec);
    expect(account).toMatchObject({ kind: 'rail_clearing', currencyId: 'TZS', allowNegative: true, balance: 0n });
    expect((await findAccount(db, { kind: 'wallet', ownerId: owner, scope: 0, currencyId: 'UGX' }))).toBeUndefined();
  });
});

describe('post', () => {
  it('moves money between accounts and records the balance after each entry', async () => {
    const { wallet } = await fundedWallet(0, 'KES', 10_000n);
    const [clearing, fee] = await db.transaction((tx) =>
      ensureAccounts(tx, [
        { kind: 'rail_clearing', channel: 2, currencyId: 'KES' },
        { kind: 'fee_income', currencyId: 'KES' },
      ]),
    );
    const posting = await db.transaction((tx) =>
      post(tx, {
        idempotencyKey: key('send'),
        kind: 'send',
        orderSn: 'MZTEST1',
        entries: [
          { accountId: wallet, amountMinor: -2_550n },
          { accountId: clearing!, amountMinor: 2_500n },
          { accountId: fee!, amountMinor: 50n },
        ],
      }),
    );
    expect(posting.replayed).toBe(false);
    expect(posting.entries.find((e) => e.accountId === wallet)).toMatchObject({ amountMinor: -2_550n, balanceAfter: 7_450n, currencyId: 'KES' });
    expect(await balanceOf(wallet)).toBe(7_450n);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('refuses entries that do not sum to zero in each currency', async () => {
    const { wallet, opening } = await fundedWallet(0, 'TZS', 1_000n);
    const usd = await db.transaction((tx) => ensureAccount(tx, { kind: 'fx_liquidity', currencyId: 'USD' }));
    const attempt = (entries: { accountId: string; amountMinor: bigint }[]) =>
      db.transaction((tx) => post(tx, { idempotencyKey: key('bad'), kind: 'send', entries }));
    expect(await codeOf(attempt([{ accountId: wallet, amountMinor: -5n }, { accountId: opening, amountMinor: 4n }]))).toBe('LedgerError');
    // Balanced in count but not per currency.
    expect(await codeOf(attempt([{ accountId: wallet, amountMinor: -5n }, { accountId: usd, amountMinor: 5n }]))).toBe('LedgerError');
    expect(await codeOf(attempt([{ accountId: wallet, amountMinor: 0n }, { accountId: opening, amountMinor: 0n }]))).toBe('LedgerError');
    expect(await codeOf(attempt([{ accountId: wallet, amountMinor: 0n }]))).toBe('LedgerError');
    expect(await balanceOf(wallet)).toBe(1_000n);
  });

  it('never takes a wallet below zero: -1013 for domestic, -1014 for cross-border', async () => {
    const domestic = await fundedWallet(0, 'USD', 100n);
    const crossBorder = await fundedWallet(1, 'USD', 100n);
    const clearing = await db.transaction((tx) => ensureAccount(tx, { kind: 'rail_clearing', channel: 100, currencyId: 'USD' }));
    const spend = (wallet: string, amount: bigint) =>
      db.transaction((tx) =>
        post(tx, {
          idempotencyKey: key('spend'),
          kind: 'send',
          entries: [
            { accountId: wallet, amountMinor: -amount },
            { accountId: clearing, amountMinor: amount },
          ],
        }),
      );
    expect(await codeOf(spend(domestic.wallet, 101n))).toBe(-1013);
    expect(await codeOf(spend(crossBorder.wallet, 101n))).toBe(-1014);
    expect(await codeOf(spend(domestic.wallet, 100n))).toBe('resolved');
    expect(await balanceOf(domestic.wallet)).toBe(0n);
    expect(await balanceOf(crossBorder.wallet)).toBe(100n);
    // Clearing accounts stand for money at the rail and may go below zero.
    const topUp = await fundedWallet(0, 'CNY', 0n);
    const cnyClearing = await db.transaction((tx) => ensureAccount(tx, { kind: 'rail_clearing', channel: 401, currencyId: 'CNY' }));
    await db.transaction((tx) =>
      post(tx, {
        idempotencyKey: key('in'),
        kind: 'topup',
        entries: [
          { accountId: cnyClearing, amountMinor: -500n },
          { accountId: topUp.wallet, amountMinor: 500n },
        ],
      }),
    );
    expect(await balanceOf(cnyClearing)).toBe(-500n);
  });

  it('leaves nothing behind when a refused posting is caught inside a transaction', async () => {
    const { wallet, opening } = await fundedWallet(0, 'KES', 10n, (await createTestUser(db)).userId);
    const before = await verifyLedger(db);
    await db.transaction(async (tx) => {
      const refused = await codeOf(
        post(tx, {
          idempotencyKey: 'caught-refusal',
          kind: 'send',
          entries: [
            { accountId: wallet, amountMinor: -11n },
            { accountId: opening, amountMinor: 11n },
          ],
        }),
      );
      expect(refused).toBe(-1013);
    });
    const after = await verifyLedger(db);
    expect(after).toMatchObject({ ok: true, postings: before.postings });
    // The key was not used up by the refusal.
    const { rows } = await db.query('SELECT 1 FROM ledger_posting WHERE idempotency_key = $1', ['caught-refusal']);
    expect(rows).toHaveLength(0);
  });

  it('posts an idempotency key once: a retry returns the first posting', async () => {
    const { wallet, opening } = await fundedWallet(0, 'KES', 1_000n, (await createTestUser(db)).userId);
    const input = {
      idempotencyKey: key('retry'),
      kind: 'send',
      entries: [
        { accountId: wallet, amountMinor: -300n },
        { accountId: opening, amountMinor: 300n },
      ],
    };
    const first = await db.transaction((tx) => post(tx, input));
    const again = await db.transaction((tx) => post(tx, { ...input, entries: [...input.entries].reverse() }));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await balanceOf(wallet)).toBe(700n);
    // Same key, different movement: a bug, refused.
    const different = { ...input, entries: [{ accountId: wallet, amountMinor: -1n }, { accountId: opening, amountMinor: 1n }] };
    expect(await codeOf(db.transaction((tx) => post(tx, different)))).toBe('LedgerError');
    expect(await balanceOf(wallet)).toBe(700n);
  });

  it('answers a retry with the first posting even once the wallet could no longer fund it', async () => {
    const { wallet, opening } = await fundedWallet(0, 'KES', 500n, (await createTestUser(db)).userId);
    const input = {
      idempotencyKey: key('drained'),
      kind: 'send',
      entries: [
        { accountId: wallet, amountMinor: -500n },
        { accountId: opening, amountMinor: 500n },
      ],
    };
    const first = await db.transaction((tx) => post(tx, input));
    expect(await db.transaction((tx) => post(tx, input))).toMatchObject({ id: first.id, replayed: true });
    expect(await balanceOf(wallet)).toBe(0n);
  });

  it('applies several entries on one account in one statement, checking each step in the order listed', async () => {
    const { wallet, opening } = await fundedWallet(0, 'TZS', 100n, (await createTestUser(db)).userId);
    // 100 - 150 would go below zero before the +200 arrives: refused, nothing written.
    const dipping = [
      { accountId: wallet, amountMinor: -150n },
      { accountId: wallet, amountMinor: 200n },
      { accountId: opening, amountMinor: -50n },
    ];
    expect(await codeOf(db.transaction((tx) => post(tx, { idempotencyKey: key('dip'), kind: 'adjust', entries: dipping })))).toBe(-1013);
    expect(await balanceOf(wallet)).toBe(100n);
    // The same entries with the credit first go through, each entry carrying its own balance after.
    const posted = await db.transaction((tx) =>
      post(tx, { idempotencyKey: key('rise'), kind: 'adjust', entries: [dipping[1]!, dipping[0]!, dipping[2]!] }),
    );
    expect(posted.entries.filter((e) => e.accountId === wallet).map((e) => e.balanceAfter)).toEqual([300n, 150n]);
    expect(await balanceOf(wallet)).toBe(150n);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('corrects by reversal, once', async () => {
    const { wallet, opening } = await fundedWallet(1, 'USD', 1_000n, (await createTestUser(db)).userId);
    const original = await db.transaction((tx) =>
      post(tx, {
        idempotencyKey: key('fx'),
        kind: 'fx_send',
        orderSn: 'MZREV',
        entries: [
          { accountId: wallet, amountMinor: -400n },
          { accountId: opening, amountMinor: 400n },
        ],
      }),
    );
    const reversal = await db.transaction((tx) => reverse(tx, original.id, `reverse:${original.id}`));
    expect(reversal).toMatchObject({ kind: 'fx_send.reversal', orderSn: 'MZREV', reversesPostingId: original.id, replayed: false });
    expect(await balanceOf(wallet)).toBe(1_000n);
    expect(await db.transaction((tx) => reverse(tx, original.id, `reverse:${original.id}`))).toMatchObject({ id: reversal.id, replayed: true });
    expect(await codeOf(db.transaction((tx) => reverse(tx, original.id, 'another-key')))).toBe('LedgerError');
    expect(await codeOf(db.transaction((tx) => reverse(tx, reversal.id, 'reverse-the-reversal')))).toBe('LedgerError');
    expect(await balanceOf(wallet)).toBe(1_000n);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries and postings', async () => {
    await fundedWallet(0, 'TZS', 5_000n);
    for (const sql of [
      'UPDATE ledger_entry SET amount = amount + 1',
      'DELETE FROM ledger_entry',
      'TRUNCATE ledger_entry',
      "UPDATE ledger_posting SET kind = 'other'",
      'DELETE FROM ledger_posting',
    ]) {
      await expect(db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('refuses at commit a posting written around `post` that does not balance', async () => {
    const { wallet } = await fundedWallet(0, 'KES', 100n);
    const write = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ledger_posting (kind, idempotency_key, created_at) VALUES ('manual', 'around-post', now()) RETURNING id`,
      );
      await tx.query(
        `INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after) VALUES ($1, $2, 'KES', 1, 101)`,
        [rows[0]!.id, wallet],
      );
    });
    await expect(write).rejects.toThrow(/does not sum to zero/);
  });
});

describe('verifyLedger', () => {
  let faulty: TestDb;
  beforeAll(async () => {
    faulty = await createTestDb();
  });
  afterAll(() => faulty?.close());

  it('names the first fault: a cached balance that disagrees with the entries, then an unbalanced posting', async () => {
    const d = faulty.db;
    const user = await createTestUser(d);
    const [wallet, opening] = await d.transaction((tx) =>
      ensureAccounts(tx, [
        { kind: 'wallet', ownerId: user.userId, scope: 0, currencyId: 'KES' },
        { kind: 'house', code: 'opening', currencyId: 'KES' },
      ]),
    );
    await d.transaction((tx) =>
      post(tx, {
        idempotencyKey: 'open',
        kind: 'opening',
        entries: [
          { accountId: opening!, amountMinor: -1_000n },
          { accountId: wallet!, amountMinor: 1_000n },
        ],
      }),
    );
    const clean = await verifyLedger(d);
    expect(clean).toEqual({ ok: true, postings: 1, accounts: 2, entries: 2 });
    expect(describeLedgerReport(clean)).toBe('ledger OK: 1 postings, 2 accounts');

    await d.query('UPDATE ledger_account SET balance = 999 WHERE id = $1', [wallet]);
    const drifted = await verifyLedger(d);
    expect(drifted.fault).toEqual({ type: 'account-balance', accountId: wallet, key: `wallet:${user.userId}:0:KES`, expected: '1000', actual: '999' });
    expect(describeLedgerReport(drifted)).toMatch(/^ledger FAULT: account \d+ \(wallet:\d+:0:KES\) balance: expected 1000 from its entries, actual 999$/);
    await d.query('UPDATE ledger_account SET balance = 1000 WHERE id = $1', [wallet]);

    // Only someone with the database owner's rights can get past the commit check.
    await d.exec('ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_balanced');
    try {
      await d.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO ledger_posting (kind, idempotency_key, created_at) VALUES ('manual', 'forged', now()) RETURNING id`,
        );
        await tx.query(`INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after) VALUES ($1, $2, 'KES', 5, 1005)`, [
          rows[0]!.id,
          wallet,
        ]);
        await tx.query('UPDATE ledger_account SET balance = balance + 5 WHERE id = $1', [wallet]);
      });
    } finally {
      await d.exec('ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_balanced');
    }
    const forged = await verifyLedger(d);
    expect(forged).toMatchObject({ ok: false, fault: { type: 'posting-unbalanced', currencyId: 'KES', expected: '0', actual: '5' } });
    expect(describeLedgerReport(forged)).toMatch(/^ledger FAULT: posting \d+ does not sum to zero in KES: expected 0, actual 5$/);
  });
});

describe('verifying', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('lets other queries in between its slices on PGlite', async () => {
    const finished: string[] = [];
    const verifying = verifyLedger(db).then((report) => {
      finished.push('verify');
      return report;
    });
    await new Promise((resolve) => setImmediate(resolve));
    await db.query('SELECT 1').then(() => finished.push('customer'));
    expect((await verifying).ok).toBe(true);
    expect(finished).toEqual(['customer', 'verify']);
  });
});

describe('one statement per posting', () => {
  it('posts by id in one statement, and by description in one more only while an account is new', async () => {
    const user = await createTestUser(db);
    const counted = countStatements(db);
    const legs = (amount: bigint) => [
      { spec: { kind: 'house', code: 'opening', currencyId: 'KES' } as const, amountMinor: -amount },
      { spec: { kind: 'wallet', ownerId: user.userId, scope: 0, currencyId: 'KES' } as const, amountMinor: amount },
    ];
    const first = await counted.db.transaction((tx) => postToAccounts(tx, { idempotencyKey: key('new'), kind: 'opening', legs: legs(500n) }));
    expect(first.entries.map((e) => e.balanceAfter).at(-1)).toBe(500n);
    counted.reset();
    const second = await counted.db.transaction((tx) => postToAccounts(tx, { idempotencyKey: key('known'), kind: 'opening', legs: legs(250n) }));
    expect(counted.statements).toEqual(['BEGIN', expect.stringMatching(/^SELECT \* FROM ledger_write\(/), 'COMMIT']);
    const wallet = second.entries.find((e) => e.amountMinor === 250n)!;
    expect(wallet.balanceAfter).toBe(750n);
    counted.reset();
    await counted.db.transaction((tx) =>
      post(tx, { idempotencyKey: key('by-id'), kind: 'send', entries: [{ accountId: wallet.accountId, amountMinor: -50n }, { accountId: second.entries.find((e) => e !== wallet)!.accountId, amountMinor: 50n }] }),
    );
    expect(counted.statements).toHaveLength(3);
    expect(await balanceOf(wallet.accountId)).toBe(700n);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});

describe('a posting sent with its COMMIT', () => {
  const legsOf = (ownerId: number, amount: bigint) => [
    { spec: { kind: 'wallet', ownerId, scope: 0, currencyId: 'KES' } as const, amountMinor: -amount },
    { spec: { kind: 'rail_clearing', channel: 7, currencyId: 'KES' } as const, amountMinor: amount },
  ];
  const marks = async (userId: number) => (await db.query('SELECT 1 FROM user_log WHERE user_id = $1 AND operation = $2', [userId, 'commit-test'])).rows.length;
  const mark = (tx: Db, userId: number) =>
    tx.query('INSERT INTO user_log (user_id, operation, ip, user_agent, success, detail, created_at) VALUES ($1, $2, $3, $4, true, $5, now())', [userId, 'commit-test', '127.0.0.1', 'test', '{}']);

  it('commits the transaction with the posting, and the handle takes nothing after it', async () => {
    const user = await createTestUser(db);
    const { wallet } = await fundedWallet(0, 'KES', 1_000n, user.userId);
    await db.transaction((tx) => ensureAccount(tx, legsOf(user.userId, 1n)[1]!.spec));
    const counted = countStatements(db);
    const late = await counted.db.transaction(async (tx) => {
      await mark(tx, user.userId);
      const posting = await postToAccountsAndCommit(tx, { idempotencyKey: key('final'), kind: 'send', legs: legsOf(user.userId, 400n) });
      expect(posting.entries.find((e) => e.accountId === wallet)?.balanceAfter).toBe(600n);
      return codeOf(tx.query('SELECT 1'));
    });
    expect(counted.statements.find((sql) => sql.includes('ledger_write'))).toMatch(db.kind === 'postgres' ? /^SELECT \* FROM ledger_write_final\(/ : /^SELECT \* FROM ledger_write\(/);
    // On PostgreSQL the transaction is over once the posting is; on PGlite it commits as usual.
    expect(late).toBe(db.kind === 'postgres' ? 'Error' : 'resolved');
    expect(await balanceOf(wallet)).toBe(600n);
    expect(await marks(user.userId)).toBe(1);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('rolls the whole transaction back when the posting is refused, and the careful posting says why', async () => {
    const user = await createTestUser(db);
    const { wallet } = await fundedWallet(0, 'KES', 300n, user.userId);
    const attempt = db.transaction(async (tx) => {
      await mark(tx, user.userId);
      return postToAccountsAndCommit(tx, { idempotencyKey: key('refused'), kind: 'send', legs: legsOf(user.userId, 400n) });
    });
    // PostgreSQL refuses in the statement that carries the COMMIT; PGlite posts the careful way.
    expect(await codeOf(attempt)).toBe(db.kind === 'postgres' ? 'PostingNotFinal' : -1013);
    expect(await marks(user.userId)).toBe(0);
    expect(await balanceOf(wallet)).toBe(300n);
    const refusedKey = key('refused-again');
    expect(await codeOf(db.transaction((tx) => postToAccounts(tx, { idempotencyKey: refusedKey, kind: 'send', legs: legsOf(user.userId, 400n) })))).toBe(-1013);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('is refused, committing nothing, for a key posted before or an account that does not exist yet', async () => {
    if (db.kind !== 'postgres') return;
    const user = await createTestUser(db);
    await fundedWallet(0, 'KES', 1_000n, user.userId);
    const repeated = key('repeated');
    await db.transaction((tx) => postToAccounts(tx, { idempotencyKey: repeated, kind: 'send', legs: legsOf(user.userId, 100n) }));
    const again = db.transaction(async (tx) => {
      await mark(tx, user.userId);
      return postToAccountsAndCommit(tx, { idempotencyKey: repeated, kind: 'send', legs: legsOf(user.userId, 100n) });
    });
    expect(await codeOf(again)).toBe('PostingNotFinal');
    const fresh = await createTestUser(db);
    const unknown = db.transaction(async (tx) => {
      await mark(tx, user.userId);
      return postToAccountsAndCommit(tx, {
        idempotencyKey: key('new-account'),
        kind: 'send',
        legs: [
          { spec: { kind: 'wallet', ownerId: user.userId, scope: 0, currencyId: 'KES' }, amountMinor: -100n },
          { spec: { kind: 'wallet', ownerId: fresh.userId, scope: 0, currencyId: 'KES' }, amountMinor: 100n },
        ],
      });
    });
    expect(await codeOf(unknown)).toBe('PostingNotFinal');
    expect(await marks(user.userId)).toBe(0);
    expect(await findAccount(db, { kind: 'wallet', ownerId: fresh.userId, scope: 0, currencyId: 'KES' })).toBeUndefined();
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('inside a savepoint leaves the commit to the outer transaction', async () => {
    const user = await createTestUser(db);
    const { wallet } = await fundedWallet(0, 'KES', 1_000n, user.userId);
    await codeOf(
      db.transaction(async (tx) => {
        await tx.transaction((inner) => postToAccountsAndCommit(inner, { idempotencyKey: key('nested'), kind: 'send', legs: legsOf(user.userId, 100n) }));
        throw new Error('the outer transaction fails');
      }),
    );
    expect(await balanceOf(wallet)).toBe(1_000n);
  });
});

describe('concurrent debits', () => {
  it('lets exactly as many through as the wallet can fund', async () => {
    const user = await createTestUser(db);
    const { wallet } = await fundedWallet(0, 'KES', 1_000n, user.userId);
    const clearing = await db.transaction((tx) => ensureAccount(tx, { kind: 'rail_clearing', channel: 7, currencyId: 'KES' }));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        codeOf(
          db.transaction((tx) =>
            post(tx, {
              idempotencyKey: `race:${user.userId}:${i}`,
              kind: 'send',
              entries: [
                { accountId: wallet, amountMinor: -300n },
                { accountId: clearing, amountMinor: 300n },
              ],
            }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === 'resolved')).toHaveLength(3);
    expect(results.filter((r) => r === -1013)).toHaveLength(9);
    expect(await balanceOf(wallet)).toBe(100n);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
