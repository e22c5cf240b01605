import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { INVOICES_CHANNEL, type PaymentView } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Popconfirm, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { PaymentForm, type PaymentValues } from './payment-form.tsx';
import { changePayment, createPayment, deletePayment, fetchPayments, paymentsKeys } from './payments-api.ts';
import './texts.ts';

/** A paid payment (2) or one in a register (4) is locked. */
const locked = (p: PaymentView) => p.status === 2 || p.status === 4;

const messageOf = (e: unknown) => (isApiError(e) ? Object.values(e.fieldErrors).flat().join(' ') || e.message : String(e));

/**
 * The invoice card's payments tab: the payments (type, date, sum, condition, status), what is
 * distributed and what remains; add and edit in a modal, delete after a confirmation. Follows
 * the invoice's live events, so another user's change shows at once.
 */
export function PaymentsTab({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = paymentsKeys.ofInvoice(invoiceId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchPayments(invoiceId) });
  const [editing, setEditing] = useState<PaymentView | null | undefined>(undefined);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  useObjectRoom<{ id?: number; invoice_ids?: number[] }>('invoices', invoiceId, INVOICES_CHANNEL, (event) => {
    if (event.id === invoiceId || event.invoice_ids?.includes(invoiceId)) void refresh();
  });

  if (query.isError) return <Alert type="error" showIcon title={messageOf(query.error)} />;
  const data = query.data;
  if (!data) return <Skeleton active />;

  const save = async (values: PaymentValues) => {
    if (editing) await changePayment(editing.id, { ...values, version: editing.version });
    else await createPayment(invoiceId, values);
    toast(0, t('payments.saved'));
    setEditing(undefined);
    await refresh();
  };
  const remove = async (payment: PaymentView) => {
    try {
      await deletePayment(payment.id);
      toast(0, t('payments.deleted'));
    } catch (e) {
      toast(2, messageOf(e));
    }
    await refresh();
  };
  const live = data.payments.filter((p) => p.status !== 5);
  const over = Number(data.remainder) < 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('payments.total')}>{formatMoney(data.invoice_total)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.distributed')}>{formatMoney(data.sum)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.paid')}>{formatMoney(data.paid_sum)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.remainder')}>
          <span data-testid="payments-remainder">{formatMoney(data.remainder)}</span>
        </Descriptions.Item>
      </Descriptions>
      {over && (
        <Alert type="warning" showIcon title={t('payments.overdistributed', { sum: formatMoney(data.remainder.replace('-', '')) })} />
      )}
      {!data.can_edit && <Alert type="info" showIcon title={t('payments.closed')} />}
      {data.can_edit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('payments.add')}
        </Button>
      )}
      {live.length === 0 ? (
        <Empty description={t('payments.empty')} />
      ) : (
        <Table<PaymentView>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={live}
          columns={[
            { key: 'type', title: t('payments.col.type'), dataIndex: 'type_label' },
            { key: 'date', title: t('payments.col.date'), render: (_, p) => formatDate(p.date) },
            { key: 'sum', title: t('payments.col.sum'), align: 'right', render: (_, p) => formatMoney(p.sum) },
            { key: 'condition', title: t('payments.col.condition'), dataIndex: 'condition' },
            { key: 'status', title: t('payments.col.status'), render: (_, p) => <Tag color={p.status_color}>{p.status_label}</Tag> },
            {
              key: 'actions',
              title: t('payments.col.actions'),
              render: (_, p) =>
                data.can_edit && !locked(p) ? (
                  <Space size="small">
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={t('payments.edit')}
                      onClick={() => setEditing(p)}
                    />
                    <Popconfirm title={t('payments.deleteConfirm')} onConfirm={() => remove(p)}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('payments.delete')} />
                    </Popconfirm>
                  </Space>
                ) : data.can_edit ? (
                  <Tooltip title={t('payments.locked')}>
                    <span />
                  </Tooltip>
                ) : null,
            },
          ]}
        />
      )}
      <PaymentForm
        open={editing !== undefined}
        payment={editing ?? null}
        remainder={data.remainder}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </Space>
  );
}
