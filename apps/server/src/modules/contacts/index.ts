/**
 * Contacts (issue 15): groups and contacts on the registry engine, vCard import / export and the
 * sync feed. Public: the routes, the tables, the demo seed.
 */
import './contacts.messages.ts';

export { contactsRoutes } from './contacts.routes.ts';
export * from './contacts.schema.ts';
export { seedContacts } from './contacts.seed.ts';
