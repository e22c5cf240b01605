/**
 * Invoices (spec 1 §2 `/invoices`, issue 13): the lists per name on the registry engine with the
 * lists' switcher and counters, the total of the filtered list, the card's tabs (positions,
 * files, payments, approval, history, chat), and the pages of payments, approvals and extracts.
 */
import { lazy } from 'react';

export { invoicesRoutes } from './routes.tsx';
/**
 * The badges of an invoice (spec 3 §4), for the rows of invoices shown in other sections (the
 * applications' invoices tab); lazy, so the router's import of this file stays out of the login bundle.
 */
export const InvoiceBadgeTags = lazy(async () => ({ default: (await import('./components/invoice-badges.tsx')).InvoiceBadgeTags }));
