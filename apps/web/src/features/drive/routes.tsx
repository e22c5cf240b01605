import { Navigate, type RouteObject } from 'react-router';

const load = () => import('./components/drive-page.tsx');

/**
 * /disk: my (named route storageDrive, breadcrumb "Мой диск"), acessable (the spec's
 * spelling; accessible answers too), trash, folder/:id (storageFolderDrive).
 */
export const driveRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="my" replace /> },
  {
    path: 'my',
    id: 'storageDrive',
    handle: { name: 'storageDrive', breadcrumb: 'Мой диск' },
    lazy: async () => ({ Component: (await load()).MyDrivePage }),
  },
  { path: 'acessable', lazy: async () => ({ Component: (await load()).AccessibleDrivePage }) },
  { path: 'accessible', lazy: async () => ({ Component: (await load()).AccessibleDrivePage }) },
  { path: 'trash', lazy: async () => ({ Component: (await load()).TrashDrivePage }) },
  {
    path: 'folder/:id',
    id: 'storageFolderDrive',
    handle: { name: 'storageFolderDrive' },
    lazy: async () => ({ Component: (await load()).FolderDrivePage }),
  },
];
