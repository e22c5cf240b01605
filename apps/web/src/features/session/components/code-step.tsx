import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const QRCode = lazy(() => import('antd/es/qr-code/index.js'));

interface Props {
  otpauthUri?: string;
  alert: ReactNode;
  onSubmit: (code: string) => Promise<unknown>;
  onBack: () => void;
}

/** The two-factor step: a code, and the enrolment QR code / link when the server sends one. */
export function CodeStep({ otpauthUri, alert, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lite-form" onSubmit={submit} noValidate>
      <h2 style={{ margin: 0, fontSize: 18 }}>{t('login.codeTitle')}</h2>
      {otpauthUri && (
        <div style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
          <p className="lite-muted" style={{ margin: 0 }}>
            {t('login.enrollHint')}
          </p>
          <Suspense fallback={<span className="lite-spinner" />}>
            <QRCode value={otpauthUri} size={176} bgColor="#ffffff" />
          </Suspense>
          <code style={{ wordBreak: 'break-all', fontSize: 12 }}>{otpauthUri}</code>
        </div>
      )}
      {alert}
      <div className="lite-field">
        <label htmlFor={`${id}-code`}>{t('login.codeHint')}</label>
        <input
          id={`${id}-code`}
          className="lite-input"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, '').slice(0, 8));
            setError(false);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          // biome-ignore lint/a11y/noAutofocus: the only task of the step
          autoFocus
          aria-invalid={error}
        />
        {error && <span className="lite-error-text">{t('field.fillRequired')}</span>}
      </div>
      <button type="submit" className="lite-button" disabled={busy}>
        {t('login.codeSubmit')}
      </button>
      <button type="button" className="lite-link" onClick={onBack}>
        {t('login.back')}
      </button>
    </form>
  );
}
