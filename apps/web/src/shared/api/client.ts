/**
 * The one API client of the web app: every call goes to /api with the session cookie and
 * the interface language in Accept-Language. Bodies: JSON, url-encoded or multipart
 * (`FormData`, with the `_method` override the server's body plugin dispatches, decision
 * 001). Answers: JSON (`api`), a file (`apiBlob`), or JSON with upload progress
 * (`sendMultipart`, XMLHttpRequest: fetch reports no upload progress). Error envelopes
 * (ARCHITECTURE.md "Answers") become an ApiError on every path; 401 also calls the
 * registered unauthorized handler (the session feature signs the user out).
 */
export class ApiError extends Error {
  readonly status: number;
  /** 422: messages per field. */
  readonly fieldErrors: Record<string, string[]>;
  readonly requestId?: string;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown, fieldErrors: Record<string, string[]> = {}, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /** multipart/form-data body (files, bracket-named fields). */
  body?: FormData;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: a retry with the same key creates nothing new. */
  idempotencyKey?: string;
  /** Do not run the unauthorized handler on 401 (the sign-in call itself). */
  skipAuthHandler?: boolean;
}

export interface UploadOptions {
  method?: 'POST' | 'PATCH';
  /** Upload progress, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

let languageOf: () => string = () => 'ru';
let onUnauthorized: () => void = () => {};

export function configureApi(options: { language?: () => string; unauthorized?: () => void }): void {
  if (options.language) languageOf = options.language;
  if (options.unauthorized) onUnauthorized = options.unauthorized;
}

export function buildUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `/api${clean}${qs ? `${clean.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function headersFor(options: { idempotencyKey?: string }, accept = 'application/json'): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': languageOf() };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return headers;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error envelope as an ApiError; a 401 also runs the unauthorized handler. */
function failure(status: number, data: unknown, skipAuthHandler?: boolean): ApiError {
  const record = isRecord(data) ? data : {};
  if (status === 401 && !skipAuthHandler) onUnauthorized();
  const fieldErrors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : {};
  const firstFieldError = Object.values(fieldErrors).flat()[0];
  const message =
    typeof record.result_content === 'string' && record.result_content
      ? record.result_content
      : (firstFieldError ?? (typeof record.message === 'string' ? record.message : `HTTP ${status}`));
  return new ApiError(status, message, data, fieldErrors, typeof record.request_id === 'string' ? record.request_id : undefined);
}

function send(path: string, options: RequestOptions, accept?: string): Promise<Response> {
  const headers = headersFor(options, accept);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options);
  const data = parse(await res.text());
  if (res.ok) return data as T;
  throw failure(res.status, data, options.skipAuthHandler);
}

/** A file answered by the API (a PDF, an xlsx): the body as a Blob, errors as ApiError. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await send(path, options, '*/*');
  if (res.ok) return res.blob();
  throw failure(res.status, parse(await res.text()), options.skipAuthHandler);
}

/** A multipart call with upload progress and abort (files to the drive, chat, attachments). */
export function sendMultipart<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(options))) xhr.setRequestHeader(name, value);
    const report = options.onProgress;
    if (report) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        report?.(1);
        resolve(data as T);
      } else reject(failure(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', null));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
