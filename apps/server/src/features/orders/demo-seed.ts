import { randomInt } from 'node:crypto';
import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { analyzeGrown } from '../../db/statistics.ts';
import { ensureAccounts, post, type AccountSpec } from '../../domain/ledger/index.ts';
import { taxOnFee } from '../../domain/orders/pricing.ts';
import { generateSn } from '../../domain/orders/repository.ts';

/** Opening balances of the demo accounts, in minor units (all four currencies have 2 places). */
const DEMO_BALANCES: { email: string; scope: 0 | 1; currencyId: string; minor: bigint }[] = [
  { email: 'demo@mizani.africa', scope: 0, currencyId: 'KES', minor: 25_000_000n },
  { email: 'demo@mizani.africa', scope: 0, currencyId: 'TZS', minor: 150_000_000n },
  { email: 'demo@mizani.africa', scope: 1, currencyId: 'USD', minor: 500_000n },
  { email: 'demo@mizani.africa', scope: 1, currencyId: 'CNY', minor: 1_000_000n },
  { email: 'company@mizani.africa', scope: 0, currencyId: 'KES', minor: 25_000_000n },
  { email: 'company@mizani.africa', scope: 0, currencyId: 'TZS', minor: 150_000_000n },
  { email: 'company@mizani.africa', scope: 1, currencyId: 'USD', minor: 500_000n },
  { email: 'company@mizani.africa', scope: 1, currencyId: 'CNY', minor: 1_000_000n },
];

async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1 AND parent_id IS NULL', [email]);
  return rows[0]?.id;
}

/**
 * Gives the demo accounts their opening balances, posted from the house's opening account so the
 * ledger verifies. Once per account and wallet (the posting's idempotency key), so restarts and
 * what the demo user did since are left alone.
 */
export async function seedDemoMoney(db: Db, now: Date = new Date()): Promise<void> {
  for (const balance of DEMO_BALANCES) {
    const userId = await userIdByEmail(db, balance.email);
    if (userId === undefined) continue;
    await db.transaction(async (tx) => {
      const [opening, wallet] = await ensureAccounts(
        tx,
        [
          { kind: 'house', code: 'opening', currencyId: balance.currencyId },
          { kind: 'wallet', ownerId: userId, scope: balance.scope, currencyId: balance.currencyId },
        ],
        now,
      );
      await post(tx, {
        idempotencyKey: `demo-opening:${userId}:${balance.scope}:${balance.currencyId}`,
        kind: 'opening',
        entries: [
          { accountId: opening!, amountMinor: -balance.minor },
          { accountId: wallet!, amountMinor: balance.minor },
        ],
        at: now,
      });
    });
  }
}

/** `DEMO_BULK_ORDERS`: how many historical orders to give the demo account (unset: none). */
export function parseBulkOrders(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text) return 0;
  if (!/^\d+$/.test(text) || Number(text) > 1_000_000) {
    throw new ConfigError(`DEMO_BULK_ORDERS must be a whole number of orders up to 1000000, got '${raw}'.`);
  }
  return Number(text);
}

const BULK_PREFIX = 'BULK-';
const DAY_MS = 24 * 60 * 60 * 1000;

