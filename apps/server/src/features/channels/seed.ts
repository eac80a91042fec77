/**
 * The channel reference data every installation starts with: which channel each country offers
 * for top-up, send and collection, the banks recipients can be paid at, the cash top-up shops and
 * the accounts bank top-ups are paid into. Rows that exist are left alone, so an operator's edits
 * (a limit, a fee, a disabled channel) survive restarts.
 *
 * Mapping choices: 2 M-pesa(KES) is Safaricom M-Pesa in Kenya, 7 M-pesa is Vodacom M-Pesa in
 * Tanzania; Airtel (5) runs in both. Cross-border channels pay out in US dollars (RTGS, TISS,
 * offline) or Chinese yuan (400 from Tanzania, 401 from Kenya).
 */
import { channelRow, CHINA, KENYA, TANZANIA, type ChannelCapability } from '@mizani/sdk/contract';
import { toMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';

interface OfferSeed {
  countryId: number;
  scope: 0 | 1;
  channelType: -1 | 0 | 1;
  payType: number;
  currencyId: string;
  /** Major units, as the operator thinks of them. */
  min: string;
  max: string | null;
  feeRate?: string;
  fixedFee?: string;
}

const SEND = 0;
const TOP_UP = -1;
const COLLECT = 1;

function offers(countryId: number, scope: 0 | 1, channelType: -1 | 0 | 1, currencyId: string, rows: Omit<OfferSeed, 'countryId' | 'scope' | 'channelType' | 'currencyId'>[]): OfferSeed[] {
  return rows.map((row) => ({ countryId, scope, channelType, currencyId, ...row }));
}

// Flat fees for wallets, free transfers between Mizani Pay accounts, bank rails at their own
// price (the fee schedule announced in the notices).
export const OFFER_SEEDS: OfferSeed[] = [
  ...offers(KENYA, 0, SEND, 'KES', [
    { payType: 0, min: '1', max: '1000000' },
    { payType: 2, min: '10', max: '250000', fixedFee: '30' },
    { payType: 5, min: '10', max: '150000', fixedFee: '30' },
    { payType: 101, min: '100', max: '999999', fixedFee: '50' },
    { payType: 100, min: '1000', max: null, fixedFee: '300' },
  ]),
  ...offers(KENYA, 0, TOP_UP, 'KES', [
    // The user's own M-Pesa: an STK push to their phone, or the paybill (orders, issue 4).
    { payType: 502, min: '10', max: '250000' },
    { payType: 505, min: '10', max: '250000' },
    { payType: 503, min: '100', max: null },
    { payType: 504, min: '100', max: '500000' },
  ]),
  ...offers(KENYA, 0, COLLECT, 'KES', [
    { payType: 502, min: '10', max: '250000', feeRate: '0.01' },
    { payType: 505, min: '10', max: '250000', feeRate: '0.01' },
  ]),
  ...offers(TANZANIA, 0, SEND, 'TZS', [
    { payType: 0, min: '100', max: '50000000' },
    { payType: 7, min: '1000', max: '5000000', fixedFee: '1500' },
    { payType: 6, min: '1000', max: '5000000', fixedFee: '1500' },
    { payType: 5, min: '1000', max: '5000000', fixedFee: '1500' },
    { payType: 3, min: '1000', max: '5000000', fixedFee: '1500' },
    { payType: 103, min: '1000', max: '20000000', fixedFee: '2000' },
    { payType: 102, min: '100000', max: null, fixedFee: '10000' },
  ]),
  ...offers(TANZANIA, 0, TOP_UP, 'TZS', [
    { payType: 503, min: '10000', max: null },
    { payType: 300, min: '10000', max: '10000000' },
    { payType: 504, min: '10000', max: '10000000' },
    { payType: 200, min: '10000', max: null },
  ]),
  ...offers(TANZANIA, 0, COLLECT, 'TZS', [
    { payType: 7, min: '1000', max: '5000000', feeRate: '0.01' },
    { payType: 6, min: '1000', max: '5000000', feeRate: '0.01' },
    { payType: 5, min: '1000', max: '5000000', feeRate: '0.01' },
    { payType: 3, min: '1000', max: '5000000', feeRate: '0.01' },
  ]),
  ...offers(KENYA, 1, SEND, 'CNY', [{ payType: 401, min: '100', max: '500000', feeRate: '0.005' }]),
  ...offers(KENYA, 1, SEND, 'USD', [
    { payType: 100, min: '100', max: null, fixedFee: '25' },
    { payType: 200, min: '100', max: null, fixedFee: '10' },
  ]),
  ...offers(KENYA, 1, TOP_UP, 'USD', [{ payType: 503, min: '50', max: null }]),
  ...offers(KENYA, 1, COLLECT, 'USD', [{ payType: 200, min: '50', max: null, feeRate: '0.005' }]),
  ...offers(TANZANIA, 1, SEND, 'CNY', [{ payType: 400, min: '100', max: '500000', feeRate: '0.005' }]),
  ...offers(TANZANIA, 1, SEND, 'USD', [
    { payType: 102, min: '100', max: null, fixedFee: '25' },
    { payType: 200, min: '100', max: null, fixedFee: '10' },
  ]),
  ...offers(TANZANIA, 1, TOP_UP, 'USD', [{ payType: 503, min: '50', max: null }]),
  ...offers(TANZANIA, 1, COLLECT, 'USD', [{ payType: 200, min: '50', max: null, feeRate: '0.005' }]),
];

// National bank codes (Central Bank of Kenya codes, Bank of Tanzania codes, CNAPS codes in China).
export const BANK_SEEDS: { countryId: number; code: string; name: string; swift: string }[] = [
  { countryId: KENYA, code: '01', name: 'KCB Bank Kenya', swift: 'KCBLKENX' },
  { countryId: KENYA, code: '02', name: 'Standard Chartered Bank Kenya', swift: 'SCBLKENX' },
  { countryId: KENYA, code: '03', name: 'Absa Bank Kenya', swift: 'BARCKENX' },
  { countryId: KENYA, code: '07', name: 'NCBA Bank Kenya', swift: 'CBAFKENX' },
  { countryId: KENYA, code: '11', name: 'Co-operative Bank of Kenya', swift: 'KCOOKENA' },
  { countryId: KENYA, code: '12', name: 'National Bank of Kenya', swift: 'NBKEKENX' },
  { countryId: KENYA, code: '31', name: 'Stanbic Bank Kenya', swift: 'SBICKENX' },
  { countryId: KENYA, code: '57', name: 'I&M Bank Kenya', swift: 'IMBLKENA' },
  { countryId: KENYA, code: '63', name: 'Diamond Trust Bank Kenya', swift: 'DTKEKENA' },
  { countryId: KENYA, code: '68', name: 'Equity Bank Kenya', swift: 'EQBLKENA' },
  { countryId: KENYA, code: '70', name: 'Family Bank', swift: 'FABLKENA' },
  { countryId: TANZANIA, code: '001', name: 'NBC Bank', swift: 'NLCBTZTX' },
  { countryId: TANZANIA, code: '002', name: 'Absa Bank Tanzania', swift: 'BARCTZTZ' },
  { countryId: TANZANIA, code: '003', name: 'CRDB Bank', swift: 'CORUTZTZ' },
  { countryId: TANZANIA, code: '006', name: 'Stanbic Bank Tanzania', swift: 'SBICTZTX' },
  { countryId: TANZANIA, code: '011', name: 'Exim Bank Tanzania', swift: 'EXTNTZTZ' },
  { countryId: TANZANIA, code: '015', name: 'NMB Bank', swift: 'NMIBTZTZ' },
  { countryId: TANZANIA, code: '016', name: 'Diamond Trust Bank Tanzania', swift: 'DTKETZTZ' },
  { countryId: TANZANIA, code: '017', name: 'Azania Bank', swift: 'AZANTZTZ' },
  { countryId: TANZANIA, code: '018', name: 'KCB Bank Tanzania', swift: 'KCBLTZTZ' },
  { countryId: TANZANIA, code: '047', name: 'Equity Bank Tanzania', swift: 'EQBLTZTZ' },
  // Chinese recipients' details are written in Chinese, so are their banks' names.
  { countryId: CHINA, code: '102', name: '中国工商银行', swift: 'ICBKCNBJ' },
  { countryId: CHINA, code: '103', name: '中国农业银行', swift: 'ABOCCNBJ' },
  { countryId: CHINA, code: '104', name: '中国银行', swift: 'BKCHCNBJ' },
  { countryId: CHINA, code: '105', name: '中国建设银行', swift: 'PCBCCNBJ' },
  { countryId: CHINA, code: '301', name: '交通银行', swift: 'COMMCNSH' },
  { countryId: CHINA, code: '308', name: '招商银行', swift: 'CMBCCNBS' },
];

export const SHOP_SEEDS = [
  {
    key: 'nairobi-cbd',
    countryId: KENYA,
    city: 'Nairobi',
    name: 'Mizani Pay Nairobi CBD',
    address: 'Ground floor, Kimathi House, Kimathi Street, Nairobi CBD',
    openingHours: 'Mon-Fri 08:00-18:00, Sat 09:00-14:00',
    phone: '+254 20 765 4300',
  },
  {
    key: 'mombasa',
    countryId: KENYA,
    city: 'Mombasa',
    name: 'Mizani Pay Mombasa',
    address: 'Shop 4, Moi Avenue, near the Tusks, Mombasa',
    openingHours: 'Mon-Fri 08:00-17:30, Sat 09:00-13:00',
    phone: '+254 41 222 7300',
  },
  {
    key: 'dar-kariakoo',
    countryId: TANZANIA,
    city: 'Dar es Salaam',
    name: 'Mizani Pay Kariakoo',
    address: 'Corner of Msimbazi and Aggrey Streets, Kariakoo, Dar es Salaam',
    openingHours: 'Mon-Sat 08:00-18:00',
    phone: '+255 22 218 4300',
  },
  {
    key: 'arusha',
    countryId: TANZANIA,
    city: 'Arusha',
    name: 'Mizani Pay Arusha',
    address: 'Sokoine Road, opposite the Clock Tower, Arusha',
    openingHours: 'Mon-Fri 08:30-17:00, Sat 09:00-13:00',
    phone: '+255 27 254 4300',
  },
];

export const BANK_TOP_UP_SEEDS = [
  { countryId: KENYA, currencyId: 'KES', bankName: 'KCB Bank Kenya', accountName: 'Mizani Pay Limited', accountNumber: '1290345678', branch: 'Moi Avenue, Nairobi', swift: 'KCBLKENX' },
  { countryId: KENYA, currencyId: 'USD', bankName: 'KCB Bank Kenya', accountName: 'Mizani Pay Limited', accountNumber: '1290345686', branch: 'Moi Avenue, Nairobi', swift: 'KCBLKENX' },
  { countryId: TANZANIA, currencyId: 'TZS', bankName: 'CRDB Bank', accountName: 'Mizani Pay Tanzania Limited', accountNumber: '0150412345600', branch: 'Azikiwe, Dar es Salaam', swift: 'CORUTZTZ' },
  { countryId: TANZANIA, currencyId: 'USD', bankName: 'CRDB Bank', accountName: 'Mizani Pay Tanzania Limited', accountNumber: '0250412345600', branch: 'Azikiwe, Dar es Salaam', swift: 'CORUTZTZ' },
];

/** The registry capability an offer uses: a send is domestic or cross-border by its scope. */
function capabilityOf(offer: OfferSeed): ChannelCapability {
  if (offer.channelType === TOP_UP) return 'topUp';
  if (offer.channelType === COLLECT) return 'collect';
  return offer.scope === 0 ? 'send' : 'sendAbroad';
}

/**
 * Why an offer is not one the channel registry allows (an unknown channel, or one that does not do
 * this in this country and currency), or undefined: an offer the rails or the docs know nothing of
 * must never reach the database.
 */
export function offerProblem(offer: OfferSeed): string | undefined {
  const row = channelRow(offer.payType);
  const what = `offer of channel ${offer.payType} (${offer.currencyId}, country ${offer.countryId})`;
  if (!row) return `${what}: channel ${offer.payType} is not in the channel registry`;
  const capability = capabilityOf(offer);
  const currencies: readonly string[] = row.can[capability] ?? [];
  if (!currencies.includes(offer.currencyId)) return `${what}: the registry has no ${capability} in ${offer.currencyId} for it`;
  if (!row.countries.includes(offer.countryId)) return `${what}: the registry does not offer it in country ${offer.countryId}`;
  return undefined;
}

export async function seedChannels(db: Db): Promise<void> {
  const problems = OFFER_SEEDS.flatMap((offer) => offerProblem(offer) ?? []);
  if (problems.length > 0) throw new Error(`Channel seed disagrees with the channel registry: ${problems.join('; ')}`);
  await db.transaction(async (tx) => {
    const scales = new Map(
      (await tx.query<{ id: string; scale: number }>('SELECT id, scale FROM currency')).rows.map((row) => [row.id, row.scale]),
    );
    const minor = (major: string, currencyId: string) => toMinorUnits(major, scales.get(currencyId) ?? 2);
    for (const [sort, o] of OFFER_SEEDS.entries()) {
      await tx.query(
        `INSERT INTO channel_offer (country_id, scope, channel_type, pay_type, currency_id, min_amount, max_amount, fee_rate, fixed_fee, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (country_id, scope, channel_type, pay_type, currency_id) DO NOTHING`,
        [
          o.countryId,
          o.scope,
          o.channelType,
          o.payType,
          o.currencyId,
          minor(o.min, o.currencyId),
          o.max === null ? null : minor(o.max, o.currencyId),
          o.feeRate ?? '0',
          minor(o.fixedFee ?? '0', o.currencyId),
          sort,
        ],
      );
    }
    for (const [sort, b] of BANK_SEEDS.entries()) {
      await tx.query(
        `INSERT INTO bank (country_id, bank_code, name, swift_code, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (country_id, bank_code) DO NOTHING`,
        [b.countryId, b.code, b.name, b.swift, sort],
      );
    }
    for (const [sort, s] of SHOP_SEEDS.entries()) {
      await tx.query(
        `INSERT INTO cash_top_up_shop (seed_key, country_id, city, name, address, opening_hours, phone, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (seed_key) DO NOTHING`,
        [s.key, s.countryId, s.city, s.name, s.address, s.openingHours, s.phone, sort],
      );
    }
    for (const a of BANK_TOP_UP_SEEDS) {
      await tx.query(
        `INSERT INTO bank_top_up_account (country_id, currency_id, bank_name, account_name, account_number, branch, swift_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (country_id, currency_id) DO NOTHING`,
        [a.countryId, a.currencyId, a.bankName, a.accountName, a.accountNumber, a.branch, a.swift],
      );
    }
  });
}
