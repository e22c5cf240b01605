import { Input } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { clampNumber, groupThousands, type NumberRules, parseNumberText, sanitizeNumberText } from './number-rules.ts';

export interface NumberInputProps extends NumberRules {
  value?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

const toText = (value: number | null | undefined, rules: NumberRules) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : sanitizeNumberText(String(value), { ...rules, max: undefined });

/** A number field with the spec §5 rules; shows thousands separated by spaces. */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, onBlur, placeholder, disabled, status, id, style, 'aria-label': ariaLabel, ...rules } = props;
  const [text, setText] = useState(() => toText(value, rules));
  const [focused, setFocused] = useState(false);
  const emitted = useRef<number | null>(value ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside value change resets the text
  useEffect(() => {
    if (value === undefined) return;
    emitted.current = value;
    if (parseNumberText(text) !== value) setText(toText(value, rules));
  }, [value]);

  const emit = (next: string) => {
    setText(next);
    const n = parseNumberText(next);
    if (n === emitted.current) return;
    emitted.current = n;
    onChange?.(n);
  };

  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      inputMode={rules.decimals ? 'decimal' : 'numeric'}
      value={focused ? text : groupThousands(text)}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      style={style}
      onFocus={() => setFocused(true)}
      onChange={(e) => emit(sanitizeNumberText(e.target.value, rules))}
      onBlur={() => {
        setFocused(false);
        const clamped = clampNumber(parseNumberText(text), rules);
        emit(clamped === null ? '' : toText(clamped, rules));
        onBlur?.();
      }}
    />
  );
}
