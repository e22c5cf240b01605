import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { HttpError } from '../shared/errors.ts';
import { nestFormEntries, parseUrlEncoded } from '../shared/form-body.ts';
import { validationErrors } from './errors.ts';
import { cleanFileName, type UploadedFile } from './files.ts';
import { checkAccess } from './rights.ts';

/** Spec 1 §9: at most 99 files per upload. */
export const MAX_FILES_PER_UPLOAD = 99;

interface ZodLike {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

interface OverrideTarget {
  method: 'PATCH' | 'DELETE';
  pattern: RegExp;
  paramNames: string[];
  route: RouteOptions;
}

function compileUrl(url: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        paramNames.push(part.slice(1));
        return '([^/]+)';
      }
      if (part === '*') {
        paramNames.push('*');
        return '(.*)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), paramNames };
}

/**
 * Request bodies: JSON, urlencoded and multipart, with bracket names nested
 * (`pack[name]` → `{ pack: { name } }`); multipart files are parked in the storage's
 * temp folder and removed after the reply unless a service moved them. A POST whose
 * form data carries `_method=PATCH|DELETE` is handled as that method.
 */
export async function registerBodies(app: FastifyInstance, options: { tmpDir: string; maxFileSize: number }) {
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) => {
    try {
      done(null, parseUrlEncoded(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(multipart, {
    limits: { files: MAX_FILES_PER_UPLOAD, fileSize: options.maxFileSize, fields: 2000, fieldSize: 5 * 1024 * 1024 },
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, unknown][] = [];
    const uploads: UploadedFile[] = [];
    (request as FastifyRequest & { uploads?: UploadedFile[] }).uploads = uploads;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const tmpPath = path.join(options.tmpDir, randomUUID());
        // Listed before it is written: a refused or broken part (over the size limit, a cut
        // body) leaves a partial temp file that the onResponse hook below still removes.
        const upload: UploadedFile = {
          kind: 'upload',
          filename: cleanFileName(part.filename ?? ''),
          mimetype: part.mimetype,
          size: 0,
          tmpPath,
        };
        uploads.push(upload);
        await pipeline(part.file, fs.createWriteStream(tmpPath));
        if (part.file.truncated) throw new HttpError(413, 'upload.fileTooLarge');
        upload.size = (await fsp.stat(tmpPath)).size;
        entries.push([part.fieldname, upload]);
      } else {
        entries.push([part.fieldname, part.value]);
      }
    }
    request.body = nestFormEntries(entries);
  });

  app.addHook('onResponse', async (request) => {
    const uploads = (request as FastifyRequest & { uploads?: UploadedFile[] }).uploads;
    if (!uploads) return;
    // Files a service stored were renamed away; whatever is left was not wanted.
    await Promise.all(uploads.map((u) => fsp.rm(u.tmpPath, { force: true })));
  });

  // The `_method` override. Targets are collected as routes register; dispatch runs the
  // target's access check, validation and handler exactly as a real PATCH/DELETE would.
  const targets: OverrideTarget[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'PATCH' || method === 'DELETE')
        targets.push({ method: method as 'PATCH' | 'DELETE', ...compileUrl(route.url), route });
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const body = request.body as Record<string, unknown> | undefined;
    const override = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
    if (override !== 'PATCH' && override !== 'DELETE') return;
    const pathname = request.url.split('?')[0];
    for (const target of targets) {
      if (target.method !== override) continue;
      const match = target.pattern.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      target.paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1]);
      });
      await dispatch(app, target.route, request, reply, params);
      return reply;
    }
  });

  // POSTs that exist only to carry an override land here when no POST route matches.
  app.post('/api/*', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    return reply.callNotFound();
  });
}

async function dispatch(
  app: FastifyInstance,
  route: RouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  params: Record<string, string>,
) {
  checkAccess(request, route.config?.access);
  const schema = (route.schema ?? {}) as { params?: ZodLike; querystring?: ZodLike; body?: ZodLike };
  const { _method, ...body } = (request.body ?? {}) as Record<string, unknown>;
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const parse = (zod: ZodLike | undefined, value: unknown, prefix: string) => {
    if (!zod || typeof zod.safeParse !== 'function') return value;
    const result = zod.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) issues.push({ path: prefix ? [prefix, ...issue.path] : issue.path, message: issue.message });
    return value;
  };
  const parsedParams = parse(schema.params, params, 'params');
  const parsedQuery = parse(schema.querystring, request.query, 'query');
  const parsedBody = parse(schema.body, body, '');
  if (issues.length > 0) {
    return reply.code(422).send({ errors: validationErrors(issues, request.lang) });
  }
  request.params = parsedParams;
  request.query = parsedQuery;
  request.body = parsedBody;
  const handler = route.handler as RouteHandlerMethod;
  const result = await handler.call(app, request, reply);
  if (!reply.sent && result !== undefined) return reply.send(result);
}
