import { TIER_ACTIONS, TIERS, type Tier, type TierAction } from '../domain/tiers/limits.ts';
import type { TierLimit } from '../features/tiers/service.ts';
import { parseArgs, UsageError, type CliIo, type Command } from './command.ts';
import { perform } from './perform.ts';

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

function printLimits(io: CliIo, rows: TierLimit[]): void {
  const none = (value: string | null) => value ?? 'no limit';
  const table = [
    ['TIER', 'ACTION', 'CURRENCY', 'PER ORDER', 'PER DAY', 'PER MONTH'],
    ...rows.map((r) => [r.tier, r.action, r.currencyId, none(r.perOrder), none(r.perDay), none(r.perMonth)]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) throw new UsageError(`${what} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

export const tierList: Command = {
  summary: 'List the verification tiers\' limits (what each tier may move, per order, day and month).',
  usage: `tier:list [${TIERS.join('|')}]`,
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 1) throw new UsageError(`Unexpected argument '${positional[1]}'.`);
    const tier = positional[0] === undefined ? undefined : oneOf<Tier>(positional[0], TIERS, 'The tier');
    const { result } = await perform(io.env, 'tier/list', tier ? { tier } : {});
    printLimits(io, result);
    io.out('An action without a row is refused to the tier (-1041); days and months are East Africa Time.');
    return 0;
  },
};

export const tierSet: Command = {
  summary: 'Allow an action to a tier in a currency (or *), with limits, or remove it.',
  usage: `tier:set <tier> <action> <CURRENCY|*> [--per-order A] [--per-day A] [--per-month A] [--remove]   (A: an amount or "none")
  ${' '.repeat(8)}tiers: ${TIERS.join(', ')}; actions: ${TIER_ACTIONS.join(', ')}`,
  async run(args, io) {
    const removeAt = args.indexOf('--remove');
    const remove = removeAt !== -1;
    const { positional, options } = parseArgs(remove ? args.filter((_, i) => i !== removeAt) : args, ['per-order', 'per-day', 'per-month']);
    if (positional.length !== 3) throw new UsageError('Give the tier, the action and the currency (or *).');
    const tier = oneOf<Tier>(positional[0], TIERS, 'The tier');
    const action = oneOf<TierAction>(positional[1], TIER_ACTIONS, 'The action');
    const currencyId = positional[2]!;
    if (currencyId !== '*' && !/^[A-Za-z]{3}$/.test(currencyId)) throw new UsageError('The currency is a code such as KES, or * for every other currency.');
    if (remove && options.size > 0) throw new UsageError('--remove takes no limits.');
    if (!remove && options.size === 0) throw new UsageError('Give at least one of --per-order, --per-day, --per-month (or --remove).');
    const limit = (name: string): string | null | undefined => {
      const value = options.get(name);
      if (value === undefined) return undefined;
      if (value === 'none') return null;
      if (!AMOUNT.test(value)) throw new UsageError(`--${name} must be an amount such as 2000.00, or none.`);
      return value;
    };
    const body: { tier: Tier; action: TierAction; currencyId: string; remove?: boolean; perOrder?: string | null; perDay?: string | null; perMonth?: string | null } = {
      tier,
      action,
      currencyId,
    };
    if (remove) body.remove = true;
    for (const [option, field] of [['per-order', 'perOrder'], ['per-day', 'perDay'], ['per-month', 'perMonth']] as const) {
      const value = limit(option);
      if (value !== undefined) body[field] = value;
    }
    const { result, via } = await perform(io.env, 'tier/set', body);
    if (result === null) io.out(`Removed: ${action} is refused to ${tier} in ${currencyId}${currencyId === '*' ? '' : " unless a '*' row allows it"}.`);
    else printLimits(io, [result]);
    io.out(`Applies to the next move; what was moved earlier this day or month still counts. Done through ${via}.`);
    return 0;
  },
};
