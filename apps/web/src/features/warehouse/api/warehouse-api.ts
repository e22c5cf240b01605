import {
  debtsPageSchema,
  type HoldingRow,
  type MovementRow,
  movementsPageSchema,
  type ReceivablePosition,
  receivableSchema,
  type StockRow,
  stockPageSchema,
  type WarehouseAct,
  type WarehouseActInput,
  type WarehouseActRow,
  warehouseActSchema,
  warehouseActsPageSchema,
} from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, buildUrl } from '../../../shared/api/index.ts';

/**
 * The warehouse calls of the web core (server `modules/warehouse`, contracts `warehouse.ts`):
 * answers are parsed with the contracts' schemas, so a drifted server shows as an error, not
 * as a wrong number.
 */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  stock: (storageId: number, query: Record<string, string>) => ['warehouse', 'stock', storageId, query] as const,
  movements: (stockId: number) => ['warehouse', 'movements', stockId] as const,
  acts: (query: Record<string, string>) => ['warehouse', 'acts', query] as const,
  act: (id: number) => ['warehouse', 'act', id] as const,
  debts: (query: Record<string, string>) => ['warehouse', 'debts', query] as const,
  tree: ['warehouse', 'tree'] as const,
  worktable: ['warehouse', 'worktable'] as const,
  positions: (applicationId: number) => ['warehouse', 'positions', applicationId] as const,
};

export interface Page<T> {
  items: T[];
  total: number;
}

/** `GET warehouse/storages/{id}/stock`: balances (search, nested, zero, sort, page). */
export const stockQuery = (storageId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: warehouseKeys.stock(storageId, query),
    queryFn: async ({ signal }): Promise<Page<StockRow>> =>
      stockPageSchema.parse(await api(`/warehouse/storages/${storageId}/stock`, { query, signal })),
  });

/**
 * The Excel file of a storage's balances with the same search (the stock report's workbook,
 * `GET warehouse/reports/stock/excel`, today's balances), opened as a download link.
 */
export const stockExportUrl = (storageId: number, query: { search?: string; nested?: boolean }) =>
  buildUrl('/warehouse/reports/stock/excel', { storage_id: storageId, nested: query.nested ? '1' : '0', search: query.search });

/** `GET warehouse/stock/{id}/movements`: the history of one balance line. */
export const movementsQuery = (stockId: number) =>
  queryOptions({
    queryKey: warehouseKeys.movements(stockId),
    queryFn: async ({ signal }): Promise<MovementRow[]> =>
      movementsPageSchema.parse(await api(`/warehouse/stock/${stockId}/movements`, { query: { per_page: 500 }, signal })).items,
  });

/** `GET warehouse/acts`: filters and pages. */
export const actsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: warehouseKeys.acts(query),
    queryFn: async ({ signal }): Promise<Page<WarehouseActRow>> =>
      warehouseActsPageSchema.parse(await api('/warehouse/acts', { query, signal })),
  });

export const actQuery = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.act(id),
    queryFn: async ({ signal }): Promise<WarehouseAct> => warehouseActSchema.parse(await api(`/warehouse/acts/${id}`, { signal })),
  });

/** `POST warehouse/acts`: one act, all or nothing (a short line refuses the whole act). */
export const createAct = async (input: WarehouseActInput, idempotencyKey: string): Promise<WarehouseAct> =>
  warehouseActSchema.parse(await api('/warehouse/acts', { method: 'POST', json: input, idempotencyKey }));

/** `POST warehouse/acts/{id}/receive | cancel`: a transfer's decision; `sign` a signature in one's role. */
export const actAction = async (
  id: number,
  action: 'receive' | 'cancel' | 'sign',
  body: Record<string, string> = {},
): Promise<WarehouseAct> => warehouseActSchema.parse(await api(`/warehouse/acts/${id}/${action}`, { method: 'POST', json: body }));

export const actPdfUrl = (id: number) => buildUrl(`/warehouse/acts/${id}/pdf`);

/** `GET warehouse/debts`: what people hold (`user_id=me` for one's own). */
export const debtsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: warehouseKeys.debts(query),
    queryFn: async ({ signal }): Promise<HoldingRow[]> => debtsPageSchema.parse(await api('/warehouse/debts', { query, signal })).items,
  });

export interface StorageNode {
  id: number;
  name: string;
  kind: string;
  parent_id: number | null;
}

const treeSchema = z.object({
  items: z.array(
    z
      .object({ id: z.number(), name: z.string(), kind: z.string().nullish(), parent_id: z.number().nullish() })
      .transform((r) => ({ id: r.id, name: r.name, kind: r.kind ?? 'warehouse', parent_id: r.parent_id ?? null })),
  ),
});

/** The storages for the tree: the registry list (a company has tens of storages, not thousands). */
export const storageTreeQuery = () =>
  queryOptions({
    queryKey: warehouseKeys.tree,
    queryFn: async ({ signal }): Promise<StorageNode[]> =>
      treeSchema.parse(await api('/warehouse/storages', { query: { limit: 200, sort: 'name', order: 'asc' }, signal })).items,
    staleTime: 60_000,
  });

/** `GET warehouse/applications/{id}/receivable`: what an input act may still receive of the application. */
export const receivableQuery = (applicationId: number) =>
  queryOptions({
    queryKey: warehouseKeys.positions(applicationId),
    queryFn: async ({ signal }): Promise<ReceivablePosition[]> =>
      receivableSchema.parse(await api(`/warehouse/applications/${applicationId}/receivable`, { signal })).items,
  });

/** `GET warehouse/worktable`: what waits for the storekeeper (blocks of rows, each with a title key). */
export const worktableQuery = () =>
  queryOptions({
    queryKey: warehouseKeys.worktable,
    queryFn: ({ signal }) => api<Record<string, unknown>>('/warehouse/worktable', { signal }),
  });