interface BulkOrder {
  sn: string;
  createdAt: Date;
  flow: 'send' | 'topup' | 'collection';
  status: 1 | 2 | 3;
  payType: number;
  currencyId: string;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  phone: string | null;
  legs: { spec: AccountSpec; amountMinor: bigint }[];
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/**
 * A year of history for the demo main account, for the list and export benchmarks: top-ups,
 * collections and sends in KES and TZS, most passed, some rejected or cancelled. Passed ones post
 * their money like real orders (so balances and `ledger:verify` agree); written with multi-row
 * inserts, a few thousand rows per statement. Runs once: orders already there count.
 */
export async function seedBulkOrders(db: Db, count: number, now: Date = new Date()): Promise<number> {
  if (count <= 0) return 0;
  const userId = await userIdByEmail(db, 'demo@mizani.africa');
  if (userId === undefined) return 0;
  const { rows: existing } = await db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1 AND client_order_no LIKE $2', [
    userId,
    `${BULK_PREFIX}%`,
  ]);
  const missing = count - Number(existing[0]?.n ?? 0);
  if (missing <= 0) return 0;

  const balances = new Map<string, bigint>();
  const start = now.getTime() - 365 * DAY_MS;
  const times = Array.from({ length: missing }, () => start + randomInt(365 * 24 * 60) * 60_000).sort((a, b) => a - b);
  const orders: BulkOrder[] = [];
  for (const [i, time] of times.entries()) {
    const currencyId = i % 3 === 0 ? 'TZS' : 'KES';
    const unit = currencyId === 'TZS' ? 100_00n : 5_00n;
    const wallet: AccountSpec = { kind: 'wallet', ownerId: userId, scope: 0, currencyId };
    const walletKey = `wallet:${currencyId}`;
    const roll = randomInt(100);
    const amount = unit * BigInt(1 + randomInt(400));
    const status: 1 | 2 | 3 = roll % 10 === 0 ? 2 : roll % 17 === 0 ? 3 : 1;
    const createdAt = new Date(time);
    const sn = generateSn(createdAt);
    const have = balances.get(walletKey) ?? 0n;
    const sendChannel = currencyId === 'KES' ? pick([2, 5, 101]) : pick([7, 6, 5, 3]);
    const fee = currencyId === 'KES' ? 30_00n : 1500_00n;
    const tax = taxOnFee(fee, currencyId);
    const canSend = have >= amount + fee + tax;
    if (roll < 55 && canSend) {
      const legs =
        status === 1
          ? [
              { spec: wallet, amountMinor: -(amount + fee + tax) },
              { spec: { kind: 'rail_clearing', channel: sendChannel, currencyId } as AccountSpec, amountMinor: amount },
              { spec: { kind: 'fee_income', currencyId } as AccountSpec, amountMinor: fee },
              { spec: { kind: 'tax_payable', currencyId } as AccountSpec, amountMinor: tax },
            ]
          : [];
      if (status === 1) balances.set(walletKey, have - amount - fee - tax);
      const phone = currencyId === 'KES' ? `7${10_000_000 + randomInt(89_999_999)}` : `75${1_000_000 + randomInt(8_999_999)}`;
      orders.push({ sn, createdAt, flow: 'send', status, payType: sendChannel, currencyId, amount, fee, tax, phone, legs });
    } else {
      const flow = roll < 85 ? 'topup' : 'collection';
      const payType = flow === 'topup' ? 503 : currencyId === 'KES' ? 502 : 7;
      const inFee = flow === 'collection' ? (amount + 99n) / 100n : 0n;
      const inTax = taxOnFee(inFee, currencyId);
      const legs =
        status === 1
          ? [
              { spec: { kind: 'rail_clearing', channel: payType, currencyId } as AccountSpec, amountMinor: -amount },
              { spec: wallet, amountMinor: amount - inFee - inTax },
              { spec: { kind: 'fee_income', currencyId } as AccountSpec, amountMinor: inFee },
              { spec: { kind: 'tax_payable', currencyId } as AccountSpec, amountMinor: inTax },
            ]
          : [];
      if (status === 1) balances.set(walletKey, have + amount - inFee - inTax);
      orders.push({ sn, createdAt, flow, status, payType, currencyId, amount, fee: inFee, tax: inTax, phone: null, legs });
    }
  }

  const BATCH = 1000;
  for (let offset = 0; offset < orders.length; offset += BATCH) {
    await writeBatch(db, userId, orders.slice(offset, offset + BATCH), offset + Number(existing[0]?.n ?? 0));
  }
  await analyzeGrown(db);
  return orders.length;
}

