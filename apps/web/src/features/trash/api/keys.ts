/** TanStack Query keys of the trash. */
export const trashKeys = {
  all: ['trash'] as const,
  list: (module: string | null) => ['trash', 'list', module ?? ''] as const,
};
