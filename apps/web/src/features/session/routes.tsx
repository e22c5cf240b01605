import type { RouteObject } from 'react-router';

export const loginRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/login-page.tsx')).LoginPage }) },
];

const ssoPage = async () => ({ Component: (await import('./components/sso-page.tsx')).SsoPage });

/** /sso?token=&token_expired= (the index) and /sso/{token}/{token_expired} (the splat). */
export const ssoRoutes: RouteObject[] = [
  { index: true, lazy: ssoPage },
  { path: '*', lazy: ssoPage },
];

export const globalLinkRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/global-link-page.tsx')).GlobalLinkPage }) },
];
