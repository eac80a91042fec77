/**
 * The query-string rule of spec section 5: null, undefined and empty values are left out, and a
 * nested object is flattened one level as `key[subkey]=value`.
 */

export type QueryScalar = string | number | bigint | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryScalar | Record<string, QueryScalar> | readonly QueryScalar[]>;

function isSkipped(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function scalarText(value: unknown, key: string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError(`Query parameter "${key}" is an invalid date`);
    return value.toISOString();
  }
  if (typeof value === 'object') {
    // One level of nesting is the rule; deeper values would be sent as "[object Object]".
    throw new TypeError(`Query parameter "${key}" nests deeper than one level`);
  }
  return String(value);
}

/** `a=1&b[c]=2`, without a leading `?`; an empty string when nothing is left. */
export function buildQueryString(params: QueryParams | Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isSkipped(value)) continue;
    if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [subkey, subvalue] of Object.entries(value as Record<string, unknown>)) {
        if (isSkipped(subvalue)) continue;
        const name = `${key}[${subkey}]`;
        parts.push(`${encodeURIComponent(key)}[${encodeURIComponent(subkey)}]=${encodeURIComponent(scalarText(subvalue, name))}`);
      }
      continue;
    }
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalarText(value, key))}`);
  }
  return parts.join('&');
}

/** Appends the parameters to a path that may already carry a query. */
export function appendQuery(path: string, params: QueryParams | Record<string, unknown> | null | undefined): string {
  const query = buildQueryString(params);
  if (!query) return path;
  const [base, hash] = splitHash(path);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

function splitHash(path: string): [string, string] {
  const at = path.indexOf('#');
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