async function writeBatch(db: Db, userId: number, batch: BulkOrder[], numberFrom: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Accounts first, then every balance they hold now: the entries carry the running balance.
    const specs = new Map<string, AccountSpec>();
    for (const order of batch) for (const leg of order.legs) specs.set(JSON.stringify(leg.spec), leg.spec);
    const specList = [...specs.values()];
    const ids = await ensureAccounts(tx, specList);
    const idOf = new Map(specList.map((spec, i) => [JSON.stringify(spec), ids[i]!]));
    const { rows: current } = await tx.query<{ id: string; balance: string }>('SELECT id, balance FROM ledger_account WHERE id = ANY($1::bigint[]) FOR UPDATE', [
      ids,
    ]);
    const balance = new Map(current.map((r) => [r.id, BigInt(r.balance)]));

    const postingValues: unknown[] = [];
    const postingTuples: string[] = [];
    const posted = batch.filter((o) => o.legs.length > 0);
    for (const order of posted) {
      const base = postingValues.length;
      postingValues.push(order.flow, order.sn, `order:${order.sn}:${order.flow === 'send' ? 'debit' : 'credit'}`, order.createdAt);
      postingTuples.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4})`);
    }
    const postingIds = new Map<string, string>();
    if (posted.length > 0) {
      const { rows } = await tx.query<{ id: string; order_sn: string }>(
        `INSERT INTO ledger_posting (kind, order_sn, idempotency_key, created_at) VALUES ${postingTuples.join(', ')} RETURNING id, order_sn`,
        postingValues,
      );
      for (const row of rows) postingIds.set(row.order_sn, row.id);
    }

    const entryRows: unknown[][] = [];
    for (const order of posted) {
      for (const leg of order.legs) {
        if (leg.amountMinor === 0n) continue;
        const accountId = idOf.get(JSON.stringify(leg.spec))!;
        const after = (balance.get(accountId) ?? 0n) + leg.amountMinor;
        balance.set(accountId, after);
        entryRows.push([postingIds.get(order.sn), accountId, leg.spec.currencyId, leg.amountMinor, after]);
      }
    }
    for (let i = 0; i < entryRows.length; i += 2000) {
      const chunk = entryRows.slice(i, i + 2000);
      const tuples = chunk.map((_, k) => `($${k * 5 + 1}, $${k * 5 + 2}, $${k * 5 + 3}, $${k * 5 + 4}, $${k * 5 + 5})`);
      await tx.query(`INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after) VALUES ${tuples.join(', ')}`, chunk.flat());
    }
    for (const [id, value] of balance) await tx.query('UPDATE ledger_account SET balance = $2 WHERE id = $1', [id, value]);

    const orderValues: unknown[] = [];
    const orderTuples: string[] = [];
    for (const [i, order] of batch.entries()) {
      const base = orderValues.length;
      const send = order.flow === 'send';
      orderValues.push(
        order.sn,
        userId,
        send ? 0 : -1,
        order.flow,
        order.payType,
        order.currencyId,
        order.amount,
        order.fee,
        order.tax,
        send ? order.amount : order.amount - order.fee - order.tax,
        send ? order.currencyId : null,
        send ? order.amount : null,
        order.status,
        order.phone,
        `${BULK_PREFIX}${numberFrom + i + 1}`,
        order.status === 2 ? (send ? 'Recipient account is not registered' : 'No deposit found with this reference') : null,
        postingIds.get(order.sn) ?? null,
        order.createdAt,
        order.status === 1 ? order.createdAt : null,
        // A cancelled order never reached its rail.
        order.status === 3 ? null : order.createdAt,
      );
      const p = Array.from({ length: 20 }, (_, k) => `$${base + k + 1}`);
      orderTuples.push(`(${p[0]}, ${p[1]}, ${p[1]}, 0, ${p[2]}, ${p[3]}, ${p[4]}, ${p[5]}, ${p[6]}, ${p[7]}, ${p[8]}, ${p[9]}, ${p[10]}, ${p[11]},
        ${p[12]}, ${p[13]}, ${p[14]}, 'bulk', ${p[15]}, ${p[16]}, ${p[17]}, ${p[17]}, ${p[18]}, ${p[19]})`);
    }
    await tx.query(
      `INSERT INTO orders (sn, user_id, created_by, scope, kind, flow, pay_type, currency_id, pay_amount, net_fee_amount, tax_fee,
         received_amount, to_currency_id, to_amount, status, phone, client_order_no, request_hash, reject_reason, posting_id,
         created_at, updated_at, payout_time, rail_submitted_at)
       VALUES ${orderTuples.join(', ')}`,
      orderValues,
    );
  });
}
