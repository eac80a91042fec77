// @vitest-environment node
/**
 * The docs cannot drift from the API: the requests the pages show are sent to a real server
 * (started from apps/server on a fresh data directory), through the Node sample as written and
 * the curl sample parsed into a fetch (and run in bash when curl and openssl are installed); the
 * documented replies must have the same fields and types as the real ones. The Python and PHP
 * samples must build the same string to sign; the Node webhook check must accept what the
 * Standard Webhooks library signs.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startServerProcess, type ServerProcess } from '@mizani/server/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples, SAMPLE_LANGUAGES } from './samples/code.ts';
import { curlToFetch } from './samples/curl-to-fetch.ts';
import { docRequests, type DocRequestId, requestBody, requestTarget } from './samples/requests.ts';
import { docResponses } from './samples/responses.ts';
import { webhookSamples } from './samples/webhook-code.ts';

const run = promisify(execFile);
const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, binary)));
}

/** Same keys at every level, and the same JSON type where both sides have a value (null = optional). */
function shapeOf(value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}
function expectSameShape(actual: unknown, documented: unknown, where: string) {
  const a = shapeOf(actual);
  const d = shapeOf(documented);
  const compare = (x: unknown, y: unknown, at: string) => {
    if (x === null || y === null) return;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length > 0 && y.length > 0) compare(x[0], y[0], `${at}[0]`);
      return;
    }
    if (typeof x === 'object' && typeof y === 'object') {
      expect(Object.keys(x as object).sort(), `${where}: fields of ${at}`).toEqual(Object.keys(y as object).sort());
      for (const key of Object.keys(x as object)) compare((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key], `${at}.${key}`);
      return;
    }
    expect(x, `${where}: type of ${at}`).toEqual(y);
  };
  compare(a, d, 'reply');
}

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

let server: ServerProcess;
let keys: { accessKey: string; accessSecret: string };
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

const sampleEnv = () => ({ MIZANI_BASE_URL: server.url, MIZANI_ACCESS_KEY: keys.accessKey, MIZANI_ACCESS_SECRET: keys.accessSecret });

