/** Building blocks shared by the endpoint schemas (wire conventions of api-conventions.md). */
import { Type, type TProperties, type TSchema } from 'typebox';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_PATTERN } from '../password-rule.ts';

/** Decimal string, never a JS number: amounts cross the wire as text and become bigint minor units. */
export const MONEY_PATTERN = '^-?\\d+(\\.\\d+)?$';
export const Money = Type.String({ pattern: MONEY_PATTERN, maxLength: 40, description: 'Decimal string, e.g. "1250.50"' });

/** Exchange rates carry up to 8 places and are never negative. */
export const Rate = Type.String({ pattern: '^\\d+(\\.\\d{1,8})?$', maxLength: 32, description: 'Decimal string, up to 8 places' });

export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
export const DateOnly = Type.String({ format: 'date', description: 'ISO 8601 calendar date' });

// Capped at PostgreSQL's integer range: a larger id can name no row, and letting it reach the
// database turns a parameter error into an out-of-range failure (found by the reliability fuzzer).
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Dialling code used as the country id (254 Kenya, 255 Tanzania). */
export const CountryId = Type.Integer({ minimum: 1, maximum: 9999 });

/** ISO 4217 currency code, the id of a currency. */
export const CurrencyId = Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3 });

/** National number without the country prefix. */
export const Phone = Type.String({ pattern: '^\\d{6,15}$', maxLength: 15 });

export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A new login password: the length and character rules of spec section 5. */
export const NewLoginPassword = Type.String({
  minLength: LOGIN_PASSWORD_MIN_LENGTH,
  maxLength: LOGIN_PASSWORD_MAX_LENGTH,
  pattern: LOGIN_PASSWORD_PATTERN,
  description: '6-12 characters with a digit, an upper and a lower case letter, and a special character other than a space',
});
/**
 * A password offered for checking. Not held to the 6-12 rule, so a wrong guess reads as a wrong
 * password rather than a parameter error.
 */
export const GivenPassword = Type.String({ minLength: 1, maxLength: 64 });

export const FundPassword = Type.String({ pattern: '^\\d{6}$', minLength: 6, maxLength: 6 });

export const VerificationCode = Type.String({ pattern: '^\\d{4,8}$', minLength: 4, maxLength: 8 });

/** Id of an uploaded file; read back through `/user/getTempUrl`. */
export const FileId = Type.String({ minLength: 1, maxLength: 255 });

export const ShortText = Type.String({ maxLength: 100 });
export const LongText = Type.String({ maxLength: 500 });

export const MessageLocale = Type.Enum(['en', 'zh']);

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

export const PAGE_SIZE_MAX = 100;
/**
 * Far past any list's last page, and small enough that the row offset, (pageNum - 1) x pageSize,
 * stays an exact integer well inside the database's range.
 */
export const PAGE_NUM_MAX = 1_000_000;

/** A list request: paging, optional ISO date range, and the caller's filters. */
export function PageQuery<P extends TProperties>(filters: P) {
  return Type.Object(
    {
      pageNum: Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX }),
      pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX }),
      beginTime: Type.Optional(DateTime),
      endTime: Type.Optional(DateTime),
      ...filters,
    },
    { additionalProperties: false },
  );
}

/** A list reply: one page of rows and the total across all pages. */
export function Page<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });
}

/** Totals are counted up to this many rows; past it `total` is this number and `totalCapped` is true. */
export const LIST_TOTAL_CAP = 10_000;

/** The `nextCursor` of a list keyed by a numeric id. */
export const IdCursor = Type.String({ pattern: '^[0-9]{1,19}$', maxLength: 19, description: "The previous page's nextCursor" });

/**
 * A request of a list of growing data: `cursor` (the `nextCursor` of the page before) asks for the
 * page after that one however deep it is, without the server stepping over the rows before it;
 * `pageNum` is then ignored.
 */
export function KeysetPageQuery<P extends TProperties, C extends TSchema = typeof IdCursor>(filters: P, cursor?: C) {
  return PageQuery({ ...filters, cursor: Type.Optional((cursor ?? IdCursor) as C) });
}

/**
 * A page of a list of growing data. `total` counts at most LIST_TOTAL_CAP rows ("10,000+" on
 * screen when `totalCapped`); `nextCursor` is null on the last page.
 */
export function KeysetPage<T extends TSchema>(row: T) {
  return Type.Object({
    rows: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    totalCapped: Type.Optional(Type.Boolean()),
    nextCursor: Type.Optional(Nullable(Type.String())),
  });
}
