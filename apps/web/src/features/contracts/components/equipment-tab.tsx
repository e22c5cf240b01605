import { DisconnectOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContractEquipment } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys } from '../api/contracts-api.ts';
import { attachEquipment, detachEquipment, fetchEquipment } from '../api/parts-api.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';
import { EquipmentForm } from './equipment-form.tsx';
import { useScrollFocus } from './use-scroll-focus.ts';

/**
 * The card's «Техника» tab (spec 3 §3 "attached equipment", §5): the machines attached to the
 * contract with their dates; editors attach one (the start date is required) or detach one after
 * a confirmation.
 */
export function EquipmentTab({ record, canEdit }: CardContext) {
  const scrollBox = useScrollFocus();
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = contractKeys.part(record.id, 'equipment');
  const list = useQuery({ queryKey: key, queryFn: () => fetchEquipment(record.id) });
  const [attaching, setAttaching] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();
  const editable = canEdit && Boolean(list.data?.can_edit);

  const detach = async (link: ContractEquipment) => {
    if (!(await confirm({ title: t('contracts.equipment.detachConfirm', { name: link.name }), danger: true }))) return;
    try {
      await detachEquipment(link.id);
      toast(0, t('contracts.equipment.detached'));
    } catch (error) {
      toast(1, problemOf(error));
    }
    await client.invalidateQueries({ queryKey: key });
  };

  const columns: ColumnsType<ContractEquipment> = [
    {
      key: 'name',
      title: t('contracts.equipment.col.name'),
      render: (_, e) => <Link to={`/tech/equipment/${e.equipment_id}`}>{e.name}</Link>,
    },
    {
      key: 'number',
      title: t('contracts.equipment.col.number'),
      responsive: ['sm'],
      render: (_, e) => [e.board_number, e.s_n].filter(Boolean).join(' / '),
    },
    { key: 'start', title: t('contracts.equipment.col.start'), render: (_, e) => formatDate(e.start_date) },
    { key: 'end', title: t('contracts.equipment.col.end'), render: (_, e) => formatDate(e.end_date) },
    {
      key: 'state',
      title: t('contracts.equipment.col.state'),
      render: (_, e) => (
        <Tag color={e.active ? 'green' : 'default'}>{t(e.active ? 'contracts.equipment.active' : 'contracts.equipment.inactive')}</Tag>
      ),
    },
    { key: 'comment', title: t('contracts.equipment.col.comment'), responsive: ['md'], render: (_, e) => e.comment ?? '' },
  ];
  if (editable)
    columns.push({
      key: 'actions',
      title: t('contracts.works.col.actions'),
      // Kept in sight: the card's column is narrow beside the chat, and the table scrolls.
      fixed: 'right',
      render: (_, e) => (
        <Button
          size="small"
          danger
          icon={<DisconnectOutlined />}
          onClick={() => void detach(e)}
          aria-label={`${t('contracts.equipment.detach')}: ${e.name}`}
        >
          {t('contracts.equipment.detach')}
        </Button>
      ),
    });

  if (list.isError) return <Alert type="error" showIcon title={problemOf(list.error)} />;
  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      {editable && (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAttaching(true)}>
            {t('contracts.equipment.attach')}
          </Button>
        </div>
      )}
      {list.data && list.data.equipment.length === 0 ? (
        <Empty description={t('contracts.equipment.empty')} />
      ) : (
        <Table<ContractEquipment>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.equipment ?? []}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-equipment"
        />
      )}
      <EquipmentForm
        open={attaching}
        onClose={() => setAttaching(false)}
        onSave={async (body) => {
          await attachEquipment(record.id, body);
          toast(0, t('contracts.equipment.attached'));
          setAttaching(false);
          await client.invalidateQueries({ queryKey: key });
        }}
      />
    </div>
  );
}
