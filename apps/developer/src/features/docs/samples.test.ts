// @vitest-environment node
/**
 * Every code sample the docs pages show runs, in every language (curl, Node.js, Python, PHP),
 * against a real sandbox server started from apps/server on a fresh data directory. The samples
 * are found by reading the pages themselves (each `<RequestExample id>` and `<WebhookSamples />`,
 * English and Chinese) and built by the same functions the pages render them with. A run changes
 * only what the docs tell the reader to change: the base URL, access key and secret (environment
 * variables), the order number an earlier step answered, and the webhook's headers, body and
 * secret. A language whose interpreter is missing here is skipped with a message saying so; where
 * the `CI` variable is set, a missing interpreter fails instead.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startServerProcess, type ServerProcess } from '@mizani/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples, SAMPLE_LANGUAGE_LABELS, SAMPLE_LANGUAGES, type SampleLanguage } from './samples/code.ts';
import { docRequests, type DocRequestId } from './samples/requests.ts';
import { docResponses } from './samples/responses.ts';
import { startWebhookReceiver, type WebhookReceiver } from './samples/webhook-receiver.ts';
import { webhookSamples } from './samples/webhook-code.ts';

const run = promisify(execFile);
const CONTENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');
// The demo company: the merchant API moves money only for a verified company (KYB).
const DEMO = { email: 'company@mizani.africa', password: 'Demo@2026', fundPassword: '135790' };

// ---------------------------------------------------------------------------------------------
// What the pages show

interface PageSamples {
  requests: Set<DocRequestId>;
  webhook: boolean;
}

/** The samples each page renders, read from the MDX source the console compiles. */
function samplesOnPages(): Map<string, PageSamples> {
  const pages = new Map<string, PageSamples>();
  for (const locale of readdirSync(CONTENT)) {
    for (const file of readdirSync(path.join(CONTENT, locale)).filter((name) => name.endsWith('.mdx'))) {
      const source = readFileSync(path.join(CONTENT, locale, file), 'utf8');
      const requests = new Set<DocRequestId>();
      for (const match of source.matchAll(/<RequestExample\s+id="(\w+)"\s*\/>/g)) {
        const id = match[1] as DocRequestId;
        if (!(id in docRequests)) throw new Error(`${locale}/${file} shows an unknown request ${id}`);
        requests.add(id);
      }
      pages.set(`${locale}/${file}`, { requests, webhook: /<WebhookSamples\s*\/>/.test(source) });
    }
  }
  return pages;
}

const pages = samplesOnPages();
const shownRequests = new Set([...pages.values()].flatMap((page) => [...page.requests]));

// ---------------------------------------------------------------------------------------------
// Interpreters

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, binary)));
}

/** `MIZANI_SAMPLE_PYTHON` picks another interpreter, e.g. `python3.8` to check the oldest the docs promise. */
const PYTHON = process.env.MIZANI_SAMPLE_PYTHON ?? 'python3';

const NEEDS: Record<SampleLanguage, string[]> = {
  curl: ['bash', 'curl', 'openssl'],
  node: [],
  python: [PYTHON],
  php: ['php'],
};
const missing = (language: SampleLanguage) => NEEDS[language].filter((binary) => !(path.isAbsolute(binary) ? existsSync(binary) : onPath(binary)));
const available = SAMPLE_LANGUAGES.filter((language) => missing(language).length === 0);

// ---------------------------------------------------------------------------------------------
// The sandbox server and an approved merchant

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

let server: ServerProcess;
let receiver: WebhookReceiver;
let keys: { accessKey: string; accessSecret: string; webhookSecret: string };
let token: string;
let workDir: string;

