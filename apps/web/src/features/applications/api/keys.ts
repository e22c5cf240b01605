/** Query keys of the applications feature. */
export const applicationsKeys = {
  all: ['applications'] as const,
  lists: ['applications', 'list'] as const,
  list: (query: Record<string, unknown>) => ['applications', 'list', query] as const,
  types: (forEquipment?: number) => ['applications', 'types', forEquipment ?? 'all'] as const,
  card: (id: number) => ['applications', 'card', id] as const,
  cardPart: (id: number, part: string) => ['applications', 'card', id, part] as const,
  tree: (id: number) => ['applications', 'card', id, 'tree'] as const,
  formData: (id: number) => ['applications', 'form-data', id] as const,
};
