import type { ChatMessage } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ChatItem } from './chat-rules.ts';

/**
 * Test-only stubs and fixtures of the chat widget (`*.fixture.tsx`: imported by the chat tests,
 * never by app code). The stubs stand in for `./chat-api.ts` and the realtime client; a test
 * installs them from its own hoisted `vi.mock`, which loads this file lazily:
 *
 *   vi.mock('./chat-api.ts', async () => (await import('./chat.fixture.tsx')).chatApiStub());
 *   vi.mock('../../realtime/index.ts', async () => (await import('./chat.fixture.tsx')).realtimeStub());
 *
 * This file must not import `./chat.tsx` (or anything that loads `./chat-api.ts`): the stub's
 * factory would wait for itself.
 */

/** `./chat-api.ts`: every call a mock (set answers with `vi.mocked(api).loadChat...`); `pageSize` is `CHAT_PAGE_SIZE`. */
export function chatApiStub(pageSize = 200) {
  return {
    loadChat: vi.fn(),
    sendMessage: vi.fn(),
    editMessage: vi.fn(),
    deleteMessage: vi.fn(),
    toggleNotice: vi.fn(),
    searchMentionUsers: vi.fn(async () => []),
    CHAT_PAGE_SIZE: pageSize,
  };
}

/** The realtime client as the chat sees it: a connected socket, and the handler each channel subscribed. */
export const realtime = {
  handlers: new Map<string, (payload: unknown) => void>(),
  socket: { connected: true, emit: vi.fn(), on: vi.fn(), off: vi.fn() },
};

/** `../../realtime/index.ts` over `realtime`. */
export function realtimeStub() {
  return {
    getSocket: () => realtime.socket,
    subscribe: (channel: string, handler: (payload: unknown) => void) => {
      realtime.handlers.set(channel, handler);
      return () => realtime.handlers.delete(channel);
    },
  };
}

/** The signed-in user of the chat tests. */
export const me = { id: 7, fio: 'Иванов Иван' };

/** A chat message as the widget keeps it (my own, sent, on 10.03.2025 12:00); `over` changes the rest. */
export function message(over: Partial<ChatItem> = {}): ChatItem {
  return {
    id: 1,
    message: '<p>Привет</p>',
    user_id: 7,
    object_id: 5,
    module: 'tasks',
    username: 'Иванов Иван',
    avatar: null,
    date_add: '2025-03-10 12:00',
    time_add: '12:00',
    date_edit: null,
    hidden: 0,
    parent_id: null,
    parent: null,
    files: [],
    status: 1,
    requestStatus: 'none',
    ...over,
  };
}

/** The same message as the server sends it (no client-only fields). */
export const wire = (over: Partial<ChatMessage>): ChatMessage => {
  const { requestStatus: _r, localFiles: _l, ...m } = message(over);
  return m;
};

/** antd without motion and a fresh query client without retries around `children`. */
export function chatProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

/** Lets fake timers run `ms` and React settle. */
export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The TipTap editor of the composer. */
export function editor(): Editor {
  const dom = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error('no editor');
  return dom.editor;
}
