import {
  CONTRACT_ACT_NUMBER_MAX,
  CONTRACT_TEXT_MAX,
  type ContractActCreateBody,
  type ContractPeriod,
  type ContractWork,
} from '@app/contracts';
import { Alert, Form, Input, InputNumber, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../shared/format.ts';
import { DateInput } from '../../../shared/widgets/date-input/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { amount, placeServerErrors } from '../model/problem.ts';
import '../texts.ts';

interface Values {
  period_id: number | null;
  number: string;
  date: string | null;
  comment: string;
  /** Quantity to act per work id (null: not in the act). */
  lines: Record<string, number | null>;
}

const FIELDS = ['period_id', 'number', 'date', 'comment', 'lines'] as const;

/** The act's lines: the works with a quantity, each at most its remainder; a message key per work, or the form's. */
export function actLinesErrors(works: readonly ContractWork[], lines: Values['lines']): { byWork: Record<number, string>; none: boolean } {
  const byWork: Record<number, string> = {};
  let count = 0;
  for (const work of works) {
    const quantity = lines[String(work.id)];
    if (quantity === null || quantity === undefined || quantity === 0) continue;
    count += 1;
    if (quantity < 0) byWork[work.id] = 'contractParts.quantityPositive';
    else if (quantity > amount(work.remaining_quantity) + 1e-9) byWork[work.id] = 'contracts.acts.quantityTooBig';
  }
  return { byWork, none: count === 0 };
}

export interface ActFormProps {
  open: boolean;
  works: readonly ContractWork[];
  periods: readonly ContractPeriod[];
  /** The period the act is for at first (the tab's filter, else the current month). */
  periodId: number | null;
  onSave: (body: ContractActCreateBody) => Promise<void>;
  onClose: () => void;
}

/**
 * Creates an act of completed work from the contract's works (spec 3 §7 `POST v2_contracts/:id/acts/works`):
 * the period, an optional number (numbered by the server) and date, and per work with a remainder
 * the quantity to act (its remainder at first); the sum is shown as typed.
 */
export function ActForm({ open, works, periods, periodId, onSave, onClose }: ActFormProps) {
  const { t } = useTranslation();
  const open_ = works.filter((w) => amount(w.remaining_quantity) > 0);
  const initial = (): Values => ({
    period_id: periodId,
    number: '',
    date: null,
    comment: '',
    lines: Object.fromEntries(open_.map((w) => [String(w.id), amount(w.remaining_quantity)])),
  });
  const { control, handleSubmit, reset, setError, watch, formState } = useForm<Values>({ defaultValues: initial() });
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens only
  useEffect(() => {
    if (open) {
      reset(initial());
      setProblem(null);
    }
  }, [open]);
  const lines = watch('lines');
  const checked = actLinesErrors(open_, lines);
  const sum = open_.reduce((s, w) => s + (lines[String(w.id)] ?? 0) * amount(w.price), 0);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    if (v.period_id === null) {
      setError('period_id', { type: 'required', message: 'contracts.acts.periodRequired' });
      return;
    }
    const errors = actLinesErrors(open_, v.lines);
    if (errors.none) {
      setProblem(t('contracts.acts.noLines'));
      return;
    }
    if (Object.keys(errors.byWork).length) return;
    try {
      await onSave({
        period_id: v.period_id,
        number: v.number.trim() || null,
        date: v.date ?? undefined,
        comment: v.comment.trim() || null,
        lines: open_.flatMap((w) => {
          const quantity = v.lines[String(w.id)];
          return quantity ? [{ work_id: w.id, quantity: String(quantity) }] : [];
        }),
      });
    } catch (error) {
      setProblem(placeServerErrors(error, FIELDS, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <Modal
      open={open}
      title={t('contracts.acts.create')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.create')}
      okButtonProps={{ loading: formState.isSubmitting, disabled: open_.length === 0 }}
      width={760}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      {open_.length === 0 ? (
        <Alert type="info" showIcon title={t('contracts.acts.noWorks')} />
      ) : (
        <Form layout="vertical" component="div">
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <div style={{ flex: '1 1 180px' }}>
              <FormItem control={control} name="period_id" label={t('contracts.acts.period')} required>
                {({ ref: _ref, value, ...field }) => (
                  <Select {...field} value={value ?? undefined} options={periods.map((p) => ({ value: p.id, label: p.name }))} />
                )}
              </FormItem>
            </div>
            <div style={{ flex: '1 1 140px' }}>
              <FormItem control={control} name="number" label={t('contracts.acts.number')}>
                {({ ref: _ref, ...field }) => (
                  <Input {...field} maxLength={CONTRACT_ACT_NUMBER_MAX} placeholder={t('contracts.acts.numberHint')} />
                )}
              </FormItem>
            </div>
            <div style={{ flex: '1 1 140px' }}>
              <FormItem control={control} name="date" label={t('contracts.acts.date')}>
                {({ ref: _ref, value, onChange, onBlur, id }) => <DateInput id={id} value={value} onChange={onChange} onBlur={onBlur} />}
              </FormItem>
            </div>
          </div>
          <FormItem control={control} name="comment" label={t('contracts.acts.comment')}>
            {({ ref: _ref, ...field }) => <Input.TextArea {...field} maxLength={CONTRACT_TEXT_MAX} autoSize={{ minRows: 1, maxRows: 4 }} />}
          </FormItem>
          <Typography.Text strong>{t('contracts.acts.lines')}</Typography.Text>
          <Table<ContractWork>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={open_}
            columns={[
              { key: 'name', title: t('contracts.works.col.name'), render: (_, w) => w.name },
              {
                key: 'remaining',
                title: t('contracts.acts.remaining'),
                align: 'right',
                render: (_, w) => `${formatQuantity(w.remaining_quantity)}${w.unit ? ` ${w.unit}` : ''}`,
              },
              { key: 'price', title: t('contracts.works.col.price'), align: 'right', render: (_, w) => formatMoney(w.price) },
              {
                key: 'quantity',
                title: t('contracts.acts.quantity'),
                render: (_, w) => (
                  <Controller
                    control={control}
                    name={`lines.${w.id}`}
                    render={({ field }) => {
                      const error = checked.byWork[w.id];
                      return (
                        <div>
                          <InputNumber
                            aria-label={`${t('contracts.acts.quantity')}: ${w.name}`}
                            value={field.value}
                            onChange={(v) => field.onChange(v ?? null)}
                            min={0}
                            step={1}
                            decimalSeparator=","
                            status={error ? 'error' : undefined}
                            style={{ width: 120 }}
                          />
                          {error && (
                            <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                              {t(error, { max: formatQuantity(w.remaining_quantity) })}
                            </Typography.Text>
                          )}
                        </div>
                      );
                    }}
                  />
                ),
              },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 8 }}>{t('contracts.works.sumPreview', { sum: formatMoney(sum) })}</Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
