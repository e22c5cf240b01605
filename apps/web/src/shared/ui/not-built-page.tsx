import { ToolOutlined } from '@ant-design/icons';
import { sectionForPath } from '@app/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Shown for sections of the route table whose module is not built yet. */
export function NotBuiltPage({ sectionLabel }: { sectionLabel?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = sectionLabel ?? sectionForPath(pathname)?.label ?? 'menu.home';
  return (
    <Result
      icon={<ToolOutlined />}
      title={t('notBuilt.title')}
      subTitle={t('notBuilt.text', { section: t(label) })}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.toHome')}</Button>
        </Link>
      }
    />
  );
}
