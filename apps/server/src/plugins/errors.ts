import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequests, ValidationFailed } from '../shared/errors.ts';
import { translate } from '../shared/i18n.ts';

/** Turns zod issues (or Fastify validation entries) into `{ field: [message] }`. */
export function validationErrors(issues: { instancePath?: string; path?: PropertyKey[]; message?: string }[], lang: 'ru' | 'en') {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path ? issue.path.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const key = field || '_';
    const message = translate(issue.message ?? 'field.invalid', lang);
    errors[key] ??= [];
    errors[key].push(message);
  }
  return errors;
}

/** The SQLSTATE of a database error, looked for through the driver's and Drizzle's wrappers. */
function sqlState(error: unknown): { code: string; column?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, column, cause } = current as { code?: unknown; column?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, column: typeof column === 'string' ? column : undefined };
    current = cause;
  }
  return undefined;
}

/**
 * The safety net under the schemas (issue 18: "a 5xx from any input is a bug"): a value the
 * database refuses — class 22, data exceptions, and 23, integrity — is the caller's input,
 * answered 422 (409 for a duplicate), never 500. Each one is logged: a schema should have
 * refused it first.
 */
function databaseRefusal(error: unknown): { status: number; field?: string; message: string } | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  const field = state.column ?? '_';
  if (state.code === '22001') return { status: 422, field, message: 'field.tooLong' };
  if (state.code === '22003') return { status: 422, field, message: 'field.outOfRange' };
  if (state.code === '22021' || state.code === '22P05') return { status: 422, field, message: 'field.unstorable' };
  if (state.code.startsWith('22') || state.code === '23514') return { status: 422, field, message: 'field.invalid' };
  if (state.code === '23502') return { status: 422, field, message: 'field.fillRequired' };
  if (state.code === '23503') return { status: 422, message: 'error.relatedMissing' };
  if (state.code === '23505') return { status: 409, message: 'error.duplicate' };
  return undefined;
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? 'ru';
  if (error instanceof ValidationFailed) {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.errors)) errors[field] = messages.map((m) => translate(m, lang));
    return reply.code(422).send({ errors });
  }
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterS));
    if (error.statusCode === 401) return reply.code(401).send({ token: false });
    return reply.code(error.statusCode).send({ error: true, result_content: translate(error.message, lang, error.params) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(422).send({ errors: validationErrors(error.validation, lang) });
  }
  const refusal = databaseRefusal(error);
  if (refusal) {
    request.log.warn({ err: error }, 'the database refused an input the schemas let through');
    const message = translate(refusal.message, lang);
    if (refusal.field) return reply.code(refusal.status).send({ errors: { [refusal.field]: [message] } });
    return reply.code(refusal.status).send({ error: true, result_content: message });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_FILES_LIMIT') {
    return reply.code(413).send({ error: true, result_content: translate('upload.tooManyFiles', lang, { max: 99 }) });
  }
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
    return reply.code(413).send({ error: true, result_content: translate('upload.fileTooLarge', lang) });
  }
  if (status >= 400 && status < 500) {
    if (status === 429) return reply.code(429).send({ error: true, result_content: fastifyError.message });
    return reply.code(status).send({ error: true, result_content: translate('error.badRequest', lang) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ error: true, result_content: translate('error.internal', lang, { requestId: request.id }), request_id: request.id });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
