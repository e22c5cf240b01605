import type { Permit } from '@app/contracts';
import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

/** A lazy page, behind the right it needs beyond the section's (the server checks again). */
const page = (path: string, load: () => Promise<ReactElement>, permit?: Permit): RouteObject => ({
  path,
  lazy: async () => {
    const [element, { RequirePermit }] = await Promise.all([load(), import('./components/require-permit.tsx')]);
    return { element: permit ? <RequirePermit permit={permit}>{element}</RequirePermit> : element };
  },
});

const stockAct = (kind: 'output' | 'output_clothes' | 'transfer' | 'writeoff') => async () => {
  const { StockActPage } = await import('./components/stock-act-page.tsx');
  return <StockActPage kind={kind} />;
};

/** The extras' pages (H4, `./extra`): each its own lazy chunk. */
const extra = (load: () => Promise<ComponentType>) => async () => {
  const Page = await load();
  return <Page />;
};

/**
 * `/warehouse` (spec 1 §2; issue 16): the storages tree with each storage's stock, checkout and
 * transfer; acts (list, the forms of each kind, the card); debts; the worktable; and the extras.
 * Every signed-in user opens the section for their own debts; the other pages need warehouse_view,
 * the forms warehouse_edit (`SUBROUTE_PERMITS` and `RequirePermit`).
 */
export const warehouseRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/warehouse-section.tsx')).WarehouseSection }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./components/warehouse-section.tsx')).WarehouseIndex }) },
      {
        path: 'storages',
        children: registryRoutes(async () => (await import('./definition.ts')).storagesRegistry, {
          overrides: async () => (await import('./overrides.tsx')).storagesOverrides,
        }),
      },
      page('storages/:id/checkout', stockAct('output'), 'warehouse_edit'),
      page('storages/:id/transfer', stockAct('transfer'), 'warehouse_edit'),
      page(
        'acts',
        async () => {
          const { ActsListPage } = await import('./components/acts-list-page.tsx');
          return <ActsListPage />;
        },
        'warehouse_view',
      ),
      page('acts/output', stockAct('output'), 'warehouse_edit'),
      page('acts/output-clothes', stockAct('output_clothes'), 'warehouse_edit'),
      page('acts/writeoff', stockAct('writeoff'), 'warehouse_edit'),
      page('acts/transfer', stockAct('transfer'), 'warehouse_edit'),
      page(
        'acts/input',
        async () => {
          const { InputActPage } = await import('./components/input-act-page.tsx');
          return <InputActPage />;
        },
        'warehouse_edit',
      ),
      page(
        'acts/return',
        async () => {
          const { ReturnActPage } = await import('./components/return-act-page.tsx');
          return <ReturnActPage />;
        },
        'warehouse_edit',
      ),
      // The card opens for its recipient and the storages' people too: the server answers 404 to others.
      page('acts/:id', async () => {
        const { ActCardPage } = await import('./components/act-card-page.tsx');
        return <ActCardPage />;
      }),
      page('debts', async () => {
        const { DebtsPage } = await import('./components/debts-page.tsx');
        return <DebtsPage />;
      }),
      page(
        'worktable',
        async () => {
          const { WorktablePage } = await import('./components/worktable-page.tsx');
          return <WorktablePage />;
        },
        'warehouse_view',
      ),
      page(
        'it',
        extra(async () => (await import('./extra/it-page.tsx')).ItPage),
      ),
      page(
        'marking',
        extra(async () => (await import('./extra/marking-page.tsx')).MarkingPage),
      ),
      page(
        'stickers',
        extra(async () => (await import('./extra/stickers-page.tsx')).StickersPage),
      ),
      page(
        'control',
        extra(async () => (await import('./extra/control-list-page.tsx')).ControlListPage),
      ),
      page(
        'control/:id',
        extra(async () => (await import('./extra/control-page.tsx')).ControlPage),
      ),
      page(
        'reports',
        extra(async () => (await import('./extra/reports-page.tsx')).ReportsPage),
      ),
    ],
  },
];
