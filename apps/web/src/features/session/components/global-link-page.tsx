import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../shared/ui/error-card.tsx';
import { fetchGlobalLink } from '../api/session-api.ts';

/** /webservice/globallink?link=&view=: asks the server where the link leads and goes there. */
export function GlobalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = params.get('link');
    if (!link) {
      setFailed(true);
      return;
    }
    fetchGlobalLink(link, params.get('view'))
      .then(({ link: target }) => {
        const url = new URL(target, window.location.origin);
        if (url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash, { replace: true });
        else window.location.assign(url.href);
      })
      .catch(() => setFailed(true));
  }, [params, navigate]);

  if (failed) return <ErrorCard title={t('session.linkFailed')} hint={t('error.linkUnavailable')} />;
  return (
    <div style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description={t('session.openingLink')} />
    </div>
  );
}

export default GlobalLinkPage;
