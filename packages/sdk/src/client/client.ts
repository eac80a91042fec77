import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import { errorMessageId, getStoredLocale, type Translate } from '@mizani/i18n';
import { Code, type Envelope } from '../contract/codes.ts';
import { endpoints, type EndpointDef, type EndpointName } from '../contract/endpoints.ts';
import type { BodyOf, DataOf, ParamsOf, QueryOf } from '../contract/schemas/index.ts';
import { clearSession, getToken, hasToken } from '../session/session.ts';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { createDuplicateGuard } from './duplicate-guard.ts';
import { fieldErrorMessage, tierLimitMessage } from './field-error.ts';
import { appendQuery, buildQueryString } from './query-string.ts';
import { createResources, type Resources } from './resources.ts';
import { saveBlob } from './save-blob.ts';

export const DEFAULT_BASE_URL = '/api';
/** Spec section 9. */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Spec section 8: a code-500 message longer than this is replaced by 'System abnormality'. */
export const MAX_SERVER_MESSAGE_LENGTH = 50;
export const LOGIN_PATH = '/login';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';
export interface Notification {
  type: NotificationType;
  message: string;
}

export interface ApiClientOptions {
  /** Where the API lives; `/api` on the serving origin by default. */
  baseURL?: string;
  timeout?: number;
  /** Called on every use, so messages follow the language chosen at that moment. */
  translate: () => Translate;
  notify?: (notification: Notification) => void;
  navigate?: (path: string) => void;
  /** Replaces the transport (tests, server-side callers). */
  adapter?: AxiosAdapter;
}

export interface CallInput<N extends EndpointName> {
  body?: BodyOf<N>;
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
}

export interface CallOptions {
  /** Show no notification; the call still rejects with an ApiError and expiry still logs out. */
  silent?: boolean;
  /**
   * Skip the duplicate-submit guard. For calls that move no money and may legitimately repeat
   * within the window: reads sent as POST (a query refetching on focus right after mount) and
   * price quotes (`QUOTE_CALL`, an offer that expires unused); never for a submission that books
   * or changes anything.
   */
  repeatable?: boolean;
}

/** Calls whose body is multipart/form-data. */
export type UploadEndpointName = 'file.upload';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when the browser knows. */
  total?: number;
  /** 0 to 100, when `total` is known. */
  percent?: number;
}

export interface ApiClient extends Resources {
  call<N extends EndpointName>(name: N, input?: CallInput<N>, options?: CallOptions): Promise<DataOf<N>>;
  /**
   * Sends `formData` as multipart/form-data to an upload call, reporting progress as it goes;
   * replies and failures are handled exactly as `call` handles them.
   */
  upload<N extends UploadEndpointName>(
    name: N,
    formData: FormData,
    onProgress?: (progress: UploadProgress) => void,
    options?: CallOptions,
  ): Promise<DataOf<N>>;
  /** POSTs form-encoded `body` to `path` and saves the reply as `fileName`. */
  download(path: string, body: Record<string, unknown>, fileName: string): Promise<void>;
}

interface RequestContext {
  silent: boolean;
  /** The token the request carried, if any. */
  token: string | null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    // ETIMEDOUT instead of ECONNABORTED tells a timeout apart from an aborted request.
    transitional: { clarifyTimeoutError: true },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const firstOfItsKind = createDuplicateGuard();

  const notify = (ctx: { silent: boolean }, type: NotificationType, message: string) => {
    if (!ctx.silent) options.notify?.({ type, message });
  };

  const fail = (ctx: { silent: boolean }, init: ConstructorParameters<typeof ApiError>[0], type: NotificationType = 'error'): never => {
    notify(ctx, type, init.message);
    throw new ApiError(init);
  };

  /**
   * Whether this failure is the one that should end the session. Parallel requests that all carried
   * the same dead token fail together; the first clears the session and the rest, finding it gone,
   * stay quiet instead of stacking the same notice and redirect.
   */
  const isFirstToExpire = (ctx: RequestContext) => ctx.token === null || ctx.token === getToken();

