import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import '../texts.ts';
import { NoticeSettings } from './notice-settings.tsx';
import { NoticesList } from './notices-list.tsx';

/**
 * `/notices` (spec 1 §2 "list and settings", §7 "notifications"; issue 12): the user's
 * notifications and, on the second tab (`?tab=settings`), the channel of each event.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settings' ? 'settings' : 'list';
  usePageTitle(null, null, t('notices.title'));
  const setTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'settings') next.set('tab', 'settings');
    else next.delete('tab');
    setParams(next, { replace: true });
  };
  return (
    <div className="notices-page" style={{ maxWidth: 960 }}>
      <Typography.Title level={2}>{t('notices.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'list', label: t('notices.tabList'), children: <NoticesList /> },
          { key: 'settings', label: t('notices.tabSettings'), children: <NoticeSettings /> },
        ]}
      />
    </div>
  );
}
