/**
 * The docs' error table (the console's Errors page, English and Chinese) lists every code the
 * merchant API can answer, with its HTTP status, meaning and fix. The codes are found in the
 * code, not listed here: every `Code.X` in a function the merchant routes (or the error handler
 * they answer through) can reach, followed through the type checker's call graph. The statuses
 * of the refusals Fastify makes before a route runs are found by provoking them on the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { approvedMerchant, newNonce, openCall, recordingTransport, sign, type Merchant } from './test-kit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_ROOT = path.resolve(here, '../../..');
const DOCS = path.resolve(SERVER_ROOT, '../developer/src/features/docs/content');

/** Where the walk starts: the merchant routes, and the handler every failure leaves through. */
const ENTRIES = [
  { file: path.join(here, 'open-routes.ts'), name: 'openApiRoutes' },
  { file: path.resolve(here, '../../http/errors.ts'), name: 'registerErrorHandler' },
];

/**
 * Reached in the call graph but never answered by the merchant API; each is checked to be
 * reached, so this list cannot outlive the reason written here.
 */
const NOT_ANSWERED: Partial<Record<keyof typeof Code, string>> = {
  OK: 'success, not a refusal',
  INSUFFICIENT_DOMESTIC_BALANCE: 'the ledger says this of a domestic wallet; merchant orders debit only the suspense wallet (-1014)',
};

type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ClassDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The names of `Code` members used in any project function the entries can reach. */
function reachableCodes(): Set<keyof typeof Code> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(SERVER_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  const program = ts.createProgram({ rootNames: ENTRIES.map((entry) => entry.file), options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const found = new Set<keyof typeof Code>();
  const seen = new Set<ts.Node>();
  const queue: ts.Node[] = [];

  const ours = (node: ts.Node) => {
    const file = node.getSourceFile();
    return !file.isDeclarationFile && !file.fileName.includes('/node_modules/');
  };
  const bodyOf = (declaration: ts.Declaration): FunctionLike | undefined => {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isClassDeclaration(declaration)) return declaration;
    const initializer = ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
    if (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) return initializer;
    return undefined;
  };
  const follow = (node: ts.Node) => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol?.declarations ?? []) {
      const body = bodyOf(declaration);
      if (body && ours(body) && !seen.has(body)) {
        seen.add(body);
        queue.push(body);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Code' && node.name.text in Code) {
      found.add(node.name.text as keyof typeof Code);
    }
    if (ts.isIdentifier(node)) follow(node);
    ts.forEachChild(node, visit);
  };

  for (const entry of ENTRIES) {
    const source = program.getSourceFile(entry.file);
    const declaration = source?.statements.find((statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === entry.name);
    if (!declaration) throw new Error(`${entry.name} not found in ${entry.file}`);
    seen.add(declaration);
    queue.push(declaration);
  }
  for (let node = queue.shift(); node; node = queue.shift()) visit(node);
  return found;
}

interface Row {
  code: number;
  http: number;
  meaning: string;
  fix: string;
}

/** The rows of the table on the Errors page: `` | `code` | HTTP | meaning | fix | ``. */
function errorTable(locale: 'en' | 'zh'): Row[] {
  const source = readFileSync(path.join(DOCS, locale, 'errors.mdx'), 'utf8');
  const rows: Row[] = [];
  for (const line of source.split('\n')) {
    const match = /^\|\s*`(-?\d+)`\s*\|\s*(\d{3})\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (match) rows.push({ code: Number(match[1]), http: Number(match[2]), meaning: match[3]!.trim(), fix: match[4]!.trim() });
  }
  return rows;
}

const tables = { en: errorTable('en'), zh: errorTable('zh') };

describe("the docs' error table", () => {
  it('has a meaning and a fix for every row, and the same rows in English and Chinese', () => {
    for (const rows of Object.values(tables)) {
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(row.meaning, `meaning of ${row.code}`).not.toBe('');
        expect(row.fix, `fix of ${row.code}`).not.toBe('');
      }
    }
    const key = (row: Row) => `${row.code}/${row.http}`;
    expect(tables.zh.map(key)).toEqual(tables.en.map(key));
  });

  it('lists every code the merchant routes can answer', () => {
    const reachable = reachableCodes();
    for (const [name, reason] of Object.entries(NOT_ANSWERED)) expect(reachable.has(name as keyof typeof Code), `${name} (${reason}) is no longer reached`).toBe(true);
    const answered = [...reachable].filter((name) => !(name in NOT_ANSWERED));
    // The walk must see the signing refusals and the orders' own, or it is not walking at all.
    expect(answered).toEqual(expect.arrayContaining(['OPEN_SIGNATURE_INVALID', 'DATA_NOT_FOUND', 'CURRENCY_NOT_FOUND', 'PHONE_EMPTY']));
    for (const locale of ['en', 'zh'] as const) {
      const documented = new Set(tables[locale].map((row) => row.code));
      const undocumented = answered.filter((name) => !documented.has(Code[name]));
      expect(undocumented.map((name) => `${name} (${Code[name]})`), `codes missing from ${locale}/errors.mdx`).toEqual([]);
    }
  }, 60_000);
});

