/**
 * Invoices (spec 1 §2 `/invoices`, issue 13): the lists per name on the registry engine with the
 * lists' switcher and counters, the total of the filtered list, the card's tabs (positions,
 * files, payments, approval, history, chat), and the pages of payments, approvals and extracts.
 */
export { invoicesRoutes } from './routes.tsx';
