import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError, migrate, openDatabase } from '../db/index.ts';
import { UsageError, type CliIo, type Command } from './command.ts';
import { kycApprove, kycList, kycReject, kycShow, sandboxAutoApprove } from './kyc-commands.ts';
import { tierList, tierSet } from './tier-commands.ts';
import { channelList, channelSet } from './channel-commands.ts';
import { OpsError } from './perform.ts';
import { ledgerVerify, orderApprove, orderPending, orderReject, orderResolve } from './money-commands.ts';
import { payeeApprove, payeeList, payeeReject, vaAdvance } from './payee-va-commands.ts';
import { fxRates, fxSetRate } from './fx-commands.ts';
import { apiApprove, apiPending, apiReject } from './api-commands.ts';

/**
 * Operator commands: `npm run ops -- <command> [args]`. One entry per command; later features add
 * theirs (ledger:verify, ...) to the table.
 */
export type { CliIo, Command } from './command.ts';

const migrateCommand: Command = {
  summary: 'Apply pending database migrations (the server also does this when it starts).',
  async run(_args, io) {
    const config = loadConfig(io.env);
    let db;
    try {
      db = await openDatabase(config);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        io.err(`${error.message}\nThe running server applied every migration when it started.`);
        return 1;
      }
      throw error;
    }
    try {
      const applied = await migrate(db);
      if (applied.length === 0) io.out('Database is up to date.');
      for (const m of applied) io.out(`Applied ${String(m.version).padStart(4, '0')}_${m.name}`);
      return 0;
    } finally {
      await db.close();
    }
  },
};

export const commands: Record<string, Command> = {
  help: {
    summary: 'List the commands.',
    async run(_args, io) {
      io.out('Usage: npm run ops -- <command> [arguments]\n');
      const width = Math.max(...Object.keys(commands).map((name) => name.length));
      for (const [name, command] of Object.entries(commands)) {
        io.out(`  ${name.padEnd(width)}  ${command.summary}${command.usage ? `\n  ${' '.repeat(width)}  ${command.usage}` : ''}`);
      }
      return 0;
    },
  },
  migrate: migrateCommand,
  'api:pending': apiPending,
  'api:approve': apiApprove,
  'api:reject': apiReject,
  'kyc:list': kycList,
  'kyc:show': kycShow,
  'kyc:approve': kycApprove,
  'kyc:reject': kycReject,
  'sandbox:auto-approve': sandboxAutoApprove,
  'payee:list': payeeList,
  'payee:approve': payeeApprove,
  'payee:reject': payeeReject,
  'va:advance': vaAdvance,
  'ledger:verify': ledgerVerify,
  'order:pending': orderPending,
  'order:resolve': orderResolve,
  'order:approve': orderApprove,
  'order:reject': orderReject,
  'fx:set-rate': fxSetRate,
  'fx:rates': fxRates,
  'tier:list': tierList,
  'tier:set': tierSet,
  'channel:list': channelList,
  'channel:set': channelSet,
};

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name = 'help', ...args] = argv;
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command '${name}'. Run \`npm run ops -- help\` for the list.`);
    return 1;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}${command.usage ? `\nUsage: npm run ops -- ${command.usage}` : ''}`);
      return 2;
    }
    // Expected failures are told plainly; anything else keeps its stack for a bug report.
    const plain = error instanceof OpsError || error instanceof ConfigError || error instanceof DataDirInUseError;
    io.err(plain || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message));
    return 1;
  }
}

const isEntryPoint = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  const io: CliIo = { env: process.env, out: (line) => console.info(line), err: (line) => console.error(line) };
  process.exitCode = await runCli(process.argv.slice(2), io);
}
