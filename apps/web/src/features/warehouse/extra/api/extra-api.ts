import type {
  Count,
  CountLine,
  CountRow,
  issuedReportSchema,
  itPageSchema,
  MarkerRow,
  MarkersCreate,
  MarkersQuery,
  MovementsReport,
  projectsReportSchema,
  StockQuery,
  StockReport,
  StockRow,
  Worktable,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, buildUrl } from '../../../../shared/api/index.ts';

/**
 * The calls of the warehouse extras (contracts `warehouse-extra.ts`): markers, stickers, control
 * (stocktaking), reports, IT equipment, the worktable; and the stock lines the marking picks from
 * (`warehouse.ts`). Every query key starts with `warehouse`, so the realtime event of the warehouse
 * list room refreshes them all (`../../api/use-warehouse-live.ts`).
 */

type Query = Record<string, string | number | boolean | null | undefined>;
type Paged<T> = { items: T[]; total: number };

export type IssuedReport = z.infer<typeof issuedReportSchema>;
export type ProjectsReport = z.infer<typeof projectsReportSchema>;
export type ItPageData = z.infer<typeof itPageSchema>;

export const extraKeys = {
  all: ['warehouse'] as const,
  stock: (storageId: number | null, q: Query) => ['warehouse', 'stock', storageId, q] as const,
  markers: (q: Query) => ['warehouse', 'markers', q] as const,
  counts: (q: Query) => ['warehouse', 'control', 'list', q] as const,
  count: (id: number) => ['warehouse', 'control', id] as const,
  report: (kind: string, q: Query) => ['warehouse', 'reports', kind, q] as const,
  it: (q: Query) => ['warehouse', 'it', q] as const,
  worktable: ['warehouse', 'worktable'] as const,
};

/* ---------------------------------------------------------------- stock lines (core) */

/** `GET warehouse/storages/{id}/stock` (a storage) or `GET warehouse/stock` (every storage). */
export const stockQuery = (storageId: number | null, q: Partial<StockQuery>) =>
  queryOptions({
    queryKey: extraKeys.stock(storageId, q as Query),
    queryFn: ({ signal }) =>
      api<Paged<StockRow>>(storageId ? `/warehouse/storages/${storageId}/stock` : '/warehouse/stock', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });

/* ---------------------------------------------------------------- markers and stickers */

export const markersQuery = (q: Partial<MarkersQuery>) =>
  queryOptions({
    queryKey: extraKeys.markers(q as Query),
    queryFn: ({ signal }) =>
      api<Paged<MarkerRow>>('/warehouse/markers', { query: { ...q, unprinted: q.unprinted ? 1 : undefined } as Query, signal }),
    placeholderData: keepPreviousData,
  });

/** `POST warehouse/markers`: the generated markers. */
export const createMarkers = (body: MarkersCreate) => api<{ items: MarkerRow[] }>('/warehouse/markers', { method: 'POST', json: body });

export type StickerLayout = 'label' | 'a4';

/** The address of the sticker PDF (`GET warehouse/stickers/pdf`), opened in a new tab. */
export const stickersUrl = (source: { markers?: readonly number[]; stock?: readonly number[] }, layout: StickerLayout): string =>
  buildUrl('/warehouse/stickers/pdf', {
    markers: source.markers?.length ? source.markers.join(',') : undefined,
    stock: source.stock?.length ? source.stock.join(',') : undefined,
    layout,
  });

/* ---------------------------------------------------------------- control (stocktaking) */

export const countsQuery = (q: Query) =>
  queryOptions({
    queryKey: extraKeys.counts(q),
    queryFn: ({ signal }) => api<Paged<CountRow>>('/warehouse/control', { query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const countQuery = (id: number) =>
  queryOptions({ queryKey: extraKeys.count(id), queryFn: ({ signal }) => api<Count>(`/warehouse/control/${id}`, { signal }) });

export const createCount = (body: { storage_id: number; nested?: boolean; comment?: string }) =>
  api<CountRow>('/warehouse/control', { method: 'POST', json: body });

export const patchCountLines = (id: number, lines: { id: number; counted: number | null }[]) =>
  api<Count>(`/warehouse/control/${id}/lines`, { method: 'PATCH', json: { lines } });

export const scanCount = (id: number, code: string) =>
  api<{ line: CountLine; added: boolean }>(`/warehouse/control/${id}/scan`, { method: 'POST', json: { code } });

export const closeCount = (id: number, zeroUncounted: boolean) =>
  api<{ id: number; act_id: number | null }>(`/warehouse/control/${id}/close`, { method: 'POST', json: { zero_uncounted: zeroUncounted } });

/* ---------------------------------------------------------------- reports */

export type ReportKind = 'stock' | 'movements' | 'issued' | 'projects';

export const reportQuery = <T extends StockReport | MovementsReport | IssuedReport | ProjectsReport>(
  kind: ReportKind,
  q: Query,
  enabled = true,
) =>
  queryOptions({
    queryKey: extraKeys.report(kind, q),
    queryFn: ({ signal }) => api<T>(`/warehouse/reports/${kind}`, { query: q, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The Excel file of a report: the same filters with `format=xlsx` (all rows, not the page). */
export const reportXlsxUrl = (kind: ReportKind, q: Query): string =>
  buildUrl(`/warehouse/reports/${kind}`, { ...q, page: undefined, per_page: undefined, format: 'xlsx' });

/* ---------------------------------------------------------------- IT equipment, worktable */

export const itQuery = (q: Query) =>
  queryOptions({
    queryKey: extraKeys.it(q),
    queryFn: ({ signal }) => api<ItPageData>('/warehouse/IT', { query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const worktableQuery = () =>
  queryOptions({ queryKey: extraKeys.worktable, queryFn: ({ signal }) => api<Worktable>('/warehouse/worktable', { signal }) });

/** `POST warehouse/acts/{id}/receive`: the receiving storage confirms a transfer (core). */
export const receiveTransfer = (actId: number) => api<unknown>(`/warehouse/acts/${actId}/receive`, { method: 'POST', json: {} });
