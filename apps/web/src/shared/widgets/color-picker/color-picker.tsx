import { CheckOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: 36 fixed colours, onChange debounced 200 ms. */
export const PICKER_COLORS: readonly string[] = [
  '#4A4A4A',
  '#000000',
  '#7F8C8D',
  '#BDC3C7',
  '#ECF0F1',
  '#FFFFFF',
  '#C0392B',
  '#E74C3C',
  '#FF6B6B',
  '#D35400',
  '#E67E22',
  '#F39C12',
  '#F1C40F',
  '#FFE066',
  '#B7950B',
  '#27AE60',
  '#2ECC71',
  '#A3E4D7',
  '#16A085',
  '#1ABC9C',
  '#0E6655',
  '#2980B9',
  '#3498DB',
  '#85C1E9',
  '#1F3A93',
  '#34495E',
  '#5DADE2',
  '#8E44AD',
  '#9B59B6',
  '#D2B4DE',
  '#C2185B',
  '#E91E63',
  '#F8BBD0',
  '#6D4C41',
  '#A1887F',
  '#D7CCC8',
];
export const COLOR_PICKER_DEBOUNCE_MS = 200;

export interface ColorPickerProps {
  value?: string;
  /** Called 200 ms after the last pick. */
  onChange?: (color: string) => void;
  colors?: readonly string[];
  'aria-label'?: string;
}

export function ColorPicker({ value, onChange, colors = PICKER_COLORS, ...rest }: ColorPickerProps) {
  const [selected, setSelected] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setSelected(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pick = (color: string) => {
    setSelected(color);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange?.(color), COLOR_PICKER_DEBOUNCE_MS);
  };

  return (
    <div role="radiogroup" aria-label={rest['aria-label']} style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 24px)', gap: 6 }}>
      {colors.map((color) => {
        const active = selected?.toLowerCase() === color.toLowerCase();
        const light = ['#FFFFFF', '#ECF0F1', '#F8BBD0', '#FFE066', '#D7CCC8'].includes(color);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a swatch grid; native radios cannot be painted as swatches
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={color}
            title={color}
            onClick={() => pick(color)}
            style={{
              width: 24,
              height: 24,
              borderRadius: 4,
              border: '1px solid rgba(0, 0, 0, 0.15)',
              background: color,
              color: light ? '#000' : '#fff',
              cursor: 'pointer',
              padding: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {active && <CheckOutlined style={{ fontSize: 12 }} />}
          </button>
        );
      })}
    </div>
  );
}
