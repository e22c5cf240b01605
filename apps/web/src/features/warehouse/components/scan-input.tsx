import { BarcodeOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/**
 * A barcode scanner's input (keyboard wedge: the scanner types the code and presses Enter).
 * A focused field takes the code; Enter hands it over trimmed and clears the field for the
 * next scan. Typing by hand works the same way.
 */
export function ScanInput({
  onScan,
  autoFocus,
  inputRef,
  style,
}: {
  onScan: (code: string) => void;
  autoFocus?: boolean;
  inputRef?: Ref<InputRef>;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <Input
      ref={inputRef}
      aria-label={t('warehouse.scan')}
      placeholder={t('warehouse.scanPlaceholder')}
      prefix={<BarcodeOutlined aria-hidden />}
      autoFocus={autoFocus}
      autoComplete="off"
      value={value}
      style={style}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        // A scanner's Enter must not submit the surrounding form.
        e.preventDefault();
        // Control characters some scanners send (GS separators) are dropped.
        const code = Array.from(value)
          .filter((ch) => ch.charCodeAt(0) >= 32)
          .join('')
          .trim();
        setValue('');
        if (code) onScan(code);
      }}
    />
  );
}
