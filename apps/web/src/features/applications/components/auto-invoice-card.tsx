import { INVOICE_STATUSES } from '@app/contracts';
import { Button, Card, DatePicker, Descriptions, Form, Input, Modal, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ColorTag } from '../../../shared/ui/color-tag.tsx';
import { FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
import { type AutoInvoice, useInvoiceMutations } from '../api/invoices.ts';
import { normalizeSum } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';

/** A calendar date of an invoice (`yyyy-MM-dd HH:mm` on the wire) as dd.MM.yyyy, without a zone shift. */
export const invoiceDate = (v: string | null | undefined) => (v ? formatDate(v.slice(0, 10)) : '');

/** An invoice status as a coloured tag; no status is a draft. */
export function InvoiceStatus({ status }: { status: string | null }) {
  const { t, i18n } = useTranslation();
  const s = INVOICE_STATUSES.find((x) => x.code === status);
  if (!s) return <Tag>{status ?? t('applications.inv.noStatus')}</Tag>;
  return (
    <ColorTag color={s.color} data-status={s.code}>
      {i18n.language === 'en' ? s.en : s.ru}
    </ColorTag>
  );
}

/** The values of an invoice form (the auto invoice leaves `reason` alone). */
export interface InvoiceValues {
  number: string;
  sum: string;
  date: dayjs.Dayjs | null;
  reason: string;
}

/** A sum is required and a decimal with at most 2 places (the server's decimal). */
const sumRule = (v: string) => {
  const required = filled(v);
  return required === true ? Boolean(normalizeSum(v)) || 'applications.inv.sumInvalid' : required;
};

/** An invoice's number, sum (required, a decimal) and date, in any form whose values extend `InvoiceValues`. */
export function InvoiceFields<T extends InvoiceValues>({ control: own }: { control: Control<T> }) {
  const { t } = useTranslation();
  // The same three paths in every such form; rhf cannot see that through the generic.
  const control = own as unknown as Control<InvoiceValues>;
  return (
    <>
      <FormItem control={control} name="number" label={t('applications.inv.number')}>
        {({ ref: _ref, ...field }) => <Input {...field} />}
      </FormItem>
      <FormItem control={control} name="sum" label={t('applications.inv.sum')} required rules={{ validate: sumRule }}>
        {({ ref: _ref, ...field }) => <Input {...field} inputMode="decimal" />}
      </FormItem>
      <FormItem control={control} name="date" label={t('applications.inv.date')}>
        {({ ref: _ref, ...field }) => <DatePicker {...field} format="DD.MM.YYYY" style={{ width: '100%' }} />}
      </FormItem>
    </>
  );
}

const autoValues = (invoice: AutoInvoice): InvoiceValues => ({
  number: invoice.number_invoice ?? '',
  sum: invoice.sum,
  date: invoice.date_invoice ? dayjs(invoice.date_invoice.slice(0, 10)) : null,
  reason: '',
});

/**
 * The application's auto invoice (spec 1 §3): shown in the invoices tab; once it has a
 * status it is locked unless the user has registry_paid_edit (spec 1 §6; the server
 * answers `editable`).
 */
export function AutoInvoiceCard({ packId, invoice }: { packId: number; invoice: AutoInvoice }) {
  const { t } = useTranslation();
  const { patchAuto } = useInvoiceMutations(packId);
  const [editing, setEditing] = useState(false);
  const { control, handleSubmit, reset } = useForm<InvoiceValues>({ defaultValues: autoValues(invoice) });
  const locked = invoice.editable !== 1;

  const save = handleSubmit(async (v) => {
    try {
      await patchAuto.mutateAsync({
        invoiceId: invoice.id,
        body: {
          number: v.number.trim() || null,
          sum: normalizeSum(v.sum) || undefined,
          date_invoice: v.date ? v.date.format('YYYY-MM-DD') : null,
        },
      });
      toast(0, t('applications.inv.autoSaved'));
      setEditing(false);
    } catch (e) {
      reportError(e);
    }
  });
  const edit = () => {
    reset(autoValues(invoice));
    setEditing(true);
  };

  return (
    <Card
      size="small"
      data-testid="auto-invoice"
      title={t('applications.inv.auto')}
      style={{ marginBottom: 12 }}
      extra={
        <Button size="small" disabled={locked} onClick={edit}>
          {t('applications.inv.autoEdit')}
        </Button>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('applications.inv.number')}>
          {invoice.number_invoice ?? t('applications.inv.noNumber')}
        </Descriptions.Item>
        <Descriptions.Item label={t('applications.inv.date')}>{invoiceDate(invoice.date_invoice) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('applications.inv.sum')}>{formatNumber(invoice.sum)}</Descriptions.Item>
        <Descriptions.Item label={t('applications.inv.contractor')}>{invoice.contractor ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('applications.inv.status')}>
          <InvoiceStatus status={invoice.status} />
        </Descriptions.Item>
      </Descriptions>
      {locked ? (
        <Typography.Text type="secondary" data-testid="auto-invoice-locked">
          {t('applications.inv.autoLocked')}
        </Typography.Text>
      ) : null}
      <Modal
        open={editing}
        title={t('applications.inv.autoEdit')}
        mask={{ closable: false }}
        onCancel={() => setEditing(false)}
        onOk={() => void save()}
        confirmLoading={patchAuto.isPending}
        destroyOnHidden
      >
        <Form layout="vertical">
          <InvoiceFields control={control} />
        </Form>
      </Modal>
    </Card>
  );
}
