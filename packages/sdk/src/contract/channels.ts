/**
 * The payment channels (`payType`, spec section 3): one row per channel, and every list of
 * channels elsewhere is a projection of this table (the enums, the TypeBox unions and the OpenAPI
 * document, the server's rail rules and seed checks, the apps' labels and the docs' tables).
 * Adding a channel is a row here, its offer in the server's channel seed, its label in the English
 * and Chinese catalogues, and a rail adapter when its family is new (docs/architecture.md,
 * "Payment channels"). Plain data with no schema code, so browser code may import it.
 */
import type { MessageId } from '@mizani/i18n';
import type { ChannelFamily } from './enums.ts';

/** International dialling codes, which are also the ids of the countries. */
export const KENYA = 254;
export const TANZANIA = 255;
export const CHINA = 86;

export type ChannelCurrency = 'KES' | 'TZS' | 'USD' | 'CNY';

/**
 * What a channel is used for. `send`: a domestic send (scope 0); `sendAbroad`: a cross-border one
 * (scope 1); `topUp`: the user funds their own wallet; `collect`: the user asks a payer for money;
 * `payIn` and `payout`: the merchant API's C2B and B2C; `virtualAccount`: a virtual account can be
 * opened on it.
 */
export const CHANNEL_CAPABILITIES = ['send', 'sendAbroad', 'topUp', 'collect', 'payIn', 'payout', 'virtualAccount'] as const;
export type ChannelCapability = (typeof CHANNEL_CAPABILITIES)[number];

/** What a destination on the channel needs: a phone, or a bank account with its bank code and holder's name. */
export type ChannelField = 'phone' | 'accountNo' | 'bankCode' | 'accountName';

export interface ChannelRow {
  readonly payType: number;
  /** The spec's name, for texts without a language (the OpenAPI document, failure reasons). */
  readonly name: string;
  readonly family: ChannelFamily;
  /** A person at the operator settles its orders: they wait in MANUAL_PENDING. */
  readonly manual?: boolean;
  /** Countries whose users can use it. */
  readonly countries: readonly number[];
  /** Currencies its rail moves; empty for the internal ledger, which moves any. */
  readonly currencies: readonly ChannelCurrency[];
  /** Per capability, the currencies it is used in (within `currencies`). */
  readonly can: { readonly [C in ChannelCapability]?: readonly ChannelCurrency[] };
  readonly needs: readonly ChannelField[];
  /**
   * Sandbox test number per currency (docs/sandbox.md): its last digit is the success digit, and
   * the same number ending 6, 7, 8 or 9 gives the other outcomes.
   */
  readonly testNumbers?: { readonly [C in ChannelCurrency]?: string };
  /** Provider prefix of the rail's transaction ids. */
  readonly railPrefix: string;
  readonly label: MessageId;
  /** The name the merchant console's C2B/B2C lists give it, where the spec names it differently there. */
  readonly consoleLabel?: MessageId;
}

const BANK_ACCOUNT = ['accountNo', 'bankCode', 'accountName'] as const;

