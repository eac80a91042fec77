import type { PayeeQueueEntry } from '../domain/payees/service.ts';
import { parseArgs, UsageError, type CliIo, type Command } from './command.ts';
import { perform } from './perform.ts';

const AUDIT_WORDS: Record<number, string> = { '-1': 'pending', 0: 'awaiting review', 1: 'approved', 2: 'rejected' };
const STATUSES = ['-1', '0', '1', '2'] as const;

function positiveId(raw: string | undefined, what: string): number {
  if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) throw new UsageError(`Give the ${what} id, a whole number.`);
  return Number(raw);
}

function oneId(args: string[], what: string, options: readonly string[] = []) {
  const parsed = parseArgs(args, options);
  const [raw, extra] = parsed.positional;
  if (extra !== undefined) throw new UsageError(`Give exactly one ${what} id.`);
  return { id: positiveId(raw, what), options: parsed.options };
}

function describePayee(entry: PayeeQueueEntry): string {
  return `recipient ${entry.id} "${entry.name}" of ${entry.accountNo} (payType ${entry.payType}, ${entry.currencyId})`;
}

function printPayees(io: CliIo, rows: PayeeQueueEntry[]): void {
  const table = [
    ['ID', 'ACCOUNT', 'NAME', 'PAYTYPE', 'CURRENCY', 'SCOPE', 'STATUS', 'ADDED (UTC)'],
    ...rows.map((r) => [
      String(r.id),
      r.accountNo,
      r.name,
      String(r.payType),
      r.currencyId,
      r.scope === 1 ? 'cross-border' : 'domestic',
      `${r.auditStatus} ${AUDIT_WORDS[r.auditStatus] ?? ''}`,
      r.createTime.slice(0, 16).replace('T', ' '),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

export const payeeList: Command = {
  summary: 'List recipients waiting for review (or with --status), oldest first.',
  usage: 'payee:list [--status -1|0|1|2]   (default: -1 pending and 0 awaiting review)',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['status']);
    if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'.`);
    const status = options.get('status');
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
    const { result } = await perform(io.env, 'payee/list', status === undefined ? {} : { status: Number(status) as -1 | 0 | 1 | 2 });
    if (result.length === 0) io.out('No recipients to show.');
    else printPayees(io, result);
    return 0;
  },
};

export const payeeApprove: Command = {
  summary: 'Approve a bank or cross-border recipient waiting for review, so it can be paid.',
  usage: 'payee:approve <id>',
  async run(args, io) {
    const { id } = oneId(args, 'recipient');
    const { result, via } = await perform(io.env, 'payee/approve', { id });
    io.out(`Approved the ${describePayee(result)}. Done through ${via}.`);
    return 0;
  },
};

export const payeeReject: Command = {
  summary: 'Reject a recipient waiting for review, with the reason the user sees.',
  usage: 'payee:reject <id> --reason "The account name does not match the bank\'s records"',
  async run(args, io) {
    const { id, options } = oneId(args, 'recipient', ['reason']);
    const reason = options.get('reason')?.trim();
    if (!reason) throw new UsageError('--reason is required: the user is told why.');
    const { result, via } = await perform(io.env, 'payee/reject', { id, reason });
    io.out(`Rejected the ${describePayee(result)}: ${reason}. Done through ${via}.`);
    return 0;
  },
};

export const vaAdvance: Command = {
  summary: 'Move a VA account application one step: SUBMITTED -> CONFIRMED -> SUCCESSFUL (account details assigned).',
  usage: 'va:advance <id>',
  async run(args, io) {
    const { id } = oneId(args, 'VA account');
    const { result, via } = await perform(io.env, 'va/advance', { id });
    const { va } = result;
    io.out(`VA account ${va.id} of ${result.accountNo}: ${result.previousStatus} -> ${va.status}.`);
    if (va.status === 'SUCCESSFUL') {
      const where = va.payBillNum ? `Paybill ${va.payBillNum}` : `${va.bankName ?? ''} (bank code ${va.bankCode ?? '-'}, branch ${va.branchCode ?? '-'})`;
      io.out(`Account number ${va.accountId ?? ''} at ${where}.`);
    }
    io.out(`Done through ${via}.`);
    return 0;
  },
};
