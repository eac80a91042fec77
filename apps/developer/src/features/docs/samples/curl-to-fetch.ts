import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Test helper: reads the curl sample the docs show and turns it into the fetch it describes,
 * evaluating its variable lines the way bash would. Only the forms the samples use are known;
 * anything else throws, so a sample that changes shape fails its test until this is taught it.
 */

export interface ParsedCurl {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The variables after evaluation (STRING_TO_SIGN, SIGNATURE, ...), for assertions. */
  vars: Record<string, string>;
}

function unquote(word: string, vars: Record<string, string>): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const c = word[i];
    if (c === "'") {
      const end = word.indexOf("'", i + 1);
      out += word.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let inner = '';
      while (word[j] !== '"') {
        inner += word[j];
        j += 1;
      }
      out += expand(inner, vars);
      i = j + 1;
    } else if (c === '\\' && word[i + 1] === "'") {
      out += "'";
      i += 2;
    } else {
      let j = i;
      while (j < word.length && word[j] !== "'" && word[j] !== '"' && word[j] !== '\\') j += 1;
      out += expand(word.slice(i, j), vars);
      i = j;
    }
  }
  return out;
}

function expand(text: string, vars: Record<string, string>): string {
  return text
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => vars[name] || fallback)
    .replace(/\$(\w+)/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`curl sample uses an unset variable ${name}`);
      return vars[name] ?? '';
    });
}

/** Splits a shell line into words, keeping quotes (for `unquote`). */
function words(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const c of line) {
    if (quote) {
      current += c;
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      current += c;
    } else if (/\s/.test(c)) {
      if (current) out.push(current);
      current = '';
    } else current += c;
  }
  if (current) out.push(current);
  return out;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function commandValue(command: string, vars: Record<string, string>): string {
  if (command === 'date +%s') return String(Math.floor(Date.now() / 1000));
  if (command === 'openssl rand -hex 16') return randomBytes(16).toString('hex');
  let match = /^printf '%s' "\$(\w+)" \| openssl dgst -sha256 -r \| cut -d' ' -f1$/.exec(command);
  if (match) return sha256(vars[match[1] ?? ''] ?? '');
  match = /^printf '%s' "\$(\w+)" \| openssl dgst -sha256 -hmac "\$(\w+)" -r \| cut -d' ' -f1$/.exec(command);
  if (match) return createHmac('sha256', vars[match[2] ?? ''] ?? '').update(vars[match[1] ?? ''] ?? '').digest('hex');
  match = /^printf ('[^']*')((?: "\$\w+")+)$/.exec(command);
  if (match) {
    const format = (match[1] ?? '').slice(1, -1).replace(/\\n/g, '\n');
    const args = words(match[2] ?? '').map((w) => unquote(w, vars));
    let n = 0;
    return format.replace(/%s/g, () => args[n++] ?? '');
  }
  throw new Error(`curl sample: unknown command substitution: ${command}`);
}

export function curlToFetch(sample: string, env: Record<string, string>): ParsedCurl {
  const vars: Record<string, string> = { ...env };
  const lines = sample.replace(/\\\n\s*/g, ' ').split('\n');
  let curl: string | undefined;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const assign = /^([A-Z_]+)=(.*)$/.exec(line);
    if (assign) {
      const [, name = '', value = ''] = assign;
      const sub = /^\$\((.*)\)$/.exec(value);
      vars[name] = sub ? commandValue(sub[1] ?? '', vars) : unquote(value, vars);
      continue;
    }
    if (line.startsWith('curl ')) {
      curl = line;
      continue;
    }
    throw new Error(`curl sample: unexpected line ${line}`);
  }
  if (!curl) throw new Error('curl sample has no curl command');
  const args = words(curl).slice(1);
  const parsed: ParsedCurl = { method: 'GET', url: '', headers: {}, body: undefined, vars };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '-sS') continue;
    if (arg === '-X') parsed.method = unquote(args[++i] ?? '', vars);
    else if (arg === '-H') {
      const header = unquote(args[++i] ?? '', vars);
      const colon = header.indexOf(':');
      parsed.headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (arg === '--data') parsed.body = unquote(args[++i] ?? '', vars);
    else if (arg.startsWith('-')) throw new Error(`curl sample: unknown option ${arg}`);
    else parsed.url = unquote(arg, vars);
  }
  return parsed;
}
