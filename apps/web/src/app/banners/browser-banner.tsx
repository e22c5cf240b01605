import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBrowser } from './check-browser.ts';

export function BrowserBanner() {
  const { t } = useTranslation();
  const verdict = useMemo(() => checkBrowser(navigator.userAgent), []);
  const [closed, setClosed] = useState(false);
  if (verdict.kind === 'ok' || closed) return null;
  const text =
    verdict.kind === 'outdated' ? t('browser.outdated', { name: verdict.name, version: verdict.version }) : t('browser.unsupported');
  return (
    <div className={`lite-banner ${verdict.kind === 'unsupported' ? 'error' : ''}`} role="alert">
      <span>{text}</span>
      <button type="button" aria-label={t('common.close')} onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  );
}
