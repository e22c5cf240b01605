/**
 * Payments of invoices (intervals) and the payment registry (issue 13). Public: the tables, the
 * routes, the use cases other modules call (approvals, extracts, invoices), the seed.
 */
export { onPaymentChanged, type PaymentChange, type PaymentChangeListener } from './payments.events.ts';
export { paymentsRoutes } from './payments.routes.ts';
export * from './payments.schema.ts';
export { paymentsOfInvoice, paymentsSumMatchesTotal, setPaymentStatus } from './payments.service.ts';
export { seedPayments } from './seed.service.ts';
