import { PlusOutlined } from '@ant-design/icons';
import { WAREHOUSE_ACT_KINDS, WAREHOUSE_ACT_STATES, type WarehouseActRow } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Dropdown, Empty, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { Autocomplete, RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { actsQuery } from '../api/warehouse-api.ts';
import { actFormPath, actKindLabel, actStateLabel, optionsOf, STATE_COLORS } from '../model/options.ts';
import { STORAGES_LOOKUP } from './act-head-fields.tsx';
import '../texts.ts';

const FILTERS = ['kind', 'state', 'storage_id', 'recipient_id', 'search', 'date_from', 'date_to', 'page'] as const;
/** The kinds a storekeeper draws up from this list (transfers start on a storage's card). */
const NEW_KINDS = ['input', 'output', 'output_clothes', 'writeoff', 'return'] as const;

/** `/warehouse/acts`: every act with filters (kind, state, storage, person, dates) in the URL, pages of 50; live. */
export function ActsListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  useWarehouseLive();
  const query: Record<string, string> = {};
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) query[key] = v;
  }
  const acts = useQuery({ ...actsQuery(query), placeholderData: keepPreviousData });
  const set = (patch: Record<string, string | number | null | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });
  const num = (v: string | null) => (v ? Number(v) : null);

  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('warehouse.acts')}</h1>}
      extra={
        can(me, 'warehouse_edit') && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: NEW_KINDS.map((k) => ({ key: k, label: actKindLabel(k, lang) })),
              onClick: ({ key }) => navigate(actFormPath(key)),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              {t('warehouse.newAct')}
            </Button>
          </Dropdown>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('warehouse.number')}
          placeholder={t('warehouse.number')}
          allowClear
          defaultValue={query.search}
          style={{ width: 180 }}
          onSearch={(v) => set({ search: v.trim() })}
        />
        <Select
          aria-label={t('warehouse.kind')}
          placeholder={t('warehouse.allKinds')}
          allowClear
          style={{ width: 200 }}
          value={query.kind}
          options={optionsOf(WAREHOUSE_ACT_KINDS, lang)}
          onChange={(v) => set({ kind: v })}
        />
        <Select
          aria-label={t('warehouse.state')}
          placeholder={t('warehouse.allStates')}
          allowClear
          style={{ width: 170 }}
          value={query.state}
          options={optionsOf(WAREHOUSE_ACT_STATES, lang)}
          onChange={(v) => set({ state: v })}
        />
        <RemoteSelect
          {...STORAGES_LOOKUP}
          aria-label={t('warehouse.storage')}
          placeholder={t('warehouse.storage')}
          allowClear
          style={{ width: 200 }}
          value={num(params.get('storage_id'))}
          onChange={(v) => set({ storage_id: v as number | null })}
        />
        <Autocomplete
          url="autocomplete/users"
          aria-label={t('warehouse.person')}
          placeholder={t('warehouse.person')}
          style={{ width: 200 }}
          value={num(params.get('recipient_id'))}
          onChange={(v) => set({ recipient_id: v as number | null })}
        />
        <DatePicker.RangePicker
          aria-label={t('warehouse.period')}
          format="DD.MM.YYYY"
          placeholder={[t('warehouse.dateFrom'), t('warehouse.dateTo')]}
          value={[query.date_from ? dayjs(query.date_from) : null, query.date_to ? dayjs(query.date_to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({ date_from: range?.[0]?.format('YYYY-MM-DD') ?? null, date_to: range?.[1]?.format('YYYY-MM-DD') ?? null })
          }
        />
      </Space>
      <Table<WarehouseActRow>
        size="small"
        rowKey="id"
        loading={acts.isFetching}
        dataSource={acts.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: acts.isPending ? t('warehouse.loading') : <Empty description={t('warehouse.noActs')} /> }}
        pagination={{
          current: Number(query.page ?? 1),
          pageSize: 50,
          total: acts.data?.total ?? 0,
          showSizeChanger: false,
          size: 'small',
          onChange: (page) => set({ page: page > 1 ? page : null }),
        }}
        columns={[
          { key: 'number', title: t('warehouse.number'), render: (_, a) => <Link to={`/warehouse/acts/${a.id}`}>{a.number}</Link> },
          { key: 'date', title: t('warehouse.date'), render: (_, a) => formatDate(a.date) },
          { key: 'kind', title: t('warehouse.kind'), render: (_, a) => actKindLabel(a.kind, lang) },
          {
            key: 'state',
            title: t('warehouse.state'),
            render: (_, a) => <Tag color={STATE_COLORS[a.state]}>{actStateLabel(a.state, lang)}</Tag>,
          },
          {
            key: 'storage',
            title: t('warehouse.storage'),
            render: (_, a) => (a.target_storage_name ? `${a.storage_name} → ${a.target_storage_name}` : a.storage_name),
          },
          { key: 'to', title: t('warehouse.holder'), render: (_, a) => [a.recipient_name, a.project_name].filter(Boolean).join(', ') },
          { key: 'lines', title: t('warehouse.linesCount'), align: 'right', render: (_, a) => a.lines_count },
          { key: 'total', title: t('warehouse.sum'), align: 'right', render: (_, a) => formatMoney(a.total) },
          { key: 'author', title: t('warehouse.author'), render: (_, a) => a.who_add_name ?? '', responsive: ['lg'] },
        ]}
      />
    </Card>
  );
}
