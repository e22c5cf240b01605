import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailed } from '../shared/errors.ts';
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

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? 'ru';
  if (error instanceof ValidationFailed) {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.errors)) errors[field] = messages.map((m) => translate(m, lang));
    return reply.code(422).send({ errors });
  }
  if (error instanceof HttpError) {
    if (error.statusCode === 401) return reply.code(401).send({ token: false });
    return reply.code(error.statusCode).send({ error: true, result_content: translate(error.message, lang, error.params) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(422).send({ errors: validationErrors(error.validation, lang) });
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
