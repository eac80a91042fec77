import { parseArgs, UsageError, type Command } from './command.ts';
import { perform } from './perform.ts';

const CURRENCY = /^[A-Za-z]{3}$/;
const RATE = /^\d+(\.\d{1,8})?$/;

function currency(text: string | undefined, what: string): string {
  if (!text || !CURRENCY.test(text)) throw new UsageError(`${what} must be a currency code such as KES or USD.`);
  return text.toUpperCase();
}

export const fxSetRate: Command = {
  summary: 'Set the rate of one direction of a currency pair (recorded in the rate history).',
  usage: 'fx:set-rate <FROM> <TO> <rate>   (1 FROM buys <rate> TO, up to 8 decimal places, e.g. fx:set-rate KES USD 0.00771)',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    if (positional.length !== 3) throw new UsageError('Give the two currencies and the rate.');
    const [fromText, toText, rate] = positional as [string, string, string];
    const from = currency(fromText, 'FROM');
    const to = currency(toText, 'TO');
    if (from === to) throw new UsageError('FROM and TO must be different currencies.');
    if (!RATE.test(rate) || !/[1-9]/.test(rate)) throw new UsageError(`'${rate}' is not a rate: a positive decimal number with at most 8 decimal places.`);
    const { result, via } = await perform(io.env, 'fx/set-rate', { from, to, rate });
    io.out(`1 ${result.fromCurrency} = ${result.rate} ${result.toCurrency} from ${result.createTime}.`);
    io.out("Quotes made before now keep their rate until they expire (a conversion's 30 seconds, a cross-border send's 2 minutes).");
    io.out(`Done through ${via}.`);
    return 0;
  },
};

export const fxRates: Command = {
  summary: 'List the current exchange rates, optionally only from one currency.',
  usage: 'fx:rates [FROM]',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 1) throw new UsageError(`Unexpected argument '${positional[1]}'.`);
    const from = positional[0] === undefined ? undefined : currency(positional[0], 'FROM');
    const { result } = await perform(io.env, 'fx/rates', from ? { from } : {});
    if (result.length === 0) io.out('No rates are configured.');
    for (const r of result) io.out(`${r.fromCurrency} -> ${r.toCurrency}  ${r.rate.padStart(18)}  since ${r.createTime}`);
    return 0;
  },
};
