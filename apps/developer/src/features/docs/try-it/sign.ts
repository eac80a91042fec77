import { OpenApiHeader, stringToSign } from '@mizani/sdk/contract';

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A nonce of 32 hex characters from the browser's random source. */
export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return hex(bytes.buffer);
}

export interface SignInput {
  accessKey: string;
  accessSecret: string;
  method: 'GET' | 'POST';
  /** The request target exactly as it will be sent: `/api/open/v1/orders?merchantOrderNo=A1`. */
  target: string;
  body: string;
  /** Unix seconds. */
  timestamp: number;
  nonce: string;
}

/**
 * The headers of a signed merchant-API request, computed with Web Crypto so the secret never
 * leaves the browser: HMAC-SHA256 (keyed with the secret) of the string the contract defines.
 */
export async function signedHeaders(input: SignInput): Promise<Record<string, string>> {
  const bodyHash = hex(await crypto.subtle.digest('SHA-256', encoder.encode(input.body)));
  const timestamp = String(input.timestamp);
  const text = stringToSign(input.method, input.target, timestamp, input.nonce, bodyHash);
  const key = await crypto.subtle.importKey('raw', encoder.encode(input.accessSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return {
    [OpenApiHeader.ACCESS_KEY]: input.accessKey,
    [OpenApiHeader.TIMESTAMP]: timestamp,
    [OpenApiHeader.NONCE]: input.nonce,
    [OpenApiHeader.SIGNATURE]: signature,
  };
}
