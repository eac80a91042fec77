import type { ChannelOfferChange, ChannelOfferView } from '../domain/reference/channel-offers.ts';
import { parseArgs, UsageError, type CliIo, type Command } from './command.ts';
import { perform } from './perform.ts';

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const ACTIONS = { send: 0, topup: -1, collect: 1 } as const;
const ACTION_OF: Record<ChannelOfferView['channelType'], string> = { 0: 'send', [-1]: 'topup', 1: 'collect' };

function printOffers(io: CliIo, rows: ChannelOfferView[]): void {
  const table = [
    ['COUNTRY', 'SCOPE', 'ACTION', 'CHANNEL', 'CURRENCY', 'MIN', 'MAX', 'FEE RATE', 'FIXED FEE', 'ENABLED'],
    ...rows.map((r) => [
      String(r.countryId),
      r.scope === 1 ? 'cross-border' : 'domestic',
      ACTION_OF[r.channelType],
      String(r.payType),
      r.currencyId,
      r.minAmount,
      r.maxAmount ?? 'no limit',
      r.feeRate,
      r.fixedFee,
      r.enabled ? 'yes' : 'no',
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

function whole(text: string | undefined, what: string): number {
  if (!text || !/^\d{1,6}$/.test(text)) throw new UsageError(`${what} must be a number.`);
  return Number(text);
}

export const channelList: Command = {
  summary: 'List the channel offers (limits and fees), optionally of one country.',
  usage: 'channel:list [country] [--currency CUR] [--channel payType]',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['currency', 'channel']);
    if (positional.length > 1) throw new UsageError(`Unexpected argument '${positional[1]}'.`);
    const body: { countryId?: number; currencyId?: string; payType?: number } = {};
    if (positional[0] !== undefined) body.countryId = whole(positional[0], 'The country (its dialling code, such as 254)');
    const currency = options.get('currency');
    if (currency !== undefined) body.currencyId = currency;
    const channel = options.get('channel');
    if (channel !== undefined) body.payType = whole(channel, '--channel');
    const { result } = await perform(io.env, 'channel/list', body);
    printOffers(io, result);
    return 0;
  },
};

export const channelSet: Command = {
  summary: "Change a channel offer's fee, limits or availability; the next quote on every server uses it.",
  usage: `channel:set <country> <domestic|cross-border> <send|topup|collect> <payType> <CUR> [--fee-rate R] [--fixed-fee A] [--min A] [--max A|none] [--enabled yes|no]
  ${' '.repeat(8)}R: a fraction such as 0.015 (1.5%); A: an amount in CUR`,
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['fee-rate', 'fixed-fee', 'min', 'max', 'enabled']);
    if (positional.length !== 5) throw new UsageError('Give the country, the scope, the action, the channel and the currency.');
    const [countryText, scopeText, actionText, channelText, currencyId] = positional as [string, string, string, string, string];
    if (scopeText !== 'domestic' && scopeText !== 'cross-border') throw new UsageError('The scope must be domestic or cross-border.');
    if (!(actionText in ACTIONS)) throw new UsageError('The action must be one of send, topup, collect.');
    if (!/^[A-Za-z]{3}$/.test(currencyId)) throw new UsageError('The currency is a code such as KES.');
    if (options.size === 0) throw new UsageError('Give at least one of --fee-rate, --fixed-fee, --min, --max, --enabled.');
    const body: ChannelOfferChange = {
      countryId: whole(countryText, 'The country (its dialling code, such as 254)'),
      scope: scopeText === 'domestic' ? 0 : 1,
      channelType: ACTIONS[actionText as keyof typeof ACTIONS],
      payType: whole(channelText, 'The channel (payType)'),
      currencyId: currencyId.toUpperCase(),
    };
    const amount = (name: string) => {
      const value = options.get(name)!;
      if (!AMOUNT.test(value)) throw new UsageError(`--${name} must be an amount such as 2000.00.`);
      return value;
    };
    const rate = options.get('fee-rate');
    if (rate !== undefined) {
      if (!/^0(\.\d{1,8})?$/.test(rate)) throw new UsageError('--fee-rate must be a fraction below 1 with at most 8 decimal places, such as 0.015.');
      body.feeRate = rate;
    }
    if (options.has('fixed-fee')) body.fixedFee = amount('fixed-fee');
    if (options.has('min')) body.minAmount = amount('min');
    if (options.has('max')) body.maxAmount = options.get('max') === 'none' ? null : amount('max');
    const enabled = options.get('enabled');
    if (enabled !== undefined) {
      if (enabled !== 'yes' && enabled !== 'no') throw new UsageError('--enabled must be yes or no.');
      body.enabled = enabled === 'yes';
    }
    const { result, via } = await perform(io.env, 'channel/set', body);
    printOffers(io, [result]);
    io.out(`The next quote uses it; a send quoted before at other figures is refused at confirmation and quoted again. Done through ${via}.`);
    return 0;
  },
};
