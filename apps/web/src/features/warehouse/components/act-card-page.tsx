import { CheckOutlined, EditOutlined, FilePdfOutlined, RollbackOutlined } from '@ant-design/icons';
import type { WarehouseAct, WarehouseActLine } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, List, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, isApiError } from '../../../shared/api/index.ts';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { can, type Me, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { actAction, actPdfUrl, actQuery, warehouseKeys } from '../api/warehouse-api.ts';
import { actKindLabel, actStateLabel, STATE_COLORS } from '../model/options.ts';
import '../texts.ts';

interface StoragePeople {
  responsible_id: number | null;
  deputy_id: number | null;
}

const keeps = (me: Me, s: StoragePeople | undefined) =>
  can(me, 'warehouse_edit') || (!!s && (s.responsible_id === me.id || s.deputy_id === me.id));

/** The people of a storage (its registry record), for the buttons the user is offered; the server decides again. */
function useStoragePeople(id: number | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['warehouse', 'storage', id ?? 0],
    queryFn: () => api<StoragePeople>(`/warehouse/storages/${id}`),
    enabled: enabled && !!id,
    retry: false,
  }).data;
}

/** The act's signatures and the roles the user may still sign in (as the server's `signRolesOf`). */
export function openRoles(act: WarehouseAct, me: Me, source?: StoragePeople, target?: StoragePeople): string[] {
  const roles: string[] = [];
  if (keeps(me, source)) roles.push('storekeeper');
  if (act.recipient_id === me.id) roles.push('recipient');
  if (act.kind === 'transfer' && keeps(me, target)) roles.push('receiver');
  const signed = new Set(act.signatures.filter((s) => s.user_id === me.id).map((s) => s.role));
  return roles.filter((r) => !signed.has(r as never));
}

