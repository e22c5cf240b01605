import { api } from '../../../shared/api/index.ts';
import { type MentionSource, objectMentionLabel } from '../../../shared/widgets/chat/mention-sources.ts';

interface TicketHit {
  id: number;
  name: string;
}

/**
 * The chat's `#` mention (spec 1 §5): tickets the user may see, by number or name, through
 * the list's search (`GET load/tasks?search=`, visibility applied by the server); a mention
 * links to the ticket card.
 */
export const ticketMentionSource: MentionSource = {
  async search(term) {
    const res = await api<{ data: { data: TicketHit[] } }>('/load/tasks', {
      query: { search: term, sort: 'id', order: 'desc', limit: 10 },
    });
    return res.data.data.map((r) => ({ id: String(r.id), label: objectMentionLabel(r.id, r.name), type: 'other' as const }));
  },
  href: (id) => (/^\d{1,9}$/.test(id) ? `/tickets/${id}` : null),
};
