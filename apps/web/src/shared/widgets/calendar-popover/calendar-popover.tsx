import { Button, Calendar, Input, Popover } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/index.ts';
import { completeTime, displayBound, maskTime, outOfRange, POPOVER_MIN_WIDTH } from './calendar-rules.ts';
import './texts.ts';

export interface CalendarPopoverProps {
  /** yyyy-MM-dd, or yyyy-MM-dd HH:mm with `withTime`. */
  value?: string | null;
  /** The chosen date (and time): yyyy-MM-dd or yyyy-MM-dd HH:mm. */
  onApply: (value: string) => void;
  onCancel?: () => void;
  withTime?: boolean;
  /** Earliest allowed date (yyyy-MM-dd or yyyy-MM-dd HH:mm). */
  min?: string | null;
  /** Latest allowed date. */
  max?: string | null;
  /** The trigger: opens the popover on click. */
  children: ReactElement;
  disabled?: boolean;
}

const initialOf = (value: string | null | undefined) => (value && dayjs(value).isValid() ? dayjs(value) : dayjs());

/** A calendar in a popover with an optional time field and Cancel/Apply (spec §2, §5). */
export function CalendarPopover({ value, onApply, onCancel, withTime, min, max, children, disabled }: CalendarPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<Dayjs>(() => initialOf(value));
  const [time, setTime] = useState(() => (value && value.length > 10 ? value.slice(11, 16) : ''));

  const warn = (candidate: string): boolean => {
    const broken = outOfRange(candidate, min, max);
    if (broken === 'min' && min) toast(1, t('widgets.calendar.notEarlier', { date: displayBound(min) }));
    if (broken === 'max' && max) toast(1, t('widgets.calendar.notLater', { date: displayBound(max) }));
    return broken !== null;
  };

  const onOpenChange = (next: boolean) => {
    if (disabled) return;
    if (next) {
      setDate(initialOf(value));
      setTime(value && value.length > 10 ? value.slice(11, 16) : '');
    }
    setOpen(next);
  };

  const apply = () => {
    const day = date.format('YYYY-MM-DD');
    const hhmm = withTime ? (completeTime(time) ?? '00:00') : null;
    const result = hhmm ? `${day} ${hhmm}` : day;
    if (warn(result)) return;
    onApply(result);
    setOpen(false);
  };

  const content = (
    <div style={{ minWidth: POPOVER_MIN_WIDTH }} data-testid="calendar-popover">
      <Calendar
        fullscreen={false}
        value={date}
        onSelect={(d, info) => {
          if (info.source === 'date' && warn(d.format('YYYY-MM-DD'))) return;
          setDate(d);
        }}
      />
      {withTime && (
        <Input
          aria-label={t('widgets.calendar.time')}
          placeholder="HH:MM"
          inputMode="numeric"
          value={time}
          maxLength={5}
          onChange={(e) => setTime(maskTime(e.target.value))}
          style={{ marginTop: 8 }}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button
          size="small"
          onClick={() => {
            setOpen(false);
            onCancel?.();
          }}
        >
          {t('widgets.calendar.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={apply}>
          {t('widgets.calendar.apply')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={onOpenChange} content={content} destroyOnHidden>
      {children}
    </Popover>
  );
}
