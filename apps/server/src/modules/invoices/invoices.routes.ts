import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceKinds, invoiceStatuses } from './invoices.service.ts';

/** Invoice reference data (spec 1 §7 "invoice types fetch"). */
export async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/invoices/types', { config: { access: 'session' }, schema: { tags: ['invoices'] } }, async (request) =>
    invoiceKinds(request.lang),
  );
  app.get('/invoices/statuses', { config: { access: 'session' }, schema: { tags: ['invoices'] } }, async (request) =>
    invoiceStatuses(request.lang),
  );
}
