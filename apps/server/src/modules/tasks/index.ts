/**
 * The task module (spec 2): boards, tickets, performers and work, the status machine,
 * watchers, checklists, reminders, recurrence, kanban, statistics, KPI and mileage.
 * Public: the Fastify plugin `tasksRoutes`, `seedTasks`, the tables.
 */
import type { FastifyInstance } from 'fastify';
import { moduleFileRoutes } from '../attachments/index.ts';
import { onDocumentWritten } from '../documents/index.ts';
import { registerObjectAccess } from '../objects/index.ts';
import { canReadTicket, type TasksDeps } from './access.service.ts';
import { boardRoutes } from './boards.routes.ts';
import { linkedDocumentRoutes } from './linked-documents.routes.ts';
import { announceLinkedTickets } from './linked-documents.service.ts';
import { canEditTicketFiles, canEditTicketTags, canReadBoard, ticketFileColumns, ticketParticipants } from './objects.service.ts';
import { RECURRENCE_QUEUE, resumeSchedules, runRecurrence } from './recurrence.service.ts';
import { REMINDER_QUEUE, runReminder } from './reminders.service.ts';
import { ticketRoutes } from './tasks.routes.ts';

export type { TasksDeps } from './access.service.ts';
export { boardOptions } from './board-options.service.ts';
export { purgeTicket } from './purge.service.ts';
export { seedTasks } from './seed.service.ts';
export { seedBulkTickets } from './seed-bulk.service.ts';
export { isProjectManager as seesAllTickets } from './tasks.policy.ts';
export * from './tasks.schema.ts';
export { createTicket, restoreTicket } from './tickets.service.ts';
export { RECURRENCE_QUEUE, REMINDER_QUEUE, runRecurrence, runReminder };

/**
 * Registers the routes, the object access of `tickets` (chat, tags, files, history and
 * favourites of a ticket; realtime subscriptions to a ticket's room), the board rooms'
 * guard, and the reminder and recurrence workers.
 */
export async function tasksRoutes(fastify: FastifyInstance, deps: TasksDeps & { startJobs: boolean }) {
  registerObjectAccess('tickets', {
    read: (user, id) => canReadTicket(deps.db, user, id),
    edit: (user, id) => canEditTicketFiles(deps.db, user, id),
    link: (id) => `/tickets/${id}`,
    participants: (id) => ticketParticipants(deps.db, id),
    // Spec 2 §6: tickets_commentDisabled hides the ticket chat (the card's rights.chat), enforced by the chat API too.
    chat: async (user) => user.type === 1 || user.permits.tickets_commentDisabled !== 1,
    // Spec 2 §6: tags are the editors' (initiator, project managers; the card's rights.tags), files also the performers'.
    tags: (user, id) => canEditTicketTags(deps.db, user, id),
    // Uploads naming a board custom column (`column_name` = col_<id>) land in that column's file group.
    fileColumns: (id) => ticketFileColumns(deps.db, id),
  });
  deps.realtime.guardModule('boards', async (user, id) => canReadBoard(deps.db, user, Number(id)));
  await deps.jobs.work<{ reminderId: number }>(REMINDER_QUEUE, async ({ reminderId }) => runReminder(deps, reminderId));
  await deps.jobs.work<{ recurrenceId: number; at: string }>(RECURRENCE_QUEUE, async (data) => {
    await runRecurrence(deps, data);
  });
  // Jobs for reminders and occurrences that have none yet (seeded data), once workers run.
  if (deps.startJobs) fastify.addHook('onReady', async () => resumeSchedules(deps));
  await fastify.register(ticketRoutes, { deps });
  await fastify.register(boardRoutes, { deps });
  await fastify.register(linkedDocumentRoutes, { deps });
  // A document edited on its own card (state, number, name): the tickets linking it refresh.
  const offDocuments = onDocumentWritten((documentId, userId) => announceLinkedTickets(deps, documentId, userId));
  fastify.addHook('onClose', async () => offDocuments());
  // Spec 2 §7 names the ticket's file calls under load/tasks: the attachments module serves them there too.
  await fastify.register(moduleFileRoutes, {
    db: deps.db,
    storage: deps.storage,
    realtime: deps.realtime,
    path: '/load/tasks',
    module: 'tickets',
  });
}
