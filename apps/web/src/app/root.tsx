import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpin } from '../shared/ui/full-screen-spin.tsx';
import { isPlainPath } from './guard/decide-guard.ts';
import { useGuard } from './guard/use-guard.ts';
import { PlainLayout } from './layouts/plain-layout.tsx';

const loadProviders = () => import('./antd-providers.tsx');
const loadDefaultLayout = () => import('./layouts/default-layout.tsx');
const AntdProviders = lazy(loadProviders);
const DefaultLayout = lazy(loadDefaultLayout);

/** Routes rendered without antd (the login route budget). */
const LITE_PATHS = ['/login'];

/**
 * At start-up, with a stored session, the shell's chunks (antd, providers, layout) start loading
 * alongside the session check instead of after it (docs/decisions/012). Never on /login: its
 * budget, and an anonymous visitor goes there anyway.
 */
export function preloadShell(pathname: string, signedIn: boolean): void {
  if (!signedIn || LITE_PATHS.includes(pathname)) return;
  void loadProviders().catch(() => undefined);
  if (!isPlainPath(pathname)) void loadDefaultLayout().catch(() => undefined);
}

/** The root route: the guard for every address, then the layout the route asks for. */
export function Root() {
  const decision = useGuard();
  const { pathname } = useLocation();
  if (decision.type !== 'allow') return <FullScreenSpin />;
  if (LITE_PATHS.includes(pathname)) {
    return (
      <PlainLayout>
        <Outlet />
      </PlainLayout>
    );
  }
  return (
    <Suspense fallback={<FullScreenSpin />}>
      <AntdProviders>
        {isPlainPath(pathname) ? (
          <PlainLayout>
            <Outlet />
          </PlainLayout>
        ) : (
          <DefaultLayout>
            <Outlet />
          </DefaultLayout>
        )}
      </AntdProviders>
    </Suspense>
  );
}
