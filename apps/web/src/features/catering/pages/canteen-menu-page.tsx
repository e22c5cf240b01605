import type { CanteenMenu } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, InputNumber, Popconfirm, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { cancelOrder, cateringKeys, datesQuery, errorText, menuQuery, putOrder, settingsQuery } from '../api/catering-api.ts';
import { useCateringLive } from '../api/use-catering-live.ts';
import { byCategory, useCategoryLabel, usePortionLabel } from '../components/dish-label.tsx';
import '../texts.ts';

/** The day of the address, or today (the server's, Europe/Moscow). */
export function useDay(): [string | undefined, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const settings = useQuery(settingsQuery());
  const date = params.get('date') ?? settings.data?.today;
  return [date, (next) => setParams({ date: next })];
}

/** Today and the days with a menu ahead, for a day switch. */
export function DaySelect({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const dates = useQuery(datesQuery());
  const settings = useQuery(settingsQuery());
  const options = [...new Set([settings.data?.today, value, ...(dates.data ?? [])].filter((d): d is string => !!d))].sort();
  return (
    <Select
      aria-label={t('catering.day')}
      style={{ minWidth: 150 }}
      value={value}
      onChange={onChange}
      options={options.map((d) => ({ value: d, label: formatDate(d) }))}
    />
  );
}

/** `/canteen`: a day's menu; the employee sets quantities and orders before the cut-off, changes or cancels until then. */
export function CanteenMenuPage() {
  const { t } = useTranslation();
  const [date, setDate] = useDay();
  const menu = useQuery({ ...menuQuery(date ?? ''), enabled: !!date });
  useCateringLive();
  if (!date || menu.isPending) return <Spin aria-label={t('catering.loading')} />;
  if (menu.isError) return <Alert type="error" message={errorText(menu.error)} />;
  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('catering.canteen')}</h1>}
      extra={<DaySelect value={date} onChange={setDate} />}
    >
      <MenuOrder key={`${date}:${menu.data.my_order?.date_edit ?? ''}`} menu={menu.data} />
    </Card>
  );
}

function MenuOrder({ menu }: { menu: CanteenMenu }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery(settingsQuery());
  const category = useCategoryLabel();
  const portion = usePortionLabel();
  const initial = Object.fromEntries((menu.my_order?.lines ?? []).map((l) => [l.menu_item_id, l.quantity]));
  const [qty, setQty] = useState<Record<number, number>>(initial);
  const done = (text: string) => (next: CanteenMenu) => {
    client.setQueryData(cateringKeys.menu(menu.date), next);
    void client.invalidateQueries({ queryKey: cateringKeys.all });
    toast(0, text);
  };
  const save = useMutation({
    mutationFn: () =>
      putOrder(menu.date, {
        lines: Object.entries(qty)
          .filter(([, q]) => q > 0)
          .map(([id, q]) => ({ menu_item_id: Number(id), quantity: q })),
      }),
    onSuccess: done(t('catering.ordered')),
    onError: (e) => toast(1, errorText(e)),
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(menu.date),
    onSuccess: done(t('catering.orderCancelled')),
    onError: (e) => toast(1, errorText(e)),
  });
  const cutoff = `${formatDate(menu.date)} ${settings.data?.canteen_cutoff ?? ''} МСК`;
  if (!menu.menu_id) return <Empty description={t('catering.noMenu')} />;
  const total = menu.items.reduce((s, i) => s + Number(i.price) * (qty[i.id] ?? 0), 0);
  const chosen = Object.values(qty).some((q) => q > 0);
  return (
    <div className="catering-grid">
      <section aria-label={t('catering.nav.menu')}>
        <Alert
          style={{ marginBottom: 8 }}
          type={menu.open ? 'info' : 'warning'}
          message={menu.open ? t('catering.orderUntil', { time: cutoff }) : t('catering.orderClosed', { time: cutoff })}
        />
        {byCategory(menu.items).map(([cat, items]) => (
          <div key={cat}>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {category(cat)}
            </Typography.Title>
            {items.map((item) => {
              const mine = initial[item.id] ?? 0;
              const max = item.left === null ? 20 : Math.min(20, item.left + mine);
              return (
                <div className="catering-dish" key={item.id} data-testid={`menu-item-${item.id}`}>
                  <div className="catering-dish-name">
                    <div>{item.name}</div>
                    <div className="catering-dish-meta">
                      {portion(item.portion, item.unit)} · {formatMoney(item.price)}
                    </div>
                  </div>
                  {item.left === 0 && mine === 0 ? (
                    <Tag color="red">{t('catering.soldOut')}</Tag>
                  ) : (
                    item.left !== null && <Tag>{t('catering.left', { n: item.left })}</Tag>
                  )}
                  <InputNumber
                    aria-label={`${t('catering.quantity')}: ${item.name}`}
                    min={0}
                    max={max}
                    disabled={!menu.open || max === 0}
                    value={qty[item.id] ?? 0}
                    onChange={(v) => setQty((prev) => ({ ...prev, [item.id]: Number(v ?? 0) }))}
                    style={{ width: 72 }}
                  />
                </div>
              );
            })}
          </div>
        ))}
      </section>
      <section aria-label={t('catering.myOrder')}>
        <Card size="small" title={t('catering.myOrder')}>
          {chosen ? (
            <>
              {menu.items
                .filter((i) => (qty[i.id] ?? 0) > 0)
                .map((i) => (
                  <div key={i.id} className="catering-dish">
                    <span className="catering-dish-name">
                      {i.name} × {qty[i.id]}
                    </span>
                    <span>{formatMoney(Number(i.price) * qty[i.id])}</span>
                  </div>
                ))}
              <div className="catering-dish" data-testid="order-total">
                <strong>{t('catering.total')}</strong>
                <strong>{formatMoney(total)}</strong>
              </div>
            </>
          ) : (
            <Typography.Text type="secondary">{t('catering.pickDishes')}</Typography.Text>
          )}
          {menu.open && (
            <Space wrap style={{ marginTop: 12 }}>
              <Button type="primary" disabled={!chosen} loading={save.isPending} onClick={() => save.mutate()}>
                {menu.my_order ? t('catering.saveOrder') : t('catering.order')}
              </Button>
              {menu.my_order && (
                <Popconfirm title={t('catering.cancelOrder')} onConfirm={() => cancel.mutate()}>
                  <Button danger loading={cancel.isPending}>
                    {t('catering.cancelOrder')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </Card>
      </section>
    </div>
  );
}
