import {
  SUPPORT_OPERATOR_PERMIT,
  SUPPORT_VIEWS,
  supportRegistry,
  supportSettingsSchema,
  supportStatusBodySchema,
  supportTicketAnswerSchema,
  supportTicketBodySchema,
} from '@app/contracts';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden } from '../../shared/errors.ts';
import { idParams } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { sessionUsersOf } from '../users/index.ts';
import { msg } from './support.messages.ts';
import { editRefusal, isOperator } from './support.policy.ts';
import { supportRequests } from './support.schema.ts';
import {
  changeState,
  makeTicket,
  refreshDueTimes,
  requestFiled,
  type SupportDeps,
  saveSlaSettings,
  slaSettings,
  takeRequest,
} from './support.service.ts';

export type { SupportDeps } from './support.service.ts';

const tags = ['support'];
const SESSION = { access: 'session' } as const;
const OPERATOR = { access: SUPPORT_OPERATOR_PERMIT } as const;
const ok = z.object({ ok: z.literal(true) });

/** Requesters see their own requests; operators every one (list, card, export, look-up and the record's kit). */
const visibleRows = (user: SessionUser | undefined, columns: Record<string, PgColumn>): SQL | undefined =>
  !user ? sql`false` : isOperator(user) ? undefined : eq(columns.who_add, user.id);

/** The list's `view=`: queue (not taken, open), mine (taken by me, open), all — operators; own — anyone's own. */
function viewCondition(user: SessionUser | undefined, query: Readonly<Record<string, unknown>>, c: Record<string, PgColumn>) {
  const view = query.view as (typeof SUPPORT_VIEWS)[number] | undefined;
  if (!view || !user) return undefined;
  if (view === 'own') return eq(c.who_add, user.id);
  if (!isOperator(user)) throw new Forbidden();
  if (view === 'queue') return and(isNull(c.operator_id), ne(c.state, 'closed'));
  if (view === 'mine') return and(eq(c.operator_id, user.id), ne(c.state, 'closed'));
  return undefined;
}

/**
 * The support desk (issue 17): the engine serves `supportRegistry` (list, card, create, edit,
 * trash, chat, files, history) with the requester's row filter and the edit rules; the module's
 * own calls take a request, change its status, make a ticket of it and keep the SLA settings.
 */
export async function supportRoutes(fastify: FastifyInstance, deps: SupportDeps) {
  const { db, realtime } = deps;
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: supportRegistry,
    table: supportRequests,
    hooks: {
      visibleRows,
      listParams: {
        shape: { view: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SUPPORT_VIEWS).optional()) },
        condition: viewCondition,
      },
      writing: async (tx, write) => {
        if (write.action !== 'update' || !write.stored) return;
        const [user] = await sessionUsersOf(tx, [write.userId]);
        const stored = write.stored as { state: 'new'; requester_id: number | null };
        const refusal = user && editRefusal(user, { state: stored.state, requesterId: stored.requester_id });
        if (!user || refusal) throw new Forbidden(msg(refusal ?? 'editOthers'));
      },
      written: async (user, id, action) => {
        if (action === 'create') await requestFiled(deps, user, id);
        if (action === 'update') await refreshDueTimes(deps, id, user.id);
      },
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/support/settings',
    { config: OPERATOR, schema: { tags, summary: 'Support: SLA targets per priority', response: { 200: supportSettingsSchema } } },
    async () => slaSettings(db),
  );
  app.put(
    '/support/settings',
    {
      config: OPERATOR,
      schema: { tags, summary: 'Support: set the SLA targets', body: supportSettingsSchema, response: { 200: supportSettingsSchema } },
    },
    async (request) => saveSlaSettings(db, request.body.sla, request.user!.id),
  );
  app.post(
    '/support/:id/take',
    { config: OPERATOR, schema: { tags, summary: 'Support: take a request (in work, mine)', params: idParams, response: { 200: ok } } },
    async (request) => {
      await takeRequest(deps, request.user!, request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/support/:id/status',
    {
      config: SESSION,
      schema: {
        tags,
        summary: 'Support: change the status (operators; the requester closes or reopens their own)',
        params: idParams,
        body: supportStatusBodySchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await changeState(deps, request.user!, request.params.id, request.body.state);
      return { ok: true as const };
    },
  );
  app.post(
    '/support/:id/ticket',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Support: make a ticket of the request on a board',
        params: idParams,
        body: supportTicketBodySchema,
        response: { 200: supportTicketAnswerSchema },
      },
    },
    async (request) => makeTicket(deps, request.user!, request.params.id, request.body.board_id),
  );
}
