import { Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { useCardPart } from '../api/card.ts';

/** The offers (kp) of the application. */
export function KpTab({ packId }: { packId: number }) {
  const { t } = useTranslation();
  const offers = useCardPart(packId, 'offers').data?.offers ?? [];
  if (offers.length === 0) return <Empty description={t('applications.card.noOffers')} />;
  return (
    <List
      bordered
      dataSource={offers}
      renderItem={(o) => (
        <List.Item>
          {o.partner_name ?? '—'} · {formatNumber(o.sum)} · {o.comment ?? ''}
        </List.Item>
      )}
    />
  );
}
