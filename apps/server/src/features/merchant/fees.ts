/**
 * What the merchant API charges, disclosed: the fee and limits table, the banks a bank payout can
 * reach, and a payout's quote. All of it is read from the channel offers through the same
 * functions the orders price with (`merchantOffer`, `priceMerchantOrder`, `taxOnFee`), so the
 * table cannot say one fee while an order charges another.
 */
import {
  CHANNEL_FAMILY,
  Code,
  MERCHANT_ORDER_TYPES,
  PAYIN_CHANNELS,
  PAYOUT_CHANNELS,
  type MerchantOrderType,
  type OpenBank,
  type OpenFee,
  type OpenPayoutQuote,
  type OpenPayoutQuoteBody,
  type PaymentChannel,
} from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { AppError } from '../../http/envelope.ts';
import { listBanks } from '../../domain/channels/service.ts';
import { parseAmount, payCurrency, taxOnFee, type MoneyContext } from '../../domain/orders/index.ts';
import { CHANNEL_RULES } from '../../domain/rails/index.ts';
import { merchantOffer, priceMerchantOrder } from '../../domain/merchant/orders.ts';

const CHANNELS: Record<MerchantOrderType, readonly PaymentChannel[]> = { payin: PAYIN_CHANNELS, payout: PAYOUT_CHANNELS };

/** '0.2000' -> '0.2', '0.0000' -> '0': a fraction as a person writes it. */
const plainFraction = (text: string) => text.replace(/\.?0+$/, '') || '0';

/**
 * The duty on a fee as a fraction, read from `taxOnFee` itself: the duty on a fee of 10,000 minor
 * units is the rate in hundredths of a percent (rounded up, as orders round it).
 */
const taxRate = (currencyId: string) => plainFraction(fromMinorUnits(taxOnFee(10_000n, currencyId), 4));

/** The offer of this type, channel and currency, or undefined when the API does not offer it. */
async function offerOrNone(ctx: MoneyContext, type: MerchantOrderType, channel: PaymentChannel, currencyId: string) {
  try {
    return await merchantOffer(ctx, type, channel, currencyId);
  } catch (error) {
    if (error instanceof AppError && error.code === Code.PARAMETER_ERROR) return undefined;
    throw error;
  }
}

/** `GET /open/v1/fees`: every pay-in and payout the API offers, by currency, type and channel. */
export async function merchantFees(ctx: MoneyContext): Promise<OpenFee[]> {
  const { rows } = await ctx.db.query<{ currency_id: string }>(
    'SELECT DISTINCT currency_id FROM channel_offer WHERE enabled AND scope = 0 ORDER BY currency_id',
  );
  const fees: OpenFee[] = [];
  for (const { currency_id: currencyId } of rows) {
    for (const type of MERCHANT_ORDER_TYPES) {
      for (const channel of CHANNELS[type]) {
        const offer = await offerOrNone(ctx, type, channel, currencyId);
        if (!offer) continue;
        const money = (minor: bigint) => fromMinorUnits(minor, offer.scale);
        fees.push({
          type,
          channel,
          currencyId,
          minAmount: money(offer.minAmount),
          maxAmount: offer.maxAmount === null ? null : money(offer.maxAmount),
          fixedFee: money(offer.fixedFee),
          feeRate: offer.feeRate,
          taxRate: taxRate(currencyId),
        });
      }
    }
  }
  return fees;
}

/** `GET /open/v1/banks`: the banks each offered bank payout reaches (the country its rail serves for the currency). */
export async function merchantBanks(ctx: MoneyContext, currencyId?: string): Promise<OpenBank[]> {
  const banks = new Map<string, OpenBank>();
  for (const fee of await merchantFees(ctx)) {
    if (fee.type !== 'payout' || CHANNEL_FAMILY[fee.channel as PaymentChannel] !== 'bank') continue;
    if (currencyId && fee.currencyId !== currencyId) continue;
    const countryId = CHANNEL_RULES[fee.channel as PaymentChannel].country?.(fee.currencyId);
    if (countryId === undefined) continue;
    for (const bank of await listBanks(ctx.db, { countryId })) {
      const key = `${fee.currencyId}/${bank.bankCode}`;
      if (!banks.has(key)) banks.set(key, { bankCode: bank.bankCode, bankName: bank.bankName, swiftCode: bank.swiftCode, currencyId: fee.currencyId });
    }
  }
  return [...banks.values()];
}

/** `POST /open/v1/payout/quote`: the fee a payout of this amount would be charged, and what would leave the suspense wallet. */
export async function quotePayout(ctx: MoneyContext, body: OpenPayoutQuoteBody): Promise<OpenPayoutQuote> {
  const currency = await payCurrency(ctx.db, body.currencyId);
  const amount = parseAmount(body.amount, currency);
  const { fee, tax } = await priceMerchantOrder(ctx, 'payout', body.channel as PaymentChannel, currency, amount);
  const money = (minor: bigint) => fromMinorUnits(minor, currency.scale);
  return { amount: money(amount), fee: money(fee + tax), total: money(amount + fee + tax), currencyId: currency.id, channel: body.channel };
}
