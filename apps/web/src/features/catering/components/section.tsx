import type { Permit } from '@app/contracts';
import { Result, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import '../texts.ts';
import '../catering.css';

interface View {
  path: string;
  label: string;
  permits?: Permit[];
}

const VIEWS: Record<'canteen' | 'cafe', readonly View[]> = {
  canteen: [
    { path: '/canteen', label: 'menu' },
    { path: '/canteen/kitchen', label: 'kitchen', permits: ['canteen_manage'] },
    { path: '/canteen/dishes', label: 'dishes', permits: ['canteen_manage', 'cafe_manage'] },
    { path: '/canteen/deductions', label: 'deductions' },
  ],
  cafe: [
    { path: '/cafe', label: 'cafe' },
    { path: '/cafe/queue', label: 'queue', permits: ['cafe_manage'] },
    { path: '/cafe/deductions', label: 'deductions' },
  ],
};

const activeView = (views: readonly View[], pathname: string) =>
  [...views].reverse().find((v) => pathname === v.path || pathname.startsWith(`${v.path}/`))?.path ?? views[0].path;

/** The canteen's or the cafe's pages under one switch; the kitchen's views for its rights only. */
export function CateringSection({ place }: { place: 'canteen' | 'cafe' }) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const views = VIEWS[place].filter((v) => !v.permits || v.permits.some((p) => can(me, p)));
  return (
    <>
      <nav aria-label={t(`catering.${place}`)}>
        <Segmented
          className="catering-nav"
          value={activeView(views, pathname)}
          onChange={(v) => navigate(String(v))}
          options={views.map((v) => ({ value: v.path, label: t(`catering.nav.${v.label}`) }))}
        />
      </nav>
      <Outlet />
    </>
  );
}

/** A page that needs a right the section itself does not (the server checks again). */
export function RequirePermit({ permit, children }: { permit: Permit; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!can(me, permit)) return <Result status="403" title="403" subTitle={t('catering.noAccess')} />;
  return <>{children}</>;
}

export const CanteenSection = () => <CateringSection place="canteen" />;
export const CafeSection = () => <CateringSection place="cafe" />;
