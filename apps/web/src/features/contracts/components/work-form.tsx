import {
  CONTRACT_VAT_RATES,
  CONTRACT_WORK_NAME_MAX,
  CONTRACT_WORK_TYPES,
  CONTRACT_WORK_UNIT_MAX,
  type ContractPeriod,
  type ContractWork,
  type ContractWorkCreateBody,
  contractMoney,
  contractQuantity,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney } from '../../../shared/format.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { amount, placeServerErrors } from '../model/problem.ts';
import '../texts.ts';

/** A required text checked by a wire schema (its message under the field). */
const checkedBy = (wire: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) =>
  z
    .string()
    .trim()
    .min(1, 'field.fillRequired')
    .superRefine((value, ctx) => {
      const checked = wire.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error?.issues[0]?.message ?? 'field.invalid' });
    });

/** The form's rules: the wire schema's quantity and money, a name, an optional unit, VAT and period. */
const schema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1, 'field.fillRequired').max(CONTRACT_WORK_NAME_MAX, 'field.tooLong'),
  unit: z.string().trim().max(CONTRACT_WORK_UNIT_MAX, 'field.tooLong'),
  quantity: checkedBy(contractQuantity),
  price: checkedBy(contractMoney),
  vat: z.number().nullable(),
  period_id: z.number().nullable(),
});
type Values = z.input<typeof schema>;
const FIELDS = ['type', 'name', 'unit', 'quantity', 'price', 'vat', 'period_id'] as const;

const valuesOf = (work: ContractWork | null): Values => ({
  type: work?.type === 2 ? 2 : 1,
  name: work?.name ?? '',
  unit: work?.unit ?? '',
  quantity: work?.quantity ?? '',
  price: work?.price ?? '',
  vat: work?.vat ?? null,
  period_id: work?.period_id ?? null,
});

export interface WorkFormProps {
  open: boolean;
  /** The work to edit; null adds one. */
  work: ContractWork | null;
  periods: readonly ContractPeriod[];
  /** What the other works leave under the contract limit (null: no limit). */
  room: number | null;
  onSave: (body: ContractWorkCreateBody) => Promise<void>;
  onClose: () => void;
}

/**
 * Adds or edits one work or service of a contract: type, name, unit, quantity × price (the sum
 * shown as typed, with a warning when it would pass the contract's limit), VAT, period. The
 * server's 422 lands on its fields, or above the form (the limit).
 */
export function WorkForm({ open, work, periods, room, onSave, onClose }: WorkFormProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: valuesOf(work),
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (open) {
      reset(valuesOf(work));
      setProblem(null);
    }
  }, [open, work, reset]);
  const [quantity, price] = useWatch({ control, name: ['quantity', 'price'] });
  const sum = Math.round(amount(quantity) * amount(price) * 100) / 100;
  const over = room !== null && sum > room ? sum - room : 0;

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await onSave({ ...v, unit: v.unit || null });
    } catch (error) {
      setProblem(placeServerErrors(error, FIELDS, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <Modal
      open={open}
      title={t(work ? 'contracts.works.edit' : 'contracts.works.new')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <FormItem control={control} name="type" label={t('contracts.works.col.type')} required>
          {({ ref: _ref, ...field }) => (
            <Select {...field} options={CONTRACT_WORK_TYPES.map((o) => ({ value: o.value, label: o[lang] }))} />
          )}
        </FormItem>
        <FormItem control={control} name="name" label={t('contracts.works.col.name')} required>
          {({ ref: _ref, ...field }) => <Input {...field} maxLength={CONTRACT_WORK_NAME_MAX} />}
        </FormItem>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 120px' }}>
            <FormItem control={control} name="quantity" label={t('contracts.works.col.quantity')} required>
              {({ ref: _ref, ...field }) => <Input {...field} inputMode="decimal" />}
            </FormItem>
          </div>
          <div style={{ flex: '1 1 100px' }}>
            <FormItem control={control} name="unit" label={t('contracts.works.col.unit')}>
              {({ ref: _ref, ...field }) => <Input {...field} maxLength={CONTRACT_WORK_UNIT_MAX} />}
            </FormItem>
          </div>
          <div style={{ flex: '1 1 140px' }}>
            <FormItem control={control} name="price" label={t('contracts.works.col.price')} required>
              {({ ref: _ref, ...field }) => <Input {...field} inputMode="decimal" suffix="₽" />}
            </FormItem>
          </div>
        </div>
        <Typography.Paragraph data-testid="work-sum">{t('contracts.works.sumPreview', { sum: formatMoney(sum) })}</Typography.Paragraph>
        {over > 0 && (
          <Alert type="warning" showIcon title={t('contracts.works.willExceed', { sum: formatMoney(over) })} style={{ marginBottom: 12 }} />
        )}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 140px' }}>
            <FormItem control={control} name="vat" label={t('contracts.works.col.vat')}>
              {({ ref: _ref, value, ...field }) => (
                <Select
                  {...field}
                  value={value ?? -1}
                  onChange={(v: number) => field.onChange(v === -1 ? null : v)}
                  options={[
                    { value: -1, label: t('contracts.works.noVat') },
                    ...CONTRACT_VAT_RATES.map((r) => ({ value: r, label: `${r} %` })),
                  ]}
                />
              )}
            </FormItem>
          </div>
          <div style={{ flex: '1 1 180px' }}>
            <FormItem control={control} name="period_id" label={t('contracts.works.col.period')}>
              {({ ref: _ref, value, ...field }) => (
                <Select
                  {...field}
                  value={value ?? undefined}
                  allowClear
                  onChange={(v?: number) => field.onChange(v ?? null)}
                  options={periods.map((p) => ({ value: p.id, label: p.name }))}
                />
              )}
            </FormItem>
          </div>
        </div>
      </Form>
    </Modal>
  );
}
