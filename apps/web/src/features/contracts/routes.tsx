import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';
import { fileRegistryRoutes } from './fileregistry/index.ts';

const load = () => import('./definition.ts');
const overrides = () => import('./overrides.tsx');

/**
 * `/contracts` (spec 1 §2): the list, `add` (`?contractId=N&as=agreement|copy` prefilled) and the
 * card `:id`; `registry` the lawyers' registry; `directory` contract types, profit types and
 * statuses; `fileregistry` the case nomenclature (helper D's module). One switch above them all.
 */
export const contractsRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/contracts-section.tsx')).ContractsSection }),
    children: [
      {
        path: 'registry',
        children: registryRoutes(async () => (await load()).contractsLawyersRegistry, {
          overrides: async () => (await overrides()).contractsOverrides('registry'),
        }),
      },
      {
        path: 'directory',
        lazy: async () => ({ Component: (await import('./components/directory-section.tsx')).DirectorySection }),
        children: [
          { path: 'profit', children: registryRoutes(async () => (await load()).contractProfitTypesRegistry) },
          { path: 'statuses', lazy: async () => ({ Component: (await import('./components/statuses-page.tsx')).StatusesPage }) },
          ...registryRoutes(async () => (await load()).contractTypesRegistry),
        ],
      },
      { path: 'fileregistry', children: fileRegistryRoutes },
      ...registryRoutes(async () => (await load()).contractsRegistry, {
        overrides: async () => (await overrides()).contractsOverrides('main'),
      }),
    ],
  },
];
