// An integrator's script, written from docs/merchant-api.md alone: sign requests with the access
// key and secret, collect money in, pay out to a sandbox M-Pesa number, check the status, read
// the balance, and receive the status notification, verifying its signature with the
// `standardwebhooks` package.
//
// Environment: MIZANI_BASE_URL (e.g. http://127.0.0.1:8080), MIZANI_ACCESS_KEY,
// MIZANI_ACCESS_SECRET, MIZANI_WEBHOOK_SECRET (whsec_...), RECEIVER_PORT (the callback URL given
// in the console is http://127.0.0.1:RECEIVER_PORT/mizani). Prints one JSON line; exit 0 when
// every step worked.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const baseUrl = env('MIZANI_BASE_URL').replace(/\/+$/, '');
const accessKey = env('MIZANI_ACCESS_KEY');
const accessSecret = env('MIZANI_ACCESS_SECRET');
const webhookSecret = env('MIZANI_WEBHOOK_SECRET');
const receiverPort = Number(env('RECEIVER_PORT'));

/** Calls the merchant API: signs METHOD, path with query, timestamp, nonce and the body's SHA-256. */
async function call(method, pathWithQuery, body) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(text).digest('hex');
  const toSign = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${bodyHash}`;
  const signature = createHmac('sha256', accessSecret).update(toSign).digest('hex');
  const response = await fetch(`${baseUrl}${pathWithQuery}`, {
    method,
    headers: {
      'X-Access-Key': accessKey,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Signature': signature,
      ...(text ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  const reply = await response.json();
  if (reply.code !== 200) throw new Error(`${method} ${pathWithQuery}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** Receives status notifications; answers 2xx only to a notification whose signature verifies. */
function startReceiver() {
  const verifier = new Webhook(webhookSecret);
  const events = [];
  const waiting = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      try {
        const event = verifier.verify(payload, request.headers);
        events.push({ id: request.headers['webhook-id'], event });
        response.writeHead(204).end();
        for (const wake of waiting.splice(0)) wake();
      } catch {
        response.writeHead(400).end('bad signature');
      }
    });
  });
  const until = async (match, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((entry) => match(entry.event));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no verified status notification arrived in time');
      await new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, Math.min(left, 500));
      });
    }
  };
  return new Promise((resolve) => server.listen(receiverPort, '127.0.0.1', () => resolve({ server, events, until })));
}

const receiver = await startReceiver();
try {
  const before = await call('GET', '/api/open/v1/balance');

  // Money in first: a pay-in from a sandbox payer who pays at once (…1).
  const payin = await call('POST', '/api/open/v1/payin', {
    merchantOrderNo: `IN-${randomBytes(6).toString('hex')}`,
    amount: '1000.00',
    currencyId: 'KES',
    channel: 502,
    phone: '712345671',
  });
  if (payin.status !== 2) throw new Error(`pay-in status ${payin.status}`);

  const merchantOrderNo = `OUT-${randomBytes(6).toString('hex')}`;
  const payout = await call('POST', '/api/open/v1/payout', {
    merchantOrderNo,
    amount: '250.00',
    currencyId: 'KES',
    channel: 2,
    phone: '712345670',
    remark: 'Invoice 1001',
  });
  const byOrderNo = await call('GET', `/api/open/v1/orders/${payout.orderNo}`);
  const byMerchantNo = await call('GET', `/api/open/v1/orders?merchantOrderNo=${encodeURIComponent(merchantOrderNo)}`);
  if (byOrderNo.orderNo !== payout.orderNo || byMerchantNo.orderNo !== payout.orderNo) throw new Error('status check found another order');
  const after = await call('GET', '/api/open/v1/balance');
  const notified = await receiver.until((event) => event.data.orderNo === payout.orderNo && event.data.status === 2, 30_000);

  const kes = (balance) => balance.balances.find((entry) => entry.currencyId === 'KES');
  process.stdout.write(
    `${JSON.stringify({
      ok: true,
      payin: { orderNo: payin.orderNo, status: payin.status, fee: payin.fee },
      payout: { orderNo: payout.orderNo, merchantOrderNo, status: byOrderNo.status, fee: payout.fee },
      balanceBefore: kes(before).available,
      balanceAfter: kes(after).available,
      notification: { webhookId: notified.id, type: notified.event.type, status: notified.event.data.status },
    })}\n`,
  );
} catch (error) {
  process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
  process.exitCode = 1;
} finally {
  receiver.server.close();
}
