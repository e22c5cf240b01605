import './linked-documents.messages.ts';
import {
  awaitsAnswer,
  DOCUMENT_STATES,
  type DocumentAnswerChoice,
  type DocumentState,
  type DocumentStatusAnswer,
  type TicketAttachment,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { documentBriefs, emitDocumentState, liveDocumentState, setDocumentState } from '../documents/index.ts';
import { emitTicket, loadTicket, refuse, type TasksDeps } from './access.service.ts';
import { findColumnsOfBoard } from './boards.service.ts';
import { ticketsWithAnswerFile } from './collab.ts';
import { fileGroupsOf } from './files.service.ts';
import * as repo from './linked-documents.repository.ts';
import { documentStatusRefusal, finishAnswerRefusal } from './tasks.policy.ts';

/**
 * A ticket's linked document (spec 2 §3 "attachment documents", §4 "Linked documents", §7):
 * the card's `attachment`, the link check, the answer gate of finishing work, and the
 * document-status call of the task card. The document itself is the documents module's.
 */

const NO_ATTACHMENT: TicketAttachment = { documents: [] };

/** The ticket's `attachment`: its live linked document's brief, or none (a deleted document is not shown; its id stays stored). */
export async function attachmentOf(db: Db, documentId: number | null, lang: Lang = 'ru'): Promise<TicketAttachment> {
  if (documentId === null) return NO_ATTACHMENT;
  const brief = (await documentBriefs(db, [documentId], lang)).get(documentId);
  return brief ? { documents: [brief] } : NO_ATTACHMENT;
}

/** `PATCH load/tasks/:id` `document_id`: a live document, or null; 422 `tickets.documentUnavailable` otherwise. Answers the new `attachment`. */
export async function linkableAttachment(db: Db, documentId: number | null, lang: Lang = 'ru'): Promise<TicketAttachment> {
  if (documentId === null) return NO_ATTACHMENT;
  const attachment = await attachmentOf(db, documentId, lang);
  if (attachment.documents.length === 0) throw new ValidationFailed({ document_id: ['tickets.documentUnavailable'] });
  return attachment;
}

/**
 * The answer gate of finishing work (in the finishing transaction): refuses when the linked
 * document waits for an answer and no choice was made (409), or when "answer ready" has no
 * answer file (422); otherwise sets the chosen state and answers what to announce after commit.
 */
export async function passAnswerGate(
  tx: Db,
  ticket: { id: number; document_id: number | null },
  userId: number,
  choice: DocumentAnswerChoice | undefined,
): Promise<{ documentId: number; state: DocumentState; version: number } | null> {
  if (ticket.document_id === null) return null;
  const state = await liveDocumentState(tx, ticket.document_id);
  if (state === null) return null;
  const answerFile = (await ticketsWithAnswerFile(tx, [ticket.id])).has(ticket.id);
  const refused = finishAnswerRefusal({ state, choice, answerFile });
  if (refused) refuse(refused);
  if (!awaitsAnswer(state) || !choice) return null;
  const version = await setDocumentState(tx, ticket.document_id, choice, userId);
  return version === null ? null : { documentId: ticket.document_id, state: choice, version };
}

/** Every ticket linking the document gets an update with its attachment (the document's name, number, state), so open cards refresh. */
export async function announceLinkedTickets(deps: Pick<TasksDeps, 'db' | 'realtime'>, documentId: number, userId: number) {
  const tickets = await repo.findTicketsLinkingDocument(deps.db, documentId);
  if (tickets.length === 0) return;
  const attachment = await attachmentOf(deps.db, documentId);
  for (const ticket of tickets) emitTicket(deps.realtime, ticket, 'update', { attachment }, userId);
}

/** After a committed state change: the document's registry event, and an update of every ticket linking it (open cards refresh). */
export async function announceDocumentState(
  deps: Pick<TasksDeps, 'db' | 'realtime'>,
  change: { documentId: number; state: DocumentState; version: number },
  userId: number,
) {
  emitDocumentState(deps.realtime, change.documentId, change.state, change.version, userId);
  await announceLinkedTickets(deps, change.documentId, userId);
}

/**
 * `PATCH documents/:id/status` (spec 2 §7 "update document {id} | status"), the task card's call:
 * the rule is `documentStatusRefusal` (documents editors; performers of a ticket linking the document).
 */
export async function setLinkedDocumentStatus(
  deps: TasksDeps,
  user: SessionUser,
  documentId: number,
  status: DocumentState,
  lang: Lang,
): Promise<DocumentStatusAnswer> {
  const { db } = deps;
  const from = await liveDocumentState(db, documentId);
  if (from === null) throw new NotFound();
  const performed = await repo.findPerformedTicketIdsLinkingDocument(db, documentId, user.id);
  const answerFile = (await ticketsWithAnswerFile(db, performed)).size > 0;
  const refused = documentStatusRefusal(user, { from, to: status, performer: performed.length > 0, answerFile });
  if (refused) refuse(refused);
  const version = await db.transaction((tx) => setDocumentState(tx, documentId, status, user.id));
  if (version !== null) await announceDocumentState(deps, { documentId, state: status, version }, user.id);
  const label = DOCUMENT_STATES.find((s) => s.value === status)?.[lang] ?? status;
  return { result: true, id: documentId, status: label, status_code: status };
}

/** `GET load/tasks/:id/attachments` (spec 2 §7 "GET attachments of task"): the linked document and the `document` file group. */
export async function getTicketAttachments(deps: TasksDeps, user: SessionUser, ticketId: number, lang: Lang) {
  const { row } = await loadTicket(deps.db, user, ticketId);
  const columns = (await findColumnsOfBoard(deps.db, row.board_id)).map((c) => c.name);
  const files = await fileGroupsOf(deps, ticketId, user.id, columns);
  return { attachment: await attachmentOf(deps.db, row.document_id, lang), files: { document: files.document } };
}
