import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { RegisterPayment } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Modal, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import '../payments/texts.ts';
import {
  addToRegister,
  downloadRegister,
  fetchRegister,
  fetchSignedPayments,
  registersKeys,
  removeFromRegister,
  signRegister,
} from './registers-api.ts';

export const problemOf = (e: unknown) => (isApiError(e) ? Object.values(e.fieldErrors).flat().join(' ') || e.message : String(e));

/** The payments columns of a register and of the picker. */
function usePaymentColumns() {
  const { t } = useTranslation();
  return [
    {
      key: 'invoice',
      title: t('payments.registers.invoice'),
      render: (_: unknown, p: RegisterPayment) => (
        <Link to={`/invoices/list/applications/${p.invoice_id}`}>{p.invoice_number ?? `#${p.invoice_id}`}</Link>
      ),
    },
    { key: 'organization', title: t('payments.registers.organization'), dataIndex: 'organization' },
    { key: 'partner', title: t('payments.registers.partner'), dataIndex: 'partner' },
    { key: 'date', title: t('payments.registers.paymentDate'), render: (_: unknown, p: RegisterPayment) => formatDate(p.date) },
    {
      key: 'sum',
      title: t('payments.registers.total'),
      align: 'right' as const,
      render: (_: unknown, p: RegisterPayment) => formatMoney(p.sum),
    },
  ];
}

/** Picks signed payments outside registers and puts them into the register. */
function PaymentsPicker({ registerId, open, onClose }: { registerId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const columns = usePaymentColumns();
  const signed = useQuery({ queryKey: registersKeys.signed, queryFn: fetchSignedPayments, enabled: open });
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addToRegister(registerId, chosen);
      toast(0, t('payments.registers.added'));
      setChosen([]);
      onClose();
    } catch (e) {
      toast(2, problemOf(e));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: registersKeys.all });
    }
  };
  return (
    <Modal
      open={open}
      width={900}
      title={t('payments.registers.pick')}
      onCancel={onClose}
      onOk={() => void add()}
      okText={t('payments.registers.add', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, loading: busy }}
      destroyOnHidden
    >
      {signed.data && signed.data.items.length === 0 ? (
        <Empty description={t('payments.registers.pickEmpty')} />
      ) : (
        <Table<RegisterPayment>
          rowKey="id"
          size="small"
          loading={!signed.data}
          dataSource={signed.data?.items ?? []}
          columns={columns}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number).slice(0, 200)) }}
        />
      )}
    </Modal>
  );
}

/** One register in a drawer: its payments and total; add, take out, sign, download the xlsx. */
export function RegisterCardDrawer({ registerId, onClose }: { registerId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const columns = usePaymentColumns();
  const [picking, setPicking] = useState(false);
  const card = useQuery({
    queryKey: registersKeys.one(registerId ?? 0),
    queryFn: () => fetchRegister(registerId ?? 0),
    enabled: registerId !== null,
  });
  const refresh = () => client.invalidateQueries({ queryKey: registersKeys.all });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast(0, done);
    } catch (e) {
      toast(2, problemOf(e));
    }
    await refresh();
  };
  const data = card.data;
  const draft = data?.state === 'draft';
  return (
    <Drawer
      open={registerId !== null}
      onClose={onClose}
      size="large"
      title={data ? `${t('payments.registers.title')} № ${data.number}` : ''}
    >
      {card.isError && <Alert type="error" showIcon title={problemOf(card.error)} />}
      {!data ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('payments.registers.date')}>{formatDate(data.date)}</Descriptions.Item>
            <Descriptions.Item label={t('payments.registers.kind')}>{data.kind_label}</Descriptions.Item>
            <Descriptions.Item label={t('payments.registers.state')}>
              <Tag color={data.state === 'draft' ? 'default' : 'green'}>{data.state_label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('payments.registers.total')}>{formatMoney(data.total)}</Descriptions.Item>
            {data.note && <Descriptions.Item label={t('payments.registers.note')}>{data.note}</Descriptions.Item>}
          </Descriptions>
          <Space wrap>
            {draft && (
              <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t('payments.registers.addPayments')}
              </Button>
            )}
            {draft && data.count > 0 && (
              <Popconfirm
                title={t('payments.registers.signConfirm')}
                onConfirm={() => act(() => signRegister(data.id), t('payments.registers.signed'))}
              >
                <Button type="primary">{t('payments.registers.sign')}</Button>
              </Popconfirm>
            )}
            <Button icon={<DownloadOutlined />} onClick={() => void downloadRegister(data.id).catch((e) => toast(2, problemOf(e)))}>
              {t('payments.registers.download')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadRegister(data.id, 'pdf').catch((e) => toast(2, problemOf(e)))}>
              {t('payments.registers.downloadPdf')}
            </Button>
          </Space>
          {data.payments.length === 0 ? (
            <Empty description={t('payments.registers.noPayments')} />
          ) : (
            <Table<RegisterPayment>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.payments}
              columns={[
                ...columns,
                {
                  key: 'remove',
                  title: '',
                  render: (_: unknown, p: RegisterPayment) =>
                    draft ? (
                      <Button
                        size="small"
                        type="link"
                        danger
                        onClick={() => act(() => removeFromRegister(data.id, [p.id]), t('payments.registers.removed'))}
                      >
                        {t('payments.registers.remove')}
                      </Button>
                    ) : null,
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={columns.length + 1}>
                    {t('payments.registers.totalRow', { sum: formatMoney(data.total) })}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          )}
          {registerId !== null && <PaymentsPicker registerId={registerId} open={picking} onClose={() => setPicking(false)} />}
        </Space>
      )}
    </Drawer>
  );
}
