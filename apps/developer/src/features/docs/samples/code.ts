import { type DocRequest, requestBody, requestTarget, SAMPLE_BASE_URL } from './requests.ts';

/**
 * Copy-paste samples, generated from the request data so every language signs the same request
 * the same way. `samples.test.ts` runs each one the pages show against a real server;
 * `docs.test.ts` checks that all four build the same string to sign.
 */

export const SAMPLE_LANGUAGES = ['curl', 'node', 'python', 'php'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export const SAMPLE_LANGUAGE_LABELS: Record<SampleLanguage, string> = { curl: 'curl', node: 'Node.js', python: 'Python', php: 'PHP' };

const sq = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlSample(request: DocRequest, target: string, body: string): string {
  const post = request.method === 'POST';
  return [
    '# bash with curl and openssl; the key and secret come from the credentials dialog',
    `BASE_URL="\${MIZANI_BASE_URL:-${SAMPLE_BASE_URL}}"`,
    'ACCESS_KEY="$MIZANI_ACCESS_KEY"',
    'ACCESS_SECRET="$MIZANI_ACCESS_SECRET"',
    '',
    `METHOD="${request.method}"`,
    `REQUEST_PATH=${sq(target)}`,
    `BODY=${sq(body)}`,
    '',
    'TIMESTAMP=$(date +%s)',
    'NONCE=$(openssl rand -hex 16)',
    "BODY_HASH=$(printf '%s' \"$BODY\" | openssl dgst -sha256 -r | cut -d' ' -f1)",
    "STRING_TO_SIGN=$(printf '%s\\n%s\\n%s\\n%s\\n%s' \"$METHOD\" \"$REQUEST_PATH\" \"$TIMESTAMP\" \"$NONCE\" \"$BODY_HASH\")",
    "SIGNATURE=$(printf '%s' \"$STRING_TO_SIGN\" | openssl dgst -sha256 -hmac \"$ACCESS_SECRET\" -r | cut -d' ' -f1)",
    '',
    `curl -sS -X ${request.method} "$BASE_URL$REQUEST_PATH" \\`,
    ...(post ? ['  -H "Content-Type: application/json" \\'] : []),
    '  -H "X-Access-Key: $ACCESS_KEY" \\',
    '  -H "X-Timestamp: $TIMESTAMP" \\',
    '  -H "X-Nonce: $NONCE" \\',
    post ? '  -H "X-Signature: $SIGNATURE" \\' : '  -H "X-Signature: $SIGNATURE"',
    ...(post ? ['  --data "$BODY"'] : []),
    '',
  ].join('\n');
}

function nodeSample(request: DocRequest, target: string): string {
  const post = request.method === 'POST';
  return [
    '// Node.js 18 or later (fetch and node:crypto are built in); save as .mjs',
    "import { createHash, createHmac, randomBytes } from 'node:crypto';",
    '',
    `const baseUrl = process.env.MIZANI_BASE_URL ?? '${SAMPLE_BASE_URL}';`,
    'const accessKey = process.env.MIZANI_ACCESS_KEY;',
    'const accessSecret = process.env.MIZANI_ACCESS_SECRET;',
    '',
    `const method = '${request.method}';`,
    `const path = ${JSON.stringify(target)};`,
    post ? `const body = JSON.stringify(${JSON.stringify(request.body ?? {}, null, 2)});` : "const body = ''; // a GET has no body: its hash is the hash of ''",
    '',
    'const timestamp = Math.floor(Date.now() / 1000).toString();',
    "const nonce = randomBytes(16).toString('hex');",
    "const bodyHash = createHash('sha256').update(body).digest('hex');",
    "const stringToSign = [method, path, timestamp, nonce, bodyHash].join('\\n');",
    "const signature = createHmac('sha256', accessSecret).update(stringToSign).digest('hex');",
    '',
    'const response = await fetch(baseUrl + path, {',
    '  method,',
    '  headers: {',
    ...(post ? ["    'Content-Type': 'application/json',"] : []),
    "    'X-Access-Key': accessKey,",
    "    'X-Timestamp': timestamp,",
    "    'X-Nonce': nonce,",
    "    'X-Signature': signature,",
    '  },',
    ...(post ? ['  body,'] : []),
    '});',
    'console.log(JSON.stringify(await response.json(), null, 2));',
    '',
  ].join('\n');
}

function pythonSample(request: DocRequest, target: string): string {
  const post = request.method === 'POST';
  return [
    '# Python 3.8 or later, standard library only',
    'import hashlib, hmac, json, os, secrets, time, urllib.request',
    '',
    `base_url = os.environ.get("MIZANI_BASE_URL", "${SAMPLE_BASE_URL}")`,
    'access_key = os.environ["MIZANI_ACCESS_KEY"]',
    'access_secret = os.environ["MIZANI_ACCESS_SECRET"]',
    '',
    `method = "${request.method}"`,
    `path = ${JSON.stringify(target)}`,
    post ? `body = json.dumps(${JSON.stringify(request.body ?? {})}, separators=(",", ":"))` : 'body = ""  # a GET has no body: its hash is the hash of ""',
    '',
    'timestamp = str(int(time.time()))',
    'nonce = secrets.token_hex(16)',
    'body_hash = hashlib.sha256(body.encode("utf-8")).hexdigest()',
    'string_to_sign = "\\n".join([method, path, timestamp, nonce, body_hash])',
    'signature = hmac.new(access_secret.encode("utf-8"), string_to_sign.encode("utf-8"), hashlib.sha256).hexdigest()',
    '',
    'headers = {',
    ...(post ? ['    "Content-Type": "application/json",'] : []),
    '    "X-Access-Key": access_key,',
    '    "X-Timestamp": timestamp,',
    '    "X-Nonce": nonce,',
    '    "X-Signature": signature,',
    '}',
    `request = urllib.request.Request(base_url + path, data=${post ? 'body.encode("utf-8")' : 'None'}, headers=headers, method=method)`,
    'with urllib.request.urlopen(request) as response:',
    '    print(json.dumps(json.loads(response.read()), indent=2))',
    '',
  ].join('\n');
}

function phpSample(request: DocRequest, target: string, body: string): string {
  const post = request.method === 'POST';
  return [
    '<?php',
    '// PHP 7.4 or later with the curl extension',
    `$baseUrl = getenv('MIZANI_BASE_URL') ?: '${SAMPLE_BASE_URL}';`,
    "$accessKey = getenv('MIZANI_ACCESS_KEY');",
    "$accessSecret = getenv('MIZANI_ACCESS_SECRET');",
    '',
    `$method = '${request.method}';`,
    `$path = '${target}';`,
    post ? `$body = '${body.replace(/'/g, "\\'")}';` : "$body = ''; // a GET has no body: its hash is the hash of ''",
    '',
    '$timestamp = (string) time();',
    '$nonce = bin2hex(random_bytes(16));',
    "$bodyHash = hash('sha256', $body);",
    '$stringToSign = implode("\\n", [$method, $path, $timestamp, $nonce, $bodyHash]);',
    "$signature = hash_hmac('sha256', $stringToSign, $accessSecret);",
    '',
    '$ch = curl_init($baseUrl . $path);',
    'curl_setopt_array($ch, [',
    '    CURLOPT_CUSTOMREQUEST => $method,',
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_HTTPHEADER => [',
    ...(post ? ["        'Content-Type: application/json',"] : []),
    "        'X-Access-Key: ' . $accessKey,",
    "        'X-Timestamp: ' . $timestamp,",
    "        'X-Nonce: ' . $nonce,",
    "        'X-Signature: ' . $signature,",
    '    ],',
    ...(post ? ['    CURLOPT_POSTFIELDS => $body,'] : []),
    ']);',
    'echo curl_exec($ch), PHP_EOL;',
    '',
  ].join('\n');
}

/** The four samples of one request; `values` fill the path placeholders (tests pass real ones). */
export function codeSamples(request: DocRequest, values: Record<string, string> = {}): Record<SampleLanguage, string> {
  const target = requestTarget(request, values);
  const body = requestBody(request);
  return {
    curl: curlSample(request, target, body),
    node: nodeSample(request, target),
    python: pythonSample(request, target),
    php: phpSample(request, target, body),
  };
}
