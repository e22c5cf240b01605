import { Checkbox, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { type LinkRow, useInvoiceMutations } from '../api/invoices.ts';
import { normalizeSum } from '../model/files.ts';
import { availableQuantity, isPart, type SplitError, splitError } from '../model/invoice-links.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import '../texts.ts';
import { InvoiceFields } from './auto-invoice-card.tsx';

export type LinkMode = 'new' | 'existing';

interface NewInvoiceForm {
  number?: string;
  sum?: string;
  date?: { format: (f: string) => string } | null;
  reason?: string;
}

interface Props {
  packId: number;
  /** Closed when null. */
  mode: LinkMode | null;
  /** The chosen positions. */
  selected: PositionView[];
  /** Every position of the application (parts included: they tell what a split position has left). */
  all: PositionView[];
  onClose: () => void;
  onDone: () => void;
}

const nameOf = (p: PositionView) => p.info ?? p.dv_work_name ?? `№${p.number}`;

/**
 * Links the chosen positions to a new invoice or to an existing one (of this or another
 * application, found through the invoices autocomplete). Each position goes whole or in part:
 * the quantity must be above zero and within what the position has left (spec 3 §5).
 */
export function InvoiceLinkDialog(props: Props) {
  if (!props.mode) return null;
  return <LinkDialog {...props} mode={props.mode} />;
}

function LinkDialog({ packId, mode, selected, all, onClose, onDone }: Props & { mode: LinkMode }) {
  const { t } = useTranslation();
  const { create, link } = useInvoiceMutations(packId);
  const [kind, setKind] = useState<LinkMode>(mode);
  const [quantities, setQuantities] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(selected.map((p) => [p.id, isPart(p) ? p.quantity : availableQuantity(p, all)])),
  );
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [onlyThis, setOnlyThis] = useState(false);
  const [tried, setTried] = useState(false);
  const [form] = Form.useForm<NewInvoiceForm>();

  const errors = new Map<number, SplitError>(
    selected.map((p) => [p.id, isPart(p) ? null : splitError(quantities[p.id], availableQuantity(p, all))]),
  );
  const rows = (): LinkRow[] => selected.map((p) => (isPart(p) ? { id: p.id } : { id: p.id, quantity: String(quantities[p.id]) }));
  const errorText = (p: PositionView) => {
    const error = errors.get(p.id);
    if (!tried || !error) return null;
    return error === 'required'
      ? t('applications.inv.quantityRequired')
      : t('applications.inv.quantityExceeds', { available: availableQuantity(p, all) });
  };

  const submit = async () => {
    setTried(true);
    const values = kind === 'new' ? await form.validateFields().catch(() => null) : null;
    if ([...errors.values()].some(Boolean)) return;
    if (kind === 'existing' && !invoiceId) return;
    if (kind === 'new' && !values) return;
    try {
      if (kind === 'existing') {
        await link.mutateAsync({ invoiceId: invoiceId!, snabs: rows() });
        toast(0, t('applications.inv.linked'));
      } else {
        await create.mutateAsync({
          number: values!.number?.trim() || undefined,
          sum: normalizeSum(values!.sum ?? '') ?? '',
          date_invoice: values!.date ? values!.date.format('YYYY-MM-DD') : undefined,
          reason: values!.reason?.trim() || undefined,
          snabs: rows(),
        });
        toast(0, t('applications.inv.created'));
      }
      onDone();
    } catch (e) {
      reportError(e);
    }
  };

  const columns: ColumnsType<PositionView> = [
    { key: 'n', title: '№', width: 50, render: (_, p) => p.number },
    { key: 'name', title: t('applications.pos.info'), render: (_, p) => nameOf(p) },
    {
      key: 'available',
      title: t('applications.inv.available'),
      width: 110,
      render: (_, p) => `${isPart(p) ? p.quantity : availableQuantity(p, all)} ${p.unit_name ?? ''}`.trim(),
    },
    {
      key: 'quantity',
      title: t('applications.inv.toInvoice'),
      width: 170,
      render: (_, p) => {
        const error = errorText(p);
        return (
          <div>
            <NumberInput
              aria-label={t('applications.inv.quantityFor', { name: nameOf(p) })}
              decimals
              decimalLimit={3}
              disabled={isPart(p)}
              value={quantities[p.id] ?? null}
              status={error ? 'error' : undefined}
              onChange={(v) => setQuantities((prev) => ({ ...prev, [p.id]: v }))}
            />
            {isPart(p) ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('applications.inv.partWhole')}
              </Typography.Text>
            ) : null}
            {error ? (
              <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
                {error}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <Modal
      open
      width={800}
      title={t('applications.inv.linkTitle')}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={create.isPending || link.isPending}
      destroyOnHidden
    >
      <Radio.Group
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        optionType="button"
        style={{ marginBottom: 12 }}
        options={[
          { value: 'new', label: t('applications.inv.newInvoice') },
          { value: 'existing', label: t('applications.inv.existingInvoice') },
        ]}
      />
      {kind === 'existing' ? (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('applications.inv.invoice')}
            validateStatus={tried && !invoiceId ? 'error' : undefined}
            help={tried && !invoiceId ? t('applications.inv.invoiceRequired') : undefined}
          >
            <RemoteSelect
              key={onlyThis ? 'own' : 'all'}
              aria-label={t('applications.inv.invoice')}
              placeholder={t('applications.inv.invoicePlaceholder')}
              url="/autocomplete/applications/invoices"
              params={onlyThis ? { pack_id: packId } : undefined}
              allowClear
              value={invoiceId}
              onChange={(v) => setInvoiceId(v === null || v === undefined ? null : Number(v))}
            />
          </Form.Item>
          <Checkbox
            checked={onlyThis}
            style={{ marginBottom: 12 }}
            onChange={(e) => {
              setOnlyThis(e.target.checked);
              setInvoiceId(null);
            }}
          >
            {t('applications.inv.onlyThis')}
          </Checkbox>
        </Form>
      ) : (
        <Form form={form} layout="vertical">
          <InvoiceFields />
          <Form.Item name="reason" label={t('applications.inv.reason')}>
            <Input.TextArea autoSize />
          </Form.Item>
        </Form>
      )}
      <Typography.Title level={5}>{t('applications.inv.positions')}</Typography.Title>
      <Table<PositionView> rowKey="id" size="small" columns={columns} dataSource={selected} pagination={false} />
    </Modal>
  );
}
