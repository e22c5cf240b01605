import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, InputNumber, Popconfirm, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { cafeMenuQuery, cateringKeys, errorText, myCafeQuery, placeCafeOrder, setCafeStatus } from '../api/catering-api.ts';
import { useCateringLive } from '../api/use-catering-live.ts';
import { CafeOrderCard } from '../components/cafe-status.tsx';
import { byCategory, useCategoryLabel, usePortionLabel } from '../components/dish-label.tsx';
import '../texts.ts';

/** `/cafe`: the à-la-carte menu, a cart ordered during the opening hours, and one's orders with their live status. */
export function CafePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const menu = useQuery(cafeMenuQuery());
  const mine = useQuery(myCafeQuery());
  const category = useCategoryLabel();
  const portion = usePortionLabel();
  const [cart, setCart] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  useCateringLive((event) => {
    if (event.kind === 'cafe' && event.status === 'ready' && event.id) toast(2, t('catering.readyToast', { id: event.id }));
  });
  const order = useMutation({
    mutationFn: () =>
      placeCafeOrder({
        lines: Object.entries(cart)
          .filter(([, q]) => q > 0)
          .map(([id, q]) => ({ dish_id: Number(id), quantity: q })),
        comment: comment || undefined,
      }),
    onSuccess: () => {
      setCart({});
      setComment('');
      void client.invalidateQueries({ queryKey: cateringKeys.all });
      toast(0, t('catering.ordered'));
    },
    onError: (e) => toast(1, errorText(e)),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => setCafeStatus(id, 'cancelled'),
    onSuccess: () => void client.invalidateQueries({ queryKey: cateringKeys.all }),
    onError: (e) => toast(1, errorText(e)),
  });
  if (menu.isPending) return <Spin aria-label={t('catering.loading')} />;
  if (menu.isError) return <Alert type="error" message={errorText(menu.error)} />;
  const { open, opens, closes, items } = menu.data;
  const chosen = items.filter((i) => (cart[i.id] ?? 0) > 0);
  const total = chosen.reduce((s, i) => s + Number(i.price) * cart[i.id], 0);
  return (
    <div className="catering-grid">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('catering.cafe')}</h1>}>
        <Alert
          style={{ marginBottom: 8 }}
          type={open ? 'info' : 'warning'}
          message={open ? t('catering.cafeOpen', { opens, closes }) : t('catering.cafeClosed', { opens, closes })}
        />
        {items.length === 0 && <Empty description={t('catering.noMenu')} />}
        {byCategory(items).map(([cat, dishes]) => (
          <div key={cat}>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {category(cat)}
            </Typography.Title>
            {dishes.map((d) => (
              <div className="catering-dish" key={d.id}>
                <div className="catering-dish-name">
                  <div>{d.name}</div>
                  <div className="catering-dish-meta">
                    {portion(d.portion, d.unit)} · {formatMoney(d.price)}
                  </div>
                </div>
                <InputNumber
                  aria-label={`${t('catering.quantity')}: ${d.name}`}
                  min={0}
                  max={20}
                  disabled={!open}
                  value={cart[d.id] ?? 0}
                  onChange={(v) => setCart((prev) => ({ ...prev, [d.id]: Number(v ?? 0) }))}
                  style={{ width: 72 }}
                />
              </div>
            ))}
          </div>
        ))}
      </Card>
      <div>
        <section aria-label={t('catering.cart')}>
          <Card size="small" title={t('catering.cart')} style={{ marginBottom: 12 }}>
            {chosen.length === 0 ? (
              <Typography.Text type="secondary">{t('catering.cartEmpty')}</Typography.Text>
            ) : (
              <>
                {chosen.map((i) => (
                  <div key={i.id} className="catering-dish">
                    <span className="catering-dish-name">
                      {i.name} × {cart[i.id]}
                    </span>
                    <span>{formatMoney(Number(i.price) * cart[i.id])}</span>
                  </div>
                ))}
                <div className="catering-dish">
                  <strong>{t('catering.total')}</strong>
                  <strong>{formatMoney(total)}</strong>
                </div>
                <Input.TextArea
                  aria-label={t('catering.comment')}
                  placeholder={t('catering.comment')}
                  maxLength={500}
                  autoSize={{ minRows: 1, maxRows: 3 }}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  style={{ marginTop: 8 }}
                />
              </>
            )}
            <Button
              type="primary"
              style={{ marginTop: 8 }}
              disabled={!open || chosen.length === 0}
              loading={order.isPending}
              onClick={() => order.mutate()}
            >
              {t('catering.order')}
            </Button>
          </Card>
        </section>
        <section aria-label={t('catering.myOrders')}>
          <Typography.Title level={5}>{t('catering.myOrders')}</Typography.Title>
          {mine.isPending && <Spin />}
          {mine.data?.length === 0 && <Empty description={t('catering.noOrders')} />}
          {mine.data?.slice(0, 20).map((o) => (
            <CafeOrderCard
              key={o.id}
              order={o}
              actions={
                o.status === 'accepted' && (
                  <Space style={{ marginTop: 8 }}>
                    <Popconfirm title={t('catering.cancelOrder')} onConfirm={() => cancel.mutate(o.id)}>
                      <Button size="small" danger>
                        {t('catering.cancel')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )
              }
            />
          ))}
        </section>
      </div>
    </div>
  );
}
