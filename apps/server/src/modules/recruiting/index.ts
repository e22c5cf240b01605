/**
 * Recruiting: vacancies, candidates, the kanban, statistics (issue 17). Public: the routes and the demo seed.
 */
export { recruitingRoutes } from './recruiting.routes.ts';
export { seedRecruiting } from './recruiting.seed.ts';
