/** The trash (`/trash`, `trash_view`; issue 11): deleted records of every section, restore and purge. */
export { trashRoutes } from './routes.tsx';
