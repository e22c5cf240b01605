import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { checkResolver, FormCheckbox, FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { draftOf, maskHHMM, type RecurrenceDraft, recurrenceBody, recurrenceErrors, sanitizeInterval } from '../model/recurrence-rules.ts';
import type { Recurrence } from '../model/types.ts';

export interface RecurrenceFormProps {
  value: Recurrence | null;
  disabled?: boolean;
  onSave: (body: ReturnType<typeof recurrenceBody>) => Promise<unknown>;
}

const FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;

/** Spec 2 §3/§5 recurrence: freq, interval (default 1), time HH:MM in UTC+0, until, month/year day, weekdays 1–7, on/off. */
export function RecurrenceForm({ value, disabled, onSave }: RecurrenceFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<RecurrenceDraft>({
    defaultValues: draftOf(value),
    resolver: checkResolver(recurrenceErrors),
    reValidateMode: 'onSubmit',
  });
  const freq = useWatch({ control, name: 'freq' });
  const weekdays = t('tasks.recurrence.weekdays').split(',');

  const save = handleSubmit(
    async (d) => {
      await onSave(recurrenceBody(d));
    },
    (errors) =>
      toast(
        2,
        Object.values(errors)
          .map((e) => t(e?.message ?? ''))
          .join('; '),
      ),
  );

  return (
    <Form layout="vertical" size="small" className="tasks-recurrence" disabled={disabled} style={{ width: 300 }}>
      <FormCheckbox control={control} name="status" label={t('tasks.recurrence.on')} />
      <FormItem control={control} name="freq" label={t('tasks.recurrence.freq')} style={{ marginTop: 8 }}>
        {({ ref: _ref, ...field }) => (
          <Select
            {...field}
            aria-label={t('tasks.recurrence.freq')}
            options={FREQS.map((f) => ({ value: f, label: t(`tasks.recurrence.${f}`) }))}
          />
        )}
      </FormItem>
      <div style={{ display: 'flex', gap: 8 }}>
        <FormItem control={control} name="interval" label={t('tasks.recurrence.interval')} style={{ flex: 1 }}>
          {({ ref: _ref, onChange, ...field }) => (
            <Input
              {...field}
              inputMode="numeric"
              aria-label={t('tasks.recurrence.interval')}
              placeholder="1"
              onChange={(e) => onChange(sanitizeInterval(e.target.value))}
            />
          )}
        </FormItem>
        <FormItem control={control} name="time" label={t('tasks.recurrence.time')} style={{ flex: 1 }}>
          {({ ref: _ref, onChange, ...field }) => (
            <Input
              {...field}
              aria-label={t('tasks.recurrence.time')}
              placeholder="HH:MM"
              onChange={(e) => onChange(maskHHMM(e.target.value))}
            />
          )}
        </FormItem>
      </div>
      <FormItem control={control} name="until" label={t('tasks.recurrence.until')}>
        {({ ref: _ref, ...field }) => <Input {...field} type="date" aria-label={t('tasks.recurrence.until')} />}
      </FormItem>
      {freq === 'monthly' && (
        <FormItem control={control} name="bymonthday" label={t('tasks.recurrence.bymonthday')}>
          {({ ref: _ref, onChange, ...field }) => (
            <Input
              {...field}
              inputMode="numeric"
              aria-label={t('tasks.recurrence.bymonthday')}
              onChange={(e) => onChange(sanitizeInterval(e.target.value).slice(0, 2))}
            />
          )}
        </FormItem>
      )}
      {freq === 'yearly' && (
        <FormItem control={control} name="byyearday" label={t('tasks.recurrence.byyearday')}>
          {({ ref: _ref, ...field }) => <Input {...field} type="date" aria-label={t('tasks.recurrence.byyearday')} />}
        </FormItem>
      )}
      {freq === 'weekly' && (
        <FormItem control={control} name="byweekno" label={t('tasks.recurrence.byweekno')}>
          {({ value, onChange }) => (
            <Checkbox.Group
              value={value}
              onChange={(v) => onChange((v as number[]).sort())}
              options={weekdays.map((label, i) => ({ value: i + 1, label }))}
            />
          )}
        </FormItem>
      )}
      <Button type="primary" onClick={() => void save()}>
        {t('tasks.recurrence.save')}
      </Button>
    </Form>
  );
}