async function session<T>(pathname: string, body: unknown = {}): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}/api${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

// ---------------------------------------------------------------------------------------------
// Running a sample

const EXTENSION: Record<SampleLanguage, string> = { curl: 'sh', node: 'mjs', python: 'py', php: 'php' };
const COMMAND: Record<SampleLanguage, string> = { curl: 'bash', node: process.execPath, python: PYTHON, php: 'php' };

async function runFile(language: SampleLanguage, code: string, env: Record<string, string>, args: string[] = []): Promise<string> {
  const file = path.join(workDir, `${language}-${randomBytes(4).toString('hex')}.${EXTENSION[language]}`);
  await writeFile(file, code);
  const { stdout } = await run(COMMAND[language], [file, ...args], { cwd: workDir, env: { ...process.env, ...env }, timeout: 30_000 });
  return stdout;
}

/** Only what the docs tell the reader to set: where the API is, and the two credentials. */
const readerEnv = (secret = keys.accessSecret) => ({ MIZANI_BASE_URL: server.url, MIZANI_ACCESS_KEY: keys.accessKey, MIZANI_ACCESS_SECRET: secret });

const ran = new Set<string>();

async function runRequestSample(language: SampleLanguage, id: DocRequestId, values: Record<string, string> = {}, secret?: string): Promise<Envelope> {
  const stdout = await runFile(language, codeSamples(docRequests[id], values)[language], readerEnv(secret));
  if (secret === undefined) ran.add(`${id}:${language}`);
  try {
    return JSON.parse(stdout) as Envelope;
  } catch {
    throw new Error(`${SAMPLE_LANGUAGE_LABELS[language]} sample of ${id} printed no JSON reply:\n${stdout}`);
  }
}

/** Same keys at every level, and the same JSON type where both sides have a value (null = optional). */
function expectSameShape(actual: unknown, documented: unknown, where: string) {
  const compare = (x: unknown, y: unknown, at: string) => {
    if (x === null || y === null || x === undefined || y === undefined) return;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length > 0 && y.length > 0) compare(x[0], y[0], `${at}[0]`);
      return;
    }
    if (typeof x === 'object' && typeof y === 'object') {
      expect(Object.keys(x).sort(), `${where}: fields of ${at}`).toEqual(Object.keys(y).sort());
      for (const key of Object.keys(x)) compare((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key], `${at}.${key}`);
      return;
    }
    expect(typeof x, `${where}: type of ${at}`).toEqual(typeof y);
  };
  compare(actual, documented, 'reply');
}

/** Runs one request's sample in every language here; each must succeed with the documented reply's shape. */
async function runEverywhere(id: DocRequestId, values: Record<string, string> = {}): Promise<Envelope[]> {
  const replies: Envelope[] = [];
  for (const language of available) {
    const reply = await runRequestSample(language, id, values);
    expect(reply.code, `${SAMPLE_LANGUAGE_LABELS[language]} sample of ${id}: ${JSON.stringify(reply)}`).toBe(200);
    expectSameShape(reply, docResponses[id], `${SAMPLE_LANGUAGE_LABELS[language]} sample of ${id}`);
    replies.push(reply);
  }
  return replies;
}

const orderNos = (replies: Envelope[]) => [...new Set(replies.map((reply) => String(reply.data.orderNo)))];

// ---------------------------------------------------------------------------------------------

