import type { RegistryDefinition } from '@app/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { prefetchLoader } from '../../shared/api/route-prefetch.ts';
import type { RegistryOverrides } from './model/overrides.ts';

type Page = ComponentType<{ definition: RegistryDefinition; overrides?: RegistryOverrides }>;

export interface RegistryRoutesOptions {
  /** The section's override slots (`model/overrides.ts`), imported lazily like the definition. */
  overrides?: () => Promise<RegistryOverrides>;
}

/**
 * The routes of a registry section: `/<name>` list, `/<name>/add` form, `/<name>/:id` card.
 * `load` imports the section's definition (and `options.overrides` its own parts), so neither
 * they nor the pages (lazy chunks shared by every registry) weigh on the login route's bundle
 * (ARCHITECTURE.md budget); each page's code and its definition load in parallel.
 */
export function registryRoutes(load: () => Promise<RegistryDefinition>, options: RegistryRoutesOptions = {}): RouteObject[] {
  const page = (path: string | undefined, importPage: () => Promise<Page>): RouteObject => ({
    ...(path ? { path } : { index: true }),
    lazy: async () => {
      const [Component, definition, overrides] = await Promise.all([importPage(), load(), options.overrides?.()]);
      return { element: <Component definition={definition} overrides={overrides} /> };
    },
  });
  return [
    {
      ...page(undefined, async () => (await import('./components/list-page.tsx')).RegistryListPage),
      // The list's first page starts with the page's chunk (docs/decisions/012).
      loader: prefetchLoader(async () => {
        const [{ prefetchRegistryList }, definition] = await Promise.all([import('./api/list.ts'), load()]);
        return prefetchRegistryList(definition);
      }),
    },
    page('add', async () => (await import('./components/add-page.tsx')).RegistryAddPage),
    page(':id', async () => (await import('./components/card-page.tsx')).RegistryCardPage),
  ];
}
