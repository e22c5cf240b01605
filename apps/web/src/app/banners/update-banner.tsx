import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_VERSION, checkBuildVersion } from './build-version.ts';
import { useRegisterSW } from './service-worker.ts';

/** A service-worker update offers a reload; a changed build version says the app was updated. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [updated, setUpdated] = useState(checkBuildVersion);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisterError: (e) => console.warn('service worker registration failed', e) });

  if (needRefresh) {
    return (
      <div className="lite-banner info" role="status">
        <span>{t('update.available')}</span>
        <button type="button" className="lite-banner-action" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </button>
        <button type="button" aria-label={t('common.close')} onClick={() => setNeedRefresh(false)}>
          ×
        </button>
      </div>
    );
  }
  if (updated) {
    return (
      <div className="lite-banner info" role="status">
        <span>{t('update.updated', { version: BUILD_VERSION })}</span>
        <button type="button" aria-label={t('common.close')} onClick={() => setUpdated(false)}>
          ×
        </button>
      </div>
    );
  }
  return null;
}
