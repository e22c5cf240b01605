import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { EQUIPMENT_ACTS_CHANNEL, EQUIPMENT_ACTS_MODULE, type EquipmentActRow } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { actKeys, fetchMachineActs, problemOf } from './acts-api.ts';
import { useActColumns } from './acts-list-page.tsx';
import './texts.ts';

/** The machine's current holder, as a tag beside the card's buttons. */
export function HolderTag({ record }: CardContext) {
  const { t } = useTranslation();
  const data = useQuery({ queryKey: actKeys.machine(record.id), queryFn: () => fetchMachineActs(record.id) }).data;
  if (!data) return null;
  return (
    <Tag color={data.holder ? 'blue' : 'default'} aria-label={t('equipmentActs.tab.holder')}>
      {t('equipmentActs.tab.holder')}: {data.holder?.name ?? t('equipmentActs.tab.free')}
    </Tag>
  );
}

/** The equipment card's «Акты» tab: the current holder and run, hand over / take back, and the act history. */
export function EquipmentActsTab({ record }: CardContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const acts = useQuery({ queryKey: actKeys.machine(record.id), queryFn: () => fetchMachineActs(record.id) });
  useObjectRoom(`${EQUIPMENT_ACTS_MODULE}_list`, 'all', EQUIPMENT_ACTS_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: actKeys.machine(record.id) });
  });
  const columns = useActColumns(false);
  if (acts.isError) return <Alert type="error" showIcon title={problemOf(acts.error)} />;
  const holder = acts.data?.holder ?? null;
  const preset = `equipment_id=${record.id}&equipment_label=${encodeURIComponent(String(record.name ?? record.id))}`;
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('equipmentActs.tab.holder')}>
          {acts.data ? (holder?.name ?? t('equipmentActs.tab.free')) : '…'}
          {holder?.act_id ? (
            <>
              {' '}
              (
              <Link to={`/tech/acts/${holder.act_id}`}>
                {acts.data?.items.find((a) => a.id === holder.act_id)?.number ?? holder.act_id}
              </Link>
              )
            </>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('equipmentActs.tab.run')}>
          {acts.data ? t('equipmentActs.km', { value: formatNumber(acts.data.run, 0) }) : '…'}
        </Descriptions.Item>
      </Descriptions>
      {acts.data && (
        <Space wrap>
          {holder ? (
            <Button icon={<ImportOutlined />} onClick={() => navigate(`/tech/acts/input?${preset}`)}>
              {t('equipmentActs.input')}
            </Button>
          ) : (
            <Button type="primary" icon={<ExportOutlined />} onClick={() => navigate(`/tech/acts/output?${preset}`)}>
              {t('equipmentActs.output')}
            </Button>
          )}
        </Space>
      )}
      <Table<EquipmentActRow>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={acts.isPending}
        columns={columns}
        dataSource={acts.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('equipmentActs.tab.empty')} /> }}
      />
    </div>
  );
}
