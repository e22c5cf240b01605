import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../shared/i18n.ts';
import type { TasksDeps } from './access.service.ts';
import { getTicketCard } from './card.service.ts';
import { patchGroup, patchItem, postGroup, postItem } from './checklists.service.ts';
import { getFiles, setFileGroupVisibility } from './files.service.ts';
import { addPerformer, addWatcher, applyGroup, getPerformers, removePerformer, removeWatcher } from './people.service.ts';
import { setRecurrence } from './recurrence.service.ts';
import { addReminder, removeReminder } from './reminders.service.ts';
import { kpi } from './stats.service.ts';
import * as w from './tasks.wire.ts';
import { listTickets } from './ticket-list.service.ts';
import { createTicket, patchTicket, priorityOf } from './tickets.service.ts';
import { changeWork, editWork, WorkInProgress } from './works.service.ts';

const session = { access: 'session' } as const;
const tags = ['tasks'];

/** Tickets and everything on a ticket card, under `/api/load/...` (spec 2 §7). */
export async function ticketRoutes(fastify: FastifyInstance, { deps }: { deps: TasksDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/load/tasks',
    { config: session, schema: { tags, querystring: w.listQuery, response: { 200: c.ticketPageSchema } } },
    async (request) => listTickets(deps, request.user!, request.query, request.lang),
  );

  app.post(
    '/load/tasks',
    { config: session, schema: { tags, body: w.createBody, response: { 200: c.createTicketAnswerSchema } } },
    async (request) =>
      createTicket(deps, request.user!, {
        ...request.body,
        start: request.body.start ?? null,
        end: request.body.end ?? null,
      }),
  );

  // Spec 3 §7 "Documents" (`tasks/priority`): the ticket priorities for the pickers of other sections.
  app.get(
    '/tasks/priority',
    { config: session, schema: { tags, summary: 'Ticket priorities', response: { 200: z.array(c.ticketPrioritySchema) } } },
    async (request) => c.TICKET_PRIORITIES.map((p) => priorityOf(p.id, request.lang)),
  );

  app.get(
    '/load/tasks/:id',
    { config: session, schema: { tags, params: w.ticketParams, querystring: w.cardQuery, response: { 200: c.ticketCardSchema } } },
    async (request) => getTicketCard(deps, request.user!, request.params.id, request.query, request.lang),
  );

  app.patch(
    '/load/tasks/:id',
    { config: session, schema: { tags, params: w.ticketParams, body: w.patchBody, response: { 200: c.ticketPatchAnswerSchema } } },
    async (request) => {
      const {
        name,
        description,
        status,
        reason_id,
        priority,
        parent_id,
        initiator,
        start,
        end,
        contract_id,
        document_id,
        board_id,
        tickets,
        ...rest
      } = request.body;
      const custom = Object.fromEntries(Object.entries(rest).filter(([key]) => /^col_\d{1,9}$/.test(key)));
      return patchTicket(
        deps,
        request.user!,
        request.params.id,
        {
          name,
          description,
          status,
          reason_id,
          priority,
          parent_id,
          initiator,
          start,
          end,
          contract_id,
          document_id,
          board_id,
          tickets,
          custom,
        },
        request.lang,
      );
    },
  );

  // Performers and their work ------------------------------------------------------------
  app.get(
    '/load/tasks/:id/performers',
    { config: session, schema: { tags, params: w.ticketParams, response: { 200: c.performersSchema } } },
    async (request) => getPerformers(deps, request.user!, request.params.id),
  );
  app.post(
    '/load/tasks/:id/performers/:userId',
    {
      config: session,
      schema: { tags, params: w.performerParams, response: { 200: c.peopleAnswerSchema } },
    },
    async (request) => addPerformer(deps, request.user!, request.params.id, request.params.userId),
  );
  app.patch(
    '/load/tasks/:id/performers/:userId',
    { config: session, schema: { tags, params: w.performerParams, body: w.statusZeroBody, response: { 200: c.peopleAnswerSchema } } },
    async (request) => removePerformer(deps, request.user!, request.params.id, request.params.userId),
  );
  app.post(
    '/load/tasks/:id/performers/:performerId/works',
    {
      config: session,
      schema: { tags, params: w.workParams, body: w.workBody, response: { 200: c.workAnswerSchema, 409: c.workInProgressSchema } },
    },
    async (request, reply) => {
      try {
        return await changeWork(
          deps,
          request.user!,
          request.params.id,
          request.params.performerId,
          request.body.action,
          request.body.suspend_work_id,
          request.body.document_status,
        );
      } catch (error) {
        if (!(error instanceof WorkInProgress)) throw error;
        return reply.code(409).send({
          error: true,
          result_content: translate(error.message, request.lang, error.params),
          ticket_name: error.ticket_name,
          ticket_id: error.ticket_id,
          work_id: error.work_id,
        });
      }
    },
  );
  app.patch(
    '/load/tasks/:id/performers/:performerId/works/:workId',
    { config: session, schema: { tags, params: w.workEditParams, body: w.workEditBody, response: { 200: c.workEditAnswerSchema } } },
    async (request) => editWork(deps, request.user!, request.params.id, request.params.performerId, request.params.workId, request.body),
  );

  // Watchers and groups --------------------------------------------------------------------
  app.post(
    '/load/tasks/:id/watchers/:userId',
    {
      config: session,
      schema: { tags, params: w.performerParams, response: { 200: c.peopleAnswerSchema } },
    },
    async (request) => addWatcher(deps, request.user!, request.params.id, request.params.userId),
  );
  app.patch(
    '/load/tasks/:id/watchers/:userId',
    { config: session, schema: { tags, params: w.performerParams, body: w.statusZeroBody, response: { 200: c.peopleAnswerSchema } } },
    async (request) => removeWatcher(deps, request.user!, request.params.id, request.params.userId),
  );
  app.post(
    '/load/tasks/:id/groups/:groupId',
    { config: session, schema: { tags, params: w.applyGroupParams, response: { 200: c.peopleAnswerSchema } } },
    async (request) => applyGroup(deps, request.user!, request.params.id, request.params.groupId),
  );

  // Checklists -------------------------------------------------------------------------------
  app.post(
    '/load/tasks/:id/checklist_group',
    { config: session, schema: { tags, params: w.ticketParams, body: w.groupPostBody, response: { 200: c.checklistPostAnswerSchema } } },
    async (request) => postGroup(deps, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/load/tasks/:id/checklist_group/:groupId',
    { config: session, schema: { tags, params: w.groupParams, body: w.groupPatchBody, response: { 200: c.resultSchema } } },
    async (request) => patchGroup(deps, request.user!, request.params.id, request.params.groupId, request.body),
  );
  app.post(
    '/load/tasks/:id/checklist',
    { config: session, schema: { tags, params: w.ticketParams, body: w.itemPostBody, response: { 200: c.idAnswerSchema } } },
    async (request) => postItem(deps, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/load/tasks/:id/checklist/:itemId',
    { config: session, schema: { tags, params: w.itemParams, body: w.itemPatchBody, response: { 200: c.resultSchema } } },
    async (request) => patchItem(deps, request.user!, request.params.id, request.params.itemId, request.body),
  );

  // Reminders, recurrence, files, KPI ---------------------------------------------------------
  app.post(
    '/load/reminders',
    { config: session, schema: { tags, body: w.reminderBody, response: { 200: c.reminderAddAnswerSchema } } },
    async (request) => addReminder(deps, request.user!, request.body),
  );
  app.patch(
    '/load/reminders/:id',
    {
      config: session,
      schema: { tags, params: w.reminderParams, body: w.statusZeroBody, response: { 200: c.reminderRemoveAnswerSchema } },
    },
    async (request) => removeReminder(deps, request.user!, request.params.id),
  );
  app.post(
    '/load/tasks/:id/recurrence',
    { config: session, schema: { tags, params: w.ticketParams, body: w.recurrenceBody, response: { 200: c.recurrenceAnswerSchema } } },
    async (request) => setRecurrence(deps, request.user!, request.params.id, request.body),
  );
  app.get(
    '/load/tasks/:id/files',
    { config: session, schema: { tags, params: w.ticketParams, response: { 200: c.ticketFilesSchema } } },
    async (request) => getFiles(deps, request.user!, request.params.id),
  );
  app.patch(
    '/load/tasks/:id/files',
    {
      config: session,
      schema: { tags, params: w.ticketParams, body: w.fileVisibilityBody, response: { 200: c.fileVisibilityAnswerSchema } },
    },
    async (request) => setFileGroupVisibility(deps, request.user!, request.params.id, request.body),
  );
  app.get(
    '/load/tasks/:id/kpi',
    { config: session, schema: { tags, params: w.ticketParams, response: { 200: c.kpiSchema } } },
    async (request) => kpi(deps, request.user!, request.params.id),
  );
}
