import { INVOICE_STATE_FILTERS, INVOICE_STATES, type InvoiceStateFilter } from '@app/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../texts.ts';

const LABELS: Record<InvoiceStateFilter, { ru: string; en: string }> = {
  empty: { ru: 'Без статуса', en: 'No status' },
  liked: { ru: 'Избранные', en: 'Favourites' },
  delete: { ru: 'Удалённые', en: 'Deleted' },
  ...Object.fromEntries(INVOICE_STATES.map((s) => [s.value, { ru: s.ru, en: s.en }])),
} as Record<InvoiceStateFilter, { ru: string; en: string }>;

/** The status filter of spec 3 §4 (`state_filter` in the URL, sent with the list call). */
export function InvoiceStateFilterSelect() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const [params, setParams] = useSearchParams();
  const value = params.get('state_filter') ?? undefined;
  return (
    <Select
      allowClear
      aria-label={t('invoices.stateFilter')}
      placeholder={t('invoices.stateFilter')}
      style={{ minWidth: 200, maxWidth: '100%' }}
      value={value}
      onChange={(next?: string) => {
        const search = new URLSearchParams(params);
        if (next) search.set('state_filter', next);
        else search.delete('state_filter');
        setParams(search, { replace: true });
      }}
      options={INVOICE_STATE_FILTERS.map((code) => ({ value: code, label: LABELS[code][lang] }))}
    />
  );
}
