/** TanStack Query keys of notifications: under `notifications`, so that one invalidation also refreshes the bell's count. */
export const noticesKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NoticesFilter) => ['notifications', 'list', filter.module ?? '', filter.is_read ?? ''] as const,
  settings: ['notifications', 'settings'] as const,
};

export interface NoticesFilter {
  module: string | null;
  /** `0` unread, `1` read, null all. */
  is_read: 0 | 1 | null;
}
