import { CAFE_STATUSES, type CafeOrder } from '@app/contracts';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDateTime } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import '../texts.ts';

export function CafeStatusTag({ status }: { status: CafeOrder['status'] }) {
  const [lang] = useLanguage();
  const option = CAFE_STATUSES.find((s) => s.value === status)!;
  return <Tag color={option.color}>{option[lang]}</Tag>;
}

/** One cafe order: number, status, lines, total; `actions` below (the kitchen's buttons). */
export function CafeOrderCard({ order, who, actions }: { order: CafeOrder; who?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`cafe-order-${order.id}`}
      title={
        <span>
          {t('catering.orderNo', { id: order.id })} <CafeStatusTag status={order.status} />
        </span>
      }
      extra={formatShortDateTime(order.date_add)}
      style={{ marginBottom: 8 }}
    >
      {who && <div>{order.user_name}</div>}
      {order.lines.map((l) => (
        <div key={l.dish_id} className="catering-dish">
          <span className="catering-dish-name">
            {l.name} × {l.quantity}
          </span>
          <span>{formatMoney(l.sum)}</span>
        </div>
      ))}
      {order.comment && <div className="catering-dish-meta">{order.comment}</div>}
      <div className="catering-dish">
        <strong>{t('catering.total')}</strong>
        <strong>{formatMoney(order.total)}</strong>
      </div>
      {actions}
    </Card>
  );
}