/** Runs the Node sample exactly as the docs print it. */
async function runNodeSample(id: DocRequestId, values: Record<string, string> = {}): Promise<Envelope> {
  const file = path.join(workDir, `${id}-${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(file, codeSamples(docRequests[id], values).node);
  const { stdout } = await run(process.execPath, [file], { env: { ...process.env, ...sampleEnv() } });
  return JSON.parse(stdout) as Envelope;
}

/** Sends the request the curl sample describes, through fetch. */
async function runCurlAsFetch(id: DocRequestId, values: Record<string, string> = {}): Promise<Envelope> {
  const parsed = curlToFetch(codeSamples(docRequests[id], values).curl, sampleEnv());
  expect(parsed.method).toBe(docRequests[id].method);
  expect(parsed.url).toBe(`${server.url}${requestTarget(docRequests[id], values)}`);
  const response = await fetch(parsed.url, { method: parsed.method, headers: parsed.headers, ...(parsed.body !== undefined ? { body: parsed.body } : {}) });
  return (await response.json()) as Envelope;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-docs-'));
  server = await startServerProcess();
  const login = await fetch(`${server.url}/api/user/emailLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const user = await session<{ userId: number }>('/user/info');
  const applied = await session('/user/userApi/save', {
    companyName: 'Docs Test Ltd',
    contactName: 'Docs Tester',
    contactEmail: 'docs@example.com',
    contactPhone: '712345678',
    notifyUrl: 'http://127.0.0.1:9/webhook',
    ipWhitelist: [],
  });
  expect(applied.code, JSON.stringify(applied)).toBe(200);
  // The operator approves through the ops endpoint, with the secret the server wrote at start.
  const secret = (await readFile(path.join(server.dataDir, 'ops-secret'), 'utf8')).trim();
  const approved = await fetch(`${server.url}/api/ops/api/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-mizani-ops-secret': secret },
    body: JSON.stringify({ userId: user.data.userId }),
  });
  expect(approved.status).toBe(200);
  const info = await session<{ accessKey: string; accessSecret: string; auditStatus: number }>('/user/userApi/info');
  expect(info.data.auditStatus).toBe(1);
  keys = { accessKey: info.data.accessKey, accessSecret: info.data.accessSecret };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the documented requests against the real server', () => {
  let payoutOrderNo = '';

  it('pays in with the Node sample; the reply has the documented shape', async () => {
    const reply = await runNodeSample('payin');
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    expectSameShape(reply, docResponses.payin, 'payin');
    expect(reply.data.merchantOrderNo).toBe(docRequests.payin.body?.merchantOrderNo);
  }, 60_000);

  it('pays out with the Node sample, and the curl sample of the same request answers the same order (idempotency)', async () => {
    // A payout is paid from the suspense wallet: top it up from the main wallet first, as the docs say.
    const topUp = await session('/user/suspense/recharge', { currencyId: 'KES', amount: '500.00', fundPassword: DEMO.fundPassword, clientOrderNo: `DOCS-${Date.now()}` });
    expect(topUp.code, JSON.stringify(topUp)).toBe(200);
    const node = await runNodeSample('payout');
    expect(node.code, JSON.stringify(node)).toBe(200);
    expectSameShape(node, docResponses.payout, 'payout');
    const curl = await runCurlAsFetch('payout');
    expect(curl.code, JSON.stringify(curl)).toBe(200);
    expect(curl.data.orderNo).toBe(node.data.orderNo);
    payoutOrderNo = String(node.data.orderNo);
  }, 60_000);

  it('checks the status by order number (Node) and by merchant order number (curl)', async () => {
    const byNo = await runNodeSample('orderByNo', { orderNo: payoutOrderNo });
    expect(byNo.code, JSON.stringify(byNo)).toBe(200);
    expectSameShape(byNo, docResponses.orderByNo, 'orderByNo');
    expect(byNo.data.orderNo).toBe(payoutOrderNo);
    const byMerchantNo = await runCurlAsFetch('orderByMerchantNo');
    expect(byMerchantNo.code, JSON.stringify(byMerchantNo)).toBe(200);
    expectSameShape(byMerchantNo, docResponses.orderByMerchantNo, 'orderByMerchantNo');
    expect(byMerchantNo.data.orderNo).toBe(payoutOrderNo);
  }, 60_000);

  it('reads the balance with the Node sample and the curl sample', async () => {
    const node = await runNodeSample('balance');
    expect(node.code, JSON.stringify(node)).toBe(200);
    expectSameShape(node, docResponses.balance, 'balance');
    const curl = await runCurlAsFetch('balance');
    expectSameShape(curl, docResponses.balance, 'balance (curl)');
  }, 60_000);

  it.skipIf(!onPath('curl') || !onPath('openssl'))('runs the curl sample itself in bash', async () => {
    const { stdout } = await run('bash', ['-c', codeSamples(docRequests.balance).curl], { env: { ...process.env, ...sampleEnv() } });
    const reply = JSON.parse(stdout) as Envelope;
    expect(reply.code, stdout).toBe(200);
    expectSameShape(reply, docResponses.balance, 'balance (bash)');
  }, 60_000);

  it.skipIf(!onPath('python3'))('runs the Python sample itself', async () => {
    const file = path.join(workDir, 'balance.py');
    await writeFile(file, codeSamples(docRequests.orderByMerchantNo).python);
    const { stdout } = await run('python3', [file], { env: { ...process.env, ...sampleEnv() } });
    const reply = JSON.parse(stdout) as Envelope;
    expect(reply.code, stdout).toBe(200);
    expectSameShape(reply, docResponses.orderByMerchantNo, 'orderByMerchantNo (python)');
  }, 60_000);

  it('refuses a request signed with a wrong secret, as the errors page says', async () => {
    const parsed = curlToFetch(codeSamples(docRequests.balance).curl, { ...sampleEnv(), MIZANI_ACCESS_SECRET: 'not-the-secret' });
    const reply = (await (await fetch(parsed.url, { headers: parsed.headers })).json()) as Envelope;
    expect(reply.code).toBe(-1101);
  }, 30_000);
});

describe('every language signs the same string', () => {
  const CANONICAL = ['method', 'path', 'timestamp', 'nonce', 'bodyhash'];
  const normalise = (names: string[]) => names.map((n) => n.trim().replace(/^\$/, '').replace(/_/g, '').toLowerCase().replace('requestpath', 'path'));

  const extract: Record<(typeof SAMPLE_LANGUAGES)[number], (code: string) => string[] | undefined> = {
    node: (code) => /const stringToSign = \[([^\]]+)\]\.join\('\\n'\);/.exec(code)?.[1]?.split(','),
    python: (code) => /string_to_sign = "\\n"\.join\(\[([^\]]+)\]\)/.exec(code)?.[1]?.split(','),
    php: (code) => /\$stringToSign = implode\("\\n", \[([^\]]+)\]\);/.exec(code)?.[1]?.split(','),
    curl: (code) => {
      const match = /STRING_TO_SIGN=\$\(printf '%s\\n%s\\n%s\\n%s\\n%s'((?: "\$\w+"){5})\)/.exec(code);
      return match?.[1]?.trim().split(' ').map((w) => w.replace(/"/g, ''));
    },
  };

  for (const id of Object.keys(docRequests) as DocRequestId[]) {
    it(`${id}: curl, Node, Python and PHP join METHOD, path, timestamp, nonce and body hash with newlines`, () => {
      const samples = codeSamples(docRequests[id]);
      for (const language of SAMPLE_LANGUAGES) {
        const parts = extract[language](samples[language]);
        expect(parts, `${language} sample of ${id} has no string-to-sign line`).toBeDefined();
        expect(normalise(parts ?? []), `${language} sample of ${id}`).toEqual(CANONICAL);
      }
      const target = requestTarget(docRequests[id]);
      expect(samples.python).toContain(`path = ${JSON.stringify(target)}`);
      expect(samples.php).toContain(`$path = '${target}';`);
      expect(samples.python).toContain(`method = "${docRequests[id].method}"`);
      expect(samples.php).toContain(`$method = '${docRequests[id].method}';`);
      expect(samples.python).toContain('hashlib.sha256(body.encode("utf-8")).hexdigest()');
      expect(samples.python).toContain('hmac.new(access_secret.encode("utf-8"), string_to_sign.encode("utf-8"), hashlib.sha256).hexdigest()');
      expect(samples.php).toContain("hash('sha256', $body)");
      expect(samples.php).toContain("hash_hmac('sha256', $stringToSign, $accessSecret)");
      const body = requestBody(docRequests[id]);
      if (body) expect(samples.php).toContain(`$body = '${body}';`);
    });
  }
});

describe('the webhook verification sample', () => {
  async function loadNodeVerifier() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-webhook-'));
    const file = path.join(dir, 'verify.mjs');
    await writeFile(file, webhookSamples.node);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      verifyWebhook: (secret: string, headers: Record<string, string>, body: string) => boolean;
    };
    return { verify: module.verifyWebhook, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }

  /** Signs with the Standard Webhooks reference library, as any compliant sender would. */
  const sign = async (secret: string, id: string, timestamp: number, body: string) => new Webhook(secret).sign(id, new Date(timestamp * 1000), body);

  it('accepts a genuine notification and refuses a changed body, a wrong secret or an old timestamp', async () => {
    const { verify, cleanup } = await loadNodeVerifier();
    try {
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      const body = JSON.stringify(docResponses.payout);
      const now = Math.floor(Date.now() / 1000);
      const signature = await sign(secret, 'msg_docs_1', now, body);
      const headers = { 'webhook-id': 'msg_docs_1', 'webhook-timestamp': String(now), 'webhook-signature': signature };
      expect(verify(secret, headers, body)).toBe(true);
      expect(verify(secret, headers, body.replace('150.00', '1500.00'))).toBe(false);
      expect(verify(`whsec_${randomBytes(24).toString('base64')}`, headers, body)).toBe(false);
      const old = now - 3600;
      expect(verify(secret, { ...headers, 'webhook-timestamp': String(old), 'webhook-signature': await sign(secret, 'msg_docs_1', old, body) }, body)).toBe(false);
    } finally {
      await cleanup();
    }
  });

  it.skipIf(!onPath('python3'))('the Python sample accepts the same notification and refuses a changed body', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-webhook-py-'));
    try {
      const file = path.join(dir, 'verify.py');
      await writeFile(file, `${webhookSamples.python}\nimport json, sys\nargs = json.loads(sys.argv[1])\nprint(verify_webhook(args["secret"], args["headers"], args["body"].encode("utf-8")))\n`);
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      const body = JSON.stringify(docResponses.payin);
      const now = Math.floor(Date.now() / 1000);
      const headers = { 'webhook-id': 'msg_docs_py', 'webhook-timestamp': String(now), 'webhook-signature': await sign(secret, 'msg_docs_py', now, body) };
      const verdict = async (text: string) => (await run('python3', [file, JSON.stringify({ secret, headers, body: text })])).stdout.trim();
      expect(await verdict(body)).toBe('True');
      expect(await verdict(body.replace('1000.00', '9000.00'))).toBe('False');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
