/**
 * Contracts (spec 1 §2 `/contracts`, spec 3 §3–§7, issue 14): the list, form and card on the
 * registry engine with the card's tabs (works and services, acts, signers, equipment, invoices,
 * documents, agreements), the lawyers' registry, the directories and the file registry.
 */
export { contractsRoutes } from './routes.tsx';
