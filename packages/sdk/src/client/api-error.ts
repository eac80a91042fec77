export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http' | 'duplicate' | 'download';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The envelope code for business errors, the HTTP status for HTTP failures, 0 when neither applies. */
  code: number;
  /** Already in the user's language: the same text the notification showed. */
  message: string;
  status?: number;
  /** The server's own `msg`, when a reply carried one. */
  serverMessage?: string;
  cause?: unknown;
}

/** The one error every failed call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly status?: number;
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
