import { filterParams, listColumns, type RegistryDefinition, sortNames } from '@app/contracts';

export type SortOrder = 'asc' | 'desc';

/** The URL parameters that make up a registry list's view: the search, the sort and the filters. */
export const listParamNames = (definition: RegistryDefinition): string[] => ['search', 'sort', 'order', ...filterParams(definition)];

/** The list call's query from the URL: only the registry's parameters that have a value. */
export function readListQuery(definition: RegistryDefinition, params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of listParamNames(definition)) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  if (query.sort && !sortNames(definition).includes(query.sort)) delete query.sort;
  if (query.order && query.order !== 'asc' && query.order !== 'desc') delete query.order;
  return query;
}

/** The sort in effect: the URL's, or the definition's default. */
export function readSort(definition: RegistryDefinition, params: URLSearchParams): { field: string; order: SortOrder } {
  const query = readListQuery(definition, params);
  const field = query.sort ?? definition.defaultSort.field;
  const order = (query.order as SortOrder | undefined) ?? (query.sort ? 'asc' : definition.defaultSort.order);
  return { field, order };
}

/** True when the URL narrows the list (a filter or a search), so an empty list means "nothing found". */
export const isFiltered = (definition: RegistryDefinition, params: URLSearchParams): boolean =>
  Object.keys(readListQuery(definition, params)).some((k) => k !== 'sort' && k !== 'order');

/** A copy of the URL parameters with these set (or, with an empty value, removed). */
export function withParams(params: URLSearchParams, patch: Readonly<Record<string, string | null | undefined>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The whole view of the list as one query: the registry's parameters in a fixed order, and
 * the shown columns (`columns`, "-" for none) — what a saved view stores and compares.
 */
export function viewQuery(definition: RegistryDefinition, params: URLSearchParams, hidden: readonly string[]): string {
  const query = new URLSearchParams(readListQuery(definition, params));
  const shown = listColumns(definition)
    .filter((f) => f.name !== definition.title && !hidden.includes(f.name))
    .map((f) => f.name);
  query.set('columns', shown.join(',') || '-');
  return query.toString();
}
