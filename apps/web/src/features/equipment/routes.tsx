import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

/** The old addresses of the equipment (`/equipment`, `/equipment/:id`, `/equipment/search/:id`) lead to the registry's. */
function ToRegistry() {
  const { id } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/tech/equipment${id ? `/${id}` : ''}${search}`} replace />;
}

/** `/tech` (spec 1 §2, right `tech_view`): the equipment registry from `equipmentRegistry`; the other parts are not built yet. */
export const techRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="equipment" replace /> },
  { path: 'equipment', children: registryRoutes(async () => (await import('./definition.ts')).equipmentRegistry) },
  { path: '*', lazy: async () => ({ Component: (await import('../../shared/ui/not-built-page.tsx')).NotBuiltPage }) },
];

/** `/equipment`: links of before the registry (task boards opened `/equipment/search/:id` in a new tab). */
export const oldEquipmentRoutes: RouteObject[] = [
  { index: true, element: <ToRegistry /> },
  { path: ':id', element: <ToRegistry /> },
  { path: 'search/:id', element: <ToRegistry /> },
];
