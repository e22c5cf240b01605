import type { RouteObject } from 'react-router';

export const loginRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/login-page.tsx')).LoginPage }) },
];

export const ssoRoutes: RouteObject[] = [
  { path: '*', lazy: async () => ({ Component: (await import('./components/sso-page.tsx')).SsoPage }) },
];

export const globalLinkRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/global-link-page.tsx')).GlobalLinkPage }) },
];
