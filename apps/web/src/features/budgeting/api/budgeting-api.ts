import type { BudgetImportReport, BudgetTable, FactList, PlanChange } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, buildUrl, sendMultipart } from '../../../shared/api/index.ts';

/** The calls of budgeting (contracts `budgeting.ts`); every query key starts with `budgeting`. */
export interface Choice {
  organization_id?: number;
  year: number;
}

export const budgetingKeys = {
  all: ['budgeting'] as const,
  table: (c: Choice) => ['budgeting', 'table', c] as const,
  fact: (c: Choice, itemId: number | null, month: number | null) => ['budgeting', 'fact', c, itemId, month] as const,
  history: (c: Choice) => ['budgeting', 'history', c] as const,
};

export const budgetTableQuery = (c: Choice) =>
  queryOptions({
    queryKey: budgetingKeys.table(c),
    queryFn: ({ signal }) => api<BudgetTable>('/budgeting', { query: { ...c }, signal }),
    placeholderData: keepPreviousData,
  });

export const factQuery = (c: Choice, itemId: number | null, month: number | null) =>
  queryOptions({
    queryKey: budgetingKeys.fact(c, itemId, month),
    queryFn: ({ signal }) =>
      api<FactList>('/budgeting/fact', { query: { ...c, expenditure_id: itemId ?? undefined, month: month ?? undefined }, signal }),
  });

export const historyQuery = (c: Choice) =>
  queryOptions({
    queryKey: budgetingKeys.history(c),
    queryFn: ({ signal }) => api<{ items: PlanChange[] }>('/budgeting/history', { query: { ...c }, signal }),
  });

export const savePlanCell = (body: { organization_id: number; expenditure_id: number; year: number; month: number; amount: string }) =>
  api<{ amount: string; old_amount: string }>('/budgeting/plan', { method: 'PUT', json: body });

export const importPlan = (c: Choice, file: File) => {
  const form = new FormData();
  form.append('organization_id', String(c.organization_id ?? ''));
  form.append('year', String(c.year));
  form.append('file', file);
  return sendMultipart<BudgetImportReport>('/budgeting/import', form);
};

/** The xlsx files: plain links, the session cookie goes with them. */
export const templateUrl = (c: Choice) => buildUrl('/budgeting/template', { ...c });
export const exportUrl = (c: Choice) => buildUrl('/budgeting/export', { ...c });
