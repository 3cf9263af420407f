import { ERRORS } from '@congdoan/shared';
import { paths } from '../config/paths';
import type { SessionStore, SignInResult } from './session-store';

/**
 * The one API client (docs/requirements.md, "Browser session"; docs/architecture.md, "API client"):
 * - attaches the bearer token from the session;
 * - on 401 refreshes once while every other request that meets a 401 (or starts meanwhile)
 *   waits, then replays them all with the new token;
 * - a refresh answered 400 or 401 (token invalid, spent or revoked) signs out (user data and
 *   both tokens) and goes to /login; any other failure (no connection, 429, 5xx while the server
 *   restarts) rejects the waiting requests with that error and keeps the tokens, so that the
 *   next request refreshes again;
 * - a 408 clears the whole local storage and goes to /login;
 * - any other error rejects with an ApiError whose message is the body's `message`, else its
 *   `error`, else the client's own text, carrying the status and the response data.
 * Storage (through the session), fetch and navigation are injected so that tests run in node.
 */

export const API_BASE = '/api/v1';
export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng';
export const EMPTY_FILE_MESSAGE = 'Không có dữ liệu file để tải xuống';
export const SESSION_EXPIRED_MESSAGE = ERRORS.unauthorized.message;

export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly code: string | undefined;

  constructor(message: string, status: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    const code = (data as { code?: unknown } | undefined)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  /**
   * JSON (or FormData). A function is called at each attempt, so that a request replayed after a
   * refresh sends what is current then (the role switch sends the stored refresh token).
   */
  body?: unknown;
  signal?: AbortSignal;
  /** false for the sign-in family: no bearer token and no refresh on 401. */
  auth?: boolean;
  /** Bytes of the body sent so far (fetch cannot tell; such a request goes through `deps.upload`). */
  onUploadProgress?: UploadProgress;
}

export type UploadProgress = (loaded: number, total: number) => void;
/** Bytes of a download received so far, and its size when the server says it (a stream does not). */
export type DownloadProgress = (received: number, total: number | null) => void;

/** The body of a response read chunk by chunk, telling `onProgress` how much has come. */
async function blobWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** GET (or, with method and body, POST) a file with the bearer token; an empty file is an error (docs/requirements.md, "Downloads"). */
  download(
    path: string,
    options?: RequestOptions & { fileName?: string; method?: string; onProgress?: DownloadProgress },
  ): Promise<DownloadedFile>;
  /**
   * A response whose body the caller reads as it comes (Server-Sent Events, the assistant's ndjson),
   * with the token and its refresh: GET unless `method` says otherwise (POST with a JSON body).
   */
  open(path: string, options?: RequestOptions & { method?: string }): Promise<Response>;
}

export interface ApiClientDeps {
  session: SessionStore;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Like fetch, reporting upload progress (the browser's is xhrUpload); without it, fetch is used. */
  upload?: (input: string, init: RequestInit, onProgress: UploadProgress) => Promise<Response>;
  navigate: (path: string) => void;
  baseUrl?: string;
}

/** Empty filters (undefined, null, ''; docs/requirements.md, "Empty filters") are left out of query strings. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** docs/requirements.md, "Errors": the body's message, then its error field, then the client's own message. */
export function errorMessageOf(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null) {
    const { message, error } = data as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
    if (typeof error === 'string' && error.trim()) return error;
  }
  return fallback;
}

export function clientMessageFor(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status >= 500) return ERRORS.internal_error.message;
  return `Yêu cầu không thành công (mã lỗi ${status})`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const data = await readBody(response).catch(() => undefined);
  return new ApiError(errorMessageOf(data, clientMessageFor(response.status)), response.status, data);
}

