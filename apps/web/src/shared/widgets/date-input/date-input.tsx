import { Input } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateBounds, isoToDisplay, maskDate, parseMaskedDate } from './date-mask.ts';
import './texts.ts';

export interface DateInputProps extends DateBounds {
  /** yyyy-MM-dd or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  /** Something after the field, e.g. a calendar button. */
  suffix?: ReactNode;
}

/** A typed date field dd.mm.yyyy: emits yyyy-MM-dd when a complete valid date is typed; an invalid date is ignored. */
export function DateInput(props: DateInputProps) {
  const { value, onChange, onBlur, min, max, disabled, status, id, style, suffix } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(() => isoToDisplay(value));

  useEffect(() => {
    if (value !== undefined) setText(isoToDisplay(value));
  }, [value]);

  const change = (raw: string) => {
    const masked = maskDate(raw);
    setText(masked);
    if (masked === '') {
      onChange?.(null);
      return;
    }
    const iso = parseMaskedDate(masked, { min, max });
    if (iso && iso !== value) onChange?.(iso);
  };

  return (
    <Input
      id={id}
      aria-label={props['aria-label']}
      inputMode="numeric"
      maxLength={10}
      value={text}
      placeholder={props.placeholder ?? t('widgets.dateInput.placeholder')}
      disabled={disabled}
      status={status}
      style={style}
      suffix={suffix}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        // An incomplete or invalid date is dropped: the field shows the last valid value again.
        if (parseMaskedDate(text, { min, max }) === null) setText(isoToDisplay(value));
        onBlur?.();
      }}
    />
  );
}
