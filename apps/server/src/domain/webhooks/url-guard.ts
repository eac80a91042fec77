/**
 * Callback URLs are fetched by the server, so a merchant could aim them at the server's own
 * network (SSRF). Outside sandbox mode a URL must be http(s) and every address its host resolves
 * to must be public; delivery checks the address it actually connects to again (a DNS answer can
 * change between the check and the request).
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { Code } from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address;
}

export function isPublicAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return false;
  return !NON_PUBLIC.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function refused(detail: string): AppError {
  return new AppError(Code.CALLBACK_URL_REFUSED, `The callback URL must be a public http or https address: ${detail}`);
}

/**
 * -1108 unless `url` may receive notifications: http(s) always; outside sandbox mode also no
 * credentials in it and a host that resolves only to public addresses.
 */
export async function checkCallbackUrl(url: string, sandbox: boolean, resolve: ResolveHost = resolveHost): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refused('not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw refused(`${parsed.protocol} is not http or https`);
  if (sandbox) return;
  if (parsed.username || parsed.password) throw refused('credentials in the URL');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw refused(`${host} does not resolve`);
  }
  if (addresses.length === 0) throw refused(`${host} does not resolve`);
  const inner = addresses.find((address) => !isPublicAddress(address));
  if (inner !== undefined) throw refused(`${host} resolves to the non-public address ${inner}`);
}
