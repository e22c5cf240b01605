import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
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
  const [d, setD] = useState<RecurrenceDraft>(() => draftOf(value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<RecurrenceDraft>) => setD((x) => ({ ...x, ...patch }));
  const weekdays = t('tasks.recurrence.weekdays').split(',');
  const err = (field: string) => (errors[field] ? { validateStatus: 'error' as const, help: t(errors[field]) } : {});

  const save = async () => {
    const found = recurrenceErrors(d);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(
        2,
        Object.values(found)
          .map((k) => t(k))
          .join('; '),
      );
      return;
    }
    await onSave(recurrenceBody(d));
  };

  return (
    <Form layout="vertical" size="small" className="tasks-recurrence" disabled={disabled} style={{ width: 300 }}>
      <Checkbox checked={d.status} onChange={(e) => set({ status: e.target.checked })}>
        {t('tasks.recurrence.on')}
      </Checkbox>
      <Form.Item label={t('tasks.recurrence.freq')} style={{ marginTop: 8 }}>
        <Select
          aria-label={t('tasks.recurrence.freq')}
          value={d.freq}
          onChange={(freq) => set({ freq })}
          options={FREQS.map((f) => ({ value: f, label: t(`tasks.recurrence.${f}`) }))}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label={t('tasks.recurrence.interval')} {...err('interval')} style={{ flex: 1 }}>
          <Input
            inputMode="numeric"
            aria-label={t('tasks.recurrence.interval')}
            value={d.interval}
            placeholder="1"
            onChange={(e) => set({ interval: sanitizeInterval(e.target.value) })}
          />
        </Form.Item>
        <Form.Item label={t('tasks.recurrence.time')} {...err('time')} style={{ flex: 1 }}>
          <Input
            aria-label={t('tasks.recurrence.time')}
            value={d.time}
            placeholder="HH:MM"
            onChange={(e) => set({ time: maskHHMM(e.target.value) })}
          />
        </Form.Item>
      </div>
      <Form.Item label={t('tasks.recurrence.until')} {...err('until')}>
        <Input type="date" aria-label={t('tasks.recurrence.until')} value={d.until} onChange={(e) => set({ until: e.target.value })} />
      </Form.Item>
      {d.freq === 'monthly' && (
        <Form.Item label={t('tasks.recurrence.bymonthday')} {...err('bymonthday')}>
          <Input
            inputMode="numeric"
            aria-label={t('tasks.recurrence.bymonthday')}
            value={d.bymonthday}
            onChange={(e) => set({ bymonthday: sanitizeInterval(e.target.value).slice(0, 2) })}
          />
        </Form.Item>
      )}
      {d.freq === 'yearly' && (
        <Form.Item label={t('tasks.recurrence.byyearday')} {...err('byyearday')}>
          <Input
            type="date"
            aria-label={t('tasks.recurrence.byyearday')}
            value={d.byyearday}
            onChange={(e) => set({ byyearday: e.target.value })}
          />
        </Form.Item>
      )}
      {d.freq === 'weekly' && (
        <Form.Item label={t('tasks.recurrence.byweekno')} {...err('byweekno')}>
          <Checkbox.Group
            value={d.byweekno}
            onChange={(v) => set({ byweekno: (v as number[]).sort() })}
            options={weekdays.map((label, i) => ({ value: i + 1, label }))}
          />
        </Form.Item>
      )}
      <Button type="primary" onClick={() => void save()}>
        {t('tasks.recurrence.save')}
      </Button>
    </Form>
  );
}
