import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const load = () => import('./definition.ts');
const overrides = async () => (await import('./overrides.tsx')).loadDocumentsOverrides();
const categoryOverrides = async () => (await import('./overrides.tsx')).loadCategoryOverrides();

/**
 * `/documents` (spec 1 §2 `[documents_view]`, add `[documents_create]`, `{id}`): the list, the form
 * and the card on the registry engine with the card's own tabs; `directory` the categories and types.
 */
export const documentsRoutes: RouteObject[] = [
  {
    path: 'directory',
    lazy: async () => ({ Component: (await import('./components/directory-section.tsx')).DirectorySection }),
    children: [
      { path: 'types', children: registryRoutes(async () => (await load()).documentTypesRegistry) },
      {
        path: 'categories',
        children: registryRoutes(async () => (await load()).documentCategoriesRegistry, { overrides: categoryOverrides }),
      },
    ],
  },
  ...registryRoutes(async () => (await load()).documentsRegistry, { overrides }),
];
