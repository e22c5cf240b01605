import { type ChatEvent, type ChatMessage, chatChannel } from '@app/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toServerDate } from '../../format.ts';
import { newIdempotencyKey } from '../upload-request/index.ts';
import { CHAT_PAGE_SIZE, deleteMessage, editMessage, loadChat, sendMessage } from './chat-api.ts';
import { type ChatItem, trimMessageHtml } from './chat-rules.ts';
import { useObjectRoom } from './use-object-room.ts';

export interface ChatData {
  messages: ChatItem[];
  notice_id: number | null;
  /** Older messages may exist on the server: the last page read was full. */
  hasEarlier?: boolean;
}

export interface ChatAuthor {
  id: number;
  fio?: string;
  avatar?: string | null;
}

export const chatKey = (module: string, objectId: number | string, hidden: 0 | 1) => ['chat', module, String(objectId), hidden] as const;

const asItem = (m: ChatMessage): ChatItem => ({ ...m, requestStatus: 'none' });

/**
 * A reload of the newest page keeps the earlier messages already loaded above it (a refetch
 * must not throw away what the user scrolled up to read).
 */
export function mergeNewest(previous: ChatData | undefined, newest: ChatItem[], noticeId: number | null): ChatData {
  const full = newest.length >= CHAT_PAGE_SIZE;
  const first = newest[0]?.id;
  const kept = previous && full && first !== undefined ? previous.messages.filter((m) => m.id > 0 && m.id < first) : [];
  return {
    messages: [...kept, ...newest],
    notice_id: noticeId,
    hasEarlier: kept.length > 0 ? (previous?.hasEarlier ?? false) : full,
  };
}

export function useChatMessages(module: string, objectId: number | string, hidden: 0 | 1, enabled = true) {
  const client = useQueryClient();
  const key = chatKey(module, objectId, hidden);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ChatData> => {
      const data = await loadChat(module, objectId, hidden, signal);
      return mergeNewest(client.getQueryData<ChatData>(key), data.messages.map(asItem), data.notice_id ?? null);
    },
    enabled,
    staleTime: 60_000,
  });
}

type Update = (messages: ChatItem[]) => ChatItem[];

function patch(client: QueryClient, key: readonly unknown[], update: Update) {
  client.setQueryData<ChatData>(key, (data) => (data ? { ...data, messages: update(data.messages) } : data));
}

/** Puts `message` in place of the item `replaceId` (or its own id), dropping duplicates. */
const put =
  (message: ChatItem, replaceId: number = message.id): Update =>
  (list) => {
    const at = list.findIndex((m) => m.id === replaceId);
    const rest = list.filter((m) => m.id !== message.id && m.id !== replaceId);
    if (at < 0) return [...rest, message];
    const index = Math.min(at, rest.length);
    return [...rest.slice(0, index), message, ...rest.slice(index)];
  };

/**
 * "Load earlier": the page before the oldest loaded message (the load call's `before`),
 * put on top of the list; one request at a time.
 */
export function useLoadEarlier(module: string, objectId: number | string, hidden: 0 | 1) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const load = useCallback(async () => {
    const key = chatKey(module, objectId, hidden);
    const data = client.getQueryData<ChatData>(key);
    const oldest = data?.messages.find((m) => m.id > 0)?.id;
    if (busy.current || !data?.hasEarlier || oldest === undefined) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await loadChat(module, objectId, hidden, undefined, oldest);
      client.setQueryData<ChatData>(key, (d) => {
        if (!d) return d;
        const known = new Set(d.messages.map((m) => m.id));
        const older = page.messages.filter((m) => !known.has(m.id)).map(asItem);
        return { ...d, messages: [...older, ...d.messages], hasEarlier: page.messages.length >= CHAT_PAGE_SIZE };
      });
    } catch (error) {
      // Spec 3 §8: failed chat calls are only logged.
      console.error('chat: loading earlier messages failed', error);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [client, module, objectId, hidden]);
  return { loadEarlier: load, loadingEarlier: loading };
}

let tempSeq = 0;

/**
 * The chat's writes on the TanStack Query cache (spec 3 §4): optimistic send with status
 * loading → none / error, edits (empty text deletes), deletes, and the live events.
 */
