/**
 * The API client: every call goes to /api with the session cookie and the
 * interface language in Accept-Language. Error envelopes (ARCHITECTURE.md) become
 * an ApiError; 401 {token:false} also calls the registered unauthorized handler.
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
  signal?: AbortSignal;
  /** Do not run the unauthorized handler on 401 (the sign-in call itself). */
  skipAuthHandler?: boolean;
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

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': languageOf() };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const res = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (res.ok) return data as T;

  const record = isRecord(data) ? data : {};
  if (res.status === 401 && !options.skipAuthHandler) onUnauthorized();
  const fieldErrors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : {};
  const firstFieldError = Object.values(fieldErrors).flat()[0];
  const message =
    typeof record.result_content === 'string' && record.result_content
      ? record.result_content
      : (firstFieldError ?? (typeof record.message === 'string' ? record.message : `HTTP ${res.status}`));
  throw new ApiError(res.status, message, data, fieldErrors, typeof record.request_id === 'string' ? record.request_id : undefined);
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
