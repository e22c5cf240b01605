import { TICKET_PRIORITIES, type TicketEvent } from '@app/contracts';
import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { tasksKeys } from '../api/keys.ts';
import { cardFixture, signInAs, status, ticketFixture } from '../test-fixtures.tsx';
import { applyLivePatch, livePatchOf, patchCachedList } from './live-patch.ts';
import type { Performer, TicketCard, TicketPage, TicketRow } from './types.ts';
import { LIVE_BATCH_MS, useTicketsRealtime } from './use-tickets-realtime.ts';

/** Every handler subscribed to a channel (the page's socket delivers each event to all of them). */
const { handlers, emit } = fakeRealtime();
const deliver = (event: TicketEvent) => emit('tickets', event);

const performer = (id: number, over: Partial<Performer> = {}): Performer => ({
  performer_id: id,
  fio: `Исполнитель ${id}`,
  userimage: null,
  status: 0,
  work: { id: null, total: 0 },
  ...over,
});
const high = TICKET_PRIORITIES[2];
const highPriority = { id: high.id, code: high.code, name: high.ru, color: high.color };

describe('live patch (spec 2 §4 Realtime: pushed fields shown at once)', () => {
  it('takes name, dates, priority, status and performers; leaves what it cannot apply as is', () => {
    expect(livePatchOf({ name: 'Новое', end: '2030-01-02 10:00', start: null, priority: highPriority, status: status('work') })).toEqual({
      name: 'Новое',
      end: '2030-01-02 10:00',
      start: null,
      priority: highPriority,
      status: status('work'),
    });
    // A create's bare status id, custom columns and a blank name wait for the refetch.
    expect(livePatchOf({ status: 1, col_3: 'x', name: '  ', end: 'завтра' })).toBeNull();
    expect(livePatchOf(undefined)).toBeNull();
  });

  it('work states merge into the performers they name; full rows replace the list', () => {
    const ticket = ticketFixture({ performers: [performer(2), performer(3)] });
    const worked = applyLivePatch(ticket, livePatchOf({ performers: [{ performer_id: 3, status: 1 }] })!);
    expect(worked.performers.map((p) => [p.performer_id, p.status, p.fio])).toEqual([
      [2, 0, 'Исполнитель 2'],
      [3, 1, 'Исполнитель 3'],
    ]);
    const replaced = applyLivePatch(ticket, livePatchOf({ performers: [performer(4)] })!);
    expect(replaced.performers.map((p) => p.performer_id)).toEqual([4]);
  });

  it('patches the ticket’s rows in board pages, subtask lists and kanban columns; others untouched', () => {
    const row = ticketFixture() as unknown as TicketRow;
    const other = { ...row, id: 8 };
    const patch = { name: 'Новое' };
    const pages = { pages: [{ data: [other, row], next_cursor: null, total: 2 }], pageParams: [null] };
    const patched = patchCachedList(pages, row.id, patch) as typeof pages;
    expect(patched.pages[0].data.map((r) => r.name)).toEqual([other.name, 'Новое']);
    expect((patchCachedList([row], row.id, patch) as TicketRow[])[0].name).toBe('Новое');
    const kanban = [{ status: status('new'), cards: [row], next_cursor: null, total: 1 }];
    expect((patchCachedList(kanban, row.id, patch) as typeof kanban)[0].cards[0].name).toBe('Новое');
    const list = [other];
    expect(patchCachedList(list, row.id, patch)).toBe(list);
    // A second delivery of the same event changes nothing: the same objects come back.
    const ticket = ticketFixture({ name: 'Новое' });
    expect(applyLivePatch(ticket, patch)).toBe(ticket);
    const again = [ticket as unknown as TicketRow];
    expect(patchCachedList(again, ticket.id, patch)).toBe(again);
  });
});

describe('useTicketsRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    handlers.clear();
  });

  function setup() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ticket = ticketFixture({ id: 7, board_id: 3 });
    client.setQueryData(tasksKeys.card(7), cardFixture(ticket));
    const listKey = [...tasksKeys.lists, 3, 'filters'];
    client.setQueryData<InfiniteData<TicketPage['data']>>(listKey, {
      pages: [{ data: [ticket as unknown as TicketRow], next_cursor: null, total: 1 }],
      pageParams: [null],
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    // The card page: its own hook on the ticket's room, and the board behind it with another.
    renderHook(() => useTicketsRealtime({ ticketId: 7 }), { wrapper });
    renderHook(() => useTicketsRealtime({ boardId: 3 }), { wrapper });
    return { client, listKey, invalidate };
  }

  it('shows another user’s change at once, and refetches once for the event delivered on both rooms to both hooks', () => {
    const { client, listKey, invalidate } = setup();
    const event: TicketEvent = { action: 'update', id: 7, board_id: 3, fields: { name: 'Переименовано' }, user_id: 2 };
    act(() => {
      deliver(event);
      deliver(event);
    });
    expect(client.getQueryData<TicketCard>(tasksKeys.card(7))?.ticket.name).toBe('Переименовано');
    expect(client.getQueryData<InfiniteData<TicketPage['data']>>(listKey)?.pages[0].data[0].name).toBe('Переименовано');
    expect(invalidate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(LIVE_BATCH_MS));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys.filter((k) => k === JSON.stringify(tasksKeys.lists))).toHaveLength(1);
    expect(keys.filter((k) => k === JSON.stringify(tasksKeys.card(7)))).toHaveLength(1);
  });

  it('ignores the user’s own events', () => {
    const { client, invalidate } = setup();
    act(() => deliver({ action: 'update', id: 7, board_id: 3, fields: { name: 'Моё' }, user_id: 1 }));
    act(() => vi.advanceTimersByTime(LIVE_BATCH_MS));
    expect(client.getQueryData<TicketCard>(tasksKeys.card(7))?.ticket.name).toBe('Проверить отчёт');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
