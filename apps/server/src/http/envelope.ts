import { en, errorMessageId } from '@mizani/i18n';
import { Code, type Envelope } from '@mizani/sdk/contract';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Code.OK, msg, data };
}

/** The English message of a code from the shared catalogue ('System Error.' for unknown codes). */
export function messageOf(code: number): string {
  const id = errorMessageId(code);
  return id ? en[id] : en['error.code.other'];
}

/**
 * A failure the client is meant to see: the error handler replies `{ code, msg, data: null }` with
 * `httpStatus` (200 by default: the request reached the application, the envelope says how it went).
 * A lock answer may say when it ends (`retryAfterMs`, sent as Retry-After); without it the error
 * handler sends the lock's full length.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: number,
    msg?: string,
    readonly httpStatus = 200,
    readonly retryAfterMs?: number,
    /** Sent as the envelope's data: a -1008 says which field broke which rule (`{ field, rule }`). */
    readonly data: unknown = null,
  ) {
    super(msg ?? messageOf(code));
  }
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
