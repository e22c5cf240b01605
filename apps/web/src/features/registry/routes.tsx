import type { RegistryDefinition } from '@app/contracts';
import type { RouteObject } from 'react-router';

/**
 * The routes of a registry section from its definition: `/<name>` list, `/<name>/add` form,
 * `/<name>/:id` card. Each page is a lazy chunk shared by every registry.
 */
export function registryRoutes(definition: RegistryDefinition): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => {
        const { RegistryListPage } = await import('./components/list-page.tsx');
        return { element: <RegistryListPage definition={definition} /> };
      },
    },
    {
      path: 'add',
      lazy: async () => {
        const { RegistryAddPage } = await import('./components/add-page.tsx');
        return { element: <RegistryAddPage definition={definition} /> };
      },
    },
    {
      path: ':id',
      lazy: async () => {
        const { RegistryCardPage } = await import('./components/card-page.tsx');
        return { element: <RegistryCardPage definition={definition} /> };
      },
    },
  ];
}
