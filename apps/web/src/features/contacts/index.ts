/**
 * Contacts (spec 1 §2 `/contacts`, spec 3 §3, §5, §7, §9; issue 15): groups and contacts on the
 * registry engine, the entries cell, vCard import / export, the sync feed dialog.
 */
export { contactsRoutes } from './routes.tsx';
