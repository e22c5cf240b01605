import type { Permit } from '@app/contracts';
import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

type Pages = typeof import('./pages.ts');
const pages = (): Promise<Pages> => import('./pages.ts');

/** A stock act form of a kind (checkout = output). */
const act = (kind: 'output' | 'output_clothes' | 'transfer' | 'writeoff') => (p: Pages) => <p.StockActPage kind={kind} />;

/** path, the page, the right it needs beyond the section's (the server checks again). */
const PAGES: [string, (p: Pages) => React.ReactElement, Permit?][] = [
  ['storages/:id/checkout', act('output'), 'warehouse_edit'],
  ['storages/:id/transfer', act('transfer'), 'warehouse_edit'],
  ['acts', (p) => <p.ActsListPage />, 'warehouse_view'],
  ['acts/output', act('output'), 'warehouse_edit'],
  ['acts/output-clothes', act('output_clothes'), 'warehouse_edit'],
  ['acts/writeoff', act('writeoff'), 'warehouse_edit'],
  ['acts/transfer', act('transfer'), 'warehouse_edit'],
  ['acts/input', (p) => <p.InputActPage />, 'warehouse_edit'],
  ['acts/return', (p) => <p.ReturnActPage />, 'warehouse_edit'],
  // The card opens for its recipient and the storages' people too: the server answers 404 to others.
  ['acts/:id', (p) => <p.ActCardPage />],
  ['debts', (p) => <p.DebtsPage />],
  ['worktable', (p) => <p.WorktablePage />, 'warehouse_view'],
  ['it', (p) => <p.ItPage />],
  ['marking', (p) => <p.MarkingPage />],
  ['stickers', (p) => <p.StickersPage />],
  ['control', (p) => <p.ControlListPage />],
  ['control/:id', (p) => <p.ControlPage />],
  ['reports', (p) => <p.ReportsPage />],
];

/**
 * `/warehouse` (spec 1 §2; issue 16): the storages tree with each storage's stock, checkout and
 * transfer; acts (list, the forms of each kind, the card); debts; the worktable; and the extras.
 * Every signed-in user opens the section for their own debts; the other pages need warehouse_view,
 * the forms warehouse_edit (`SUBROUTE_PERMITS` and `RequirePermit`). The pages are one lazy chunk
 * (`pages.ts`): one import site in the app's route table keeps the login bundle in its budget.
 */
export const warehouseRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await pages()).WarehouseSection }),
    children: [
      { index: true, lazy: async () => ({ Component: (await pages()).WarehouseIndex }) },
      {
        path: 'storages',
        children: registryRoutes(async () => (await pages()).storagesRegistry, {
          overrides: async () => (await pages()).storagesOverrides,
        }),
      },
      ...PAGES.map(([path, render, permit]) => ({
        path,
        lazy: async () => {
          const p = await pages();
          return { element: permit ? <p.RequirePermit permit={permit}>{render(p)}</p.RequirePermit> : render(p) };
        },
      })),
    ],
  },
];
