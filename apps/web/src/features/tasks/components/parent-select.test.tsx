import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { tasksKeys } from '../api/keys.ts';
import type { TicketCard } from '../model/types.ts';
import { cardFixture, jsonReply, signInAs, status, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { CardHeader } from './card-header.tsx';

/** The header as the card page shows it: from the card query, which mutations update and refetch. */
let serverCard: TicketCard;
function Header() {
  const card = useQuery({ queryKey: tasksKeys.card(7), queryFn: async () => structuredClone(serverCard) });
  return card.data ? <CardHeader card={card.data} /> : null;
}

/** Spec 2 §4 "Parent task search lists tasks of the same board in statuses 4, 6, 3": the card header's parent select. */
const row = (id: number, name: string) => ({
  id,
  name,
  status: status('work'),
  priority: { id: 2, code: 'normal', name: 'Обычный', color: '' },
  board_id: 1,
  board_name: 'Снабжение',
  parent_id: null,
  initiator: { id: 10, username: 'Инициатор', userimage: null },
  performers: [],
  tags: [],
  start: null,
  end: null,
  time_add: '2026-01-01 10:00',
  expired: false,
  subtasks: 0,
  liked: 0,
});

const parentBox = () => screen.getByRole('combobox', { name: 'Родительская задача' });
const optionTexts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://x');

describe('parent task select in the card header (spec 2 §4)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let patchAnswer: () => Response;
  beforeEach(() => {
    signInAs(10);
    patchAnswer = () => jsonReply({ result: true, id: 7, fields: {} });
    fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/load/tasks' && url.searchParams.has('current_ticket_id')) {
        const term = url.searchParams.get('search') ?? '';
        const all = [row(11, 'Закупить фильтры'), row(12, 'Согласовать счёт')];
        return jsonReply({
          data: { data: all.filter((r) => r.name.toLowerCase().includes(term.toLowerCase())), next_cursor: null, total: 2 },
        });
      }
      if (url.pathname === '/api/load/tasks/7' && init?.method === 'POST') {
        const answer = patchAnswer();
        const parent = new URLSearchParams(String(init.body)).get('parent_id');
        if (answer.ok && parent) serverCard.ticket = { ...serverCard.ticket, parent_id: Number(parent), parent_name: 'Согласовать счёт' };
        return answer;
      }
      return jsonReply({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const parentCalls = () => fetchMock.mock.calls.map(urlOf).filter((u) => u.searchParams.has('current_ticket_id'));
  const patchBodies = () =>
    fetchMock.mock.calls
      .filter((c) => urlOf(c).pathname === '/api/load/tasks/7' && (c[1] as RequestInit | undefined)?.method === 'POST')
      .map((c) => new URLSearchParams(String((c[1] as RequestInit).body)));

  it('lists the candidates the server gives for current_ticket_id (same board, open statuses) and sends PATCH parent_id', async () => {
    serverCard = cardFixture(ticketFixture());
    render(withProviders(<Header />));
    await waitFor(() => parentBox());
    expect(parentCalls()).toHaveLength(0);
    fireEvent.mouseDown(parentBox());
    await waitFor(() => expect(optionTexts()).toEqual(['Закупить фильтры', 'Согласовать счёт']));
    const first = parentCalls()[0];
    expect(first.searchParams.get('current_ticket_id')).toBe('7');
    // The board and the statuses come from the ticket on the server, not from the client.
    expect(first.searchParams.has('board_id')).toBe(false);
    expect(first.searchParams.has('status[0]')).toBe(false);

    fireEvent.change(parentBox(), { target: { value: 'счёт' } });
    await waitFor(() => expect(parentCalls().some((u) => u.searchParams.get('search') === 'счёт')).toBe(true));
    await waitFor(() => expect(optionTexts()).toEqual(['Согласовать счёт']));

    await act(async () => {
      fireEvent.click(screen.getByText('Согласовать счёт', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    expect(patchBodies()[0].get('_method')).toBe('PATCH');
    expect(patchBodies()[0].get('parent_id')).toBe('12');
    // The link to the chosen parent appears.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Согласовать счёт' }).getAttribute('href')).toBe('/tickets/12'));
  });

  it('a refused parent (e.g. a cycle, 422) reverts the selection', async () => {
    patchAnswer = () =>
      new Response(JSON.stringify({ errors: { parent_id: ['Задача не может быть родительской для самой себя'] } }), { status: 422 });
    serverCard = cardFixture(ticketFixture());
    render(withProviders(<Header />));
    await waitFor(() => parentBox());
    fireEvent.mouseDown(parentBox());
    await waitFor(() => expect(optionTexts()).toContain('Закупить фильтры'));
    await act(async () => {
      fireEvent.click(screen.getByText('Закупить фильтры', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    const select = parentBox().closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(select.textContent).toContain('Без родительской задачи'));
    expect(select.textContent).not.toContain('Закупить фильтры');
    expect(screen.queryByRole('link', { name: 'Закупить фильтры' })).toBeNull();
  });

  it('without the edit right: only the parent link, no search', () => {
    const ticket = ticketFixture({ parent_id: 5, parent_name: 'Подготовить реестр', rights: { ...ticketFixture().rights, edit: false } });
    render(withProviders(<CardHeader card={cardFixture(ticket)} />));
    expect(screen.getByRole('link', { name: 'Подготовить реестр' }).getAttribute('href')).toBe('/tickets/5');
    expect(screen.queryByRole('combobox', { name: 'Родительская задача' })).toBeNull();
  });
});
