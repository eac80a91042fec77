import type { Db } from '../../db/types.ts';

export type LedgerAccountKind = 'wallet' | 'rail_clearing' | 'fee_income' | 'tax_payable' | 'fx_liquidity' | 'suspense' | 'house';

/** Which account: the natural description of it, from which its unique key is derived. */
export type AccountSpec =
  /** A main account's wallet: scope 0 domestic asset, 1 cross-border asset. */
  | { kind: 'wallet'; ownerId: number; scope: 0 | 1; currencyId: string }
  /** Money held for a merchant's API business (owner set), or money that arrived for no open order (owner null). */
  | { kind: 'suspense'; ownerId: number | null; currencyId: string }
  /** What has gone out through (positive) or come in from (negative) one payment channel. */
  | { kind: 'rail_clearing'; channel: number; currencyId: string }
  | { kind: 'fee_income' | 'tax_payable' | 'fx_liquidity'; currencyId: string }
  /** The house's own named accounts, e.g. 'opening' (the other side of opening balances). */
  | { kind: 'house'; code: string; currencyId: string };

export interface LedgerAccount {
  id: string;
  key: string;
  kind: LedgerAccountKind;
  ownerId: number | null;
  scope: 0 | 1 | null;
  currencyId: string;
  allowNegative: boolean;
  balance: bigint;
}

export function accountKey(spec: AccountSpec): string {
  switch (spec.kind) {
    case 'wallet':
      return `wallet:${spec.ownerId}:${spec.scope}:${spec.currencyId}`;
    case 'suspense':
      return `suspense:${spec.ownerId ?? 'house'}:${spec.currencyId}`;
    case 'rail_clearing':
      return `rail_clearing:${spec.channel}:${spec.currencyId}`;
    case 'house':
      return `house:${spec.code}:${spec.currencyId}`;
    default:
      return `${spec.kind}:${spec.currencyId}`;
  }
}

/**
 * Clearing and liquidity accounts stand for money outside the ledger (at a rail, in the FX
 * market), and the house's opening account is the other side of money brought in: those may go
 * below zero. Wallets, fee, tax and suspense accounts never do.
 */
function allowsNegative(spec: AccountSpec): boolean {
  return spec.kind === 'rail_clearing' || spec.kind === 'fx_liquidity' || spec.kind === 'house';
}

interface AccountRow {
  id: string;
  key: string;
  kind: LedgerAccountKind;
  owner_id: number | null;
  scope: 0 | 1 | null;
  currency_id: string;
  allow_negative: boolean;
  balance: string;
}

const COLUMNS = 'id, key, kind, owner_id, scope, currency_id, allow_negative, balance';

const toAccount = (r: AccountRow): LedgerAccount => ({
  id: r.id,
  key: r.key,
  kind: r.kind,
  ownerId: r.owner_id,
  scope: r.scope,
  currencyId: r.currency_id,
  allowNegative: r.allow_negative,
  balance: BigInt(r.balance),
});

/**
 * The ids of the accounts, in the order asked, creating the ones that do not exist yet. Safe under
 * concurrency: two transactions creating the same account both end up with the one row.
 */
export async function ensureAccounts(tx: Db, specs: readonly AccountSpec[], at: Date = new Date()): Promise<string[]> {
  const keys = specs.map(accountKey);
  const found = new Map<string, string>();
  const lookUp = async (wanted: string[]) => {
    const { rows } = await tx.query<{ id: string; key: string }>('SELECT id, key FROM ledger_account WHERE key = ANY($1::text[])', [wanted]);
    for (const row of rows) found.set(row.key, row.id);
  };
  await lookUp([...new Set(keys)]);
  for (const [i, spec] of specs.entries()) {
    const key = keys[i]!;
    if (found.has(key)) continue;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO ledger_account (key, kind, owner_id, scope, channel, code, currency_id, allow_negative, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [
        key,
        spec.kind,
        'ownerId' in spec ? spec.ownerId : null,
        spec.kind === 'wallet' ? spec.scope : null,
        spec.kind === 'rail_clearing' ? spec.channel : null,
        spec.kind === 'house' ? spec.code : null,
        spec.currencyId,
        allowsNegative(spec),
        at,
      ],
    );
    if (rows[0]) found.set(key, rows[0].id);
    else await lookUp([key]);
  }
  return keys.map((key) => {
    const id = found.get(key);
    if (id === undefined) throw new Error(`Ledger account ${key} could not be created`);
    return id;
  });
}

export async function ensureAccount(tx: Db, spec: AccountSpec, at?: Date): Promise<string> {
  const [id] = await ensureAccounts(tx, [spec], at);
  return id!;
}

/** The account with this description, or undefined when nothing was ever posted to it. */
export async function findAccount(db: Db, spec: AccountSpec): Promise<LedgerAccount | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM ledger_account WHERE key = $1`, [accountKey(spec)]);
  return rows[0] ? toAccount(rows[0]) : undefined;
}

/**
 * The accounts with these ids. `forUpdate` locks them, in id order, for the rest of the
 * transaction, and returns the balances they hold under that lock.
 */
export async function accountsById(db: Db, ids: readonly string[], forUpdate = false): Promise<Map<string, LedgerAccount>> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_account WHERE id = ANY($1::bigint[])${forUpdate ? ' ORDER BY id FOR UPDATE' : ''}`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, toAccount(r)]));
}

/**
 * The accounts with these keys that exist, by key, locked in id order for the rest of the
 * transaction with the balances they hold under that lock.
 */
export async function lockAccountsByKey(tx: Db, keys: readonly string[]): Promise<Map<string, LedgerAccount>> {
  const { rows } = await tx.query<AccountRow>(`SELECT ${COLUMNS} FROM ledger_account WHERE key = ANY($1::text[]) ORDER BY id FOR UPDATE`, [[...new Set(keys)]]);
  return new Map(rows.map((r) => [r.key, toAccount(r)]));
}

/** A main account's wallets (every scope and currency it holds one in). */
export async function walletsOf(db: Db, ownerId: number): Promise<LedgerAccount[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_account WHERE owner_id = $1 AND kind = 'wallet' ORDER BY scope, currency_id`,
    [ownerId],
  );
  return rows.map(toAccount);
}
