import { ANSWER_FILE_TYPE, awaitsAnswer, type TicketDocument } from '@app/contracts';
import type { FileItem } from '../../../shared/widgets/attachments/index.ts';
import type { Ticket } from './types.ts';

/**
 * Spec 2 "Linked documents": a ticket's linked document in state active or additional_answer
 * waits for the performer's answer — finishing work then asks "answer ready" or "complete".
 */
export function documentAwaitingAnswer(ticket: Pick<Ticket, 'attachment'>): TicketDocument | null {
  return ticket.attachment.documents.find((d) => awaitsAnswer(d.status_code)) ?? null;
}

/** "Answer ready" needs a live answer file (type 2) in the ticket's `document` file group (the server checks the same). */
export function hasAnswerFile(files: readonly FileItem[] | undefined): boolean {
  return (Array.isArray(files) ? files : []).some(
    (f) => f.status !== 0 && f.type_code === 'document' && !f.column_name && f.doc_type === ANSWER_FILE_TYPE,
  );
}

/** "<number> — <subject>" of a linked document (the subject alone without a number). */
export const documentTitle = (d: Pick<TicketDocument, 'number' | 'name'>) => (d.number ? `${d.number} — ${d.name}` : d.name);
