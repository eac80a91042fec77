/** Helpers for the order tests: money in a wallet, HTTP calls as a user, recipients, reading the ledger. */
import type { Order, Payee, Quote } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import type { TestApp, TestUser } from '../../testing/index.ts';
import { PDF, uploadId } from '../files/test-files.ts';
import { ensureAccounts, post } from '../../domain/ledger/index.ts';
import { reviewPayee } from '../../domain/payees/service.ts';

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const FUND_PASSWORD = '135790';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${Math.floor(Math.random() * 1e6)}`;

/** A client order number nobody used yet. */
export function clientOrderNo(prefix = 'T'): string {
  return `${prefix}${unique()}`;
}

/** Puts an opening balance (minor units) into a user's wallet from the house, as the demo seed does. */
export async function fundWallet(db: Db, userId: number, scope: 0 | 1, currencyId: string, minor: bigint, at?: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [opening, wallet] = await ensureAccounts(tx, [
      { kind: 'house', code: 'opening', currencyId },
      { kind: 'wallet', ownerId: userId, scope, currencyId },
    ]);
    await post(tx, {
      idempotencyKey: `test-opening:${unique()}`,
      kind: 'opening',
      entries: [
        { accountId: opening!, amountMinor: -minor },
        { accountId: wallet!, amountMinor: minor },
      ],
      ...(at ? { at } : {}),
    });
  });
}

export async function walletBalance(db: Db, userId: number, scope: 0 | 1, currencyId: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_id = $1 AND scope = $2 AND currency_id = $3`,
    [userId, scope, currencyId],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

export async function accountBalance(db: Db, key: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>('SELECT balance FROM ledger_account WHERE key = $1', [key]);
  return BigInt(rows[0]?.balance ?? '0');
}

export type Call = <T = unknown>(user: TestUser, url: string, payload?: object) => Promise<Reply<T>>;

export function caller(t: TestApp): Call {
  return async <T,>(user: TestUser, url: string, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${user.token}` } });
    return res.json() as Reply<T>;
  };
}

/** Adds a recipient through the API and approves it when the operator would have to. */
export async function addPayee(t: TestApp, user: TestUser, body: Record<string, unknown>): Promise<Payee> {
  const reply = await caller(t)<Payee>(user, '/payee/add', { type: 2, ...body });
  if (reply.code !== 200) throw new Error(`payee/add: ${reply.code} ${reply.msg}`);
  if (reply.data.auditStatus !== 1) await reviewPayee(t.db, reply.data.id, { approve: true }, 'test');
  return { ...reply.data, auditStatus: 1 };
}

/** A Chinese bank recipient of a Kenyan sender (401, CNY); the last digit of `bankNo` picks the sandbox outcome. */
export function chinesePayee(bankNo = '6222020012345670') {
  return { countryId: 254, payType: 401, currencyId: 'CNY', name: 'Li Wei', bankName: '中国工商银行', bankUser: '李伟', bankNo, bankBranch: '北京分行', bankCode: '102' };
}

/** The exchange settlement account a CNY Account send (400, 401) must carry. */
export function settlementAccount(overrides: Record<string, unknown> = {}) {
  return {
    accountName: '李伟',
    type: 1,
    idNo: '110101199003074514',
    cardNo: '6222020012345670',
    bankName: '中国工商银行',
    brankBankName: '北京王府井支行',
    province: '北京',
    city: '北京',
    lineNumber: '102100000072',
    applyReason: '货款结算',
    ...overrides,
  };
}

/** Quotes a domestic send and confirms it; returns both replies. */
export async function sendDomestic(
  t: TestApp,
  user: TestUser,
  quoteBody: Record<string, unknown>,
  create: Record<string, unknown> = {},
): Promise<{ quote: Reply<Quote>; order: Reply<Order> }> {
  const call = caller(t);
  const quote = await call<Quote>(user, '/order/psp/quote', quoteBody);
  if (quote.code !== 200) return { quote, order: quote as unknown as Reply<Order> };
  const order = await call<Order>(user, '/order/psp/create', {
    quoteId: quote.data.quoteId,
    clientOrderNo: clientOrderNo(),
    fundPassword: FUND_PASSWORD,
    ...create,
  });
  return { quote, order };
}

/** Uploads a document for an order (purpose 'order') as the user and returns its id. */
export function uploadOrderFile(t: TestApp, user: TestUser): Promise<string> {
  return uploadId(t.app, user.token, 'order', { data: PDF, filename: 'exchange.pdf' });
}
