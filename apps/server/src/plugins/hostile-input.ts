import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../shared/errors.ts';

/** Nesting deeper than any form of the product sends: refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The text no column can keep: a NUL byte (PostgreSQL refuses it in text) or a lone UTF-16
 * surrogate (not encodable as UTF-8). Everything else is the routes' schemas' business.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

/** The dotted path of the first unstorable string (or over-deep nesting), else undefined. */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object' || !isPlain(value)) return undefined;
  if (depth > MAX_DEPTH) return path.join('.') || '_';
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return [...path, '_'].join('.');
    const found = findUnstorable(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Hostile input (issue 18): a string with a NUL byte or invalid UTF-16, anywhere in the
 * path parameters, query or body of any route (the login too), is refused with 422 and the
 * field's name before a schema or a service sees it — it could never be stored, and the
 * database would answer it with an error. Uploaded files are not walked (not plain objects).
 */
export function registerHostileInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorable(part);
      if (field !== undefined) throw new ValidationFailed({ [field]: ['field.unstorable'] });
    }
  });
}