/** A refresh answered 400 or 401 means the token is invalid, spent or revoked: the session is over. */
export function isSessionVerdict(status: number): boolean {
  return status === 400 || status === 401;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** "attachment; filename*=UTF-8''B%C3%A1o.xlsx" or filename="x.xlsx" → the decoded name. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || undefined;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { session } = deps;
  const baseUrl = deps.baseUrl ?? API_BASE;
  let refreshing: Promise<string> | null = null;

  const urlOf = (path: string, query?: QueryParams) =>
    `${baseUrl}/${path.replace(/^\/+/, '')}${buildQueryString(query)}`;

  async function send(
    method: string,
    path: string,
    options: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    const payload: unknown = typeof options.body === 'function' ? options.body() : options.body;
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && payload instanceof FormData) {
      body = payload;
    } else if (payload !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(payload);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    const { upload } = deps;
    const onProgress = options.onUploadProgress;
    try {
      if (upload && onProgress && body !== undefined)
        return await upload(urlOf(path, options.query), init, onProgress);
      return await deps.fetch(urlOf(path, options.query), init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
  }

  function endSession(): void {
    session.signOut();
    deps.navigate(paths.auth.login.getHref());
  }

  async function refreshTokens(): Promise<string> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) {
      endSession();
      throw new ApiError(SESSION_EXPIRED_MESSAGE, 401);
    }
    // Only the server's verdict on the token (400/401: invalid, spent, revoked) ends the session.
    // No connection, 429 or a 5xx of a restarting server say nothing about it: the tokens stay
    // and the next request refreshes again.
    const response = await send('POST', 'auth/refresh-token', { body: { refreshToken } }, null);
    if (!response.ok) {
      const error = await toApiError(response);
      if (!isSessionVerdict(response.status)) throw error;
      endSession();
      throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, error.data);
    }
    const body = (await readBody(response).catch(() => undefined)) as { data?: SignInResult } | undefined;
    const result = body?.data;
    if (!result?.accessToken || !result.refreshToken) {
      // Not an answer of the API (a proxy's page?): no verdict either.
      throw new ApiError(clientMessageFor(502), 502, body);
    }
    session.signIn(result);
    return result.accessToken;
  }

  /** One refresh for every request that met a 401 with the same stale token. */
  function freshTokenAfter(staleToken: string): Promise<string> {
    const current = session.accessToken();
    if (current && current !== staleToken) return Promise.resolve(current);
    if (!refreshing) {
      refreshing = refreshTokens().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function execute(method: string, path: string, options: RequestOptions): Promise<Response> {
    const useAuth = options.auth !== false;
    // A request started while a refresh is running waits for the new token instead of failing,
    // and fails with the refresh when it fails.
    if (useAuth && refreshing) await refreshing;
    const token = useAuth ? session.accessToken() : null;
    let response = await send(method, path, options, token);

    if (response.status === 401 && useAuth && token) {
      const fresh = await freshTokenAfter(token);
      response = await send(method, path, options, fresh);
      if (response.status === 401) {
        const error = await toApiError(response);
        endSession();
        throw error;
      }
    }
    if (response.status === 408) {
      const error = await toApiError(response);
      session.clearAll();
      deps.navigate(paths.auth.login.getHref());
      throw error;
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await execute(method, path, options);
    const body = await readBody(response);
    if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
    return body as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async download(path, options = {}) {
      const response = await execute(options.method ?? 'GET', path, options);
      const blob = options.onProgress
        ? await blobWithProgress(response, options.onProgress)
        : await response.blob();
      if (blob.size === 0) throw new ApiError(EMPTY_FILE_MESSAGE, response.status);
      const fileName =
        fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
        options.fileName ??
        'tai-xuong';
      return { blob, fileName };
    },
    open: (path, options = {}) => execute(options.method ?? 'GET', path, options),
  };
}

/** fetch's shape over XMLHttpRequest, whose upload events tell how much of the body has gone. */
export function xhrUpload(input: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', input);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    // A small body may send no progress event at all: its end counts as one.
    xhr.upload.onprogress = xhr.upload.onload = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(noBody ? null : xhr.response, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
