import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** Spec §3 "User card data", from `GET /api/users/:id?short=true`. */
export interface UserShort {
  id: number;
  fio: string;
  avatar?: string | null;
  post?: string | null;
  phone?: string | null;
  email?: string | null;
  profile_link?: string | null;
  tab_number?: string | number | null;
}

export type UserId = number | string;

export const userShortKey = (id: UserId) => ['users', 'short', String(id)] as const;

/** One shared cache entry per user (spec §7: "cached in a shared list"). */
export const userShortQuery = (id: UserId) =>
  queryOptions({
    queryKey: userShortKey(id),
    queryFn: ({ signal }) => api<UserShort>(`users/${encodeURIComponent(String(id))}`, { query: { short: true }, signal }),
    staleTime: 10 * 60_000,
  });

export function useUserShort(id: UserId | null | undefined, enabled = true) {
  return useQuery({ ...userShortQuery(id ?? ''), enabled: enabled && id !== null && id !== undefined && id !== '' });
}