export const CHANNEL_REGISTRY = [
  {
    payType: 0,
    name: 'Domestic Asset',
    family: 'internal',
    countries: [KENYA, TANZANIA],
    currencies: [],
    can: { send: ['KES', 'TZS'] },
    needs: ['accountNo'],
    railPrefix: 'MZ',
    label: 'money.channel.0',
  },
  {
    // Safaricom M-Pesa in Kenya.
    payType: 2,
    name: 'M-pesa(KES)',
    family: 'mobile_money',
    countries: [KENYA],
    currencies: ['KES'],
    can: { send: ['KES'], collect: ['KES'], payout: ['KES'] },
    needs: ['phone'],
    testNumbers: { KES: '712345670' },
    railPrefix: 'MPK',
    label: 'money.channel.2',
  },
  {
    payType: 3,
    name: 'Halotel',
    family: 'mobile_money',
    countries: [TANZANIA],
    currencies: ['TZS'],
    can: { send: ['TZS'], collect: ['TZS'], payIn: ['TZS'], payout: ['TZS'] },
    needs: ['phone'],
    testNumbers: { TZS: '624123450' },
    railPrefix: 'HLP',
    label: 'money.channel.3',
    consoleLabel: 'api.channel.3',
  },
  {
    // Airtel runs in both countries: the currency says whose numbers it reaches.
    payType: 5,
    name: 'Airtel',
    family: 'mobile_money',
    countries: [KENYA, TANZANIA],
    currencies: ['KES', 'TZS'],
    can: { send: ['KES', 'TZS'], collect: ['KES', 'TZS'], payIn: ['TZS'], payout: ['KES', 'TZS'] },
    needs: ['phone'],
    testNumbers: { KES: '733123450', TZS: '684123450' },
    railPrefix: 'ATM',
    label: 'money.channel.5',
  },
  {
    payType: 6,
    name: 'Tigo',
    family: 'mobile_money',
    countries: [TANZANIA],
    currencies: ['TZS'],
    can: { send: ['TZS'], collect: ['TZS'], payIn: ['TZS'], payout: ['TZS'] },
    needs: ['phone'],
    testNumbers: { TZS: '654123450' },
    railPrefix: 'TGP',
    label: 'money.channel.6',
  },
  {
    // Vodacom M-Pesa in Tanzania.
    payType: 7,
    name: 'M-pesa',
    family: 'mobile_money',
    countries: [TANZANIA],
    currencies: ['TZS'],
    can: { send: ['TZS'], collect: ['TZS'], payIn: ['TZS'], payout: ['TZS'] },
    needs: ['phone'],
    testNumbers: { TZS: '754123450' },
    railPrefix: 'MPT',
    label: 'money.channel.7',
  },
  {
    payType: 100,
    name: 'RTGS',
    family: 'bank',
    countries: [KENYA],
    currencies: ['KES', 'USD'],
    can: { send: ['KES'], sendAbroad: ['USD'], payout: ['KES'], virtualAccount: ['KES', 'USD'] },
    needs: BANK_ACCOUNT,
    railPrefix: 'RTGS',
    label: 'money.channel.100',
  },
  {
    payType: 101,
    name: 'Pesalink',
    family: 'bank',
    countries: [KENYA],
    currencies: ['KES'],
    can: { send: ['KES'], payout: ['KES'], virtualAccount: ['KES'] },
    needs: ['accountNo'],
    testNumbers: { KES: '2001234560' },
    railPrefix: 'PSL',
    label: 'money.channel.101',
  },
  {
    payType: 102,
    name: 'TISS',
    family: 'bank',
    countries: [TANZANIA],
    currencies: ['TZS', 'USD'],
    can: { send: ['TZS'], sendAbroad: ['USD'], payout: ['TZS'], virtualAccount: ['TZS', 'USD'] },
    needs: BANK_ACCOUNT,
    railPrefix: 'TISS',
    label: 'money.channel.102',
  },
  {
    payType: 103,
    name: 'TIPS',
    family: 'bank',
    countries: [TANZANIA],
    currencies: ['TZS'],
    can: { send: ['TZS'], payout: ['TZS'], virtualAccount: ['TZS'] },
    needs: ['accountNo'],
    testNumbers: { TZS: '0150123451' },
    railPrefix: 'TIPS',
    label: 'money.channel.103',
  },
  {
    payType: 200,
    name: 'Offline pay',
    family: 'offline',
    manual: true,
    countries: [KENYA, TANZANIA],
    currencies: ['KES', 'TZS', 'USD', 'CNY'],
    can: { sendAbroad: ['USD'], topUp: ['KES', 'TZS', 'USD'], collect: ['KES', 'TZS', 'USD'] },
    needs: [],
    railPrefix: 'OFF',
    label: 'money.channel.200',
  },
  {
    payType: 300,
    name: 'Cash TopUp',
    family: 'cash',
    manual: true,
    countries: [TANZANIA],
    currencies: ['TZS'],
    can: { topUp: ['TZS'] },
    needs: [],
    railPrefix: 'CSH',
    label: 'money.channel.300',
  },
  {
    // Paid from Tanzania into a bank account in China.
    payType: 400,
    name: 'CNY Account TZS',
    family: 'cny_account',
    countries: [TANZANIA],
    currencies: ['CNY'],
    can: { sendAbroad: ['CNY'], topUp: ['CNY'] },
    needs: ['accountNo', 'accountName'],
    railPrefix: 'CNYT',
    label: 'money.channel.400',
  },
  {
    // Paid from Kenya into a bank account in China.
    payType: 401,
    name: 'CNY Account KES',
    family: 'cny_account',
    countries: [KENYA],
    currencies: ['CNY'],
    can: { sendAbroad: ['CNY'], topUp: ['CNY'] },
    needs: ['accountNo', 'accountName'],
    railPrefix: 'CNYK',
    label: 'money.channel.401',
  },
  {
    payType: 502,
    name: 'Mpesa STK PUSH',
    family: 'stk_push',
    countries: [KENYA],
    currencies: ['KES'],
    can: { topUp: ['KES'], collect: ['KES'], payIn: ['KES'] },
    needs: ['phone'],
    testNumbers: { KES: '712345671' },
    railPrefix: 'STK',
    label: 'money.channel.502',
  },
  {
    payType: 503,
    name: 'Bank Topup',
    family: 'bank_top_up',
    manual: true,
    countries: [KENYA, TANZANIA],
    currencies: ['KES', 'TZS', 'USD'],
    can: { topUp: ['KES', 'TZS', 'USD'] },
    needs: [],
    railPrefix: 'BTU',
    label: 'money.channel.503',
  },
  {
    payType: 504,
    name: 'Cash TopUp',
    family: 'cash',
    manual: true,
    countries: [KENYA, TANZANIA],
    currencies: ['KES', 'TZS'],
    can: { topUp: ['KES', 'TZS'] },
    needs: [],
    railPrefix: 'CSH',
    label: 'money.channel.504',
  },
  {
    payType: 505,
    name: 'Paybill',
    family: 'paybill',
    countries: [KENYA],
    currencies: ['KES'],
    can: { topUp: ['KES'], collect: ['KES'], virtualAccount: ['KES'] },
    needs: ['phone'],
    railPrefix: 'PBL',
    label: 'money.channel.505',
  },
] as const satisfies readonly ChannelRow[];

