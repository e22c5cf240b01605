import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatProviders, editor, flush, me, message, wire } from './chat.fixture.tsx';
import { Chat, type ChatProps } from './chat.tsx';
import type { ChatLoad } from './chat-api.ts';
import type { MentionItem } from './mention-rules.ts';
import { linkMentions, type MentionSource, registerMentionSource } from './mention-sources.ts';
import { type ChatData, mergeNewest } from './use-chat.ts';

/**
 * The chat's `#`/`$` mention sources (spec 1 §5, spec 3 §5) and "load earlier" (the load
 * call's `before`). The widget stays generic: sources come from the chat's props or from
 * the registry modules fill.
 */
// A small page keeps the test quick; the real one is 200.
vi.mock('./chat-api.ts', async () => (await import('./chat.fixture.tsx')).chatApiStub(4));
vi.mock('../../realtime/index.ts', async () => (await import('./chat.fixture.tsx')).realtimeStub());

const api = await import('./chat-api.ts');
const mocked = vi.mocked(api);
const CHAT_PAGE_SIZE = api.CHAT_PAGE_SIZE;

const LOAD_EARLIER = 'Показать более ранние сообщения';

/** `n` messages of another user with ids from `from` up, oldest first. */
const page = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => wire({ id: from + i, user_id: 8, username: 'Петров Пётр', message: `<p>Сообщение ${from + i}</p>` }));

const renderChat = (props: Partial<ChatProps> = {}) =>
  render(chatProviders(<Chat module="tasks" objectId={5} currentUser={me} {...props} />));

async function typeText(text: string) {
  await act(async () => {
    editor().chain().focus().insertContent(text).run();
  });
}
function source(items: MentionItem[], href: (id: string) => string | null) {
  const search = vi.fn(async (_term: string) => items);
  return { search, href } satisfies MentionSource;
}

/** Shows the router's current address. */
function Where() {
  return <output>{`адрес ${useLocation().pathname}`}</output>;
}

