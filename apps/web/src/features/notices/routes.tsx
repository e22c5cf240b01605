import type { RouteObject } from 'react-router';

/** `/notices`: list and settings (spec 1 §2, "both open settings"), one lazy chunk. */
export const noticesRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./components/notices-page.tsx')).NoticesPage }),
  },
];
