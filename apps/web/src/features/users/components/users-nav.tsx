import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAdminRights } from '../model/use-admin-rights.ts';

/** Tabs between the access administration screens the user may open. */
export function UsersNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const rights = useAdminRights();
  const items = [
    { key: '/users', label: t('users.tabUsers') },
    ...(rights.groups ? [{ key: '/users/groups', label: t('users.tabGroups') }] : []),
    ...(rights.roles ? [{ key: '/users/roles', label: t('users.tabRoles') }] : []),
    { key: '/users/params', label: t('users.tabParams') },
  ];
  const active = items.find((i) => i.key !== '/users' && pathname.startsWith(i.key))?.key ?? '/users';
  return <Tabs activeKey={active} items={items} onChange={(key) => navigate(key)} style={{ marginBottom: 8 }} />;
}
