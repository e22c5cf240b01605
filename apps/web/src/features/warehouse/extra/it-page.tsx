import type { ItCard, ItRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Input, Select, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { extraKeys, itQuery, stickersUrl } from './api/extra-api.ts';
import { RemoteField } from './components/remote-field.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { signedQuantity } from './model/format.ts';
import { useUrlState } from './model/url-state.ts';
import './extra.css';
import './texts.ts';

const PER_PAGE = 50;

/**
 * `/warehouse/it`: IT equipment — every serial-numbered item with its inventory number (marker),
 * where it is (a storage) or who holds it (a person, a project), since when; search by serial,
 * inventory number, name or article; a side panel with the item's movements (`?item=<key>`).
 */
export function ItPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const searchId = useId();
  const placeId = useId();
  const search = url.get('search');
  const place = url.get('place') === 'storage' || url.get('place') === 'holder' ? url.get('place') : '';
  const holderId = url.getId('holder_id');
  const storageId = url.getId('storage_id');
  const page = url.getId('page') ?? 1;
  const openKey = url.get('item');
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(null, t('warehouseExtra.it.title'), t('warehouseExtra.section'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();
  const { data, isFetching, error } = useQuery(
    itQuery({
      search: search || undefined,
      place: place || undefined,
      holder_id: holderId,
      storage_id: storageId,
      page,
      per_page: PER_PAGE,
    }),
  );

  const columns: TableColumnsType<ItRow> = [
    {
      key: 'inv',
      title: t('warehouseExtra.it.inventory'),
      render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{r.inventory_number ?? '—'}</span>,
    },
    {
      key: 'item',
      title: t('warehouseExtra.col.item'),
      render: (_, r) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => url.set({ item: r.key, page })}
        >
          {r.nomenclature_name}
        </Button>
      ),
    },
    { key: 'serial', title: t('warehouseExtra.it.serial'), render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{r.serial}</span> },
    { key: 'where', title: t('warehouseExtra.it.where'), render: (_, r) => <Where row={r} /> },
    { key: 'since', title: t('warehouseExtra.it.since'), responsive: ['md'], render: (_, r) => formatDate(r.since) },
    {
      key: 'act',
      title: t('warehouseExtra.col.act'),
      responsive: ['lg'],
      render: (_, r) => (r.act_id ? <Link to={`/warehouse/acts/${r.act_id}`}>{r.act_number ?? `#${r.act_id}`}</Link> : ''),
    },
  ];

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Typography.Title level={4}>{t('warehouseExtra.it.title')}</Typography.Title>
      </div>
      <div className="wh-extra-filters">
        <div className="wh-extra-field" style={{ flex: '1 1 260px' }}>
          <label htmlFor={searchId}>{t('warehouseExtra.filter.search')}</label>
          <Input.Search
            id={searchId}
            allowClear
            defaultValue={search}
            placeholder={t('warehouseExtra.it.searchPlaceholder')}
            onSearch={(v) => url.set({ search: v.trim() })}
          />
        </div>
        <div className="wh-extra-field">
          <label htmlFor={placeId}>{t('warehouseExtra.it.place')}</label>
          <Select
            id={placeId}
            value={place}
            onChange={(v) => url.set({ place: v })}
            options={[
              { value: '', label: t('warehouseExtra.filter.any') },
              { value: 'storage', label: t('warehouseExtra.it.inStorage') },
              { value: 'holder', label: t('warehouseExtra.it.issued') },
            ]}
          />
        </div>
        <RemoteField
          label={t('warehouseExtra.col.holder')}
          lookup="user"
          value={holderId}
          onChange={(v) => url.set({ holder_id: v })}
          placeholder={t('warehouseExtra.filter.anyone')}
        />
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={storageId}
          onChange={(v) => url.set({ storage_id: v })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
      </div>
      {error && <div className="wh-short">{error.message}</div>}
      {data && <span className="wh-muted">{t('warehouseExtra.it.found', { n: data.total })}</span>}
      <Table<ItRow>
        size="small"
        rowKey="key"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('warehouseExtra.it.empty') }}
        pagination={
          (data?.total ?? 0) > PER_PAGE
            ? { current: page, pageSize: PER_PAGE, total: data?.total, showSizeChanger: false, onChange: (p) => url.set({ page: p }) }
            : false
        }
      />
      <Drawer
        open={!!openKey}
        onClose={() => url.set({ item: null, page })}
        title={t('warehouseExtra.it.card')}
        rootClassName="wh-extra-drawer"
        size="large"
        destroyOnHidden
        styles={{ wrapper: { maxWidth: '100vw' } }}
      >
        {openKey && <ItCardView itemKey={openKey} />}
      </Drawer>
    </div>
  );
}

/** Where an item is: the storage, or the person / project holding it (and the return date). */
function Where({ row }: { row: ItRow }) {
  const { t } = useTranslation();
  if (row.place === 'storage') return <span>{row.storage_name ?? '—'}</span>;
  return (
    <span>
      <Tag color="blue">{t('warehouseExtra.it.issued')}</Tag>
      {[row.holder_name, row.project_name].filter(Boolean).join(' · ') || '—'}
      {row.return_date && <span className="wh-muted"> · {t('warehouseExtra.it.returnBy', { date: formatDate(row.return_date) })}</span>}
    </span>
  );
}

function ItCardView({ itemKey }: { itemKey: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery({
    queryKey: [...extraKeys.all, 'it', 'card', itemKey],
    queryFn: ({ signal }) => api<ItCard>(`/warehouse/IT/${encodeURIComponent(itemKey)}`, { signal }),
  });
  if (error) return <div className="wh-short">{error.message}</div>;
  if (!data) return <Skeleton active />;
  const facts: [string, ReactNode][] = [
    [t('warehouseExtra.col.item'), [data.nomenclature_name, data.article].filter(Boolean).join(' · ')],
    [t('warehouseExtra.it.serial'), data.serial],
    [t('warehouseExtra.it.inventory'), data.inventory_number ?? '—'],
    [t('warehouseExtra.it.where'), <Where key="w" row={data} />],
    [t('warehouseExtra.it.since'), formatDate(data.since)],
    [t('warehouseExtra.col.cost'), formatMoney(data.cost) || '—'],
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(100px, max-content) 1fr', gap: '4px 12px', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className="wh-muted">{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {(data.marker_id || data.stock_id) && (
        <div>
          <Button
            href={stickersUrl(data.marker_id ? { markers: [data.marker_id] } : { stock: [data.stock_id ?? 0] }, 'label')}
            target="_blank"
            rel="noopener"
          >
            {t('warehouseExtra.it.sticker')}
          </Button>
        </div>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('warehouseExtra.it.history')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.movements}
        scroll={{ x: 420 }}
        locale={{ emptyText: t('warehouseExtra.it.noHistory') }}
        columns={[
          { key: 'date', title: t('warehouseExtra.col.date'), render: (_, m) => formatDateTime(m.date) },
          {
            key: 'act',
            title: t('warehouseExtra.col.act'),
            render: (_, m) => (m.act_id ? <Link to={`/warehouse/acts/${m.act_id}`}>{m.act_number ?? `#${m.act_id}`}</Link> : '—'),
          },
          { key: 'storage', title: t('warehouseExtra.col.storage'), dataIndex: 'storage_name' },
          { key: 'q', title: t('warehouseExtra.col.quantity'), align: 'right', render: (_, m) => signedQuantity(m.quantity) },
          { key: 'who', title: t('warehouseExtra.col.holder'), render: (_, m) => m.holder_name ?? '' },
        ]}
      />
    </div>
  );
}
