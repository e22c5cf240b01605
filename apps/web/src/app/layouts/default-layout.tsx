import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { sectionForPath } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid, Layout, theme } from 'antd';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fetchCompanyParams, SessionRealtime, StalePasswordModal } from '../../features/session/index.ts';
import { FeedbackPrompt } from '../../features/survey/index.ts';
import { setBaseTitle, setSectionTitle } from '../../shared/page-title.ts';
import { local } from '../../shared/storage.ts';
import { SideMenu } from '../menu/side-menu.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

const COLLAPSED_KEY = 'menu-collapsed';

/** Default layout: side menu (a Drawer below lg), header with notifications and the user menu. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(local.get(COLLAPSED_KEY) === '1');
  const [drawer, setDrawer] = useState(false);
  const { data: company } = useQuery({ queryKey: ['company-params'], queryFn: fetchCompanyParams, staleTime: 10 * 60_000 });
  const companyName = company?.name || t('app.name');

  const section = sectionForPath(useLocation().pathname);
  const sectionLabel = section ? t(section.label) : '';

  useEffect(() => setBaseTitle(companyName), [companyName]);
  // Before the screens' own titles (a layout effect runs before their effects): "<section> | <company>".
  useLayoutEffect(() => setSectionTitle(sectionLabel), [sectionLabel]);
  useEffect(() => {
    if (!narrow) setDrawer(false);
  }, [narrow]);

  const toggle = () => {
    if (narrow) setDrawer(true);
    else {
      local.set(COLLAPSED_KEY, collapsed ? '0' : '1');
      setCollapsed(!collapsed);
    }
  };

  const logo = (
    <div className="shell-logo" style={{ color: token.colorText }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!(collapsed && !narrow) && <span title={companyName}>{companyName}</span>}
    </div>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The first stop of the keyboard: past the menu and the header, straight to the screen (WCAG 2.4.1). */}
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      {!narrow && (
        <Layout.Sider
          width={240}
          collapsedWidth={72}
          collapsed={collapsed}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorSplit}`, position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {logo}
          <SideMenu />
        </Layout.Sider>
      )}
      {narrow && (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="left"
          size={280}
          title={companyName}
          styles={{ body: { padding: 0 } }}
        >
          <SideMenu onNavigate={() => setDrawer(false)} />
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="shell-header"
          style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorSplit}`, height: 56 }}
        >
          <Button
            type="text"
            onClick={toggle}
            aria-label={narrow ? t('layout.menu') : collapsed ? t('layout.expand') : t('layout.collapse')}
            icon={narrow ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          />
          <div className="shell-title">{narrow ? companyName : ''}</div>
          <NotificationsBell />
          <UserMenu />
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} className="shell-content">
          {children}
        </Layout.Content>
      </Layout>
      <Suspense fallback={null}>
        <SessionRealtime />
        <StalePasswordModal />
        <FeedbackPrompt />
      </Suspense>
    </Layout>
  );
}
