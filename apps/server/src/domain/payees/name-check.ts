import { type PayeeLookup, type PayeeLookupBody } from '@mizani/sdk/contract';
import { fieldError } from '../../http/errors.ts';
import { lookUpName, sameName, type NameCheckContext } from '../rails/index.ts';
import { getPayee, payeeDestination } from './service.ts';

/**
 * `/payee/lookup`: the name a recipient's number is registered to, for the send screen. A saved
 * recipient is looked up by its own channel and number and its name compared; otherwise the
 * channel, currency and number typed are.
 */
export async function lookUpPayeeName(ctx: NameCheckContext, ownerId: number, body: PayeeLookupBody): Promise<PayeeLookup> {
  const caller = { ownerId, kind: 'portal' } as const;
  if (body.payeeId !== undefined) {
    const payee = await getPayee(ctx.db, ownerId, body.payeeId);
    const destination = payeeDestination(payee);
    const name = await lookUpName(ctx, caller, { channel: payee.payType, currencyId: payee.currencyId, destination });
    // The name the recipient was saved under for its account: the bank account's holder when given.
    const saved = payee.accountName ?? payee.bankUser ?? payee.name;
    return { name, payeeName: saved, nameMatches: sameName(name, saved) };
  }
  if (body.payType === undefined) throw fieldError('payType', 'required', 'is required without payeeId');
  if (body.currencyId === undefined) throw fieldError('currencyId', 'required', 'is required without payeeId');
  const { phone, accountNo, bankCode } = body;
  const name = await lookUpName(ctx, caller, { channel: body.payType, currencyId: body.currencyId, destination: { phone, accountNo, bankCode } });
  return { name, payeeName: null, nameMatches: null };
}
