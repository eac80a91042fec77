import type { AccessReviewResult } from '../domain/merchant/access.ts';
import { parseArgs, UsageError, type Command } from './command.ts';
import { perform } from './perform.ts';

function userIdOf(text: string | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text) || Number(text) < 1) throw new UsageError('Give the user id of the main account (a positive number).');
  return Number(text);
}

function reviewed(out: (line: string) => void, result: AccessReviewResult, via: string): void {
  const who = `user ${result.userId} (${result.accountNo})`;
  if (result.auditStatus === 1) out(`Approved API access of ${who}; the credentials show in the developer console.`);
  else out(`Rejected API access of ${who}: ${result.auditReason ?? ''}`);
  out(`Done through ${via}.`);
}

export const apiPending: Command = {
  summary: 'List API access applications awaiting review, oldest first.',
  usage: 'api:pending',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 0) throw new UsageError(`Unexpected argument '${positional[0]}'.`);
    const { result } = await perform(io.env, 'api/pending', {});
    if (result.length === 0) {
      io.out('No API access applications await review.');
      return 0;
    }
    const table = [
      ['USER', 'ACCOUNT', 'APPLIED (UTC)', 'COMPANY', 'CONTACT', 'CALLBACK URL', 'IP ALLOW-LIST'],
      ...result.map((r) => [
        String(r.userId),
        r.accountNo,
        r.appliedAt.slice(0, 16).replace('T', ' '),
        r.companyName,
        r.contactEmail,
        r.notifyUrl,
        r.ipWhitelist.join(' ') || '(any)',
      ]),
    ];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
    for (const row of table) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
    return 0;
  },
};

export const apiApprove: Command = {
  summary: 'Approve an API access application; issues the access key, secret and webhook secret.',
  usage: 'api:approve <userId>',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const [id, extra] = positional;
    if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'.`);
    const { result, via } = await perform(io.env, 'api/approve', { userId: userIdOf(id) });
    reviewed(io.out, result, via);
    return 0;
  },
};

export const apiReject: Command = {
  summary: 'Reject an API access application (or suspend approved access), with the reason the merchant sees.',
  usage: 'api:reject <userId> <reason...>',
  async run(args, io) {
    const { positional } = parseArgs(args, []);
    const [id, ...words] = positional;
    const reason = words.join(' ').trim();
    if (!reason) throw new UsageError('Give the reason: the merchant is told why.');
    const { result, via } = await perform(io.env, 'api/reject', { userId: userIdOf(id), reason });
    reviewed(io.out, result, via);
    return 0;
  },
};
