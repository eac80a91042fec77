import {
  CHANNEL_FAMILY,
  Code,
  MANUAL_CHANNELS,
  PAYMENT_CHANNELS,
  TRANSFER_TYPES,
  type BankTopUpAccount,
  type CashTopUpShop,
  type Channel,
  type ChannelBody,
  type ChannelTypeItem,
  type ChoiceBankCode,
  type ChoiceBankCodesBody,
  type CountryExtInfo,
  type PaymentChannel,
  type TransferKind,
  type TransferType,
  type TransferTypeBody,
} from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { PHONE_RULES } from '../rails/rules.ts';
import { railConfigured } from '../rails/adapters.ts';
import { bankKey, bankTable, enabledOfferTable, offerKey, type OfferRow } from '../reference/tables.ts';

/** One row of `channel_offer`, in minor units, for the order code to check limits and fees. */
export interface ChannelOffer {
  countryId: number;
  scope: 0 | 1;
  channelType: -1 | 0 | 1;
  payType: PaymentChannel;
  currencyId: string;
  scale: number;
  minAmount: bigint;
  maxAmount: bigint | null;
  /** Decimal string with up to 8 places. */
  feeRate: string;
  fixedFee: bigint;
  manual: boolean;
}

const OFFER_COLUMNS = `o.country_id, o.scope, o.channel_type, o.pay_type, o.currency_id, c.scale,
  o.min_amount, o.max_amount, o.fee_rate, o.fixed_fee`;

/** '0.00500000' -> '0.005', '0.00000000' -> '0': the rate as a person writes it. */
export function plainRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

const isManual = (payType: number) => (MANUAL_CHANNELS as readonly number[]).includes(payType);

function toOffer(row: OfferRow): ChannelOffer {
  return {
    countryId: row.country_id,
    scope: row.scope,
    channelType: row.channel_type,
    payType: row.pay_type as PaymentChannel,
    currencyId: row.currency_id,
    scale: row.scale,
    minAmount: BigInt(row.min_amount),
    maxAmount: row.max_amount === null ? null : BigInt(row.max_amount),
    feeRate: plainRate(row.fee_rate),
    fixedFee: BigInt(row.fixed_fee),
    manual: isManual(row.pay_type),
  };
}

async function assertCountry(db: Db, countryId: number): Promise<{ currencyId: string }> {
  const { rows } = await db.query<{ currency_id: string }>('SELECT currency_id FROM country WHERE id = $1', [countryId]);
  if (!rows[0]) throw new AppError(Code.COUNTRY_NOT_FOUND);
  return { currencyId: rows[0].currency_id };
}

