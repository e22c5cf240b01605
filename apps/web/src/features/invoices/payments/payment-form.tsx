import { PAYMENT_CONDITION_MAX, PAYMENT_TYPES, type PaymentType, type PaymentView, paymentCreateBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/index.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import './texts.ts';

/** The form's rules: the contract's type and sum, a picked day, a condition of at most 1000 characters. */
const schema = z.object({
  type: z.string().min(1, 'field.fillRequired').pipe(paymentCreateBody.shape.type),
  date: z.custom<Dayjs | null>((v) => dayjs.isDayjs(v) && v.isValid(), 'field.fillRequired'),
  sum: z
    .string()
    .trim()
    .min(1, 'field.fillRequired')
    .superRefine((value, ctx) => {
      const checked = paymentCreateBody.shape.sum.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'field.invalid' });
    }),
  condition: z.string().trim().max(PAYMENT_CONDITION_MAX, 'payments.conditionTooLong'),
});
type Values = z.input<typeof schema>;
export type PaymentValues = { type: PaymentType; date: string; sum: string; condition: string | null };

const valuesOf = (payment: PaymentView | null, remainder: string): Values => ({
  type: payment?.type ?? 'initial',
  date: payment ? dayjs(payment.date) : null,
  sum: payment?.sum ?? (Number(remainder) > 0 ? remainder : ''),
  condition: payment?.condition ?? '',
});

export interface PaymentFormProps {
  open: boolean;
  /** The payment to edit; null adds one. */
  payment: PaymentView | null;
  /** What remains to distribute: the sum a new payment starts with. */
  remainder: string;
  onSave: (values: PaymentValues) => Promise<void>;
  onClose: () => void;
}

/** Adds or edits one payment of an invoice (type, date, sum, condition); the server's 422 lands on its fields. */
export function PaymentForm({ open, payment, remainder, onSave, onClose }: PaymentFormProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: valuesOf(payment, remainder),
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (open) reset(valuesOf(payment, remainder));
  }, [open, payment, remainder, reset]);

  const submit = handleSubmit(async (v) => {
    try {
      await onSave({ type: v.type, date: (v.date as Dayjs).format('YYYY-MM-DD'), sum: v.sum, condition: v.condition || null });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) {
        for (const [field, messages] of Object.entries(error.fieldErrors))
          if (field === 'type' || field === 'date' || field === 'sum' || field === 'condition')
            setError(field, { type: 'server', message: messages.join(' ') });
        return;
      }
      throw error;
    }
  });

  return (
    <Modal
      open={open}
      title={t(payment ? 'payments.edit' : 'payments.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormItem control={control} name="type" label={t('payments.field.type')} required>
          {({ ref: _ref, ...field }) => <Select {...field} options={PAYMENT_TYPES.map((p) => ({ value: p.code, label: p[lang] }))} />}
        </FormItem>
        <FormItem control={control} name="date" label={t('payments.field.date')} required>
          {({ ref: _ref, value, onChange, onBlur, id }) => (
            <DatePicker
              id={id}
              value={value ?? null}
              onChange={(d) => onChange(d)}
              onBlur={onBlur}
              format="DD.MM.YYYY"
              style={{ width: '100%' }}
            />
          )}
        </FormItem>
        <FormItem control={control} name="sum" label={t('payments.field.sum')} required>
          {({ ref: _ref, ...field }) => <Input {...field} inputMode="decimal" />}
        </FormItem>
        <FormItem control={control} name="condition" label={t('payments.field.condition')}>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 6 }} />}
        </FormItem>
      </Form>
    </Modal>
  );
}
