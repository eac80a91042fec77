/**
 * Text no field of the API takes: C0 control characters other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL cannot store in text), DEL, and halves of a UTF-16
 * surrogate pair without their other half (no character at all, so not valid UTF-8 either).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnreadableText = (text: string): boolean => UNREADABLE.test(text);

/** Deeper than any request of the contract nests: what lies below is left to the schema. */
const MAX_DEPTH = 16;

/**
 * The dotted path (`payee.name`, `ipWhitelist.2`) of the first string in `value`, or property
 * name, holding unreadable text; `''` for `value` itself; null when there is none.
 */
export function findUnreadableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnreadableText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasUnreadableText(key)) return path || 'a property name';
    const found = findUnreadableText(child, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
