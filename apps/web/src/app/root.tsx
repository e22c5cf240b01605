import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpin } from '../shared/ui/full-screen-spin.tsx';
import { isPlainPath } from './guard/decide-guard.ts';
import { useGuard } from './guard/use-guard.ts';
import { PlainLayout } from './layouts/plain-layout.tsx';

const AntdProviders = lazy(() => import('./antd-providers.tsx'));
const DefaultLayout = lazy(() => import('./layouts/default-layout.tsx'));

/** Routes rendered without antd (the login route budget). */
const LITE_PATHS = ['/login'];

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
