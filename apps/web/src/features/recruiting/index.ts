/** Recruiting: vacancies, candidates, the kanban, statistics (issue 17). */
export { recruitingRoutes } from './routes.tsx';
