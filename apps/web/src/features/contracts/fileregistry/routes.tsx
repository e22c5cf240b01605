import type { RouteObject } from 'react-router';
import { registryRoutes } from '../../registry/index.ts';

const load = () => import('./definition.ts');
const overrides = () => import('./overrides.tsx');

/**
 * The children of `/contracts/fileregistry` (spec 1 §2, `contracts_nomenclature_view`): the originals
 * (index, `add`, `:id`), `cases` and `divisions` on the registry engine, under one switch.
 */
export const fileRegistryRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/file-registry-section.tsx')).FileRegistrySection }),
    children: [
      {
        path: 'cases',
        children: registryRoutes(async () => (await load()).contractCasesRegistry, {
          overrides: async () => (await overrides()).casesOverrides,
        }),
      },
      {
        path: 'divisions',
        children: registryRoutes(async () => (await load()).contractDivisionsRegistry, {
          overrides: async () => (await overrides()).divisionsOverrides,
        }),
      },
      ...registryRoutes(async () => (await load()).contractOriginalsRegistry, {
        overrides: async () => (await overrides()).originalsOverrides,
      }),
    ],
  },
];