  const expire = (ctx: RequestContext, kind: ApiErrorKind, code: number, serverMessage?: string): never => {
    const t = options.translate();
    const message = t('sdk.expired');
    const error = new ApiError({ kind, code, message, ...(serverMessage !== undefined ? { serverMessage } : {}) });
    if (!isFirstToExpire(ctx)) throw error;
    const signedIn = hasToken();
    clearSession();
    notify(ctx, 'error', message);
    // -1001 always means "sign in"; a network failure only sends someone to /login who was signed in.
    if (code === Code.NOT_LOGGED_IN || signedIn) options.navigate?.(LOGIN_PATH);
    throw error;
  };

  /** Spec section 8: table message of the current language, else the server's, else the default. */
  const messageFor = (t: Translate, code: number, serverMessage: string | undefined): string => {
    const id = errorMessageId(code);
    if (id) return t(id);
    if (serverMessage && serverMessage.trim()) return serverMessage.trim();
    return t('error.code.other');
  };

  const unwrap = <T>(envelope: Envelope<T>, ctx: RequestContext): T => {
    const { code } = envelope;
    if (code === Code.OK) return envelope.data;
    const serverMessage = typeof envelope.msg === 'string' ? envelope.msg : undefined;
    if (code === Code.NOT_LOGGED_IN) return expire(ctx, 'business', code, serverMessage);
    const t = options.translate();
    let message = (code === Code.PARAMETER_ERROR ? fieldErrorMessage(t, envelope.data) : code === Code.TIER_LIMIT_EXCEEDED ? tierLimitMessage(t, envelope.data) : undefined) ?? messageFor(t, code, serverMessage);
    if (code === Code.SERVER_ERROR && message.length > MAX_SERVER_MESSAGE_LENGTH) message = t('sdk.systemAbnormality');
    const base = { kind: 'business' as const, code, message, ...(serverMessage !== undefined ? { serverMessage } : {}) };
    return fail(ctx, base, code === Code.WARNING ? 'warning' : 'error');
  };

  const httpFailure = (ctx: RequestContext, status: number, cause?: unknown): never => {
    const message = options.translate()('sdk.httpFailure', { 0: status });
    return fail(ctx, { kind: 'http', code: status, status, message, cause });
  };

