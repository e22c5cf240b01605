import { INVOICE_BADGES, INVOICE_BADGES_MAX_IDS, type InvoiceBadge, type InvoiceBadges } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, batchedLoader } from '../../../shared/api/index.ts';
import { UrgentBadge } from './urgent-badge.tsx';

/** The badges of one invoice; the calls of one render (a list page) go out together, 200 ids a call. */
export const loadInvoiceBadges = batchedLoader<InvoiceBadge[]>(
  async (ids) => {
    const answer = await api<InvoiceBadges>(`/invoices/badges?ids=${ids.join(',')}`);
    return new Map(answer.items.map((item) => [item.id, item.badges]));
  },
  { maxIds: INVOICE_BADGES_MAX_IDS, empty: [] },
);

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
