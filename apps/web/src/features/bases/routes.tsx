import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const load = () => import('./definition.ts');
const overrides = () => import('./overrides.tsx');

/** `/bases`: bases (card tab «Дома») and their types under one switch, houses (card tab «Комнаты») and rooms. */
export const basesRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/bases-section.tsx')).BasesSection }),
    children: [
      { path: 'types', children: registryRoutes(async () => (await load()).baseTypesRegistry) },
      ...registryRoutes(async () => (await load()).basesRegistry, { overrides: async () => (await overrides()).basesOverrides }),
    ],
  },
  {
    path: 'houses',
    children: registryRoutes(async () => (await load()).baseHousesRegistry, {
      overrides: async () => (await overrides()).housesOverrides,
    }),
  },
  {
    path: 'rooms',
    children: registryRoutes(async () => (await load()).baseRoomsRegistry, { overrides: async () => (await overrides()).roomsOverrides }),
  },
];
