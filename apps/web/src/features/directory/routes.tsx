import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const definitions = () => import('./definitions.ts');

/** The built directories by sub-path of `/directory` (each definition's `path`; spec 1 §2). */
const BUILT: readonly RouteObject[] = [
  {
    // The «Список | Дерево» switch above the list (`?view=tree`).
    path: 'expenditure',
    lazy: async () => ({ Component: (await import('./components/expenditure-section.tsx')).ExpenditureSection }),
    children: registryRoutes(async () => (await definitions()).expenditureItemsRegistry),
  },
  { path: 'routes', children: registryRoutes(async () => (await definitions()).equipmentRoutesRegistry) },
  { path: 'locations', children: registryRoutes(async () => (await definitions()).locationsRegistry) },
  { path: 'types-work', children: registryRoutes(async () => (await definitions()).workTypesRegistry) },
  { path: 'types-tech', children: registryRoutes(async () => (await definitions()).techTypesRegistry) },
  { path: 'rates', children: registryRoutes(async () => (await definitions()).staffRatesRegistry) },
  { path: 'organizations', children: registryRoutes(async () => (await definitions()).organizationsRegistry) },
];

/** `/directory` index, the built directories' registry routes; the other sub-paths show "in development". */
export const directoryRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./directory-page.tsx')).DirectoryPage }),
  },
  ...BUILT,
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../../shared/ui/not-built-page.tsx')).NotBuiltPage }),
  },
];
