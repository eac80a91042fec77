/** What the request log keeps of a body: the JSON as sent, with anything secret replaced. */

/** Field names whose values are secrets wherever they appear in a body, at any depth. */
const SECRET_PART = /secret|password|passwd|token|signature|authori[sz]ation|api_?key|access_?key/i;
/** Short words that name a secret only as a whole word of the name (`fundPin`, `sms_otp`, not `shipping`). */
const SECRET_WORDS = new Set(['pin', 'otp', 'cvv', 'cvc', 'pwd']);
const wordsOf = (name: string) => name.split(/[_\-\s]+|(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase());
const isSecretName = (name: string) => SECRET_PART.test(name) || wordsOf(name).some((word) => SECRET_WORDS.has(word));
export const MASK = '***';
/** The longest body kept, in characters; longer ones are cut and say so. */
export const MAX_BODY_CHARS = 4000;

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? MASK : masked(inner)]));
}

/**
 * The body to keep, or null when there was none. A body that is not JSON is not kept at all: it
 * could be anything, secrets included, and the log could not mask them.
 */
export function maskBody(raw: Buffer | undefined): string | null {
  if (!raw || raw.length === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return `(${raw.length} bytes, not JSON: not kept)`;
  }
  const text = JSON.stringify(masked(parsed));
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}… (cut)` : text;
}

/** The merchant's own order reference a call is about: from its body, else its query. */
export function merchantOrderNoOf(body: unknown, query: unknown): string | null {
  for (const part of [body, query]) {
    if (part && typeof part === 'object' && 'merchantOrderNo' in part) {
      const value = (part as { merchantOrderNo: unknown }).merchantOrderNo;
      if (typeof value === 'string' && value.length > 0 && value.length <= 64) return value;
    }
  }
  return null;
}
