/** Notifications (`/notices`; issue 12): the user's list with filters, and per-event settings. */
export { noticesRoutes } from './routes.tsx';
