import * as c from '@app/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { sendError } from '../../plugins/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { Forbidden } from '../../shared/errors.ts';
import { idParams } from '../../shared/wire.ts';
import { localizeKey } from './payments.messages.ts';
import { changePayment, createPayment, deletePayment, listPayments } from './payments.service.ts';
import {
  createRegister,
  listRegisters,
  registerCard,
  setRegister,
  signedPayments,
  signRegister,
  unsetRegister,
} from './registers.service.ts';
import { registerDocument } from './registers-document.service.ts';

const documentQuery = z.object({ format: z.enum(['xlsx', 'pdf']).optional() });

/** The daily registry's day (today when not given). */
const dailyQuery = z.object({ date: z.string().trim().refine(c.isWireDay, 'payments.dateInvalid').optional() });

/**
 * Payments of an invoice (`invoices/interval`, spec 3 §7) and the payment registry
 * (`list/register`, `set_register`, `registry_generate`, the daily registry).
 */
export async function paymentsRoutes(fastify: FastifyInstance, opts: { db: Db; realtime: Realtime }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: opts.db, realtime: opts.realtime };
  // The payments' validation keys (`payments.*`) answered in the caller's language.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'ru';
    const issues = (error as { validation?: { message?: string }[] }).validation;
    if (Array.isArray(issues)) for (const issue of issues) if (issue.message) issue.message = localizeKey(issue.message, lang);
    return sendError(error, request, reply);
  });
  const view = { access: 'invoices_view' } as const;
  const registry = { access: 'registry_paid_view' } as const;
  const tags = ['payments'];

  app.get(
    '/invoices/:id/intervals',
    { config: view, schema: { tags, params: idParams, response: { 200: c.paymentsAnswerSchema } } },
    async (request) => listPayments(opts.db, request.params.id, request.lang),
  );
  app.post(
    '/invoices/:id/intervals',
    { config: view, schema: { tags, params: idParams, body: c.paymentCreateBody, response: { 200: c.paymentViewSchema } } },
    async (request) => createPayment(ctx, request.user!, request.params.id, request.body, request.lang),
  );
  app.patch(
    '/invoices/intervals/:intervalId',
    { config: view, schema: { tags, params: c.intervalParams, body: c.paymentPatchBody, response: { 200: c.paymentViewSchema } } },
    async (request) => changePayment(ctx, request.user!, request.params.intervalId, request.body, request.lang),
  );
  app.delete(
    '/invoices/intervals/:intervalId',
    { config: view, schema: { tags, params: c.intervalParams, response: { 200: c.paymentViewSchema } } },
    async (request) => deletePayment(ctx, request.user!, request.params.intervalId, request.lang),
  );

  app.get('/invoices/registers', { config: registry, schema: { tags, response: { 200: c.registersAnswerSchema } } }, async (request) =>
    listRegisters(opts.db, request.lang),
  );
  app.post(
    '/invoices/registers',
    { config: registry, schema: { tags, body: c.registerCreateBody, response: { 200: c.registerCardSchema } } },
    async (request) => createRegister(opts.db, request.user!, request.body, request.lang),
  );
  app.get(
    '/invoices/registers/signed',
    { config: registry, schema: { tags, summary: 'Signed payments not in a register', response: { 200: c.registerCandidatesSchema } } },
    async (request) => signedPayments(opts.db, request.lang),
  );
  app.get(
    '/invoices/registers/daily',
    {
      config: registry,
      schema: {
        tags,
        summary: 'The daily registry: signed payments due on a date',
        querystring: dailyQuery,
        response: { 200: c.registerCandidatesSchema },
      },
    },
    async (request) => signedPayments(opts.db, request.lang, request.query.date ?? new Date().toISOString().slice(0, 10)),
  );
  app.get(
    '/invoices/registers/:id',
    { config: registry, schema: { tags, params: idParams, response: { 200: c.registerCardSchema } } },
    async (request) => registerCard(opts.db, request.params.id, request.lang),
  );
  app.post(
    '/invoices/set_register',
    { config: registry, schema: { tags, body: c.setRegisterBody, response: { 200: c.registerChangeAnswerSchema } } },
    async (request) => setRegister(ctx, request.user!, request.body.register_id, request.body.interval_ids, request.lang),
  );
  app.post(
    '/invoices/registers/:id/remove',
    { config: registry, schema: { tags, params: idParams, body: c.unsetRegisterBody, response: { 200: c.registerChangeAnswerSchema } } },
    async (request) => unsetRegister(ctx, request.user!, request.params.id, request.body.interval_ids, request.lang),
  );
  app.post(
    '/invoices/registers/:id/sign',
    { config: { access: 'registry_paid_sign' }, schema: { tags, params: idParams, response: { 200: c.registerCardSchema } } },
    async (request) => {
      if (!c.hasPermit(request.user!, 'registry_paid_view')) throw new Forbidden();
      return signRegister(opts.db, request.user!, request.params.id, request.lang);
    },
  );
  app.get(
    '/invoices/registers/:id/document',
    {
      config: registry,
      schema: { tags, summary: 'registry_generate: the register as xlsx (or pdf)', params: idParams, querystring: documentQuery },
    },
    async (request, reply) => {
      const doc = await registerDocument(opts.db, request.params.id, request.lang, request.query.format);
      return reply
        .header('content-type', doc.type)
        .header('content-disposition', `attachment; filename="${doc.name}"`)
        .header('cache-control', 'private, no-store')
        .send(doc.body);
    },
  );
}
