import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTRACT_WORK_TYPES, type ContractWork, type ContractWorksAnswer } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys } from '../api/contracts-api.ts';
import { createWork, deleteWork, fetchPeriods, fetchWorks, patchWork } from '../api/parts-api.ts';
import { amount, problemOf } from '../model/problem.ts';
import '../texts.ts';
import { useScrollFocus } from './use-scroll-focus.ts';
import { WorkForm } from './work-form.tsx';

/** The total against the contract's limit: the sum, the limit and what remains, or by how much it is passed. */
export function WorksSummary({ answer }: { answer: ContractWorksAnswer }) {
  const { t } = useTranslation();
  const over = answer.limit !== null ? amount(answer.total) - amount(answer.limit) : 0;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Space wrap size={16}>
        <Typography.Text strong>{t('contracts.works.total', { total: formatMoney(answer.total) })}</Typography.Text>
        {answer.limit !== null ? (
          <>
            <Typography.Text>{t('contracts.works.limit', { limit: formatMoney(answer.limit) })}</Typography.Text>
            {over <= 0 && (
              <Typography.Text type="secondary">
                {t('contracts.works.remainder', {
                  remainder: formatMoney(answer.remainder ?? amount(answer.limit) - amount(answer.total)),
                })}
              </Typography.Text>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('contracts.works.noLimit')}</Typography.Text>
        )}
      </Space>
      {over > 0 && <Alert type="error" showIcon role="alert" title={t('contracts.works.overLimit', { sum: formatMoney(over) })} />}
    </div>
  );
}

/**
 * The card's «Работы и услуги» tab (spec 3 §3, §5): the works (1) and services (2) with quantity,
 * price and sum, their total against the contract's limit (its sum plus signed agreements); add,
 * edit and delete (after a confirmation) for editors; the server refuses passing the limit (422).
 */
export function WorksTab({ record, canEdit }: CardContext) {
  const scrollBox = useScrollFocus();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const client = useQueryClient();
  const key = contractKeys.part(record.id, 'works');
  const works = useQuery({ queryKey: key, queryFn: () => fetchWorks(record.id) });
  const periods = useQuery({ queryKey: contractKeys.part(record.id, 'periods'), queryFn: () => fetchPeriods(record.id), enabled: canEdit });
  const [editing, setEditing] = useState<ContractWork | null | undefined>(undefined);
  const [confirm, confirmHolder] = useConfirmDialog();
  const answer = works.data;
  const editable = canEdit && Boolean(answer?.can_edit);
  const refresh = () => client.invalidateQueries({ queryKey: contractKeys.part(record.id, 'works') });

  const remove = async (work: ContractWork) => {
    if (!(await confirm({ title: t('contracts.works.deleteConfirm', { name: work.name }), danger: true }))) return;
    try {
      await deleteWork(work.id, work.version);
      toast(0, t('contracts.works.deleted'));
    } catch (error) {
      toast(1, problemOf(error));
    }
    await refresh();
  };

  const typeOf = (type: number) => CONTRACT_WORK_TYPES.find((o) => o.value === type);
  const columns: ColumnsType<ContractWork> = [
    {
      key: 'type',
      title: t('contracts.works.col.type'),
      width: 100,
      render: (_, w) => <Tag color={typeOf(w.type)?.color}>{typeOf(w.type)?.[lang] ?? w.type_label}</Tag>,
    },
    { key: 'name', title: t('contracts.works.col.name'), render: (_, w) => w.name },
    {
      key: 'quantity',
      title: t('contracts.works.col.quantity'),
      align: 'right',
      render: (_, w) => `${formatQuantity(w.quantity)}${w.unit ? ` ${w.unit}` : ''}`,
    },
    { key: 'price', title: t('contracts.works.col.price'), align: 'right', render: (_, w) => formatMoney(w.price) },
    { key: 'sum', title: t('contracts.works.col.sum'), align: 'right', render: (_, w) => formatMoney(w.sum) },
    {
      key: 'vat',
      title: t('contracts.works.col.vat'),
      responsive: ['md'],
      render: (_, w) => (w.vat === null ? t('contracts.works.noVat') : `${w.vat} %`),
    },
    { key: 'period', title: t('contracts.works.col.period'), responsive: ['lg'], render: (_, w) => w.period_name ?? '' },
    {
      key: 'done',
      title: t('contracts.works.col.done'),
      align: 'right',
      responsive: ['lg'],
      render: (_, w) => formatQuantity(w.done_quantity),
    },
  ];
  if (editable)
    columns.push({
      key: 'actions',
      title: t('contracts.works.col.actions'),
      // Kept in sight: the card's column is narrow beside the chat, and the table scrolls.
      fixed: 'right',
      width: 96,
      render: (_, w) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('common.edit')}: ${w.name}`}
            title={t('common.edit')}
            onClick={() => setEditing(w)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('contracts.works.delete')}: ${w.name}`}
            title={t('contracts.works.delete')}
            onClick={() => void remove(w)}
          />
        </Space>
      ),
    });

  if (works.isError) return <Alert type="error" showIcon title={problemOf(works.error)} />;
  // What the other works leave under the limit, for the form's warning.
  const room = answer && answer.limit !== null ? amount(answer.limit) - amount(answer.total) + (editing ? amount(editing.sum) : 0) : null;

  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        {answer && <WorksSummary answer={answer} />}
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('contracts.works.add')}
          </Button>
        )}
      </div>
      {answer && answer.works.length === 0 ? (
        <Empty description={t('contracts.works.empty')} />
      ) : (
        <Table<ContractWork>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={answer?.works ?? []}
          loading={works.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-works"
        />
      )}
      <WorkForm
        open={editing !== undefined}
        work={editing ?? null}
        periods={periods.data ?? []}
        room={room}
        onClose={() => setEditing(undefined)}
        onSave={async (body) => {
          if (editing) await patchWork(editing.id, { ...body, version: editing.version });
          else await createWork(record.id, body);
          toast(0, t('contracts.works.saved'));
          setEditing(undefined);
          await refresh();
        }}
      />
    </div>
  );
}
