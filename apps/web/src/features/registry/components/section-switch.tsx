import { Segmented } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';

export interface SectionView {
  /** The view's web path; the longest one the address starts with is selected, else the first. */
  readonly path: string;
  readonly label: string;
}

/** The view of `views` the address belongs to: the longest matching path, else the first (the section's root). */
export function currentView(views: readonly SectionView[], pathname: string): string {
  let best = views[0]?.path ?? '';
  for (const { path } of views) if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > best.length) best = path;
  return best;
}

/**
 * Several registries shown as views of one section (bases and their types, items and groups...):
 * a switch above the list and the card, which scrolls sideways on a narrow screen, then the view.
 */
export function RegistrySectionSwitch({ views }: { views: readonly SectionView[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Segmented
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={currentView(views, pathname)}
        onChange={(v) => navigate(String(v))}
        options={views.map((v) => ({ value: v.path, label: v.label }))}
      />
      <Outlet />
    </>
  );
}
