import { statusWord, type QueueEntry, type ReviewResult } from '../features/kyc/service.ts';
import { parseArgs, UsageError, type CliIo, type Command } from './command.ts';
import type { AutoApproveState } from './operations.ts';
import { loadConfig } from '../config.ts';
import { opsUrl, perform } from './perform.ts';

const STATUSES = ['-1', '0', '1', '2'] as const;

function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')}` : '-';
}

/** A plain table: the operator reads it in a terminal and may pipe it to grep. */
function printQueue(io: CliIo, rows: QueueEntry[]): void {
  const table = [
    ['ACCOUNT', 'KIND', 'STATUS', 'SUBMITTED (UTC)', 'REVIEWED (UTC)', 'NAME', 'REJECT REASON'],
    ...rows.map((r) => [
      r.accountNo,
      r.kind.toUpperCase(),
      `${r.auditStatus} ${statusWord(r.auditStatus)}`,
      when(r.submittedAt),
      when(r.reviewedAt),
      r.companyName ?? (r.nickName || '-'),
      r.rejectReason ?? '',
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

function reviewed(io: CliIo, result: ReviewResult, via: string): void {
  const what = `${result.kind.toUpperCase()} of ${result.accountNo} (record ${result.recordId})`;
  if (result.auditStatus === 1) io.out(`Approved the ${what}.`);
  else io.out(`Rejected the ${what}: ${result.rejectReason ?? ''}`);
  io.out(`The user was notified. Done through ${via}.`);
}

export const kycList: Command = {
  summary: 'List identity verifications (KYC/KYB), oldest submission first.',
  usage: 'kyc:list [--status -1|0|1|2]   (0 = awaiting review)',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['status']);
    if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'.`);
    const status = options.get('status');
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
    }
    const { result } = await perform(io.env, 'kyc/list', status === undefined ? {} : { status: Number(status) as -1 | 0 | 1 | 2 });
    if (result.length === 0) {
      io.out(status === undefined ? 'No verification records.' : `No verification records with status ${status} (${statusWord(Number(status))}).`);
      return 0;
    }
    printQueue(io, result);
    return 0;
  },
};

export const kycShow: Command = {
  summary: "Show an account's verification record: its fields and short-lived links to each document.",
  usage: 'kyc:show <accountNo>',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const [accountNo, extra] = positional;
    if (!accountNo || extra !== undefined) throw new UsageError('Give exactly one account number.');
    const { result } = await perform(io.env, 'kyc/show', { accountNo });
    const server = opsUrl(io.env, loadConfig(io.env));
    io.out(`${result.kind.toUpperCase()} record ${result.recordId} of ${result.accountNo} (${result.nickName || '-'}, ${result.userType})`);
    io.out(`Status: ${result.auditStatus} ${statusWord(result.auditStatus)}; submitted ${when(result.submittedAt)}, reviewed ${when(result.reviewedAt)} (UTC)`);
    if (result.rejectReason) io.out(`Reject reason: ${result.rejectReason}`);
    const width = Math.max(0, ...[...result.fields, ...result.files].map((f) => f.field.length));
    io.out('\nFields:');
    if (result.fields.length === 0) io.out('  (none)');
    for (const f of result.fields) io.out(`  ${f.field.padEnd(width)}  ${f.value}`);
    io.out('\nDocuments:');
    if (result.files.length === 0) io.out('  (none)');
    for (const f of result.files) {
      const about = [f.name, f.mime, f.size === null ? null : `${f.size} bytes`].filter(Boolean).join(', ');
      io.out(`  ${f.field.padEnd(width)}  ${about}`);
      io.out(`  ${' '.repeat(width)}  ${server}${f.url}`);
    }
    if (result.files.length > 0) io.out(`\nThe links work until ${when(result.files[0]!.expireTime)} UTC, from the server at ${server}.`);
    if (result.auditStatus === 0) io.out(`Decide with kyc:approve ${result.accountNo} or kyc:reject ${result.accountNo} --reason "...".`);
    return 0;
  },
};

export const kycApprove: Command = {
  summary: "Approve an account's identity verification that awaits review, and tell the user.",
  usage: 'kyc:approve <accountNo>',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const [accountNo, extra] = positional;
    if (!accountNo || extra !== undefined) throw new UsageError('Give exactly one account number.');
    const { result, via } = await perform(io.env, 'kyc/approve', { accountNo });
    reviewed(io, result, via);
    return 0;
  },
};

export const kycReject: Command = {
  summary: "Reject an account's identity verification that awaits review, with the reason the user sees.",
  usage: 'kyc:reject <accountNo> --reason "The ID photo is blurred"',
  async run(args, io) {
    const { positional, options } = parseArgs(args, ['reason']);
    const [accountNo, extra] = positional;
    if (!accountNo || extra !== undefined) throw new UsageError('Give exactly one account number.');
    const reason = options.get('reason')?.trim();
    if (!reason) throw new UsageError('--reason is required: the user is told why.');
    const { result, via } = await perform(io.env, 'kyc/reject', { accountNo, reason });
    reviewed(io, result, via);
    return 0;
  },
};

function describeSwitch(io: CliIo, state: AutoApproveState): void {
  io.out(`Sandbox auto-approve is ${state.enabled ? 'on' : 'off'}.`);
  if (state.enabled && !state.sandbox) io.out('The server is not in sandbox mode (SANDBOX=false), so it has no effect.');
  else if (state.enabled) io.out('Submitted identity verifications are approved at once.');
}

export const sandboxAutoApprove: Command = {
  summary: 'Approve submitted identity verifications at once (sandbox mode only), or show the switch.',
  usage: 'sandbox:auto-approve [on|off]',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const [value, extra] = positional;
    if (extra !== undefined || (value !== undefined && value !== 'on' && value !== 'off')) throw new UsageError('Say on or off.');
    const { result } = await perform(io.env, 'sandbox/auto-approve', value === undefined ? {} : { enabled: value === 'on' });
    describeSwitch(io, result);
    return 0;
  },
};
