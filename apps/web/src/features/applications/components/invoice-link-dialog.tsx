import { Checkbox, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { type LinkRow, useInvoiceMutations } from '../api/invoices.ts';
import { normalizeSum } from '../model/files.ts';
import { availableQuantity, isPart, type SplitError, splitError } from '../model/invoice-links.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import '../texts.ts';
import { InvoiceFields, type InvoiceValues } from './auto-invoice-card.tsx';

export type LinkMode = 'new' | 'existing';

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

interface LinkValues extends InvoiceValues {
  kind: LinkMode;
  invoice: number | null;
  /** The payee (a partner). */
  contractor: number | null;
  onlyThis: boolean;
  /** Per chosen position, in the order of `selected`. */
  quantities: (number | null)[];
}

function LinkDialog({ packId, mode, selected, all, onClose, onDone }: Props & { mode: LinkMode }) {
  const { t } = useTranslation();
  const { create, link } = useInvoiceMutations(packId);
  const { control, handleSubmit, setValue } = useForm<LinkValues>({
    defaultValues: {
      kind: mode,
      invoice: null,
      contractor: null,
      onlyThis: false,
      quantities: selected.map((p) => (isPart(p) ? p.quantity : availableQuantity(p, all))),
      number: '',
      sum: '',
      date: null,
      reason: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const onlyThis = useWatch({ control, name: 'onlyThis' });

  /** A part goes whole; any other position above zero and within what it has left. */
  const quantityRule = (p: PositionView) => (v: number | null) => {
    const error: SplitError = isPart(p) ? null : splitError(v, availableQuantity(p, all));
    if (!error) return true;
    return error === 'required'
      ? t('applications.inv.quantityRequired')
      : t('applications.inv.quantityExceeds', { available: availableQuantity(p, all) });
  };

  const submit = handleSubmit(async (values) => {
    const rows: LinkRow[] = selected.map((p, i) => (isPart(p) ? { id: p.id } : { id: p.id, quantity: String(values.quantities[i]) }));
    try {
      if (values.kind === 'existing') {
        await link.mutateAsync({ invoiceId: values.invoice!, snabs: rows });
        toast(0, t('applications.inv.linked'));
      } else {
        await create.mutateAsync({
          number: values.number.trim() || undefined,
          sum: normalizeSum(values.sum) ?? '',
          date_invoice: values.date ? values.date.format('YYYY-MM-DD') : undefined,
          reason: values.reason.trim() || undefined,
          contractor_id: values.contractor ?? undefined,
          snabs: rows,
        });
        toast(0, t('applications.inv.created'));
      }
      onDone();
    } catch (e) {
      reportError(e);
    }
  });

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
      render: (_, p, index) => (
        <Controller
          control={control}
          name={`quantities.${index}`}
          rules={{ validate: quantityRule(p) }}
          render={({ field, fieldState }) => (
            <div>
              <NumberInput
                aria-label={t('applications.inv.quantityFor', { name: nameOf(p) })}
                decimals
                decimalLimit={3}
                disabled={isPart(p)}
                value={field.value ?? null}
                status={fieldState.error ? 'error' : undefined}
                onChange={field.onChange}
              />
              {isPart(p) ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('applications.inv.partWhole')}
                </Typography.Text>
              ) : null}
              {fieldState.error ? (
                <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
                  {fieldState.error.message}
                </Typography.Text>
              ) : null}
            </div>
          )}
        />
      ),
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
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Radio.Group
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            optionType="button"
            style={{ marginBottom: 12 }}
            options={[
              { value: 'new', label: t('applications.inv.newInvoice') },
              { value: 'existing', label: t('applications.inv.existingInvoice') },
            ]}
          />
        )}
      />
      {kind === 'existing' ? (
        <Form layout="vertical" component="div">
          <FormItem
            control={control}
            name="invoice"
            label={t('applications.inv.invoice')}
            rules={{ validate: (v) => Boolean(v) || 'applications.inv.invoiceRequired' }}
          >
            {({ id, value, onChange }) => (
              <RemoteSelect
                key={onlyThis ? 'own' : 'all'}
                id={id}
                aria-label={t('applications.inv.invoice')}
                placeholder={t('applications.inv.invoicePlaceholder')}
                url="/autocomplete/applications/invoices"
                params={onlyThis ? { pack_id: packId } : undefined}
                allowClear
                value={value}
                onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
              />
            )}
          </FormItem>
          <Controller
            control={control}
            name="onlyThis"
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                style={{ marginBottom: 12 }}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  setValue('invoice', null);
                }}
              >
                {t('applications.inv.onlyThis')}
              </Checkbox>
            )}
          />
        </Form>
      ) : (
        <Form layout="vertical">
          <InvoiceFields control={control} />
          <FormItem control={control} name="contractor" label={t('applications.inv.payee')}>
            {({ id, value, onChange }) => (
              <RemoteSelect
                id={id}
                aria-label={t('applications.inv.payee')}
                placeholder={t('applications.inv.payeePlaceholder')}
                url="/partners"
                autocomplete
                allowClear
                value={value}
                onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
              />
            )}
          </FormItem>
          <FormItem control={control} name="reason" label={t('applications.inv.reason')}>
            {({ ref: _ref, ...field }) => <Input.TextArea {...field} autoSize />}
          </FormItem>
        </Form>
      )}
      <Typography.Title level={5}>{t('applications.inv.positions')}</Typography.Title>
      <Table<PositionView> rowKey="id" size="small" columns={columns} dataSource={selected} pagination={false} />
    </Modal>
  );
}
