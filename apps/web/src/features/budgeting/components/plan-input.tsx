import { Input, message, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { formatNumber } from '../../../shared/format.ts';

/**
 * A plan cell: shows the amount as a number of the language, saves on Enter or leaving the field
 * when it changed (the server checks: ≥ 0, 2 decimals; its 422 message stays on the field).
 */
export function PlanInput({ value, label, onSave }: { value: string; label: string; onSave: (amount: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const shown = Number(value) === 0 ? '' : formatNumber(value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(shown), [shown]);

  const commit = async () => {
    const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.') || '0';
    const before = shown.replace(/[\s\u00a0]/g, '').replace(',', '.') || '0';
    if (clean === before || (Number(clean) === Number(before) && /^\d+(\.\d{1,2})?$/.test(clean))) {
      setError(null);
      return;
    }
    setBusy(true);
    try {
      await onSave(clean);
      setError(null);
      void message.success(t('budgeting.saved'));
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={error} open={error ? undefined : false}>
      <Input
        size="small"
        className="budget-plan-input"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        status={error ? 'error' : undefined}
        value={text}
        disabled={busy}
        placeholder="0"
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void commit()}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
    </Tooltip>
  );
}
