import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanInput } from '../../components/scan-input.tsx';
import '../texts.ts';

/** What a scan came to: shown under the field (text only, no sound). */
export interface ScanFeedback {
  ok: boolean;
  message: ReactNode;
}

export interface ScannerInputProps {
  /** Called with the trimmed code on Enter; resolves to the feedback to show. A throw is shown as an error. */
  onScan: (code: string) => Promise<ScanFeedback>;
  /** Turns a thrown error into its text (the server's message). */
  describeError?: (error: unknown) => string;
  /** Take the focus when shown (default true): a keyboard-wedge scanner types into the focused field. */
  autoFocus?: boolean;
}

const MAX_CODE = 200;

/**
 * The stocktaking's scanner: the warehouse's keyboard-wedge field (`ScanInput`: a code and Enter,
 * emptied at once for the next one) plus what the count needs — scans are sent one after another in
 * the order they came (a fast scanner does not wait for the previous answer), and the last answer
 * is announced in a live region (`role="status"`) in words and colour; nothing makes a sound.
 */
export function ScannerInput({ onScan, describeError, autoFocus = true }: ScannerInputProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [pending, setPending] = useState(0);
  const [feedback, setFeedback] = useState<(ScanFeedback & { code: string; seq: number }) | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);

  const submit = (code: string) => {
    if (code.length > MAX_CODE) {
      setFeedback({ ok: false, message: t('warehouseExtra.scan.tooLong', { max: MAX_CODE }), code: code.slice(0, 30), seq: ++seq.current });
      return;
    }
    setPending((n) => n + 1);
    queue.current = queue.current.then(async () => {
      let next: ScanFeedback;
      try {
        next = await onScan(code);
      } catch (e) {
        next = { ok: false, message: describeError?.(e) ?? (e instanceof Error ? e.message : t('warehouseExtra.scan.failed')) };
      }
      setFeedback({ ...next, code, seq: ++seq.current });
      setPending((n) => n - 1);
    });
  };

  return (
    <div className="warehouse-scanner">
      <ScanInput onScan={submit} autoFocus={autoFocus} />
      <div id={statusId} role="status" aria-live="polite" aria-busy={pending > 0} style={{ minHeight: 22, marginTop: 4 }}>
        {feedback ? (
          <span className={feedback.ok ? 'wh-scan-ok' : 'wh-scan-error'} key={feedback.seq} data-ok={feedback.ok}>
            {feedback.ok ? '✓ ' : '✕ '}
            <span style={{ fontFamily: 'monospace' }}>{feedback.code}</span>: {feedback.message}
          </span>
        ) : (
          <span className="wh-muted">{pending > 0 ? '…' : t('warehouseExtra.scan.hint')}</span>
        )}
      </div>
    </div>
  );
}
