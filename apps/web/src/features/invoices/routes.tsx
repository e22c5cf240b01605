import { INVOICE_LISTS } from '@app/contracts';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { registryRoutes } from '../registry/index.ts';
import { extractsRoutes } from './extracts/routes.tsx';

/** `/invoices/:id` (old links): the card in the applications' list. */
function CardRedirect() {
  const { id } = useParams();
  return <Navigate to={`/invoices/list/applications/${id}`} replace />;
}

/**
 * `/invoices` (spec 1 §2): the lists `list/{applications|regular|required|contracts}` on the
 * registry engine (list, `add`, card `:id`), the payment registry `list/register` (payments),
 * `awaiting` signature (approvals), the directories of bank extracts and banks (extracts).
 */
export const invoicesRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="list/applications" replace /> },
  { path: 'list', element: <Navigate to="applications" replace /> },
  ...INVOICE_LISTS.map(
    (list): RouteObject => ({
      path: `list/${list.name}`,
      children: registryRoutes(async () => (await import('./definition.ts')).invoiceListDefinition(list.name), {
        overrides: async () => (await import('./overrides.tsx')).invoiceListOverrides(list.name),
      }),
    }),
  ),
  { path: 'list/register', lazy: async () => ({ Component: (await import('./registers/registers-page.tsx')).RegistersPage }) },
  { path: 'awaiting', lazy: async () => ({ Component: (await import('./approval/awaiting-page.tsx')).AwaitingSignaturePage }) },
  ...extractsRoutes,
  { path: ':id', element: <CardRedirect /> },
];
