import type { Order } from '@mizani/sdk/contract';
import { describeLedgerReport } from '../domain/ledger/verify.ts';
import type { WaitingOrder } from '../features/orders/operator.ts';
import { parseArgs, UsageError, type CliIo, type Command } from './command.ts';
import { perform } from './perform.ts';

const STATUS_WORDS: Record<number, string> = {
  [-2]: 'MANUAL_PENDING',
  [-1]: 'PAY_PENDING',
  0: 'PENDING',
  1: 'PASS',
  2: 'REJECT',
  3: 'CANCEL',
};

const SN = /^[A-Z0-9]{6,40}$/;

function oneSn(positional: string[], extraAllowed = 0): string {
  const [sn, ...rest] = positional;
  if (!sn || rest.length > extraAllowed) throw new UsageError('Give exactly one order number.');
  if (!SN.test(sn)) throw new UsageError(`'${sn}' is not an order number (like MZ202506120123456789).`);
  return sn;
}

function describeOrder(io: CliIo, order: Order, via: string): void {
  const amount = `${order.payAmount} ${order.currencyId}`;
  const reason = order.status === 2 && order.rejectReason ? `: ${order.rejectReason}` : '';
  io.out(`Order ${order.sn} of ${order.accountNo} (${order.flow}, ${amount}, payType ${order.payType}) is now ${order.status} ${STATUS_WORDS[order.status]}${reason}.`);
  if (order.flow === 'send' && order.status === 2) io.out('The amount, fee and tax went back to the wallet.');
  if (order.flow !== 'send' && order.status === 1) io.out(`${order.receivedAmount} ${order.currencyId} was credited to the wallet.`);
  io.out(`Done through ${via}.`);
}

export const ledgerVerify: Command = {
  summary: 'Recompute every balance from the ledger entries and check every posting sums to zero per currency.',
  usage: 'ledger:verify',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'.`);
    const { result } = await perform(io.env, 'ledger/verify', {});
    const line = describeLedgerReport(result);
    if (result.ok) {
      io.out(line);
      return 0;
    }
    io.err(line);
    return 1;
  },
};

function printWaiting(io: CliIo, rows: WaitingOrder[]): void {
  const table = [
    ['ORDER', 'ACCOUNT', 'STATUS', 'FLOW', 'PAYTYPE', 'AMOUNT', 'PHONE', 'AT RAIL', 'CREATED (UTC)'],
    ...rows.map((r) => [
      r.sn,
      r.accountNo,
      `${r.status} ${STATUS_WORDS[r.status]}`,
      r.flow,
      String(r.payType),
      `${r.amount} ${r.currencyId}`,
      r.phone ?? '-',
      r.railSubmitted ? 'yes' : 'no',
      r.createTime.slice(0, 16).replace('T', ' '),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

export const orderPending: Command = {
  summary: 'List orders waiting for the operator or a rail, oldest first.',
  usage: 'order:pending [--status -2|-1|0]   (-2 = manual top-ups to approve)',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['status']);
    if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'.`);
    const status = options.get('status');
    if (status !== undefined && !['-2', '-1', '0'].includes(status)) throw new UsageError('--status must be -2, -1 or 0.');
    const { result } = await perform(io.env, 'order/pending', status === undefined ? {} : { status: Number(status) as -2 | -1 | 0 });
    if (result.length === 0) io.out('No orders are waiting.');
    else printWaiting(io, result);
    return 0;
  },
};

export const orderResolve: Command = {
  summary: 'Settle an order whose rail never answered: pass (paid / money arrived) or reject (money back).',
  usage: 'order:resolve <sn> pass|reject [--reason "Recipient wallet closed"]',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['reason']);
    const sn = oneSn(positional, 1);
    const decision = positional[1];
    if (decision !== 'pass' && decision !== 'reject') throw new UsageError('Say pass or reject after the order number.');
    const reason = options.get('reason')?.trim();
    if (decision === 'pass' && reason) throw new UsageError('--reason goes with reject only.');
    const { result, via } = await perform(io.env, 'order/resolve', { sn, decision, ...(reason ? { reason } : {}) });
    describeOrder(io, result, via);
    return 0;
  },
};

export const orderApprove: Command = {
  summary: 'Approve a manual top-up (MANUAL_PENDING) once the money is in: the wallet is credited.',
  usage: 'order:approve <sn>',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const { result, via } = await perform(io.env, 'order/approve', { sn: oneSn(positional) });
    describeOrder(io, result, via);
    return 0;
  },
};

export const orderReject: Command = {
  summary: 'Reject a manual top-up (MANUAL_PENDING), with the reason the user sees.',
  usage: 'order:reject <sn> --reason "No deposit found with this reference"',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['reason']);
    const sn = oneSn(positional);
    const reason = options.get('reason')?.trim();
    if (!reason) throw new UsageError('--reason is required: the user is told why.');
    const { result, via } = await perform(io.env, 'order/reject', { sn, reason });
    describeOrder(io, result, via);
    return 0;
  },
};
