import type { RouteObject } from 'react-router';

/** `/trash`: one screen (spec 1 §2), a lazy chunk. */
export const trashRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./components/trash-page.tsx')).TrashPage }),
  },
];
