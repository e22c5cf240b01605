/** Supply applications (/applications): list, creation with drafts, card with tabs, signing. */
export { applicationsRoutes } from './routes.tsx';
