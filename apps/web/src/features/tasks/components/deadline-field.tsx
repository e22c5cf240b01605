import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPopover } from '../../../shared/widgets/calendar-popover/index.ts';
import { deadlineView } from '../model/deadline.ts';
import { localText, toWire } from '../model/wire-dates.ts';

export interface DeadlineFieldProps {
  end: string | null;
  statusId: number;
  canChange: boolean;
  onChange: (wire: string) => void;
}

/** The deadline: red when expired, a countdown unless the task is deleted, finished or accepted. */
export function DeadlineField({ end, statusId, canChange, onChange }: DeadlineFieldProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const view = deadlineView(end, statusId, now);
  const c = view.countdown;
  const span = c
    ? c.days > 0
      ? t('tasks.side.dhm', { d: c.days, h: c.hours, m: c.minutes })
      : t('tasks.side.hm', { h: c.hours, m: c.minutes })
    : '';
  const text = (
    <span data-testid="deadline" data-expired={view.expired ? '1' : '0'} style={{ cursor: canChange ? 'pointer' : undefined }}>
      <Typography.Text type={view.expired ? 'danger' : undefined}>{view.text || t('tasks.side.notSet')}</Typography.Text>
      {c && (
        <Typography.Text
          type={view.expired ? 'danger' : 'secondary'}
          style={{ marginInlineStart: 6, fontSize: 12 }}
          data-testid="countdown"
        >
          {c.overdue ? t('tasks.side.overdue', { value: span }) : t('tasks.side.left', { value: span })}
        </Typography.Text>
      )}
    </span>
  );
  if (!canChange) return text;
  return (
    <CalendarPopover withTime value={localText(end)} onApply={(v) => onChange(toWire(dayjs(v)))}>
      {text}
    </CalendarPopover>
  );
}