describe('the docs pages', () => {
  it('show the same samples in English and Chinese', () => {
    const english = [...pages.keys()].filter((key) => key.startsWith('en/'));
    expect(english.length).toBeGreaterThan(0);
    for (const key of english) {
      const chinese = pages.get(key.replace(/^en\//, 'zh/'));
      expect(chinese, `${key} has no Chinese page`).toBeDefined();
      expect([...(chinese?.requests ?? [])].sort(), key).toEqual([...(pages.get(key)?.requests ?? [])].sort());
      expect(chinese?.webhook, key).toBe(pages.get(key)?.webhook);
    }
  });

  it('give each order-placing sample its own merchant order number', () => {
    const placing = [...shownRequests].filter((id) => docRequests[id].body);
    const numbers = placing.map((id) => docRequests[id].body?.merchantOrderNo);
    expect(new Set(numbers).size, `merchant order numbers of ${placing.join(', ')}`).toBe(placing.length);
  });

  it('look orders up by an order number of the kind the platform gives', () => {
    // `MZ`, the UTC date, ten digits: what the server's generateSn makes.
    expect(docRequests.orderByNo.pathValues?.orderNo).toMatch(/^MZ\d{8}\d{10}$/);
    for (const reply of Object.values(docResponses)) {
      const orderNo = (reply as Envelope<{ orderNo?: string } | null>).data?.orderNo;
      if (orderNo !== undefined) expect(orderNo).toMatch(/^MZ\d{18}$/);
    }
  });

  it('keep the Python samples to what Python 3.8 has', () => {
    const python = [...[...shownRequests].map((id) => codeSamples(docRequests[id]).python), webhookSamples.python];
    for (const code of python) {
      // str.removeprefix/removesuffix are 3.9; built-in generics in annotations are 3.9; match is 3.10.
      expect(code).not.toMatch(/\.remove(prefix|suffix)\(|:\s*(dict|list|tuple|set)\[|^\s*match\s.*:$/m);
    }
  });
});

describe('every sample on the pages runs against a sandbox server', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-samples-'));
    const [started, listening] = await Promise.all([startServerProcess(), startWebhookReceiver()]);
    server = started;
    receiver = listening;
    const notifyUrl = receiver.url;
    const login = await fetch(`${server.url}/api/user/emailLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    token = ((await login.json()) as Envelope<{ token: string }>).data.token;
    const user = await session<{ userId: number }>('/user/info');
    const applied = await session('/user/userApi/save', {
      companyName: 'Docs Samples Ltd',
      contactName: 'Docs Reader',
      contactEmail: 'samples@example.com',
      contactPhone: '712345678',
      notifyUrl,
      ipWhitelist: [],
    });
    expect(applied.code, JSON.stringify(applied)).toBe(200);
    let info = await session<{ accessKey: string; accessSecret: string; webhookSecret: string; auditStatus: number }>('/user/userApi/info');
    if (info.data.auditStatus !== 1) {
      // Not approved at once: the operator approves with the secret the server wrote at start.
      const secret = (await readFile(path.join(server.dataDir, 'ops-secret'), 'utf8')).trim();
      const approved = await fetch(`${server.url}/api/ops/api/approve`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-mizani-ops-secret': secret },
        body: JSON.stringify({ userId: user.data.userId }),
      });
      expect(approved.status).toBe(200);
      info = await session('/user/userApi/info');
    }
    expect(info.data.auditStatus).toBe(1);
    keys = { accessKey: info.data.accessKey, accessSecret: info.data.accessSecret, webhookSecret: info.data.webhookSecret };
    // A payout is paid from the suspense wallet: the pay-out page says to top it up in the console
    // first, which asks for the fund password (set here as the user does in their profile).
    const fundPassword = await session('/user/resetFundPwd', { password: DEMO.password, fundPassword: DEMO.fundPassword });
    expect(fundPassword.code, JSON.stringify(fundPassword)).toBe(200);
    const topUp = await session('/user/suspense/recharge', {
      currencyId: 'KES',
      amount: '2000.00',
      fundPassword: DEMO.fundPassword,
      clientOrderNo: `DOCS-${Date.now()}`,
    });
    expect(topUp.code, JSON.stringify(topUp)).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  for (const language of SAMPLE_LANGUAGES.filter((l) => !available.includes(l))) {
    const note = `${SAMPLE_LANGUAGE_LABELS[language]} samples not run: ${missing(language).join(', ')} not installed here (CI installs them)`;
    if (process.env.CI) it(note, () => expect.fail(note));
    else it.skip(note, () => undefined);
  }

  let payoutOrderNo = '';

  it('pay-in: every language answers the same order (the second and later runs repeat the first)', async () => {
    const replies = await runEverywhere('payin');
    expect(orderNos(replies)).toHaveLength(1);
    expect(replies[0]?.data.merchantOrderNo).toBe(docRequests.payin.body?.merchantOrderNo);
  }, 90_000);

  it('pay-out: every language answers the same order', async () => {
    const replies = await runEverywhere('payout');
    expect(orderNos(replies)).toHaveLength(1);
    payoutOrderNo = orderNos(replies)[0] ?? '';
    expect(payoutOrderNo).toMatch(/^MZ\d{18}$/);
    // The page shows the fee the order is really charged, and a paid payout's receipt.
    expect(replies[0]?.data.fee).toBe((docResponses.payout as Envelope).data.fee);
    if (replies[0]?.data.status === 2) expect(String(replies[0]?.data.receipt)).toMatch(/^MPK[A-Z2-9]{10}$/);
  }, 90_000);

  it('idempotency: sending the page\'s payout again answers the same orderNo, apart from the pay-out page\'s order', async () => {
    const first = await runEverywhere('idempotentPayout');
    const again = await runEverywhere('idempotentPayout');
    expect(orderNos([...first, ...again])).toHaveLength(1);
    expect(orderNos(first)[0]).not.toBe(payoutOrderNo);
  }, 90_000);

  it('sandbox: the payout to the success number succeeds', async () => {
    const replies = await runEverywhere('sandboxPayout');
    expect(orderNos(replies)).toHaveLength(1);
    expect(replies[0]?.data.status).toBe(2);
    expect(orderNos(replies)[0]).not.toBe(payoutOrderNo);
  }, 90_000);

  it('check status: by the orderNo the payout answered, and by the payout\'s merchant order number', async () => {
    for (const reply of await runEverywhere('orderByNo', { orderNo: payoutOrderNo })) expect(reply.data.orderNo).toBe(payoutOrderNo);
    for (const reply of await runEverywhere('orderByMerchantNo')) expect(reply.data.orderNo).toBe(payoutOrderNo);
  }, 90_000);

  it('balance inquiry', async () => {
    await runEverywhere('balance');
  }, 90_000);

  it('fees, limits, banks and the payout quote answer what the pages show', async () => {
    for (const reply of await runEverywhere('fees')) {
      for (const row of (docResponses.fees as Envelope<{ fees: unknown[] }>).data.fees) expect(reply.data.fees).toContainEqual(row);
    }
    for (const reply of await runEverywhere('banks')) {
      for (const row of (docResponses.banks as Envelope<{ banks: unknown[] }>).data.banks) expect(reply.data.banks).toContainEqual(row);
    }
    for (const reply of await runEverywhere('payoutQuote')) expect(reply.data).toEqual((docResponses.payoutQuote as Envelope).data);
  }, 90_000);

  it('a sample run with a wrong access secret gets the refusal the authentication page shows', async () => {
    for (const language of available) {
      const reply = await runRequestSample(language, 'balance', {}, 'not-the-secret').catch((error: unknown) => {
        // Python's urllib raises on a non-2xx status; the merchant API answers refusals with HTTP 200.
        throw new Error(`${language}: ${String(error)}`);
      });
      expect(reply.code, language).toBe(-1101);
    }
  }, 90_000);

  it('every request sample on the pages was run in every language here', () => {
    const expected = [...shownRequests].flatMap((id) => available.map((language) => `${id}:${language}`)).sort();
    expect([...ran].filter((entry) => expected.includes(entry)).sort()).toEqual(expected);
  });

  it('the webhook verification samples accept a notification the server delivered, and refuse it changed', async () => {
    expect([...pages.values()].some((page) => page.webhook)).toBe(true);
    const { deliveries } = receiver;
    const deadline = Date.now() + 20_000;
    while (deliveries.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const delivery = deliveries[0];
    expect(delivery, 'no status notification reached the callback URL').toBeDefined();
    if (!delivery) return;
    const header = (name: string) => String(delivery.headers[name] ?? '');
    const headers = { 'webhook-id': header('webhook-id'), 'webhook-timestamp': header('webhook-timestamp'), 'webhook-signature': header('webhook-signature') };
    const changed = delivery.body.replace(/"status":\d/, '"status":9');
    expect(changed).not.toBe(delivery.body);

    const verdicts: Record<SampleLanguage, (body: string) => Promise<boolean>> = {
      node: async (body) => {
        const file = path.join(workDir, `verify-${randomBytes(4).toString('hex')}.mjs`);
        await writeFile(file, webhookSamples.node);
        const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
          verifyWebhook: (secret: string, headers: Record<string, string>, body: string) => boolean;
        };
        return module.verifyWebhook(keys.webhookSecret, headers, body);
      },
      python: async (body) => {
        const call = '\nimport json, sys\nargs = json.loads(sys.argv[1])\nprint(verify_webhook(args["secret"], args["headers"], args["body"].encode("utf-8")))\n';
        const out = await runFile('python', webhookSamples.python + call, {}, [JSON.stringify({ secret: keys.webhookSecret, headers, body })]);
        return out.trim() === 'True';
      },
      php: async (body) => {
        const call = "\n$args = json_decode($argv[1], true);\necho verifyWebhook($args['secret'], $args['headers'], $args['body']) ? 'true' : 'false';\n";
        const out = await runFile('php', webhookSamples.php + call, {}, [JSON.stringify({ secret: keys.webhookSecret, headers, body })]);
        return out.trim() === 'true';
      },
      curl: async (body) => {
        // The reader fills in the two headers and saves the raw body as body.json, as the comments say.
        const script = webhookSamples.curl
          .replace(/^MSG_ID="[^"]*"/m, `MSG_ID="${headers['webhook-id']}"`)
          .replace(/^TIMESTAMP="[^"]*"/m, `TIMESTAMP="${headers['webhook-timestamp']}"`);
        await writeFile(path.join(workDir, 'body.json'), body);
        const out = await runFile('curl', script, { MIZANI_WEBHOOK_SECRET: keys.webhookSecret });
        return headers['webhook-signature'].split(' ').includes(out.trim());
      },
    };
    for (const language of available) {
      expect(await verdicts[language](delivery.body), `${language} webhook sample on the delivered notification`).toBe(true);
      expect(await verdicts[language](changed), `${language} webhook sample on a changed body`).toBe(false);
    }
  }, 60_000);
});
