import {
  approvalChainInputSchema,
  approvalChainSchema,
  approvalResultSchema,
  approvalSignInputSchema,
  awaitingSchema,
  substituteInputSchema,
  substituteSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { awaiting, mySubstitute, setMySubstitute } from './awaiting.service.ts';
import { getChain, setChain, submit } from './chain.service.ts';
import { sign } from './sign.service.ts';

export interface ApprovalsDeps {
  db: Db;
  realtime: Realtime;
  jobs: Jobs;
  notifications: Notifications;
  startJobs: boolean;
}

const tags = ['approvals'];
const session = { access: 'session' } as const;
const invoicesView = { access: 'invoices_view' } as const;

/**
 * Approval of invoices: submission, the chain (read by its signers and substitutes too; set by
 * hand with invoices_view), signing (can_sign, checked in the service), substitutes, the
 * "awaiting my signature" list.
 */
export async function approvalsRoutes(fastify: FastifyInstance, { db, realtime }: ApprovalsDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/invoices/:id/submit',
    { config: invoicesView, schema: { tags, params: idParams, response: { 200: approvalResultSchema } } },
    async (request) => submit(db, realtime, request.user!, request.params.id, request.lang),
  );
  app.get(
    '/invoices/:id/signers',
    { config: session, schema: { tags, params: idParams, response: { 200: approvalChainSchema } } },
    async (request) => getChain(db, request.user!, request.params.id),
  );
  app.put(
    '/invoices/:id/signers',
    { config: invoicesView, schema: { tags, params: idParams, body: approvalChainInputSchema, response: { 200: approvalChainSchema } } },
    async (request) => setChain(db, realtime, request.user!, request.params.id, request.body, request.lang),
  );
  app.post(
    '/invoices/:id/sign',
    { config: session, schema: { tags, params: idParams, body: approvalSignInputSchema, response: { 200: approvalResultSchema } } },
    async (request) => sign(db, realtime, request.user!, request.params.id, request.body, request.lang),
  );
  app.get('/approvals/substitutes', { config: session, schema: { tags, response: { 200: substituteSchema } } }, async (request) =>
    mySubstitute(db, request.user!),
  );
  app.put(
    '/approvals/substitutes',
    { config: session, schema: { tags, body: substituteInputSchema, response: { 200: substituteSchema } } },
    async (request) => setMySubstitute(db, request.user!, request.body, request.lang),
  );
  app.get('/approvals/awaiting', { config: session, schema: { tags, response: { 200: awaitingSchema } } }, async (request) =>
    awaiting(db, request.user!, request.lang),
  );
}
