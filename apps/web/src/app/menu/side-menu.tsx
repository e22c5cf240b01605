import { AppstoreOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/session/index.ts';
import { menuSections, selectedSection } from './menu-sections.ts';

const ICONS: Record<string, ReactNode> = {
  '/': <HomeOutlined />,
  '/users': <TeamOutlined />,
};

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = menuSections(user).map((s) => ({ key: s.path, icon: ICONS[s.path] ?? <AppstoreOutlined />, label: t(s.label) }));
  return (
    <Menu
      mode="inline"
      selectedKeys={[selectedSection(pathname)]}
      items={items}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
