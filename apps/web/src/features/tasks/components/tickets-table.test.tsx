import { TICKET_PRIORITIES } from '@app/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import type { Performer, TicketRow } from '../model/types.ts';
import { readFilters } from '../model/url-filters.ts';
import { jsonReply, signInAs, status, withProviders } from '../test-fixtures.tsx';
import { SubtaskList, TicketsTable } from './tickets-table.tsx';

/** The board's tickets table (spec 2 §2 "Tickets table"). */
const performer = (id: number, fio: string): Performer => ({
  performer_id: id,
  fio,
  userimage: null,
  status: 0,
  work: { id: null, total: 0 },
});

const row = (id: number, name: string, patch: Partial<TicketRow> = {}): TicketRow => {
  const p = TICKET_PRIORITIES[1];
  return {
    id,
    name,
    status: status('new'),
    priority: { id: p.id, code: p.code, name: p.ru, color: p.color },
    board_id: 4,
    board_name: 'Снабжение',
    parent_id: null,
    initiator: null,
    performers: [],
    tags: [],
    start: null,
    end: '2026-03-01 12:00',
    time_add: '2026-01-01 10:00',
    expired: false,
    subtasks: 0,
    liked: 0,
    ...patch,
  };
};

const page = (data: TicketRow[]) => jsonReply({ data: { data, next_cursor: null, total: data.length } });

describe('tickets table', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const listRequests = () =>
    fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x')).filter((u) => u.pathname === '/api/load/tasks');

  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/load/tasks') return jsonReply({});
      if (url.searchParams.get('parent_id') === '1')
        return page([row(11, 'Шаг первый', { parent_id: 1 }), row(12, 'Шаг второй', { parent_id: 1 })]);
      return page([
        row(1, 'Закупить бумагу', {
          subtasks: 1,
          performers: [
            performer(21, 'Иванов Иван'),
            performer(22, 'Петров Пётр'),
            performer(23, 'Сидоров Семён'),
            performer(24, 'Кузнецова Анна'),
          ],
        }),
        row(2, 'Сверить счета', { performers: [performer(21, 'Иванов Иван'), performer(22, 'Петров Пётр')] }),
      ]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('default sort is term (end) descending: asked of the server and shown on the column header', async () => {
    render(withProviders(<TicketsTable boardId={4} filters={readFilters(new URLSearchParams())} onSort={vi.fn()} />));
    await screen.findByRole('link', { name: 'Закупить бумагу' });
    const q = listRequests()[0].searchParams;
    expect(q.get('board_id')).toBe('4');
    expect(q.get('sort')).toBe('end');
    expect(q.get('order')).toBe('desc');
    const term = screen.getByText('Срок').closest('th');
    expect(term?.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('Приоритет').closest('th')?.getAttribute('aria-sort')).toBeNull();
  });

  it('performers: at most 2 shown, the rest under +N', async () => {
    render(withProviders(<TicketsTable boardId={4} filters={readFilters(new URLSearchParams())} onSort={vi.fn()} />));
    const link = await screen.findByRole('link', { name: 'Закупить бумагу' });
    const first = link.closest('.ant-table-row') as HTMLElement;
    expect(within(first).getByText('Иванов')).toBeTruthy();
    expect(within(first).getByText('Петров')).toBeTruthy();
    expect(within(first).queryByText('Сидоров')).toBeNull();
    expect(within(first).queryByText('Кузнецова')).toBeNull();
    expect(within(first).getByText('+2')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Сверить счета' }).closest('.ant-table-row') as HTMLElement;
    expect(within(second).getByText('Петров')).toBeTruthy();
    expect(within(second).queryByText(/^\+\d+$/)).toBeNull();
  });

  it('clicking a sortable header asks for the other order; the row links to the card', async () => {
    const onSort = vi.fn();
    render(withProviders(<TicketsTable boardId={4} filters={readFilters(new URLSearchParams())} onSort={onSort} />));
    const link = await screen.findByRole('link', { name: 'Закупить бумагу' });
    expect(link.getAttribute('href')).toBe('/tickets/1');
    await act(async () => {
      fireEvent.click(screen.getByText('Приоритет'));
    });
    expect(onSort).toHaveBeenCalledWith('priority', 'asc');
  });

  it('only a row with subtasks expands; expanding it lists its subtasks', async () => {
    render(withProviders(<TicketsTable boardId={4} filters={readFilters(new URLSearchParams())} onSort={vi.fn()} />));
    await screen.findByRole('link', { name: 'Закупить бумагу' });
    const expanders = screen.getAllByRole('button', { name: /expand|развернуть/i });
    expect(expanders).toHaveLength(1);
    await act(async () => {
      fireEvent.click(expanders[0]);
    });
    expect(await screen.findByRole('link', { name: 'Шаг первый' })).toBeTruthy();
    expect(listRequests().some((u) => u.searchParams.get('parent_id') === '1')).toBe(true);
  });

  it('subtask list asks for end ascending under parent_id', async () => {
    render(withProviders(<SubtaskList parentId={1} />));
    await screen.findByRole('link', { name: 'Шаг первый' });
    const q = listRequests().find((u) => u.searchParams.get('parent_id') === '1')?.searchParams;
    expect(q?.get('sort')).toBe('end');
    expect(q?.get('order')).toBe('asc');
    expect(screen.getByRole('link', { name: 'Шаг второй' }).getAttribute('href')).toBe('/tickets/12');
  });
});
