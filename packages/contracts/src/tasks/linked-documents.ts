import { z } from 'zod';
import { DOCUMENT_ANSWER_STATES, DOCUMENT_STATES, type DocumentState } from '../documents.ts';

/**
 * A ticket's linked document (spec 2 §3 "attachment documents", §4 "Linked documents", §7
 * "GET attachments of task", "update document {id} | status"; issue 15). A ticket links one
 * document of the documents module (`document_id`); the card answers it as
 * `attachment.documents` with the spec's fields.
 */

const id = z.number().int();

/** The linked document as the ticket carries it: `item_id` its id, `name` its subject, `status` the state's label, `status_code` the state. */
export const ticketDocumentSchema = z.object({
  item_id: id,
  name: z.string(),
  number: z.string().nullable(),
  /** The document's type (documents directory), else null. */
  type: z.string().nullable(),
  status: z.string(),
  status_code: z.string(),
});
export type TicketDocument = z.infer<typeof ticketDocumentSchema>;

export const ticketAttachmentSchema = z.object({ documents: z.array(ticketDocumentSchema) });
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** The two answers of the status dialog shown when finishing work on a ticket whose document waits for an answer. */
export const DOCUMENT_ANSWER_CHOICES = ['answer_ready', 'complete'] as const satisfies readonly DocumentState[];
export type DocumentAnswerChoice = (typeof DOCUMENT_ANSWER_CHOICES)[number];

/** Whether a document in this state waits for the performer's answer (active, additional_answer). */
export const awaitsAnswer = (state: string): boolean => (DOCUMENT_ANSWER_STATES as readonly string[]).includes(state);

/**
 * Document file types of a ticket's `document` file group (spec 2 §3 "File": annex 0, answer 2,
 * additional answer 3); "answer_ready" needs a file of type answer (2).
 */
export const TICKET_DOCUMENT_FILE_TYPES = [
  { value: 0, ru: 'Приложение', en: 'Annex' },
  { value: 2, ru: 'Ответ', en: 'Answer' },
  { value: 3, ru: 'Дополнительный ответ', en: 'Additional answer' },
] as const;
export const ANSWER_FILE_TYPE = 2;
export const ticketDocumentFileTypeSchema = z.union([z.literal(0), z.literal(2), z.literal(3)]);

const STATE_VALUES = DOCUMENT_STATES.map((s) => s.value) as [DocumentState, ...DocumentState[]];

/** `PATCH documents/:id/status` (spec 2 §7 "update document {id} | status"). */
export const documentStatusBodySchema = z.object({ status: z.enum(STATE_VALUES) });
export const documentStatusAnswerSchema = z.object({
  result: z.boolean(),
  id,
  status: z.string(),
  status_code: z.string(),
});
export type DocumentStatusAnswer = z.infer<typeof documentStatusAnswerSchema>;
