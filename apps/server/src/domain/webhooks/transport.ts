/**
 * How a notification is posted. The default connects with Node's http/https and, outside sandbox
 * mode, checks the address it is about to connect to (not only the one the URL resolved to when
 * it was saved), so a DNS answer that changes to an inner address is still refused. Connections
 * are kept open between notifications to the same receiver (no TLS handshake per delivery), and a
 * host that does not exist is not looked up again for a while: the poller runs in the server's
 * process, so every lookup and handshake is CPU taken from the requests.
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
/** How long a host the resolver said does not exist is answered from memory (a resolver's negative-answer time). */
export const UNRESOLVED_HOST_MS = 30_000;
const MAX_UNRESOLVED_HOSTS = 10_000;
/** An idle kept-alive connection is closed after this. */
const IDLE_SOCKET_MS = 30_000;

/** Hosts whose lookup answered "no such host", until when, and the failure to repeat meanwhile. */
const unresolved = new Map<string, { until: number; message: string }>();

function rememberUnresolved(hostname: string, error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOTFOUND') return;
  // Bounded by forgetting everything: a flood of distinct bad hosts costs lookups, never memory.
  if (unresolved.size >= MAX_UNRESOLVED_HOSTS) unresolved.clear();
  unresolved.set(hostname, { until: Date.now() + UNRESOLVED_HOST_MS, message: error.message });
}

function knownUnresolved(hostname: string): string | undefined {
  const entry = unresolved.get(hostname);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.message;
  unresolved.delete(hostname);
  return undefined;
}

const agents = {
  http: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** The system resolver, remembering hosts that do not exist. */
const rememberingLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, options, ((error: NodeJS.ErrnoException | null, ...answer: unknown[]) => {
    if (error) rememberUnresolved(hostname, error);
    (callback as (error: NodeJS.ErrnoException | null, ...answer: unknown[]) => void)(error, ...answer);
  }) as never);
};

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      rememberUnresolved(hostname, error);
      return callback(error, '', 4);
    }
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
    const secure = url.protocol === 'https:';
    if (!request.sandbox && /^\[?[0-9a-f:.]+\]?$/i.test(url.hostname) && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
      reject(new Error(`refused: ${url.hostname} is not a public address`));
      return;
    }
    const unknownHost = knownUnresolved(url.hostname);
    if (unknownHost !== undefined) {
      reject(new Error(unknownHost));
      return;
    }
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        timeout: WEBHOOK_TIMEOUT_MS,
        agent: secure ? agents.https : agents.http,
        ...(request.signal ? { signal: request.signal } : {}),
        lookup: request.sandbox ? rememberingLookup : publicOnlyLookup,
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
