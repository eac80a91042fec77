/**
 * Sandbox only: "Fund my sandbox wallet". A new sandbox merchant has no money to pay out with, and
 * the usual way in (top up the main wallet, move it to the suspense wallet with the fund password)
 * is a detour a developer trying the API should not need. A press credits the suspense wallet of
 * one currency from the house's sandbox funding account in one balanced posting. The press's own
 * request id is the posting's idempotency key, so a repeated request adds nothing more, and the
 * wallet is never funded past a ceiling, so the sandbox balance stays a plausible one.
 */
import { Code, SANDBOX_FUNDING, type SandboxFundBody, type SandboxFundResult } from '@mizani/sdk/contract';
import { fromMinorUnits, toMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { accountsById, ensureAccounts, post, type AccountSpec } from '../../domain/ledger/index.ts';
import { payCurrency, type MoneyContext } from '../../domain/orders/index.ts';

const POSTING_KIND = 'sandbox_funding';

const postingKey = (userId: number, currencyId: string, requestId: string) => `${POSTING_KIND}:${userId}:${currencyId}:${requestId}`;

async function replayed(db: Db, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM ledger_posting WHERE idempotency_key = $1', [key]);
  return rows.length > 0;
}

/**
 * Credits the main account's suspense wallet of `currencyId` with one press's amount. -1008 for a
 * currency the sandbox does not fund; -1110 when the wallet already holds the ceiling or more
 * (a repeat of a press that went through answers as it did, whatever the balance now).
 */
export async function fundSandboxWallet(ctx: MoneyContext, userId: number, body: SandboxFundBody): Promise<SandboxFundResult> {
  if (!ctx.sandbox) throw new AppError(Code.NO_PERMISSION);
  const rule = SANDBOX_FUNDING[body.currencyId];
  if (!rule) throw fieldError('currencyId', 'choice', `${body.currencyId} cannot be funded in the sandbox: use ${Object.keys(SANDBOX_FUNDING).join(' or ')}`);
  const currency = await payCurrency(ctx.db, body.currencyId);
  const amount = toMinorUnits(rule.amount, currency.scale);
  const ceiling = toMinorUnits(rule.ceiling, currency.scale);
  const key = postingKey(userId, currency.id, body.requestId);
  const wallet: AccountSpec = { kind: 'suspense', ownerId: userId, currencyId: currency.id };
  const source: AccountSpec = { kind: 'house', code: 'sandbox_funding', currencyId: currency.id };

  const balance = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [walletId, sourceId] = await ensureAccounts(tx, [wallet, source], now);
    // Under the wallet's lock, so two presses at once cannot both pass the ceiling.
    const held = (await accountsById(tx, [walletId!], true)).get(walletId!)!.balance;
    if (!(await replayed(tx, key)) && held >= ceiling) throw new AppError(Code.SANDBOX_FUNDING_CAP);
    const posting = await post(tx, {
      idempotencyKey: key,
      kind: POSTING_KIND,
      entries: [
        { accountId: sourceId!, amountMinor: -amount },
        { accountId: walletId!, amountMinor: amount },
      ],
      at: now,
    });
    return posting.replayed ? held : posting.entries.find((entry) => entry.accountId === walletId)!.balanceAfter;
  });
  return { currencyId: currency.id, amount: fromMinorUnits(amount, currency.scale), available: fromMinorUnits(balance, currency.scale) };
}
