import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const pages = () => import('./acts/pages.ts');

/** The old addresses of the equipment (`/equipment`, `/equipment/:id`, `/equipment/search/:id`) lead to the registry's. */
function ToRegistry() {
  const { id } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/tech/equipment${id ? `/${id}` : ''}${search}`} replace />;
}

/** The handover acts' screens (`/tech/acts`, issue 16). */
export const actsRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await pages()).ActsListPage }) },
  ...(['output', 'input'] as const).map((kind) => ({
    path: kind,
    lazy: async () => {
      const { ActFormPage } = await pages();
      return { element: <ActFormPage kind={kind} /> };
    },
  })),
  { path: ':id', lazy: async () => ({ Component: (await pages()).ActCardPage }) },
];

/**
 * `/tech` (spec 1 §2, right `tech_view`): the equipment registry from `equipmentRegistry` (its card
 * with the «Акты» tab and the current holder) and the handover acts, switched above them.
 */
export const techRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="equipment" replace /> },
  {
    lazy: async () => ({ Component: (await pages()).TechSection }),
    children: [
      {
        path: 'equipment',
        children: registryRoutes(async () => (await import('./definition.ts')).equipmentRegistry, {
          overrides: async () => (await pages()).equipmentOverrides,
        }),
      },
      { path: 'acts', children: actsRoutes },
    ],
  },
];

/** `/equipment`: links of before the registry (task boards opened `/equipment/search/:id` in a new tab). */
export const oldEquipmentRoutes: RouteObject[] = [
  { index: true, element: <ToRegistry /> },
  { path: ':id', element: <ToRegistry /> },
  { path: 'search/:id', element: <ToRegistry /> },
];
