/** TanStack Query keys of a registry: every key starts with the registry's name. */
export const registryKeys = {
  all: (name: string) => ['registry', name] as const,
  list: (name: string, query: Readonly<Record<string, string>>) => ['registry', name, 'list', query] as const,
  totals: (name: string, query: Readonly<Record<string, string>>) => ['registry', name, 'totals', query] as const,
  record: (name: string, id: number) => ['registry', name, 'record', id] as const,
};