  const transportFailure = (ctx: RequestContext, error: unknown): never => {
    const t = options.translate();
    if (error instanceof AxiosError) {
      if (error.response) return httpFailure(ctx, error.response.status, error);
      if (error.code === AxiosError.ETIMEDOUT || (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message))) {
        return fail(ctx, { kind: 'timeout', code: 0, message: t('sdk.timeout'), cause: error });
      }
      if (error.code === AxiosError.ERR_NETWORK || error.message === 'Network Error') return expire(ctx, 'network', 0);
    }
    // Anything else never produced a reply: report it as an interface failure without a status.
    return fail(ctx, { kind: 'http', code: 0, message: t('sdk.httpFailure', { 0: errorLabel(error) }), cause: error });
  };

  const refuseDuplicate = (ctx: { silent: boolean }, method: string, url: string, payload: string) => {
    if (method !== 'POST' && method !== 'PUT') return;
    if (firstOfItsKind(`${method} ${url} ${payload}`)) return;
    fail(ctx, { kind: 'duplicate', code: 0, message: options.translate()('sdk.duplicateSubmit') }, 'warning');
  };

  const authHeaders = (token: string | null): RawAxiosRequestHeaders => ({
    'Accept-Language': getStoredLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}, callOptions: CallOptions = {}): Promise<DataOf<N>> {
    const endpoint = endpoints[name];
    const method = endpoint.method as EndpointDef['method'];
    const hasBody = method === 'POST' || method === 'PUT';
    const url = appendQuery(fillPath(endpoint.path, input.params as Record<string, unknown> | undefined), input.query as Record<string, unknown> | undefined);
    const body = hasBody ? (input.body ?? {}) : undefined;
    const ctx: RequestContext = { silent: callOptions.silent === true, token: endpoint.auth ? getToken() : null };

    if (!callOptions.repeatable) refuseDuplicate(ctx, method, url, JSON.stringify(body ?? null));

    let response: AxiosResponse<unknown>;
    try {
      response = await http.request({ method, url, data: body, headers: authHeaders(ctx.token), responseType: 'json' });
    } catch (error) {
      return transportFailure(ctx, error);
    }
    if (response.status < 200 || response.status >= 300) return httpFailure(ctx, response.status);
    const envelope = parseEnvelope(response.data);
    if (!envelope) return httpFailure(ctx, response.status);
    return unwrap(envelope as Envelope<DataOf<N>>, ctx);
  }

  async function upload<N extends UploadEndpointName>(
    name: N,
    formData: FormData,
    onProgress?: (progress: UploadProgress) => void,
    callOptions: CallOptions = {},
  ): Promise<DataOf<N>> {
    const endpoint = endpoints[name];
    const ctx: RequestContext = { silent: callOptions.silent === true, token: endpoint.auth ? getToken() : null };
    // No duplicate-submit guard: form data has no cheap fingerprint, and two identical photos
    // chosen for two slots (ID front and back) are legitimately sent one after the other.
    let response: AxiosResponse<unknown>;
    try {
      response = await http.request({
        method: endpoint.method,
        url: endpoint.path,
        data: formData,
        // Axios sets multipart/form-data with its boundary itself when it sees FormData.
        headers: authHeaders(ctx.token),
        responseType: 'json',
        ...(onProgress
          ? {
              onUploadProgress: (event: { loaded: number; total?: number | undefined }) => {
                const total = event.total && event.total > 0 ? event.total : undefined;
                onProgress({
                  loaded: event.loaded,
                  ...(total !== undefined ? { total, percent: Math.min(100, Math.round((event.loaded / total) * 100)) } : {}),
                });
              },
            }
          : {}),
      });
    } catch (error) {
      return transportFailure(ctx, error);
    }
    if (response.status < 200 || response.status >= 300) return httpFailure(ctx, response.status);
    const envelope = parseEnvelope(response.data);
    if (!envelope) return httpFailure(ctx, response.status);
    return unwrap(envelope as Envelope<DataOf<N>>, ctx);
  }

  async function download(path: string, body: Record<string, unknown>, fileName: string): Promise<void> {
    const form = buildQueryString(body);
    const ctx: RequestContext = { silent: false, token: getToken() };
    refuseDuplicate(ctx, 'POST', path, form);
    const t = options.translate();
    notify(ctx, 'info', t('sdk.downloading'));

    const downloadFailure = (cause: unknown, status?: number): never =>
      fail(ctx, {
        kind: 'download',
        code: status ?? 0,
        message: options.translate()('sdk.downloadFailed'),
        cause,
        ...(status !== undefined ? { status } : {}),
      });

    let response: AxiosResponse<unknown>;
    try {
      response = await http.request({
        method: 'POST',
        url: path,
        data: form,
        headers: { ...authHeaders(ctx.token), 'Content-Type': 'application/x-www-form-urlencoded' },
        responseType: 'blob',
      });
    } catch (error) {
      return downloadFailure(error, error instanceof AxiosError ? error.response?.status : undefined);
    }
    if (response.status < 200 || response.status >= 300) return downloadFailure(undefined, response.status);

    const contentType = String(response.headers['content-type'] ?? '');
    const blob = toBlob(response.data, contentType);
    if (/json/i.test(contentType) || /json/i.test(blob.type)) {
      // The server answered with an envelope instead of a file: show that envelope's error.
      let envelope: Envelope | undefined;
      try {
        envelope = parseEnvelope(JSON.parse(await blobText(blob)));
      } catch (error) {
        return downloadFailure(error);
      }
      if (!envelope || envelope.code === Code.OK) return downloadFailure(undefined);
      unwrap(envelope, ctx);
    }
    saveBlob(blob, fileName);
  }

  const malformedReply = (callOptions: CallOptions = {}): never =>
    fail({ silent: callOptions.silent === true }, { kind: 'business', code: Code.SERVER_ERROR, message: options.translate()('sdk.systemAbnormality') });

  const client = { call, upload, download } as ApiClient;
  return Object.assign(client, createResources(call, malformedReply, upload, download));
}

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') throw new TypeError(`Path parameter "${key}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function parseEnvelope(data: unknown): Envelope | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const candidate = data as Partial<Envelope>;
  return typeof candidate.code === 'number' ? (candidate as Envelope) : undefined;
}

function errorLabel(error: unknown): string {
  if (error instanceof AxiosError && error.code) return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

function toBlob(data: unknown, contentType: string): Blob {
  if (data instanceof Blob) return data;
  const part = typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data) ? data : JSON.stringify(data);
  return new Blob([part as BlobPart], { type: contentType });
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the reply'));
    reader.readAsText(blob);
  });
}
