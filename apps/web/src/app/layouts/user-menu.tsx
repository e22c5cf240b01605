import { BgColorsOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal, signOut, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../shared/i18n/index.ts';
import { setTheme, useTheme } from '../theme.ts';
import { ProfileModal } from './profile-modal.tsx';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [lang, setLang] = useLanguage();
  const mode = useTheme();
  const [profile, setProfile] = useState(false);
  const [password, setPassword] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
    { key: 'password', icon: <KeyOutlined />, label: t('layout.changePassword') },
    {
      key: 'lang',
      icon: <GlobalOutlined />,
      label: t('layout.language'),
      children: [
        { key: 'lang:ru', label: t('lang.ru') },
        { key: 'lang:en', label: t('lang.en') },
      ],
    },
    {
      key: 'theme',
      icon: <BgColorsOutlined />,
      label: t('layout.theme'),
      children: [
        { key: 'theme:light', label: t('layout.themeLight') },
        { key: 'theme:dark', label: t('layout.themeDark') },
      ],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') setProfile(true);
    else if (key === 'password') setPassword(true);
    else if (key === 'lang:ru' || key === 'lang:en') setLang(key === 'lang:en' ? 'en' : 'ru');
    else if (key === 'theme:light' || key === 'theme:dark') setTheme(key === 'theme:dark' ? 'dark' : 'light');
    else if (key === 'logout') void signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick, selectedKeys: [`lang:${lang}`, `theme:${mode}`] }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInline: 6, maxWidth: 240 }}
          aria-label={user?.name}
        >
          <Avatar size="small" src={user?.image || undefined} alt={user?.name ?? ''} icon={<UserOutlined />} />
          <span className="user-name">{user?.name}</span>
        </Button>
      </Dropdown>
      <ProfileModal open={profile} onClose={() => setProfile(false)} />
      {password && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={password} onClose={() => setPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
