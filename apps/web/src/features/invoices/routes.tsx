import { INVOICE_LISTS, mayOpenPath } from '@app/contracts';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { registryRoutes } from '../registry/index.ts';
import { useSession } from '../session/index.ts';
import { extractsRoutes } from './extracts/routes.tsx';

/** `/invoices/:id` (old links): the card in the applications' list. */
function CardRedirect() {
  const { id } = useParams();
  return <Navigate to={`/invoices/list/applications/${id}`} replace />;
}

/** The lists in the order `/invoices` tries them: the first the user may open. */
const HOME_CANDIDATES = [...INVOICE_LISTS.map((l) => `/invoices/list/${l.name}`), '/invoices/list/register'];

/** `/invoices` and `/invoices/list`: the applications' list, or the first list the user's rights open. */
function InvoicesHome() {
  const { user } = useSession();
  const target = (user && HOME_CANDIDATES.find((path) => mayOpenPath(user, path))) ?? HOME_CANDIDATES[0];
  return <Navigate to={target} replace />;
}

/**
 * `/invoices` (spec 1 §2): the lists `list/{applications|regular|required|contracts}` on the
 * registry engine (list, `add`, card `:id`), the payment registry `list/register` (payments),
 * `awaiting` signature (approvals), the history of changes, the paid invoices, the directories
 * of bank extracts and banks (extracts), powers of attorney and leftovers (engine).
 */
export const invoicesRoutes: RouteObject[] = [
  { index: true, element: <InvoicesHome /> },
  { path: 'list', element: <InvoicesHome /> },
  ...INVOICE_LISTS.map(
    (list): RouteObject => ({
      path: `list/${list.name}`,
      children: registryRoutes(async () => (await import('./definition.ts')).invoiceListDefinition(list.name), {
        overrides: async () => (await import('./overrides.tsx')).invoiceListOverrides(list.name),
      }),
    }),
  ),
  { path: 'list/register', lazy: async () => ({ Component: (await import('./registers/registers-page.tsx')).RegistersPage }) },
  {
    // The section's pages besides the lists, under a switch between them.
    lazy: async () => ({ Component: (await import('./components/pages-nav.tsx')).InvoicePagesSection }),
    children: [
      { path: 'awaiting', lazy: async () => ({ Component: (await import('./approval/awaiting-page.tsx')).AwaitingSignaturePage }) },
      { path: 'history', lazy: async () => ({ Component: (await import('./history/history-page.tsx')).InvoicesHistoryPage }) },
      {
        path: 'paid',
        children: registryRoutes(async () => (await import('./definition.ts')).paidInvoicesDefinition(), {
          overrides: async () => (await import('./overrides.tsx')).paidListOverrides(),
        }),
      },
      {
        path: 'directories/procuratories',
        children: registryRoutes(async () => (await import('./definition.ts')).procuratoriesRegistry),
      },
      {
        path: 'directories/leftovers',
        children: registryRoutes(async () => (await import('./definition.ts')).leftoversRegistry),
      },
      ...extractsRoutes,
    ],
  },
  { path: ':id', element: <CardRedirect /> },
];
