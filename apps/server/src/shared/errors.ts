/**
 * Errors a service throws to refuse a request; the error plugin turns each into the
 * envelope of ARCHITECTURE.md. `message` is an i18n key of the server dictionary
 * (or a ready text), translated into the caller's language when the reply is written.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly params?: Record<string, string | number>;
  constructor(statusCode: number, message: string, params?: Record<string, string | number>) {
    super(message);
    this.statusCode = statusCode;
    this.params = params;
  }
}

/** A business refusal: `{ error: true, result_content }`. */
export class Refusal extends HttpError {
  constructor(message: string, params?: Record<string, string | number>, statusCode = 400) {
    super(statusCode, message, params);
  }
}

/** Too many attempts: 429 `{ error: true, result_content }` with `Retry-After` in seconds. */
export class TooManyRequests extends HttpError {
  readonly retryAfterS: number;
  constructor(message: string, retryAfterS: number, params?: Record<string, string | number>) {
    super(429, message, params);
    this.retryAfterS = retryAfterS;
  }
}

/** No right: 403 `{ error: true, result_content }`. */
export class Forbidden extends HttpError {
  constructor(message = 'error.forbidden') {
    super(403, message);
  }
}

/** Unknown object, or one the caller may not see: the same 404 for both. */
export class NotFound extends HttpError {
  constructor(message = 'error.notFound') {
    super(404, message);
  }
}

/** Missing, expired or revoked token: 401 `{ token: false }`. */
export class Unauthorized extends HttpError {
  constructor() {
    super(401, 'error.unauthorized');
  }
}

/** A stale write: the record changed since the version the client based its edit on. */
export class Conflict extends HttpError {
  constructor(message = 'error.conflict') {
    super(409, message);
  }
}

/** Invalid input: 422 `{ errors: { field: [message] } }`. */
export class ValidationFailed extends HttpError {
  readonly errors: Record<string, string[]>;
  constructor(errors: Record<string, string[]>) {
    super(422, 'error.validation');
    this.errors = errors;
  }
}
