/** What a command gets from the CLI: the environment and where to print. */
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

/** A mistake in how a command was called: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
}

/** `a b --name value --other=value`, with only the options a command knows. */
export function parseArgs(args: string[], known: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}.`);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      i += 1;
    }
    if (value === undefined || (eq === -1 && value.startsWith('--'))) throw new UsageError(`--${name} needs a value.`);
    options.set(name, value);
  }
  return { positional, options };
}
