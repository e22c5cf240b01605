import { INVOICE_BADGES, INVOICE_BADGES_MAX_IDS, type InvoiceBadge, type InvoiceBadges } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/index.ts';
import { UrgentBadge } from './urgent-badge.tsx';

type Waiter = { resolve: (badges: InvoiceBadge[]) => void; reject: (e: unknown) => void };
let waiting = new Map<number, Waiter[]>();
let scheduled = false;

/** Sends the ids asked for in the same tick as one `GET invoices/badges?ids=` per 200. */
async function flush() {
  scheduled = false;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += INVOICE_BADGES_MAX_IDS) {
    const chunk = ids.slice(i, i + INVOICE_BADGES_MAX_IDS);
    try {
      const answer = await api<InvoiceBadges>(`/invoices/badges?ids=${chunk.join(',')}`);
      const found = new Map(answer.items.map((item) => [item.id, item.badges]));
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? []);
    } catch (e) {
      for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(e);
    }
  }
}

/** The badges of one invoice; the calls of one render (a list page) go out together. */
export function loadInvoiceBadges(id: number): Promise<InvoiceBadge[]> {
  return new Promise((resolve, reject) => {
    waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

export const badgesKey = (id: number) => ['invoices', id, 'badges'] as const;

/** The invoice's badges of spec 3 §4: urgent (from the row), then refund, on_storage, in_transit, get_it, archive. */
export function InvoiceBadgeTags({ id, urgent }: { id: number; urgent: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const query = useQuery({ queryKey: badgesKey(id), queryFn: () => loadInvoiceBadges(id), staleTime: 30_000 });
  const badges = INVOICE_BADGES.filter((b) => query.data?.includes(b.code));
  if (!urgent && badges.length === 0) return null;
  return (
    <Space size={4} wrap>
      <UrgentBadge urgent={urgent} />
      {badges.map((b) => (
        <Tag key={b.code} color={b.color} data-badge={b.code}>
          {b[lang]}
        </Tag>
      ))}
    </Space>
  );
}
