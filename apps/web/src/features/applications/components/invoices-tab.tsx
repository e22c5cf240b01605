import { Button, Card, DatePicker, Empty, Form, Input, List, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useCardPart } from '../api/card.ts';
import { useInvoiceMutations } from '../api/invoices.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import { PositionsTable } from './positions-tab.tsx';

interface NewInvoiceForm {
  number?: string;
  sum?: string;
  date?: { format: (f: string) => string } | null;
  reason?: string;
}

/** Invoices tab: create an invoice for chosen positions, link positions to an existing invoice. */
export function InvoicesTab({ packId, positions }: { packId: number; positions: PositionView[] }) {
  const { t } = useTranslation();
  const invoices = useCardPart(packId, 'invoices').data?.invoices ?? [];
  const { create, link } = useInvoiceMutations(packId);
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<number | undefined>();
  const [form] = Form.useForm<NewInvoiceForm>();
  const rows = () => selected.map((id) => ({ id }));

  const submitNew = async (v: NewInvoiceForm) => {
    try {
      await create.mutateAsync({
        number: v.number?.trim() || undefined,
        sum: (v.sum ?? '').replace(/\s/g, '').replace(',', '.'),
        date_invoice: v.date ? v.date.format('YYYY-MM-DD') : undefined,
        reason: v.reason?.trim() || undefined,
        snabs: rows(),
      });
      toast(0, t('applications.inv.created'));
      setCreating(false);
      setSelected([]);
      form.resetFields();
    } catch (e) {
      reportError(e);
    }
  };

  const submitLink = async () => {
    if (!target) return;
    try {
      await link.mutateAsync({ invoiceId: target, snabs: rows() });
      toast(0, t('applications.inv.linked'));
      setSelected([]);
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div>
      <Card size="small" title={t('applications.inv.choose')} style={{ marginBottom: 12 }}>
        <PositionsTable positions={positions} selectable selected={selected} onSelect={setSelected} />
        <Space wrap style={{ marginTop: 8 }}>
          <Button type="primary" disabled={selected.length === 0} onClick={() => setCreating(true)}>
            {t('applications.inv.create')}
          </Button>
          <Select
            aria-label={t('applications.inv.invoice')}
            placeholder={t('applications.inv.invoice')}
            style={{ width: 220 }}
            value={target}
            onChange={setTarget}
            options={invoices.map((i) => ({ value: i.id, label: `#${i.id} ${i.number ?? t('applications.inv.noNumber')}` }))}
          />
          <Button disabled={selected.length === 0 || !target} loading={link.isPending} onClick={() => void submitLink()}>
            {t('applications.inv.link')}
          </Button>
        </Space>
      </Card>
      {invoices.length === 0 ? (
        <Empty description={t('applications.inv.none')} />
      ) : (
        <List
          bordered
          dataSource={invoices}
          renderItem={(i) => (
            <List.Item data-testid="invoice-row">
              <span>
                #{i.id} {i.number ?? t('applications.inv.noNumber')} · {formatNumber(i.sum)} · {formatDate(i.date_invoice)} ·{' '}
                {i.contractor ?? ''}
              </span>
              <span>{t('applications.form.positionsTotal', { count: i.snabs?.length ?? 0 })}</span>
            </List.Item>
          )}
        />
      )}
      <Modal
        open={creating}
        title={t('applications.inv.create')}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submitNew(v)}>
          <Form.Item name="number" label={t('applications.inv.number')}>
            <Input />
          </Form.Item>
          <Form.Item name="sum" label={t('applications.inv.sum')} rules={[{ required: true, message: t('field.fillRequired') }]}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="date" label={t('applications.inv.date')}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t('applications.inv.reason')}>
            <Input.TextArea autoSize />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
