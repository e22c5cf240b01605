import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInWithToken } from '../model/session-actions.ts';

/** Reads token and token_expired from the query (or /sso/{token}/{token_expired}). */
export function ssoParams(pathname: string, search: string): { token: string; tokenExpired: string; redirect: string } | null {
  const q = new URLSearchParams(search);
  const parts = pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  const token = q.get('token') ?? parts[0] ?? '';
  const tokenExpired = q.get('token_expired') ?? parts[1] ?? '';
  const redirect = q.get('redirect') ?? '/';
  if (!token || !tokenExpired) return null;
  return { token, tokenExpired, redirect: redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/' };
}

/** Cookie sign-in from /sso/...: POST /api/sso/authorization_cookies, then the target. */
export function SsoPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = ssoParams(location.pathname, location.search);
    if (!params) {
      setFailed(true);
      return;
    }
    signInWithToken(params.token, params.tokenExpired)
      .then((ok) => (ok ? navigate(params.redirect, { replace: true }) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [location.pathname, location.search, navigate]);

  if (failed) {
    return (
      <main className="login-page">
        <Alert
          type="error"
          showIcon
          title={t('session.ssoFailed')}
          action={
            <Link to="/login">
              <Button size="small">{t('login.submit')}</Button>
            </Link>
          }
        />
      </main>
    );
  }
  return (
    <main className="login-page">
      <Spin size="large" description={t('session.signingIn')} />
    </main>
  );
}

export default SsoPage;
