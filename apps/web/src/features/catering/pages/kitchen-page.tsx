import type { CanteenMenu, KitchenDay } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Input, InputNumber, Space, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { Autocomplete } from '../../../shared/widgets/remote-select/index.ts';
import { cateringKeys, copyMenu, errorText, kitchenQuery, menuQuery, putMenu, saveSettings, settingsQuery } from '../api/catering-api.ts';
import { useCateringLive } from '../api/use-catering-live.ts';
import { useCategoryLabel } from '../components/dish-label.tsx';
import '../texts.ts';
import { useDay } from './canteen-menu-page.tsx';

/** `/canteen/kitchen` (canteen_manage): a day's orders and totals live, the day's menu editor, the cut-off. */
export function KitchenPage() {
  const { t } = useTranslation();
  const [date, setDate] = useDay();
  const day = useQuery({ ...kitchenQuery(date ?? ''), enabled: !!date });
  useCateringLive();
  if (!date) return <Spin aria-label={t('catering.loading')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('catering.nav.kitchen')}</h1>}
        extra={
          <DatePicker
            aria-label={t('catering.day')}
            allowClear={false}
            format="DD.MM.YYYY"
            value={dayjs(date)}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
        }
      >
        {day.isPending ? (
          <Spin />
        ) : day.data ? (
          <DayOrders day={day.data} />
        ) : (
          <Typography.Text type="danger">{errorText(day.error)}</Typography.Text>
        )}
      </Card>
      <MenuEditor date={date} />
      <CutoffSettings />
    </Space>
  );
}

