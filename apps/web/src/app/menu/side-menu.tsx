import { AppstoreOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/session/index.ts';
import { menuSections, selectedSection } from './menu-sections.ts';
import { useNewsUnread } from './news-unread.ts';

const ICONS: Record<string, ReactNode> = {
  '/': <HomeOutlined />,
  '/users': <TeamOutlined />,
};

/** The side menu: the user's sections; «Новости» carries the unread count. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = menuSections(user);
  const unread = useNewsUnread(sections.some((s) => s.path === '/news'));
  const items = sections.map((s) => ({
    key: s.path,
    icon: ICONS[s.path] ?? <AppstoreOutlined />,
    label:
      s.path === '/news' && unread > 0 ? (
        <span>
          {t(s.label)} <Badge count={unread} size="small" overflowCount={99} className="menu-news-unread" />
        </span>
      ) : (
        t(s.label)
      ),
  }));
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
