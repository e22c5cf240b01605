import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { EQUIPMENT_ACT_KINDS, EQUIPMENT_ACTS_CHANNEL, EQUIPMENT_ACTS_MODULE, type EquipmentActRow } from '@app/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { ActTag } from './act-tags.tsx';
import { actKeys, fetchActs, problemOf } from './acts-api.ts';
import './texts.ts';

const FILTERS = ['kind', 'equipment_id', 'holder_id', 'date_from', 'date_to'] as const;

/** Columns shared by the acts list and the equipment card's «Акты» tab. */
export function useActColumns(withEquipment: boolean): ColumnsType<EquipmentActRow> {
  const { t } = useTranslation();
  return [
    {
      key: 'number',
      title: t('equipmentActs.col.number'),
      render: (_, a) => <Link to={`/tech/acts/${a.id}`}>{a.number}</Link>,
    },
    { key: 'date', title: t('equipmentActs.col.date'), width: 110, render: (_, a) => formatDate(a.date) },
    { key: 'kind', title: t('equipmentActs.col.kind'), render: (_, a) => <ActTag of="kind" value={a.kind} /> },
    ...(withEquipment
      ? [{ key: 'equipment', title: t('equipmentActs.col.equipment'), render: (_: unknown, a: EquipmentActRow) => a.equipment.label }]
      : []),
    { key: 'holder', title: t('equipmentActs.col.holder'), render: (_, a) => a.holder.name },
    {
      key: 'condition',
      title: t('equipmentActs.col.condition'),
      responsive: ['md'],
      render: (_, a) => <ActTag of="condition" value={a.condition} />,
    },
    {
      key: 'odometer',
      title: t('equipmentActs.col.odometer'),
      align: 'right',
      responsive: ['md'],
      render: (_, a) => (a.odometer === null ? '' : formatNumber(a.odometer, 0)),
    },
    { key: 'state', title: t('equipmentActs.col.state'), render: (_, a) => <ActTag of="state" value={a.state} /> },
    { key: 'author', title: t('equipmentActs.col.author'), responsive: ['lg'], render: (_, a) => a.who_add_fio ?? '' },
  ];
}

/** `/tech/acts`: the handover acts, newest first, filtered by kind, equipment, driver and period (in the URL). */
export function ActsListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(null, null, t('equipmentActs.list.title'));
  const filter = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? '']).filter(([, v]) => v));
  const acts = useInfiniteQuery({
    queryKey: actKeys.list(filter),
    queryFn: ({ pageParam }) => fetchActs(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  useObjectRoom(`${EQUIPMENT_ACTS_MODULE}_list`, 'all', EQUIPMENT_ACTS_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: actKeys.all });
  });
  const columns = useActColumns(true);
  const set = (changes: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const rows = acts.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.keys(filter).length > 0;
  const range = [params.get('date_from'), params.get('date_to')].map((d) => (d ? dayjs(d) : null)) as [
    dayjs.Dayjs | null,
    dayjs.Dayjs | null,
  ];

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('equipmentActs.list.title')}
        </Typography.Title>
        <Space wrap>
          <Button type="primary" icon={<ExportOutlined />} onClick={() => navigate('/tech/acts/output')}>
            {t('equipmentActs.output')}
          </Button>
          <Button icon={<ImportOutlined />} onClick={() => navigate('/tech/acts/input')}>
            {t('equipmentActs.input')}
          </Button>
        </Space>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Select
          aria-label={t('equipmentActs.col.kind')}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
          value={params.get('kind') ?? ''}
          onChange={(v) => set({ kind: v })}
          options={[
            { value: '', label: t('equipmentActs.list.allKinds') },
            ...EQUIPMENT_ACT_KINDS.map((k) => ({ value: k.value, label: k[lang] })),
          ]}
        />
        <RemoteSelect
          aria-label={t('equipmentActs.col.equipment')}
          url="equipment/autocomplete/eq/select"
          placeholder={t('equipmentActs.col.equipment')}
          allowClear
          style={{ flex: '2 1 200px', maxWidth: 320 }}
          value={params.get('equipment_id') ? Number(params.get('equipment_id')) : null}
          initialOptions={
            params.get('equipment_label') ? [{ value: Number(params.get('equipment_id')), label: params.get('equipment_label')! }] : []
          }
          onChange={(v, o) =>
            set({ equipment_id: v === null ? null : String(v), equipment_label: o && !Array.isArray(o) ? o.label : null })
          }
        />
        <RemoteSelect
          aria-label={t('equipmentActs.field.holder')}
          url="autocomplete/users"
          placeholder={t('equipmentActs.field.holder')}
          allowClear
          style={{ flex: '2 1 200px', maxWidth: 320 }}
          value={params.get('holder_id') ? Number(params.get('holder_id')) : null}
          initialOptions={
            params.get('holder_label') ? [{ value: Number(params.get('holder_id')), label: params.get('holder_label')! }] : []
          }
          onChange={(v, o) => set({ holder_id: v === null ? null : String(v), holder_label: o && !Array.isArray(o) ? o.label : null })}
        />
        <DatePicker.RangePicker
          aria-label={t('equipmentActs.list.period')}
          format="DD.MM.YYYY"
          style={{ flex: '1 1 220px', maxWidth: 280 }}
          value={range}
          onChange={(v) => set({ date_from: v?.[0]?.format('YYYY-MM-DD'), date_to: v?.[1]?.format('YYYY-MM-DD') })}
        />
        {filtered && <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('equipmentActs.list.reset')}</Button>}
      </div>
      {acts.isError ? (
        <Alert type="error" showIcon title={problemOf(acts.error)} />
      ) : (
        <Table<EquipmentActRow>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={acts.isPending}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty description={t(filtered ? 'equipmentActs.list.emptyFiltered' : 'equipmentActs.list.empty')} /> }}
          footer={
            acts.hasNextPage
              ? () => (
                  <Button onClick={() => void acts.fetchNextPage()} loading={acts.isFetchingNextPage}>
                    {t('equipmentActs.list.more')}
                  </Button>
                )
              : undefined
          }
        />
      )}
    </div>
  );
}
