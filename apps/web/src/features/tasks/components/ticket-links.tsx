import { DOCUMENT_STATES, type TicketDocument } from '@app/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tasksKeys } from '../api/keys.ts';
import { searchContracts, searchDocuments, searchParents } from '../api/tickets.ts';
import { documentTitle } from '../model/linked-document.ts';
import type { Ticket } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { LinkedRecordSelect } from './linked-record-select.tsx';

/** A linked document's state as a coloured tag. */
function DocumentStateTag({ document }: { document: TicketDocument }) {
  if (!document.status_code) return null;
  const color = DOCUMENT_STATES.find((s) => s.value === document.status_code)?.color ?? 'default';
  return <Tag color={color}>{document.status}</Tag>;
}

/**
 * The card header's links (spec 2 §2): parent task (the server lists open tasks of the same board
 * for `current_ticket_id` and refuses cycles), linked document (spec 2 "Linked documents"; the
 * documents registry's look-up) and linked contract (`documents/contracts` look-up). Editors pick
 * and clear; a refused change reverts (spec 2 §8).
 */
export function TicketLinks({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { patch } = useCardMutations(ticket.id);
  const document = ticket.attachment.documents.find((d) => d.item_id === ticket.document_id) ?? null;
  const lookupKey = (kind: string) => [...tasksKeys.card(ticket.id), kind] as const;

  return (
    <>
      <LinkedRecordSelect
        label={t('tasks.card.parent')}
        placeholder={t('tasks.card.noParent')}
        value={ticket.parent_id ? { id: ticket.parent_id, name: ticket.parent_name } : null}
        href={(id) => `/tickets/${id}`}
        canEdit={ticket.rights.edit}
        queryKey={lookupKey('parents')}
        search={async (term) => (await searchParents(ticket.id, term)).map((r) => ({ value: r.id, label: r.name }))}
        onChange={(parent_id, parent_name) => patch({ parent_id }, (x) => ({ ...x, parent_id, parent_name }))}
      />
      <LinkedRecordSelect
        label={t('tasks.card.document')}
        placeholder={t('tasks.card.noDocument')}
        value={ticket.document_id ? { id: ticket.document_id, name: document ? documentTitle(document) : null } : null}
        href={(id) => `/documents/${id}`}
        canEdit={ticket.rights.edit}
        queryKey={lookupKey('documents')}
        search={searchDocuments}
        extra={document ? <DocumentStateTag document={document} /> : null}
        onChange={(document_id, name) =>
          patch({ document_id }, (x) => ({
            ...x,
            document_id,
            // Until the card is refetched: the chosen title, no number or state yet.
            attachment: {
              documents: document_id
                ? [{ item_id: document_id, name: name ?? '', number: null, type: null, status: '', status_code: '' }]
                : [],
            },
          }))
        }
      />
      <LinkedRecordSelect
        label={t('tasks.card.contract')}
        placeholder={t('tasks.card.noContract')}
        value={ticket.contract_id ? { id: ticket.contract_id, name: ticket.contract_name } : null}
        href={(id) => `/contracts/${id}`}
        canEdit={ticket.rights.edit}
        queryKey={lookupKey('contracts')}
        search={searchContracts}
        onChange={(contract_id, contract_name) => patch({ contract_id }, (x) => ({ ...x, contract_id, contract_name }))}
      />
    </>
  );
}
