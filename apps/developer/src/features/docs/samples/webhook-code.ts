import type { SampleLanguage } from './code.ts';

/**
 * Verifying a status notification, per language (Standard Webhooks: `v1,` + base64
 * HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of `whsec_...`).
 * `docs.test.ts` imports the Node function and checks it against signatures made by the
 * `standardwebhooks` package.
 */

const node = `// Node.js: verify the raw body before parsing it (any change to the bytes breaks the signature)
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

export function verifyWebhook(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// With node:http: collect the body as text, verify, then answer 2xx quickly.
// import { createServer } from 'node:http';
// createServer((req, res) => {
//   let raw = '';
//   req.setEncoding('utf8').on('data', (chunk) => (raw += chunk)).on('end', () => {
//     if (!verifyWebhook(process.env.MIZANI_WEBHOOK_SECRET, req.headers, raw)) return res.writeHead(401).end();
//     const event = JSON.parse(raw); // { type: 'order.status_changed', timestamp, data: { orderNo, status, ... } }
//     res.writeHead(204).end();
//   });
// }).listen(3000);
`;

const python = `# Python 3.8 or later: verify the raw body before parsing it
import base64, hashlib, hmac, time

TOLERANCE_SECONDS = 300

def verify_webhook(secret: str, headers: dict, raw_body: bytes) -> bool:
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not msg_id or not timestamp or not signatures:
        return False
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    # str.removeprefix needs Python 3.9
    key = base64.b64decode(secret[len("whsec_"):] if secret.startswith("whsec_") else secret)
    signed = msg_id.encode() + b"." + timestamp.encode() + b"." + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for entry in signatures.split(" "):
        version, _, value = entry.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return True
    return False
`;

const php = `<?php
// PHP: verify the raw body (file_get_contents('php://input')) before decoding it
function verifyWebhook(string $secret, array $headers, string $rawBody): bool
{
    $id = $headers['webhook-id'] ?? '';
    $timestamp = $headers['webhook-timestamp'] ?? '';
    $signatures = $headers['webhook-signature'] ?? '';
    if ($id === '' || $timestamp === '' || $signatures === '') return false;
    if (abs(time() - (int) $timestamp) > 300) return false;

    $key = base64_decode(preg_replace('/^whsec_/', '', $secret));
    $expected = base64_encode(hash_hmac('sha256', $id . '.' . $timestamp . '.' . $rawBody, $key, true));
    foreach (explode(' ', $signatures) as $entry) {
        [$version, $value] = array_pad(explode(',', $entry, 2), 2, '');
        if ($version === 'v1' && hash_equals($expected, $value)) return true;
    }
    return false;
}
`;

const curl = `# bash with openssl: the signature a delivery should carry, to compare with its webhook-signature header
SECRET="$MIZANI_WEBHOOK_SECRET"         # whsec_...
MSG_ID="msg_2p6YqGfVbN3kTz8W"           # the webhook-id header
TIMESTAMP="1795156250"                  # the webhook-timestamp header
BODY="$(cat body.json)"                 # the raw body, byte for byte

KEY_HEX=$(printf '%s' "\${SECRET#whsec_}" | base64 -d | od -An -tx1 | tr -d ' \\n')
printf 'v1,%s\\n' "$(printf '%s.%s.%s' "$MSG_ID" "$TIMESTAMP" "$BODY" \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$KEY_HEX" -binary | base64)"
`;

export const webhookSamples: Record<SampleLanguage, string> = { curl, node, python, php };
