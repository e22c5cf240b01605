import type { RegistryDefinition } from '@app/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Page = ComponentType<{ definition: RegistryDefinition }>;

/**
 * The routes of a registry section: `/<name>` list, `/<name>/add` form, `/<name>/:id` card.
 * `load` imports the section's definition, so neither the definition nor the pages (lazy
 * chunks shared by every registry) weigh on the login route's bundle (ARCHITECTURE.md budget);
 * each page's code and its definition load in parallel.
 */
export function registryRoutes(load: () => Promise<RegistryDefinition>): RouteObject[] {
  const page = (path: string | undefined, importPage: () => Promise<Page>): RouteObject => ({
    ...(path ? { path } : { index: true }),
    lazy: async () => {
      const [Component, definition] = await Promise.all([importPage(), load()]);
      return { element: <Component definition={definition} /> };
    },
  });
  return [
    page(undefined, async () => (await import('./components/list-page.tsx')).RegistryListPage),
    page('add', async () => (await import('./components/add-page.tsx')).RegistryAddPage),
    page(':id', async () => (await import('./components/card-page.tsx')).RegistryCardPage),
  ];
}
