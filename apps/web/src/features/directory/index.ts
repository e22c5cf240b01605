/**
 * The directories (`/directory`, spec 1 §2; issue 12): an index of the directories the user
 * may open, and each built one from its registry definition (`/directory/types-work`...).
 */
export { directoryRoutes } from './routes.tsx';
