import type { ApplicationListPage } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';
import { type MentionSource, objectMentionLabel } from '../../../shared/widgets/chat/mention-sources.ts';

/**
 * The chat's `$` mention (spec 1 §5): applications the user may see, by number, through the
 * list's search (`GET applications?search=`, visibility applied by the server); a mention
 * links to the application card.
 */
export const applicationMentionSource: MentionSource = {
  async search(term) {
    // `$` takes digits and dots; the application number is the part before the first dot.
    const number = term.split('.')[0];
    if (!number) return [];
    const res = await api<ApplicationListPage>('/applications', {
      query: { search: number, sort: 'id', order: 'desc', limit: 10 },
    });
    // The list search also matches names containing the digits: `$` is by number only.
    return res.items
      .filter((r) => String(r.id) === number)
      .map((r) => ({ id: String(r.id), label: objectMentionLabel(r.id, r.name), type: 'other' as const }));
  },
  href: (id) => (/^\d{1,9}$/.test(id) ? `/applications/${id}` : null),
};