describe('refusals before a merchant route runs', () => {
  let t: TestApp;
  let m: Merchant;

  beforeAll(async () => {
    t = await createTestApp({ merchant: { transport: recordingTransport() } });
    m = await approvedMerchant(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A request signed correctly for exactly these bytes, whatever their content type. */
  async function signedRaw(method: 'GET' | 'POST', target: string, payload: string, contentType?: string) {
    const timestamp = String(Math.floor(t.app.identity.now().getTime() / 1000));
    const nonce = newNonce();
    const res = await t.app.inject({
      method,
      url: `/api${target}`,
      remoteAddress: '100.70.1.1',
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        'x-access-key': m.info.accessKey!,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': sign(m.info.accessSecret!, method, `/api${target}`, timestamp, nonce, payload),
      },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
  }

  const documented = (reply: { status: number; body: { code: number } }) => {
    for (const [locale, rows] of Object.entries(tables)) {
      expect(
        rows.some((row) => row.code === reply.body.code && row.http === reply.status),
        `${locale}/errors.mdx has no row for code ${reply.body.code} with HTTP ${reply.status}`,
      ).toBe(true);
    }
  };

  it('a correctly signed text/plain body is refused for its content type, not its signature', async () => {
    const body = JSON.stringify({ merchantOrderNo: 'PLAIN-1', amount: '100.00', currencyId: 'KES', channel: 2, phone: '712345670' });
    const reply = await signedRaw('POST', '/open/v1/payout', body, 'text/plain');
    expect(reply.status).toBe(415);
    expect(reply.body.code).toBe(Code.PARAMETER_ERROR);
    expect(reply.body.msg).toMatch(/content type text\/plain .*application\/json/);
    documented(reply);
  });

  it('answers a body that is not JSON, too large, an over-long order number and an unknown call as the table says', async () => {
    const invalid = await signedRaw('POST', '/open/v1/payout', '{"merchantOrderNo": ', 'application/json');
    expect([invalid.status, invalid.body.code]).toEqual([400, Code.PARAMETER_ERROR]);
    documented(invalid);

    const large = await signedRaw('POST', '/open/v1/payout', JSON.stringify({ remark: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
    expect([large.status, large.body.code]).toEqual([413, Code.PARAMETER_ERROR]);
    documented(large);

    const long = await signedRaw('GET', `/open/v1/orders/MZ${'1'.repeat(200)}`, '');
    expect([long.status, long.body.code]).toEqual([414, Code.PARAMETER_ERROR]);
    documented(long);

    for (const [method, target] of [
      ['GET', '/open/v1/payouts'],
      ['GET', '/open/v1/payout'],
    ] as const) {
      const unknown = await signedRaw(method, target, '');
      expect([unknown.status, unknown.body.code], `${method} ${target}`).toEqual([404, 404]);
      documented(unknown);
    }
  });

  it('speaks of channels, payouts and pay-ins as the docs do', async () => {
    const payout = await openCall(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: 'WORDS-1', amount: '100.00', currencyId: 'TZS', channel: 2, phone: '712345670' },
    });
    expect(payout.code).toBe(Code.PARAMETER_ERROR);
    expect(payout.msg).toContain('channel 2 is not offered for payouts in TZS');
    const payin = await openCall(t, m, '/open/v1/payin', {
      body: { merchantOrderNo: 'WORDS-2', amount: '100.00', currencyId: 'KES', channel: 5, phone: '733123451' },
    });
    expect(payin.code).toBe(Code.PARAMETER_ERROR);
    expect(payin.msg).toContain('channel 5 is not offered for pay-ins in KES');
    for (const msg of [payout.msg, payin.msg]) expect(msg).not.toMatch(/payType|sending/);
    // The field the apps name is the API's own, as in the words.
    for (const reply of [payout, payin]) expect(reply.data).toEqual({ field: 'channel', rule: 'choice' });
  });
});
