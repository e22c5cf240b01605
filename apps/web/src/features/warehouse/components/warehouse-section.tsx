import type { Permit } from '@app/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import '../texts.ts';

interface View {
  path: string;
  label: string;
  permit?: Permit;
}

const VIEWS: readonly View[] = [
  { path: '/warehouse/storages', label: 'storages', permit: 'warehouse_view' },
  { path: '/warehouse/acts', label: 'acts', permit: 'warehouse_view' },
  { path: '/warehouse/worktable', label: 'worktable', permit: 'warehouse_view' },
  { path: '/warehouse/debts', label: 'debts' },
  { path: '/warehouse/it', label: 'it', permit: 'warehouse_view' },
  { path: '/warehouse/marking', label: 'marking', permit: 'warehouse_view' },
  { path: '/warehouse/stickers', label: 'stickers', permit: 'warehouse_view' },
  { path: '/warehouse/control', label: 'control', permit: 'warehouse_view' },
  { path: '/warehouse/reports', label: 'reports', permit: 'warehouse_view' },
];

/** The view the address belongs to (its path or a sub-path), if any. */
export const activeView = (views: readonly View[], pathname: string): string | undefined =>
  views.find((v) => pathname === v.path || pathname.startsWith(`${v.path}/`))?.path ??
  // The act forms and cards belong to the acts.
  (pathname.startsWith('/warehouse/acts') ? '/warehouse/acts' : undefined);

/** The warehouse's pages under one switch; an employee without warehouse_view sees only their debts. */
export function WarehouseSection() {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const views = VIEWS.filter((v) => !v.permit || can(me, v.permit));
  return (
    <>
      {views.length > 1 && (
        <nav aria-label={t('menu.warehouse')}>
          <Segmented
            style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
            value={activeView(views, pathname) ?? ''}
            onChange={(v) => navigate(String(v))}
            options={views.map((v) => ({ value: v.path, label: t(`warehouse.nav.${v.label}`) }))}
          />
        </nav>
      )}
      <Outlet />
    </>
  );
}

/** `/warehouse`: the storages for whoever sees them, else one's own debts. */
export function WarehouseIndex() {
  const me = useMe();
  return <Navigate replace to={can(me, 'warehouse_view') ? '/warehouse/storages' : '/warehouse/debts'} />;
}
