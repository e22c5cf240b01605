/**
 * Projects (spec 1 §2 `/projects`, issue 12): the registry engine's projects and their members.
 * Public: the routes, the tables (applications link `projects` ids), the demo seed.
 */
export * from './projects.schema.ts';
export { seedProjects } from './projects.seed.ts';
export { projectsRoutes } from './projects.service.ts';
