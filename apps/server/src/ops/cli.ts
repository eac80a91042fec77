import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { DataDirInUseError, migrate, openDatabase } from '../db/index.ts';

/**
 * Operator commands: `npm run ops -- <command> [args]`. One entry per command; later features add
 * theirs (ledger:verify, KYC approval, ...) to the table.
 */
export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface Command {
  summary: string;
  usage?: string;
  /** Resolves to the process exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}

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
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

const isEntryPoint = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  const io: CliIo = { env: process.env, out: (line) => console.info(line), err: (line) => console.error(line) };
  process.exitCode = await runCli(process.argv.slice(2), io);
}
