import { registryRoutes } from '../registry/index.ts';

/** `/projects`, `/projects/add`, `/projects/:id` (tabs: fields, members, applications, contracts, documents, files, history). */
export const projectsRoutes = registryRoutes(async () => (await import('./definition.ts')).projectsRegistry, {
  overrides: async () => (await import('./overrides.tsx')).projectsOverrides,
});