/** `/warehouse/acts/{id}`: head, lines, signatures (Sign), a transfer's Receive / Cancel, the PDF; live. */
export function ActCardPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const me = useMe();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = useQuery({ ...actQuery(id), enabled: valid, retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2 });
  useWarehouseLive({ actId: id });
  const act = query.data;
  const onTheWay = act?.kind === 'transfer' && act.state === 'on_the_way';
  const viewer = can(me, 'warehouse_view');
  const source = useStoragePeople(act?.storage_id, viewer);
  const target = useStoragePeople(act?.target_storage_id, viewer && act?.kind === 'transfer');
  const [confirm, setConfirm] = useState<'receive' | 'cancel' | null>(null);
  const action = useMutation({
    mutationFn: ({ name, role }: { name: 'receive' | 'cancel' | 'sign'; role?: string }) => actAction(id, name, role ? { role } : {}),
    onSuccess: (next, { name }) => {
      client.setQueryData(warehouseKeys.act(id), next);
      void client.invalidateQueries({ queryKey: ['warehouse', 'acts'] });
      void client.invalidateQueries({ queryKey: ['warehouse', 'stock'] });
      setConfirm(null);
      toast(0, t(name === 'receive' ? 'warehouse.received' : name === 'cancel' ? 'warehouse.cancelled' : 'warehouse.signed'));
    },
    onError: (e) => {
      setConfirm(null);
      toast(1, e.message);
    },
  });

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <Result status="404" title="404" subTitle={t('warehouse.notFound')} />;
  }
  if (query.isError) return <Result status="error" subTitle={query.error.message} />;
  if (!act) return <Spin style={{ display: 'block', margin: 48 }} />;

  const roles = openRoles(act, me, source, target);
  const mayReceive = onTheWay && keeps(me, target);
  const mayCancel = onTheWay && (act.who_add === me.id || keeps(me, source));
  const lines = act.lines;
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <h1 style={{ fontSize: 20, margin: 0 }}>
            {actKindLabel(act.kind, lang)} {act.number}
          </h1>
          <Tag color={STATE_COLORS[act.state]}>{actStateLabel(act.state, lang)}</Tag>
        </Space>
        <Space wrap>
          {roles.map((role) => (
            <Button key={role} icon={<EditOutlined />} loading={action.isPending} onClick={() => action.mutate({ name: 'sign', role })}>
              {roles.length > 1 ? `${t('warehouse.sign')}: ${t(`warehouse.role.${role}`)}` : t('warehouse.sign')}
            </Button>
          ))}
          {mayReceive && (
            <Button type="primary" icon={<CheckOutlined />} onClick={() => setConfirm('receive')}>
              {t('warehouse.receive')}
            </Button>
          )}
          {mayCancel && (
            <Button danger icon={<RollbackOutlined />} onClick={() => setConfirm('cancel')}>
              {t('warehouse.cancelAct')}
            </Button>
          )}
          <Button icon={<FilePdfOutlined />} href={actPdfUrl(act.id)} target="_blank" rel="noopener">
            {t('warehouse.print')}
          </Button>
        </Space>
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('warehouse.date')}>{formatDate(act.date)}</Descriptions.Item>
        <Descriptions.Item label={t('warehouse.storage')}>
          {viewer ? <Link to={`/warehouse/storages/${act.storage_id}`}>{act.storage_name}</Link> : act.storage_name}
        </Descriptions.Item>
        {act.target_storage_id && (
          <Descriptions.Item label={t('warehouse.targetStorage')}>
            {viewer ? <Link to={`/warehouse/storages/${act.target_storage_id}`}>{act.target_storage_name}</Link> : act.target_storage_name}
          </Descriptions.Item>
        )}
        {act.recipient_name && <Descriptions.Item label={t('warehouse.recipient')}>{act.recipient_name}</Descriptions.Item>}
        {act.project_name && (
          <Descriptions.Item label={t('warehouse.project')}>
            <Link to={`/projects/${act.project_id}`}>{act.project_name}</Link>
          </Descriptions.Item>
        )}
        {act.application_id && (
          <Descriptions.Item label={t('warehouse.application')}>
            <Link to={`/applications/${act.application_id}`}>№ {act.application_id}</Link>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('warehouse.total')}>{formatMoney(act.total)}</Descriptions.Item>
        <Descriptions.Item label={t('warehouse.author')}>
          {[act.who_add_name, formatDateTime(act.date_add)].filter(Boolean).join(', ')}
        </Descriptions.Item>
        {act.received_by_name && (
          <Descriptions.Item label={t('warehouse.receivedBy')}>
            {[act.received_by_name, formatDateTime(act.received_at)].filter(Boolean).join(', ')}
          </Descriptions.Item>
        )}
        {act.comment && <Descriptions.Item label={t('warehouse.comment')}>{act.comment}</Descriptions.Item>}
      </Descriptions>

      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('warehouse.lines')}: {lines.length}
      </Typography.Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the lines sideways on a narrow screen (axe scrollable-region-focusable) */}
      <section style={{ overflowX: 'auto' }} aria-label={t('warehouse.lines')} tabIndex={0}>
        <Table<WarehouseActLine>
          size="small"
          rowKey="id"
          dataSource={lines}
          pagination={false}
          columns={[
            { key: 'n', title: '№', render: (_, _l, i) => i + 1, width: 48 },
            {
              key: 'name',
              title: t('warehouse.item'),
              render: (_, l) => (
                <>
                  <div>{l.nomenclature_name}</div>
                  {l.article && <div style={{ fontSize: 12, opacity: 0.75 }}>{l.article}</div>}
                </>
              ),
            },
            { key: 'batch', title: t('warehouse.batch'), render: (_, l) => l.batch },
            { key: 'serial', title: t('warehouse.serial'), render: (_, l) => l.serial },
            ...(act.kind === 'output_clothes'
              ? [
                  { key: 'size', title: t('warehouse.size'), render: (_: unknown, l: WarehouseActLine) => l.size ?? '' },
                  {
                    key: 'return',
                    title: t('warehouse.returnDate'),
                    render: (_: unknown, l: WarehouseActLine) => formatDate(l.return_date),
                  },
                ]
              : []),
            {
              key: 'quantity',
              title: t('warehouse.quantity'),
              align: 'right',
              render: (_, l) => `${formatQuantity(l.quantity)} ${l.unit_name ?? ''}`.trim(),
            },
            { key: 'cost', title: t('warehouse.cost'), align: 'right', render: (_, l) => formatMoney(l.cost) },
            {
              key: 'sum',
              title: t('warehouse.sum'),
              align: 'right',
              render: (_, l) => formatMoney(l.cost === null ? null : l.cost * l.quantity),
            },
          ]}
        />
      </section>

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('warehouse.signatures')}
      </Typography.Title>
      {act.signatures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warehouse.noSignatures')} />
      ) : (
        <List
          size="small"
          dataSource={act.signatures}
          renderItem={(s) => (
            <List.Item>
              <Space wrap>
                <Typography.Text strong>{t(`warehouse.role.${s.role}`)}</Typography.Text>
                <span>{s.name}</span>
                <Typography.Text type="secondary">{formatDateTime(s.signed_at)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'receive' ? t('warehouse.receiveTitle', { storage: act.target_storage_name ?? '' }) : t('warehouse.cancelTitle')}
        okText={confirm === 'receive' ? t('warehouse.receive') : t('warehouse.cancelAct')}
        danger={confirm === 'cancel'}
        confirmLoading={action.isPending}
        onCancel={() => setConfirm(null)}
        onOk={() => confirm && action.mutate({ name: confirm })}
      >
        {confirm === 'receive' ? t('warehouse.receiveText') : t('warehouse.cancelText')}
      </ConfirmDialog>
    </Card>
  );
}