/** A list element whose scroll height grows with its messages (100 px each). */
function measurable(list: HTMLElement) {
  const state = { top: 0 };
  Object.defineProperties(list, {
    scrollHeight: { configurable: true, get: () => list.querySelectorAll('.chat-message').length * 100 },
    clientHeight: { configurable: true, value: 500 },
    scrollTop: {
      configurable: true,
      get: () => state.top,
      set: (v: number) => {
        state.top = v;
      },
    },
  });
  return state;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-10T13:00:00'));
  mocked.loadChat.mockResolvedValue({ messages: [], notice_id: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('chat # and $ mentions (spec 1 §5)', () => {
  it('# searches the chat’s own source, $ the registered one, each debounced 1200 ms; a pick inserts the mention', async () => {
    const tickets = source([{ id: '12', label: '12 Починить насос', type: 'other' }], (id) => `/tickets/${id}`);
    const applications = source([{ id: '34', label: '34 Заявка на ТМЦ', type: 'other' }], (id) => `/applications/${id}`);
    const unregister = registerMentionSource('$', applications);
    // A registered `#` source loses to the chat's own one.
    const registeredTickets = source([], () => null);
    const unregisterTickets = registerMentionSource('#', registeredTickets);
    try {
      renderChat({ mentionSources: { '#': tickets } });
      await flush();
      await typeText('#нас_1.a-b');
      await flush(1199);
      expect(tickets.search).not.toHaveBeenCalled();
      await flush(1);
      expect(tickets.search).toHaveBeenCalledWith('нас_1.a-b');
      expect(registeredTickets.search).not.toHaveBeenCalled();
      expect(mocked.searchMentionUsers).not.toHaveBeenCalled();
      const option = screen.getByRole('option', { name: '12 Починить насос' });
      await act(async () => {
        fireEvent.mouseDown(option);
      });
      expect(editor().getHTML()).toMatch(/data-id="12"[^>]*data-denotation-char="#"|data-denotation-char="#"[^>]*data-id="12"/);
      expect(editor().getText()).toContain('#12 Починить насос');

      await typeText('$34.1');
      await flush(1200);
      expect(applications.search).toHaveBeenCalledWith('34.1');
      expect(screen.getByRole('option', { name: '34 Заявка на ТМЦ' })).toBeTruthy();
    } finally {
      unregister();
      unregisterTickets();
    }
  });

  it('a trigger without a source offers nothing; a failing source shows "Ничего не найдено"', async () => {
    const failing: MentionSource = { search: vi.fn(async () => Promise.reject(new Error('offline'))), href: () => null };
    renderChat({ mentionSources: { $: failing } });
    await flush();
    await typeText('#abc');
    await flush(1200);
    expect(screen.queryByRole('option')).toBeNull();
    await typeText(' $12');
    await flush(1200);
    expect(failing.search).toHaveBeenCalledWith('12');
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('renders # and $ mentions as links to their objects and opens them in the app; others stay text', async () => {
    const html =
      '<p>См. <span data-type="mention" class="mention" data-id="12" data-label="12 Насос" data-denotation-char="#">#12 Насос</span>, ' +
      '<span data-type="mention" class="mention" data-id="34" data-label="34" data-denotation-char="$">$34</span> и ' +
      '<span data-type="mention" class="mention" data-id="8" data-label="Петров" data-denotation-char="@">@Петров</span></p>';
    mocked.loadChat.mockResolvedValue({ messages: [wire({ id: 1, message: html })], notice_id: null });
    const tickets = source([], (id) => (/^\d+$/.test(id) ? `/tickets/${id}` : null));
    // A source answering a foreign address is not trusted: the mention stays text.
    const foreign = source([], () => '//evil.example/applications');
    const chat = (
      <>
        <Chat module="tasks" objectId={5} currentUser={me} mentionSources={{ '#': tickets, $: foreign }} />
        <Where />
      </>
    );
    const router = createMemoryRouter([{ path: '/tickets/:id', element: chat }], { initialEntries: ['/tickets/5'] });
    render(chatProviders(<RouterProvider router={router} />));
    await flush();
    const link = screen.getByRole('link', { name: '#12 Насос' });
    expect(link.getAttribute('href')).toBe('/tickets/12');
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.queryByRole('link', { name: '$34' })).toBeNull();
    expect(screen.getByText('$34').tagName).toBe('SPAN');
    expect(screen.getByText('@Петров').tagName).toBe('SPAN');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByText('адрес /tickets/12')).toBeTruthy();
  });

  it('linkMentions keeps the mention’s attributes and refuses ids that name no object', () => {
    const html = '<p><span data-type="mention" class="mention" data-id="x/../../admin" data-denotation-char="#">#x</span></p>';
    expect(linkMentions(html, (_c, id) => (/^\d+$/.test(id) ? `/tickets/${id}` : null))).toBe(html);
    const ok = linkMentions(html.replace('x/../../admin', '9'), (_c, id) => `/tickets/${id}`);
    expect(ok).toContain(
      '<a data-type="mention" class="mention mention--link" data-id="9" data-denotation-char="#" href="/tickets/9">#x</a>',
    );
  });
});

describe('chat: load earlier messages (the load call’s `before`)', () => {
  it('a chat shorter than one page offers nothing earlier', async () => {
    mocked.loadChat.mockResolvedValue({ messages: page(1, 3), notice_id: null });
    renderChat();
    await flush();
    expect(screen.getByText('Сообщение 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOAD_EARLIER })).toBeNull();
  });

  it('scrolling to the top loads the page before the oldest message on top and keeps the scroll position', async () => {
    mocked.loadChat.mockImplementation(async (_m, _o, _h, _s, before) =>
      before ? { messages: page(3, 3), notice_id: null } : { messages: page(6, CHAT_PAGE_SIZE), notice_id: null },
    );
    renderChat();
    await flush();
    const list = document.querySelector('.chat-list') as HTMLElement;
    const scroll = measurable(list);
    expect(list.querySelectorAll('.chat-message')).toHaveLength(CHAT_PAGE_SIZE);
    expect(screen.getByRole('button', { name: LOAD_EARLIER })).toBeTruthy();
    // Far from the top: nothing loads.
    scroll.top = 600;
    await act(async () => {
      fireEvent.scroll(list);
    });
    expect(mocked.loadChat).toHaveBeenCalledTimes(1);
    // Near the top: the page before message 6.
    scroll.top = 20;
    await act(async () => {
      fireEvent.scroll(list);
    });
    await flush();
    expect(mocked.loadChat).toHaveBeenCalledTimes(2);
    expect(mocked.loadChat).toHaveBeenLastCalledWith('tasks', 5, 0, undefined, 6);
    const shown = list.querySelectorAll('.chat-message');
    expect(shown).toHaveLength(CHAT_PAGE_SIZE + 3);
    expect(shown[0].textContent).toContain('Сообщение 3');
    // 3 messages (300 px) came in above: the one being read stays where it was.
    expect(scroll.top).toBe(320);
    // A short page: nothing earlier remains.
    expect(screen.queryByRole('button', { name: LOAD_EARLIER })).toBeNull();
    scroll.top = 0;
    await act(async () => {
      fireEvent.scroll(list);
    });
    await flush();
    expect(mocked.loadChat).toHaveBeenCalledTimes(2);
  });

  it('the button at the top loads earlier messages too, one request at a time', async () => {
    let answer: (value: ChatLoad) => void = () => {};
    mocked.loadChat.mockImplementation((_m, _o, _h, _s, before) =>
      before
        ? new Promise<ChatLoad>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve({ messages: page(300, CHAT_PAGE_SIZE), notice_id: null }),
    );
    renderChat();
    await flush();
    const list = document.querySelector('.chat-list') as HTMLElement;
    measurable(list);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: LOAD_EARLIER }));
    });
    expect(mocked.loadChat).toHaveBeenLastCalledWith('tasks', 5, 0, undefined, 300);
    expect(screen.queryByRole('button', { name: LOAD_EARLIER })).toBeNull();
    expect(screen.getByLabelText('Загрузка более ранних сообщений')).toBeTruthy();
    await act(async () => {
      fireEvent.scroll(list);
    });
    expect(mocked.loadChat).toHaveBeenCalledTimes(2);
    await act(async () => {
      answer({ messages: page(100, CHAT_PAGE_SIZE), notice_id: null });
    });
    await flush();
    expect(list.querySelectorAll('.chat-message')).toHaveLength(2 * CHAT_PAGE_SIZE);
    // A full page: still more before it.
    expect(screen.getByRole('button', { name: LOAD_EARLIER })).toBeTruthy();
  });

  it('a reload of the newest page keeps the earlier messages already loaded', () => {
    const item = (id: number) => ({ ...message({ id }), requestStatus: 'none' as const });
    const newest = Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => item(300 + i));
    const previous: ChatData = { messages: [item(100), item(101), ...newest.slice(0, 10)], notice_id: null, hasEarlier: true };
    const merged = mergeNewest(previous, newest, 3);
    expect(merged.messages.map((m) => m.id).slice(0, 3)).toEqual([100, 101, 300]);
    expect(merged).toMatchObject({ notice_id: 3, hasEarlier: true });
    // A short newest page is the whole chat.
    expect(mergeNewest(previous, newest.slice(0, 3), null)).toMatchObject({ hasEarlier: false, messages: newest.slice(0, 3) });
  });
});
