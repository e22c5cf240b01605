import type { CountRow } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, Modal, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { countsQuery, createCount, extraKeys } from './api/extra-api.ts';
import { RemoteField } from './components/remote-field.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { useUrlState } from './model/url-state.ts';
import './extra.css';
import './texts.ts';

const PER_PAGE = 50;

/** `/warehouse/control`: the stocktakings (filter by storage and state) and the start of a new one. */
export function ControlListPage() {
  const { t } = useTranslation();
  const me = useMe();
  const canEdit = can(me, 'warehouse_edit');
  const url = useUrlState();
  const storageId = url.getId('storage_id');
  const state = url.get('state');
  const page = url.getId('page') ?? 1;
  const stateId = useId();
  const [starting, setStarting] = useState(false);
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(null, t('warehouseExtra.control.title'), t('warehouseExtra.section'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();
  const { data, isFetching } = useQuery(countsQuery({ storage_id: storageId, state: state || undefined, page, per_page: PER_PAGE }));

  const columns: TableColumnsType<CountRow> = [
    { key: 'number', title: t('warehouseExtra.col.number'), render: (_, r) => <Link to={`/warehouse/control/${r.id}`}>{r.number}</Link> },
    { key: 'storage', title: t('warehouseExtra.col.storage'), dataIndex: 'storage_name' },
    {
      key: 'state',
      title: t('warehouseExtra.col.state'),
      render: (_, r) => <Tag color={r.state === 'open' ? 'blue' : 'default'}>{t(`warehouseExtra.control.state.${r.state}`)}</Tag>,
    },
    {
      key: 'progress',
      title: t('warehouseExtra.control.progress'),
      render: (_, r) => t('warehouseExtra.control.countedOfTotal', { counted: r.counted_count, total: r.lines_count }),
    },
    {
      key: 'diff',
      title: t('warehouseExtra.control.differences'),
      align: 'right',
      render: (_, r) => (r.differences_count ? <span className="wh-short">{r.differences_count}</span> : '0'),
    },
    {
      key: 'created',
      title: t('warehouseExtra.col.created'),
      responsive: ['md'],
      render: (_, r) => `${formatDateTime(r.created_at)}${r.created_by_name ? `, ${r.created_by_name}` : ''}`,
    },
    {
      key: 'act',
      title: t('warehouseExtra.control.act'),
      render: (_, r) => (r.act_id ? <Link to={`/warehouse/acts/${r.act_id}`}>{r.act_number ?? `#${r.act_id}`}</Link> : '—'),
    },
  ];

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Typography.Title level={4}>{t('warehouseExtra.control.title')}</Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => setStarting(true)}>
            {t('warehouseExtra.control.start')}
          </Button>
        )}
      </div>
      <div className="wh-extra-filters">
        <RemoteField
          label={t('warehouseExtra.filter.storage')}
          lookup="storage"
          value={storageId}
          onChange={(v) => url.set({ storage_id: v })}
          placeholder={t('warehouseExtra.filter.anyStorage')}
        />
        <div className="wh-extra-field">
          <label htmlFor={stateId}>{t('warehouseExtra.col.state')}</label>
          <Select
            id={stateId}
            value={state}
            onChange={(v) => url.set({ state: v })}
            options={[
              { value: '', label: t('warehouseExtra.filter.any') },
              { value: 'open', label: t('warehouseExtra.control.state.open') },
              { value: 'closed', label: t('warehouseExtra.control.state.closed') },
            ]}
          />
        </div>
      </div>
      <Table<CountRow>
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        columns={columns}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('warehouseExtra.control.empty') }}
        pagination={
          (data?.total ?? 0) > PER_PAGE
            ? { current: page, pageSize: PER_PAGE, total: data?.total, showSizeChanger: false, onChange: (p) => url.set({ page: p }) }
            : false
        }
      />
      {starting && <StartModal onClose={() => setStarting(false)} defaultStorage={storageId} />}
    </div>
  );
}

/** Start a stocktaking: the storage (with its zones and shelves or alone) and a comment. */
function StartModal({ onClose, defaultStorage }: { onClose: () => void; defaultStorage: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commentId = useId();
  const [storage, setStorage] = useState<number | null>(defaultStorage);
  const [nested, setNested] = useState(true);
  const [comment, setComment] = useState('');
  const start = useMutation({
    mutationFn: () => createCount({ storage_id: storage ?? 0, nested, comment: comment.trim() || undefined }),
    onSuccess: (row) => {
      toast(0, t('warehouseExtra.control.startedToast', { number: row.number }));
      navigate(`/warehouse/control/${row.id}`);
    },
    onError: (e) => toast(1, isApiError(e) || e instanceof Error ? e.message : String(e)),
  });
  return (
    <Modal
      open
      title={t('warehouseExtra.control.start')}
      okText={t('warehouseExtra.control.startOk')}
      okButtonProps={{ disabled: !storage }}
      confirmLoading={start.isPending}
      onOk={() => start.mutate()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <RemoteField label={t('warehouseExtra.filter.storage')} lookup="storage" value={storage} onChange={setStorage} />
        <Checkbox checked={nested} onChange={(e) => setNested(e.target.checked)}>
          {t('warehouseExtra.control.nested')}
        </Checkbox>
        <div className="wh-extra-field" style={{ flex: 'auto' }}>
          <label htmlFor={commentId}>{t('warehouseExtra.col.comment')}</label>
          <Input.TextArea id={commentId} value={comment} maxLength={2000} rows={2} onChange={(e) => setComment(e.target.value)} />
        </div>
        <span className="wh-muted">{t('warehouseExtra.control.startHint')}</span>
      </div>
    </Modal>
  );
}
