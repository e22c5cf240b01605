/**
 * Recruiting: vacancies, candidates, the kanban, statistics (issue 17). Public: the routes, the
 * demo seed and a candidate's contacts (the contacts module answers `humanresources/{id}/contacts`).
 */
export { recruitingRoutes } from './recruiting.routes.ts';
export { seedRecruiting } from './recruiting.seed.ts';
export { candidateContactEntries } from './recruiting.service.ts';
