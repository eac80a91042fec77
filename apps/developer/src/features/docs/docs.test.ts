// @vitest-environment node
/**
 * The samples agree with each other and with Standard Webhooks: the curl, Node, Python and PHP
 * samples of every request build the same string to sign, and the webhook verification samples
 * accept what the reference `standardwebhooks` library signs. `samples.test.ts` runs every
 * sample against a real server.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { codeSamples, SAMPLE_LANGUAGES } from './samples/code.ts';
import { docRequests, type DocRequestId, requestBody, requestTarget } from './samples/requests.ts';
import { docResponses } from './samples/responses.ts';
import { webhookSamples } from './samples/webhook-code.ts';

const run = promisify(execFile);

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, binary)));
}

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
