import { INVOICE_LIST_NAMES, INVOICE_STATE_FILTERS, invoicesRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { Conflict, ValidationFailed } from '../../shared/errors.ts';
import { type RegistryHooks, registryRoutes } from '../registry/index.ts';
import { fireInvoiceChanged } from './invoices.events.ts';
import { amountProblems, listCondition, numberProblems, vatOf, visibleRows } from './invoices.policy.ts';
import * as repo from './invoices.repository.ts';
import { invoices } from './invoices.schema.ts';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** An empty VAT is computed from the sum and the rate (`state` is the definition's `readOnly`: only actions set it). */
function beforeWrite(values: Record<string, unknown>, stored: Readonly<Record<string, unknown>> | undefined) {
  const out = { ...values };
  const merged = { ...stored, ...out };
  const touched = 'sum' in out || 'vat_rate' in out || 'vat_sum' in out;
  if (touched && blank(merged.vat_sum) && !blank(merged.vat_rate)) out.vat_sum = vatOf(merged.sum, merged.vat_rate);
  return out;
}

/** The invoices' rules on the engine: amount needs a contract or reason, number only in a draft, no delete with payments. */
export const invoicesHooks: RegistryHooks = {
  visibleRows,
  beforeWrite,
  listParams: {
    shape: {
      list: z.preprocess((v) => (v === '' ? undefined : v), z.enum(INVOICE_LIST_NAMES).optional()),
      state_filter: z.preprocess((v) => (v === '' ? undefined : v), z.enum(INVOICE_STATE_FILTERS).optional()),
    },
    condition: listCondition,
  },
  validate: async (_tx, record) => amountProblems(record),
  writing: async (tx, write) => {
    if (write.action === 'update' && write.stored && write.id !== undefined) {
      const problems = numberProblems(write.stored, write.values);
      if (Object.keys(problems).length) throw new ValidationFailed(problems);
      if ('sum' in write.values) await fireInvoiceChanged(tx, { invoiceId: write.id, userId: write.userId, change: 'total' });
    }
    if (write.action === 'delete' && write.id !== undefined) {
      if (write.stored?.status === 0) throw new Conflict('invoice.deleted');
      if ((await repo.countPayments(tx, write.id)) > 0) throw new Conflict('invoice.hasPayments');
    }
  },
};

/** Mounts the invoices registry (`/api/invoices/registry...`). */
export async function invoicesRegistryRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: invoicesRegistry, table: invoices, hooks: invoicesHooks });
}
