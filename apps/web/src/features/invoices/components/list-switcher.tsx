import type { InvoiceListName } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchMenu, invoicesKeys } from '../api.ts';
import '../texts.ts';

/** The lists of the section the user may see, with counters (`GET invoices/menu`); a click opens one. */
export function InvoiceListSwitcher({ current }: { current: InvoiceListName }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const menu = useQuery({ queryKey: invoicesKeys.menu, queryFn: fetchMenu });
  const lists = menu.data?.lists ?? [];
  if (lists.length < 2) return null;
  return (
    <nav aria-label={t('invoices.lists')} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Segmented
        value={current}
        onChange={(value) => navigate(`/invoices/list/${value}`)}
        options={lists.map((l) => ({
          value: l.name,
          label: (
            <span title={l.urgent ? t('invoices.urgent', { count: l.urgent }) : undefined}>
              {l[lang]} <Badge count={l.count} overflowCount={9999} color={l.urgent ? 'red' : 'blue'} showZero />
            </span>
          ),
        }))}
      />
    </nav>
  );
}
