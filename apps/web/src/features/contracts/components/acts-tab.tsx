import { CheckOutlined, DeleteOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContractAct } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatQuantity } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys } from '../api/contracts-api.ts';
import { actPdfUrl, createAct, deleteAct, fetchActs, fetchPeriods, fetchWorks, signAct } from '../api/parts-api.ts';
import { amount, problemOf } from '../model/problem.ts';
import '../texts.ts';
import { ActForm } from './act-form.tsx';
import { useScrollFocus } from './use-scroll-focus.ts';

/**
 * The card's «Акты» tab: acts of completed work by period (spec 3 §3 "act"), each with its lines,
 * sum, state and its PDF (a new tab); editors create one from the works' remainders, sign a draft
 * (then it is frozen) or delete a draft after a confirmation.
 */
export function ActsTab({ record, canEdit }: CardContext) {
  const scrollBox = useScrollFocus();
  const { t } = useTranslation();
  const client = useQueryClient();
  const acts = useQuery({ queryKey: contractKeys.part(record.id, 'acts'), queryFn: () => fetchActs(record.id) });
  const periods = useQuery({ queryKey: contractKeys.part(record.id, 'periods'), queryFn: () => fetchPeriods(record.id) });
  const editable = canEdit && Boolean(acts.data?.can_edit);
  const works = useQuery({ queryKey: contractKeys.part(record.id, 'works'), queryFn: () => fetchWorks(record.id), enabled: editable });
  const [period, setPeriod] = useState<number | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: contractKeys.part(record.id, 'acts') });
    await client.invalidateQueries({ queryKey: contractKeys.part(record.id, 'works') });
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast(0, done);
    } catch (error) {
      toast(1, problemOf(error));
    }
    await refresh();
  };

  const columns: ColumnsType<ContractAct> = [
    { key: 'number', title: t('contracts.acts.number'), render: (_, a) => a.number },
    { key: 'date', title: t('contracts.acts.date'), width: 110, render: (_, a) => formatDate(a.date) },
    { key: 'period', title: t('contracts.acts.period'), render: (_, a) => a.period_name },
    { key: 'total', title: t('contracts.acts.total'), align: 'right', render: (_, a) => formatMoney(a.total) },
    {
      key: 'state',
      title: t('contracts.signers.col.state'),
      render: (_, a) => <Tag color={a.state === 'signed' ? 'green' : 'default'}>{t(`contracts.acts.state.${a.state}`)}</Tag>,
    },
    { key: 'author', title: t('contracts.acts.author'), responsive: ['lg'], render: (_, a) => a.who_add_fio ?? '' },
    {
      key: 'actions',
      title: t('contracts.works.col.actions'),
      // Kept in sight: the card's column is narrow beside the chat, and the table scrolls.
      fixed: 'right',
      render: (_, a) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            href={actPdfUrl(a.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('contracts.acts.pdf')}: ${a.number}`}
            title={t('contracts.acts.pdf')}
          />
          {editable && a.state === 'draft' && (
            <>
              <Button
                size="small"
                icon={<CheckOutlined />}
                aria-label={`${t('contracts.acts.sign')}: ${a.number}`}
                title={t('contracts.acts.sign')}
                onClick={async () => {
                  if (await confirm({ title: t('contracts.acts.signConfirm', { number: a.number }) }))
                    await act(() => signAct(a.id, a.version), t('contracts.acts.signed'));
                }}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('contracts.acts.delete')}: ${a.number}`}
                title={t('contracts.acts.delete')}
                onClick={async () => {
                  if (await confirm({ title: t('contracts.acts.deleteConfirm', { number: a.number }), danger: true }))
                    await act(() => deleteAct(a.id), t('contracts.acts.deleted'));
                }}
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  if (acts.isError) return <Alert type="error" showIcon title={problemOf(acts.error)} />;
  const all = acts.data?.acts ?? [];
  const shown = period === undefined ? all : all.filter((a) => a.period_id === period);
  const periodTotal = shown.reduce((s, a) => s + amount(a.total), 0);
  const thisMonth = Number(dayjs().format('YYYYMM'));
  const startPeriod = period ?? (periods.data?.some((p) => p.id === thisMonth) ? thisMonth : null);

  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Select
          aria-label={t('contracts.acts.period')}
          allowClear
          placeholder={t('contracts.acts.allPeriods')}
          style={{ width: 200, maxWidth: '100%' }}
          value={period}
          onChange={(v?: number) => setPeriod(v)}
          options={(periods.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        {acts.data && <Typography.Text strong>{t('contracts.acts.grandTotal', { total: formatMoney(periodTotal) })}</Typography.Text>}
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} style={{ marginLeft: 'auto' }}>
            {t('contracts.acts.create')}
          </Button>
        )}
      </div>
      {acts.data && shown.length === 0 ? (
        <Empty description={t(period === undefined ? 'contracts.acts.empty' : 'contracts.acts.emptyPeriod')} />
      ) : (
        <Table<ContractAct>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={shown}
          loading={acts.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: (a) => (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={a.lines}
                columns={[
                  { key: 'name', title: t('contracts.works.col.name'), render: (_, l) => l.name },
                  {
                    key: 'quantity',
                    title: t('contracts.works.col.quantity'),
                    align: 'right',
                    render: (_, l) => `${formatQuantity(l.quantity)}${l.unit ? ` ${l.unit}` : ''}`,
                  },
                  { key: 'price', title: t('contracts.works.col.price'), align: 'right', render: (_, l) => formatMoney(l.price) },
                  { key: 'sum', title: t('contracts.works.col.sum'), align: 'right', render: (_, l) => formatMoney(l.sum) },
                ]}
              />
            ),
          }}
          data-testid="contract-acts"
        />
      )}
      {editable && (
        <ActForm
          open={creating}
          works={works.data?.works ?? []}
          periods={periods.data ?? []}
          periodId={startPeriod}
          onClose={() => setCreating(false)}
          onSave={async (body) => {
            await createAct(record.id, body);
            toast(0, t('contracts.acts.created'));
            setCreating(false);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
