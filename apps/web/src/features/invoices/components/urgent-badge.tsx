import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The list's badge of an urgent invoice (spec 3 §4). */
export function UrgentBadge({ urgent }: { urgent: boolean }) {
  const { t } = useTranslation();
  return urgent ? <Tag color="red">{t('invoices.urgentBadge')}</Tag> : null;
}
