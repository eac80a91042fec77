/**
 * How a notification is posted. The default connects with Node's http/https and, outside sandbox
 * mode, checks the address it is about to connect to (not only the one the URL resolved to when
 * it was saved), so a DNS answer that changes to an inner address is still refused.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './url-guard.ts';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  sandbox: boolean;
  /** Aborted when the poller stops waiting (its deadline for the whole attempt). */
  signal?: AbortSignal;
}

export interface WebhookResponse {
  status: number;
  body: string;
}

export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookResponse>;

export const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_READ_BYTES = 16_384;

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const list = addresses;
    const inner = list.find((entry) => !isPublicAddress(entry.address));
    if (inner || list.length === 0) {
      return callback(new Error(`refused: ${hostname} resolves to the non-public address ${inner?.address ?? '(none)'}`), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0]!;
    return callback(null, first.address, first.family);
  });
};

export const httpTransport: WebhookTransport = (request) =>
  new Promise<WebhookResponse>((resolve, reject) => {
    const url = new URL(request.url);
    const client = url.protocol === 'https:' ? https : http;
    if (!request.sandbox && /^\[?[0-9a-f:.]+\]?$/i.test(url.hostname) && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
      reject(new Error(`refused: ${url.hostname} is not a public address`));
      return;
    }
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        timeout: WEBHOOK_TIMEOUT_MS,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.sandbox ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(request.body);
  });