/** Enabled offers matching the filter whose rail can carry money in this mode. */
async function listOffers(
  db: Db,
  sandbox: boolean,
  filter: { countryId: number; scope?: number; channelType?: number; currencyId?: string | undefined },
): Promise<ChannelOffer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM channel_offer o JOIN currency c ON c.id = o.currency_id
     WHERE o.enabled AND o.country_id = $1
       AND ($2::smallint IS NULL OR o.scope = $2)
       AND ($3::smallint IS NULL OR o.channel_type = $3)
       AND ($4::text IS NULL OR o.currency_id = $4)
     ORDER BY o.scope, o.channel_type, o.sort, o.pay_type, o.currency_id`,
    [filter.countryId, filter.scope ?? null, filter.channelType ?? null, filter.currencyId ?? null],
  );
  return rows.map(toOffer).filter((offer) => railConfigured(offer.payType, sandbox));
}

/**
 * The enabled offer for exactly this action, or undefined: what an order checks its channel,
 * amount limits and fee against.
 */
export async function findChannelOffer(
  db: Db,
  key: { countryId: number; scope: number; channelType: number; payType: number; currencyId: string },
): Promise<ChannelOffer | undefined> {
  const row = (await enabledOfferTable.get(db)).get(offerKey(key));
  return row ? toOffer(row) : undefined;
}

const RATE_SCALE = 100_000_000n;

/** Parses a rate of up to 8 places into hundred-millionths, exactly. */
function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(8, '0').slice(0, 8));
}

/** `fixedFee + amount * feeRate`, the percentage part rounded up to the minor unit. */
export function channelFee(offer: Pick<ChannelOffer, 'feeRate' | 'fixedFee'>, amountMinor: bigint): bigint {
  const product = amountMinor * rateUnits(offer.feeRate);
  return offer.fixedFee + (product + RATE_SCALE - 1n) / RATE_SCALE;
}

function toChannel(offer: ChannelOffer): Channel {
  return {
    payType: offer.payType,
    family: CHANNEL_FAMILY[offer.payType],
    currencyId: offer.currencyId,
    minAmount: fromMinorUnits(offer.minAmount, offer.scale),
    maxAmount: offer.maxAmount === null ? null : fromMinorUnits(offer.maxAmount, offer.scale),
    feeRate: offer.feeRate,
    fixedFee: fromMinorUnits(offer.fixedFee, offer.scale),
    manual: offer.manual,
  };
}

/** `/common/queryChannel`: the channels of one country, scope and action. */
export async function queryChannel(db: Db, sandbox: boolean, body: ChannelBody): Promise<Channel[]> {
  await assertCountry(db, body.countryId);
  const found = await listOffers(db, sandbox, { countryId: body.countryId, scope: body.type, channelType: body.channelType, currencyId: body.currencyId });
  return found.map(toChannel);
}

/** `/common/queryChannelType/{countryId}`: which actions the country offers in which scope. */
export async function queryChannelType(db: Db, sandbox: boolean, countryId: number): Promise<ChannelTypeItem[]> {
  await assertCountry(db, countryId);
  const seen = new Map<string, ChannelTypeItem>();
  for (const offer of await listOffers(db, sandbox, { countryId })) {
    seen.set(`${offer.scope}/${offer.channelType}`, { type: offer.scope, channelType: offer.channelType });
  }
  return [...seen.values()];
}

/** `/common/queryTransferType`: how recipients in the country can be paid, per channel. */
export async function queryTransferType(db: Db, sandbox: boolean, body: TransferTypeBody): Promise<TransferType[]> {
  await assertCountry(db, body.countryId);
  const offers = await listOffers(db, sandbox, { countryId: body.countryId, scope: body.type, channelType: 0 });
  const kinds = TRANSFER_TYPES as readonly string[];
  return offers
    .filter((offer) => kinds.includes(CHANNEL_FAMILY[offer.payType]))
    .map((offer) => ({ transferType: CHANNEL_FAMILY[offer.payType] as TransferKind, payType: offer.payType, currencyId: offer.currencyId }));
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `/common/choice/bankCodes`: banks by country, optionally those whose name, code or SWIFT contains a keyword. */
export async function listBanks(db: Db, body: ChoiceBankCodesBody): Promise<ChoiceBankCode[]> {
  const keyword = body.keyword?.trim();
  const { rows } = await db.query<{ country_id: number; bank_code: string; name: string; swift_code: string | null }>(
    `SELECT country_id, bank_code, name, swift_code FROM bank
     WHERE ($1::integer IS NULL OR country_id = $1)
       AND ($2::text IS NULL OR name ILIKE $2 OR bank_code ILIKE $2 OR swift_code ILIKE $2)
     ORDER BY country_id, sort, bank_code`,
    [body.countryId ?? null, keyword ? `%${likeEscape(keyword)}%` : null],
  );
  return rows.map((r) => ({ countryId: r.country_id, bankCode: r.bank_code, bankName: r.name, swiftCode: r.swift_code }));
}

export async function findBank(db: Db, countryId: number, bankCode: string): Promise<ChoiceBankCode | undefined> {
  const r = (await bankTable.get(db)).get(bankKey(countryId, bankCode));
  return r ? { countryId: r.country_id, bankCode: r.bank_code, bankName: r.name, swiftCode: r.swift_code } : undefined;
}

async function listShops(db: Db, countryId: number): Promise<CashTopUpShop[]> {
  const { rows } = await db.query<{ id: number; country_id: number; city: string; name: string; address: string; opening_hours: string; phone: string }>(
    `SELECT id, country_id, city, name, address, opening_hours, phone FROM cash_top_up_shop
     WHERE enabled AND country_id = $1 ORDER BY sort, id`,
    [countryId],
  );
  return rows.map((r) => ({ id: r.id, countryId: r.country_id, city: r.city, name: r.name, address: r.address, openingHours: r.opening_hours, phone: r.phone }));
}

async function listBankTopUpAccounts(db: Db, countryId: number): Promise<BankTopUpAccount[]> {
  const { rows } = await db.query<{ currency_id: string; bank_name: string; account_name: string; account_number: string; branch: string; swift_code: string }>(
    `SELECT currency_id, bank_name, account_name, account_number, branch, swift_code FROM bank_top_up_account
     WHERE country_id = $1 ORDER BY currency_id`,
    [countryId],
  );
  return rows.map((r) => ({
    currencyId: r.currency_id,
    bankName: r.bank_name,
    accountName: r.account_name,
    accountNumber: r.account_number,
    branch: r.branch,
    swiftCode: r.swift_code,
  }));
}

const MOBILE_FAMILY_CHANNELS = (PAYMENT_CHANNELS as readonly PaymentChannel[]).filter((c) => CHANNEL_FAMILY[c] === 'mobile_money');

/** `/common/countryExtInfo`: everything the forms of one country need. */
export async function countryExtInfo(db: Db, sandbox: boolean, countryId: number): Promise<CountryExtInfo> {
  const { currencyId } = await assertCountry(db, countryId);
  const offers = await listOffers(db, sandbox, { countryId });
  const rule = PHONE_RULES[countryId];
  const currencyIds = [...new Set([currencyId, ...offers.map((o) => o.currencyId)])];
  const mobileOperators = [...new Set(offers.map((o) => o.payType).filter((p) => MOBILE_FAMILY_CHANNELS.includes(p)))].sort((a, b) => a - b);
  return {
    countryId,
    dialCode: rule?.dialCode ?? `+${countryId}`,
    // Countries without mobile money here still get a loose rule for contact numbers.
    phonePattern: rule ? rule.pattern.source : '^\\d{6,15}$',
    phoneLength: rule?.length ?? null,
    phoneExample: rule?.example ?? null,
    currencyId,
    currencyIds,
    mobileOperators,
    banks: await listBanks(db, { countryId }),
    cashTopUpShops: await listShops(db, countryId),
    bankTopUpAccounts: await listBankTopUpAccounts(db, countryId),
  };
}
