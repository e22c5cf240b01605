import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A generic error card: a title, a hint and reload / home actions. */
export function ErrorCard({ title, hint, extra }: { title: string; hint?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={hint}
      extra={
        extra ?? [
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>,
          <Button key="home" href="/">
            {t('common.toHome')}
          </Button>,
        ]
      }
    />
  );
}
