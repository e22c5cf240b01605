/**
 * Documents and correspondence (spec 1 §2 `/documents`, spec 3 §3–§7, issue 15): the list, form and
 * card on the registry engine with the card's tabs (files with split and stamp, readers, postal
 * items), the categories and types, the registration queue.
 */
export { documentsRoutes } from './routes.tsx';
