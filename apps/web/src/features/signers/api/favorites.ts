import type { Signer } from '@app/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryClient } from '../../../shared/api/index.ts';
import { local } from '../../../shared/storage.ts';

/**
 * The user's own signers (`v2_signers/favorites`), cached 4 hours on the client and the cache
 * cleared on add and delete (spec 3 §7): the reply is kept in localStorage per user with its
 * time, and react-query keeps it fresh as long.
 */
export const FAVORITES_TTL_MS = 4 * 60 * 60 * 1000;
const STORAGE_PREFIX = 'signers-favorites';
const storageKey = (userId: number) => `${STORAGE_PREFIX}:${userId}`;

export const favoritesKey = (userId: number) => ['signers', 'favorites', userId] as const;
/** The applications form's ready chains (its `['applications', 'signer-chains']` query) hold the same list. */
const READY_CHAINS_KEY = ['applications', 'signer-chains'] as const;

export function readCachedFavorites(userId: number, now = Date.now()): Signer[] | undefined {
  const raw = local.get(storageKey(userId));
  if (!raw) return undefined;
  try {
    const { at, data } = JSON.parse(raw) as { at: number; data: Signer[] };
    return now - at < FAVORITES_TTL_MS && Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

export const clearCachedFavorites = (userId: number) => local.remove(storageKey(userId));

/**
 * For another screen that changed the list (the application form's "remember as my signers"):
 * the stored copy goes and the list reloads when next shown.
 */
export function forgetMySigners(userId: number) {
  clearCachedFavorites(userId);
  void queryClient.invalidateQueries({ queryKey: favoritesKey(userId) });
}

export async function fetchFavorites(userId: number): Promise<Signer[]> {
  const cached = readCachedFavorites(userId);
  if (cached) return cached;
  const data = await api<Signer[]>('/v2_signers/favorites');
  local.set(storageKey(userId), JSON.stringify({ at: Date.now(), data }));
  return data;
}

export const useFavorites = (userId: number) =>
  useQuery({ queryKey: favoritesKey(userId), queryFn: () => fetchFavorites(userId), staleTime: FAVORITES_TTL_MS, enabled: userId > 0 });

/** After a change: the stored copy goes, the answer becomes the list, the application form's ready chains reload. */
function changed(qc: QueryClient, userId: number, data: Signer[]) {
  clearCachedFavorites(userId);
  qc.setQueryData(favoritesKey(userId), data);
  void qc.invalidateQueries({ queryKey: READY_CHAINS_KEY });
}

type Change =
  | { kind: 'add'; userId: number }
  | { kind: 'group'; groupId: number }
  | { kind: 'remove'; userId: number }
  | { kind: 'order'; ids: number[] };

const send = (change: Change) => {
  switch (change.kind) {
    case 'add':
      return api<Signer[]>('/v2_signers/favorites', { method: 'POST', json: { user_id: change.userId } });
    case 'group':
      return api<Signer[]>(`/v2_signers/favorites/group/${change.groupId}`, { method: 'POST' });
    case 'remove':
      return api<Signer[]>(`/v2_signers/favorites/${change.userId}`, { method: 'DELETE' });
    case 'order':
      return api<Signer[]>('/v2_signers/favorites', { method: 'PUT', json: { signers: change.ids } });
  }
};

/** Add one, add a group, remove one, or reorder (the whole list): each clears the cache. */
export function useChangeFavorites(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => changed(qc, userId, data),
    onError: () => clearCachedFavorites(userId),
  });
}
