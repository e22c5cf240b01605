import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const load = () => import('./definition.ts');
const overrides = () => import('./overrides.tsx');

/** `/nomenclature`: items (card tabs: properties, analogues, supplier prices) and `/nomenclature/groups` under one switch. */
export const nomenclatureRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/nomenclature-section.tsx')).NomenclatureSection }),
    children: [
      {
        path: 'groups',
        children: registryRoutes(async () => (await load()).nomenclatureGroupsRegistry, {
          overrides: async () => (await overrides()).groupsOverrides,
        }),
      },
      ...registryRoutes(async () => (await load()).nomenclatureRegistry, { overrides: async () => (await overrides()).itemsOverrides }),
    ],
  },
];
