import { NEWS_READ_CHANNEL, registryChannel } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../shared/api/index.ts';
import { subscribe } from '../../shared/realtime/index.ts';
import { useObjectRoom } from '../../shared/widgets/chat/use-object-room.ts';

/**
 * Under the news registry's query keys (`['registry', 'news']`): the registry screens'
 * invalidations after a write or a live event refresh it too.
 */
export const NEWS_UNREAD_KEY = ['registry', 'news', 'unread-count'] as const;

/**
 * The menu badge of «Новости»: `GET /api/news/unread-count`, fetched by the shell after sign-in
 * (not in the login bundle), refetched on the news list room's events (a publication, a
 * deletion) and on `news_read` (the user opened an item, in any tab; with the cached news list, whose «Новое» marks follow).
 */
export function useNewsUnread(enabled: boolean): number {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: NEWS_UNREAD_KEY,
    queryFn: () => api<{ count: number }>('/news/unread-count'),
    enabled,
    staleTime: 60_000,
  });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: NEWS_UNREAD_KEY }), [client]);
  // A read also refreshes the news list in the cache: its «Новое» marks follow.
  const read = useCallback(() => void client.invalidateQueries({ queryKey: NEWS_UNREAD_KEY.slice(0, 2) }), [client]);
  useObjectRoom(enabled ? 'news_list' : '', enabled ? 'all' : '', registryChannel('news'), refresh);
  useEffect(() => (enabled ? subscribe(NEWS_READ_CHANNEL, read) : undefined), [enabled, read]);
  return enabled ? (data?.count ?? 0) : 0;
}