type Row = (typeof CHANNEL_REGISTRY)[number];

/** A payment channel number (`payType`). */
export type PaymentChannel = Row['payType'];

/** The channels with a capability, as a union type. */
export type ChannelWith<C extends ChannelCapability> = Extract<Row, { can: { [K in C]: readonly ChannelCurrency[] } }>['payType'];

const BY_TYPE = new Map<number, ChannelRow>(CHANNEL_REGISTRY.map((row) => [row.payType, row]));

/** The row of a channel number, or undefined for a number that is no channel. */
export function channelRow(payType: number): ChannelRow | undefined {
  return BY_TYPE.get(payType);
}

export function isPaymentChannel(payType: number): payType is PaymentChannel {
  return BY_TYPE.has(payType);
}

/** The channels with a capability, in the table's order. */
export function channelsWith<C extends ChannelCapability>(capability: C): readonly ChannelWith<C>[] {
  return CHANNEL_REGISTRY.filter((row: ChannelRow) => row.can[capability] !== undefined).map((row) => row.payType as ChannelWith<C>);
}

/** The currencies a channel is used in for a capability (none when it lacks the capability). */
export function channelCurrencies(payType: number, capability: ChannelCapability): readonly ChannelCurrency[] {
  return BY_TYPE.get(payType)?.can[capability] ?? [];
}

/** Whether a destination on the channel needs a field. */
export function channelNeeds(payType: number, field: ChannelField): boolean {
  return BY_TYPE.get(payType)?.needs.includes(field) ?? false;
}

/**
 * "3 Halotel (TZS), 502 Mpesa STK PUSH (KES)": the channels with a capability and their
 * currencies, for texts without a language such as the OpenAPI document's descriptions.
 */
export function describeChannels(capability: ChannelCapability): string {
  return CHANNEL_REGISTRY.flatMap((row: ChannelRow) => {
    const currencies = row.can[capability];
    return currencies ? [`${row.payType} ${row.name} (${currencies.join(', ')})`] : [];
  }).join(', ');
}
