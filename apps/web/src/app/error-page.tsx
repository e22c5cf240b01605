import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** /error (plain layout): ?reason=link is the unavailable or expired hash link. */
export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <main className="login-page">
      <Result
        status={reason === 'link' ? '404' : 'warning'}
        title={reason === 'link' ? t('error.linkUnavailable') : t('error.generic')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.toHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}