function DayOrders({ day }: { day: KitchenDay }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  return (
    <div className="catering-grid">
      <section aria-label={t('catering.orders')}>
        <Typography.Title level={5}>
          {t('catering.orders')}: {day.orders.length}
        </Typography.Title>
        <Table
          size="small"
          rowKey="id"
          dataSource={day.orders}
          pagination={{ pageSize: 50, hideOnSinglePage: true, size: 'small' }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('catering.noOrders')} /> }}
          columns={[
            { key: 'user', title: t('catering.employee'), dataIndex: 'user_name' },
            { key: 'lines', title: t('catering.nav.menu'), render: (_, o) => o.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ') },
            {
              key: 'total',
              title: t('catering.sum'),
              align: 'right',
              render: (_, o) => <span className="catering-money">{formatMoney(o.total)}</span>,
            },
            { key: 'time', title: '', render: (_, o) => formatTime(o.date_edit) },
          ]}
        />
      </section>
      <section aria-label={t('catering.totals')}>
        <Typography.Title level={5}>{t('catering.totals')}</Typography.Title>
        <Table
          size="small"
          rowKey="dish_id"
          dataSource={day.totals}
          pagination={false}
          locale={{ emptyText: <Empty description={t('catering.noOrders')} /> }}
          columns={[
            { key: 'name', title: t('catering.dish'), render: (_, r) => `${r.name}` },
            { key: 'cat', title: '', render: (_, r) => category(r.category), responsive: ['sm'] },
            { key: 'qty', title: t('catering.portions'), dataIndex: 'quantity', align: 'right' },
            {
              key: 'sum',
              title: t('catering.sum'),
              align: 'right',
              render: (_, r) => <span className="catering-money">{formatMoney(r.sum)}</span>,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('catering.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="kitchen-total">{formatMoney(day.total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </section>
    </div>
  );
}

interface Row {
  dish_id: number;
  name: string;
  price?: string;
  portions: number | null;
  ordered: number;
}

const rowsOf = (menu: CanteenMenu): Row[] =>
  menu.items.map((i) => ({ dish_id: i.dish_id, name: i.name, price: i.price, portions: i.portions, ordered: i.ordered }));

function MenuEditor({ date }: { date: string }) {
  const { t } = useTranslation();
  const menu = useQuery(menuQuery(date));
  if (menu.isPending) return <Spin />;
  if (!menu.data) return null;
  return (
    <MenuForm
      key={`${date}:${menu.data.menu_id}:${menu.data.items.map((i) => `${i.id}-${i.price}-${i.portions}`).join()}`}
      menu={menu.data}
      title={t('catering.editMenu')}
    />
  );
}

function MenuForm({ menu, title }: { menu: CanteenMenu; title: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(menu));
  const [from, setFrom] = useState<string | null>(null);
  const saved = (next: CanteenMenu) => {
    client.setQueryData(cateringKeys.menu(menu.date), next);
    void client.invalidateQueries({ queryKey: cateringKeys.all });
    setRows(rowsOf(next));
    toast(0, t('catering.menuSaved'));
  };
  const save = useMutation({
    mutationFn: () => putMenu(menu.date, { items: rows.map((r) => ({ dish_id: r.dish_id, price: r.price, portions: r.portions })) }),
    onSuccess: saved,
    onError: (e) => toast(1, errorText(e)),
  });
  const copy = useMutation({
    mutationFn: (source: string) => copyMenu(menu.date, source),
    onSuccess: saved,
    onError: (e) => toast(1, errorText(e)),
  });
  const set = (dishId: number, patch: Partial<Row>) => setRows((prev) => prev.map((r) => (r.dish_id === dishId ? { ...r, ...patch } : r)));
  return (
    <Card title={title} size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <Autocomplete
          url="catering/dishes"
          params={{ place: 'canteen,both' }}
          aria-label={t('catering.addDish')}
          placeholder={t('catering.addDish')}
          style={{ width: 260 }}
          value={null}
          onChange={(v, option) => {
            if (v === null || Array.isArray(option) || rows.some((r) => r.dish_id === Number(v))) return;
            setRows((prev) => [...prev, { dish_id: Number(v), name: String(option?.label ?? v), portions: null, ordered: 0 }]);
          }}
        />
        <DatePicker
          aria-label={t('catering.copyFrom')}
          placeholder={t('catering.copyFrom')}
          format="DD.MM.YYYY"
          onChange={(d) => setFrom(d ? d.format('YYYY-MM-DD') : null)}
        />
        <Button disabled={!from} loading={copy.isPending} onClick={() => from && copy.mutate(from)}>
          {t('catering.copy')}
        </Button>
      </Space>
      <Table<Row>
        size="small"
        rowKey="dish_id"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('catering.noMenu')} /> }}
        columns={[
          { key: 'name', title: t('catering.dish'), dataIndex: 'name' },
          {
            key: 'price',
            title: t('catering.price'),
            render: (_, r) => (
              <Input
                aria-label={`${t('catering.price')}: ${r.name}`}
                style={{ width: 100 }}
                value={r.price ?? ''}
                placeholder="₽"
                onChange={(e) => set(r.dish_id, { price: e.target.value || undefined })}
              />
            ),
          },
          {
            key: 'portions',
            title: t('catering.portions'),
            render: (_, r) => (
              <InputNumber
                aria-label={`${t('catering.portions')}: ${r.name}`}
                min={Math.max(1, r.ordered)}
                max={10000}
                placeholder={t('catering.unlimited')}
                value={r.portions}
                onChange={(v) => set(r.dish_id, { portions: v === null ? null : Number(v) })}
                style={{ width: 110 }}
              />
            ),
          },
          { key: 'ordered', title: t('catering.orders'), dataIndex: 'ordered', align: 'right' },
          {
            key: 'remove',
            title: '',
            render: (_, r) => (
              <Button size="small" disabled={r.ordered > 0} onClick={() => setRows((prev) => prev.filter((x) => x.dish_id !== r.dish_id))}>
                {t('catering.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Button type="primary" style={{ marginTop: 12 }} loading={save.isPending} onClick={() => save.mutate()}>
        {t('catering.saveMenu')}
      </Button>
    </Card>
  );
}

/** The order cut-off (canteen_manage); the cafe's hours live on its queue page. */
export function CutoffSettings({ cafe = false }: { cafe?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery(settingsQuery());
  const [draft, setDraft] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveSettings(draft),
    onSuccess: (next) => {
      client.setQueryData(cateringKeys.settings, next);
      void client.invalidateQueries({ queryKey: cateringKeys.all });
      setDraft({});
      toast(0, t('catering.saved'));
    },
    onError: (e) => toast(1, errorText(e)),
  });
  if (!settings.data) return null;
  const fields = cafe ? (['cafe_opens', 'cafe_closes'] as const) : (['canteen_cutoff'] as const);
  const labels = { canteen_cutoff: t('catering.cutoff'), cafe_opens: t('catering.cafeOpens'), cafe_closes: t('catering.cafeCloses') };
  return (
    <Card title={t('catering.settings')} size="small">
      <Space wrap align="end">
        {fields.map((f) => (
          <div key={f}>
            <label htmlFor={`catering-${f}`}>{labels[f]}</label>
            <Input
              id={`catering-${f}`}
              style={{ width: 100 }}
              placeholder="ЧЧ:ММ"
              value={draft[f] ?? settings.data[f]}
              onChange={(e) => setDraft((prev) => ({ ...prev, [f]: e.target.value }))}
            />
          </div>
        ))}
        <Button disabled={!Object.keys(draft).length} loading={save.isPending} onClick={() => save.mutate()}>
          {t('catering.save')}
        </Button>
      </Space>
    </Card>
  );
}