export function useChatActions(module: string, objectId: number | string, hidden: 0 | 1, author: ChatAuthor) {
  const client = useQueryClient();
  const key = chatKey(module, objectId, hidden);

  const send = useCallback(
    async (html: string, files: readonly File[], parent: ChatMessage['parent'], retry?: { id: number; idempotencyKey?: string }) => {
      const comment = trimMessageHtml(html);
      tempSeq += 1;
      const id = retry?.id ?? -tempSeq;
      // One key per message: a retry after a lost answer gets the first message back, not a duplicate.
      const idempotencyKey = retry?.idempotencyKey ?? newIdempotencyKey();
      const now = new Date();
      const temp: ChatItem = {
        id,
        message: comment,
        user_id: author.id,
        object_id: Number(objectId),
        module,
        username: author.fio ?? '',
        avatar: author.avatar ?? null,
        date_add: toServerDate(now),
        time_add: toServerDate(now).slice(11),
        date_edit: null,
        hidden,
        parent_id: parent?.id ?? null,
        parent: parent ? { id: parent.id, message: parent.message, username: parent.username } : null,
        files: files.map((f, i) => ({ id: -(i + 1), name: f.name, path: '', who_upload: author.id })),
        status: 1,
        requestStatus: 'loading',
        localFiles: [...files],
        idempotencyKey,
      };
      patch(client, key, put(temp));
      try {
        const saved = await sendMessage(module, objectId, { comment, hidden, parentId: parent?.id, files, idempotencyKey });
        patch(client, key, put(asItem(saved), id));
      } catch (error) {
        console.error('chat: send failed', error);
        patch(client, key, (list) => list.map((m) => (m.id === id ? { ...m, requestStatus: 'error' } : m)));
      }
    },
    [client, key, module, objectId, hidden, author.id, author.fio, author.avatar],
  );

  const retry = useCallback(
    (item: ChatItem) => {
      void send(item.message, item.localFiles ?? [], item.parent, { id: item.id, idempotencyKey: item.idempotencyKey });
    },
    [send],
  );

  const remove = useCallback(
    async (item: ChatItem) => {
      const before = client.getQueryData<ChatData>(key);
      patch(client, key, (list) => list.filter((m) => m.id !== item.id));
      try {
        await deleteMessage(module, objectId, item.id);
      } catch (error) {
        console.error('chat: delete failed', error);
        if (before) client.setQueryData(key, before);
      }
    },
    [client, key, module, objectId],
  );

  /** Spec 3 §4: editing to empty text deletes the message. */
  const edit = useCallback(
    async (item: ChatItem, html: string) => {
      const comment = trimMessageHtml(html);
      if (comment === '') return remove(item);
      if (comment === item.message) return;
      patch(client, key, put({ ...item, message: comment, requestStatus: 'loading' }));
      try {
        const saved = await editMessage(module, objectId, item.id, comment, hidden);
        if ('username' in saved) patch(client, key, put(asItem(saved)));
        else patch(client, key, (list) => list.filter((m) => m.id !== item.id));
      } catch (error) {
        console.error('chat: edit failed', error);
        patch(client, key, put(item));
      }
    },
    [client, key, module, objectId, hidden, remove],
  );

  return { send, retry, edit, remove };
}

/**
 * Spec 3 §4 live updates on the object's room, event name = module: refresh updates an
 * existing message, adds a new one of this object (own: stored onto the message being sent),
 * delete removes it (an own delete was already applied here).
 */
export function applyChatEvent(list: ChatItem[], event: ChatEvent, myId: number): ChatItem[] {
  if (event.action === 'delete') return list.filter((m) => m.id !== event.id);
  const message = asItem(event.message);
  if (list.some((m) => m.id === message.id)) return put(message)(list);
  if (message.user_id === myId) {
    const sending = list.find((m) => m.requestStatus === 'loading' && m.id < 0 && m.message === message.message);
    if (sending) return put(message, sending.id)(list);
  }
  return [...list, message];
}

export function useChatLive(module: string, objectId: number | string, myId: number, canSeeHidden: boolean) {
  const client = useQueryClient();
  useObjectRoom<ChatEvent>(module, objectId, chatChannel(module), (event) => {
    if (!event || event.module !== module || String(event.object_id) !== String(objectId)) return;
    // The module's channel also carries other events of the object (e.g. document_files_updated).
    if (event.action !== 'refresh' && event.action !== 'delete') return;
    const tabs: (0 | 1)[] = event.action === 'refresh' ? [event.message.hidden] : [0, 1];
    for (const hidden of tabs) {
      if (hidden === 1 && !canSeeHidden) continue;
      patch(client, chatKey(module, objectId, hidden), (list) => applyChatEvent(list, event, myId));
    }
  });
}
