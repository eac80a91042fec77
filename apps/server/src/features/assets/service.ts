import type { AssetMovement, Assets, RechargeHistoryQuery } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { buildWhere, equals, fixed, owner, readPage, textMatch, dateRange, type KeysetPage } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';

/**
 * `/account/assets`: every currency in both scopes (a wallet never used is 0), and per currency
 * the domestic, cross-border and total asset.
 */
export async function loadAssets(db: Db, mainUserId: number): Promise<Assets> {
  const { rows } = await db.query<{ id: string; scale: number; scope: 0 | 1; balance: string | null }>(
    `SELECT c.id, c.scale, s.scope, a.balance
     FROM currency c CROSS JOIN (VALUES (0), (1)) AS s (scope)
     LEFT JOIN ledger_account a ON a.kind = 'wallet' AND a.owner_id = $1 AND a.scope = s.scope AND a.currency_id = c.id
     ORDER BY s.scope, c.id`,
    [mainUserId],
  );
  const byCurrency = new Map<string, { scale: number; domestic: bigint; crossBorder: bigint }>();
  const wallets = rows.map((r) => {
    const balance = BigInt(r.balance ?? '0');
    const total = byCurrency.get(r.id) ?? { scale: r.scale, domestic: 0n, crossBorder: 0n };
    if (r.scope === 0) total.domestic += balance;
    else total.crossBorder += balance;
    byCurrency.set(r.id, total);
    return { scope: r.scope, currencyId: r.id, balance: fromMinorUnits(balance, r.scale) };
  });
  const totals = [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currencyId, t]) => ({
      currencyId,
      domestic: fromMinorUnits(t.domestic, t.scale),
      crossBorder: fromMinorUnits(t.crossBorder, t.scale),
      total: fromMinorUnits(t.domestic + t.crossBorder, t.scale),
    }));
  return { wallets, totals };
}

interface MovementRow {
  id: string;
  created_at: Date;
  scope: 0 | 1;
  currency_id: string;
  scale: number;
  amount: string;
  balance_after: string;
  kind: string;
  order_sn: string | null;
  order_kind: -1 | 0 | null;
  flow: AssetMovement['flow'];
  pay_type: number | null;
  status: AssetMovement['status'];
  sender_name: string | null;
  sender_account_no: string | null;
}

/**
 * `/account/rechargeHistory/list`: the entries on the main account's wallets, newest first, with
 * the order behind each when it is the caller's (a transfer received from another account shows
 * its number and who sent it). Newest first in the order the ledger booked them, which is the
 * order of each wallet's running balance, so a page is read from the (account_id, id) index of the
 * entries.
 */
export async function listMovements(db: Db, mainUserId: number, query: RechargeHistoryQuery): Promise<KeysetPage<AssetMovement>> {
  const from = `ledger_entry e
    JOIN ledger_account a ON a.id = e.account_id
    JOIN ledger_posting p ON p.id = e.posting_id
    LEFT JOIN orders o ON o.sn = p.order_sn AND o.user_id = a.owner_id`;
  return readPage(
    db,
    {
      select: `SELECT e.id, p.created_at, a.scope, e.currency_id, c.scale, e.amount, e.balance_after, p.kind, p.order_sn,
                 o.kind AS order_kind, o.flow, o.pay_type, o.status, su.nick_name AS sender_name, su.account_no AS sender_account_no
               FROM ${from} JOIN currency c ON c.id = e.currency_id
               -- A transfer received: the sender's order, to name who sent it.
               LEFT JOIN orders so ON p.kind = 'transfer' AND e.amount > 0 AND so.sn = p.order_sn AND so.user_id <> a.owner_id
               LEFT JOIN app_user su ON su.id = so.user_id`,
      countFrom: from,
      where: buildWhere([
        owner('a.owner_id', mainUserId),
        fixed("a.kind = 'wallet'"),
        equals('a.scope', query.scope),
        equals('e.currency_id', query.currencyId),
        equals('o.status', query.status),
        equals('o.pay_type', query.payType),
        equals('o.kind', query.type),
        textMatch('p.order_sn', query.sn),
        dateRange('p.created_at', query.beginTime, query.endTime),
        fixed('e.amount > 0', query.direction === 'in'),
        fixed('e.amount < 0', query.direction === 'out'),
      ]),
      key: { id: 'e.id' },
      cursorOf: (row: MovementRow) => row.id,
    },
    query,
    toMovement,
  );
}

function toMovement(r: MovementRow): AssetMovement {
  return {
      id: r.id,
      createTime: r.created_at.toISOString(),
      scope: r.scope,
      currencyId: r.currency_id,
      amount: fromMinorUnits(BigInt(r.amount), r.scale),
      balanceAfter: fromMinorUnits(BigInt(r.balance_after), r.scale),
      kind: r.kind === 'transfer' && BigInt(r.amount) > 0n ? 'transfer_in' : r.kind,
      sn: r.order_sn,
      type: r.order_kind,
      flow: r.flow,
      payType: r.pay_type as AssetMovement['payType'],
      status: r.status,
      sender: r.sender_account_no ? { name: r.sender_name || r.sender_account_no, accountNo: r.sender_account_no } : null,
  };
}
