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

const DOCUMENTS = [
  { value: 31, label: 'Запрос о сроках поставки' },
  { value: 32, label: 'Претензия по качеству' },
];
const brief = (id: number, name: string, status_code: string, statusName: string) => ({
  item_id: id,
  name,
  number: `ВХ-${id}`,
  type: null,
  status: statusName,
  status_code,
});
const documentBox = () => screen.getByRole('combobox', { name: 'Документ' });
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

/** Spec 2 §2 header "linked document" (spec 2 "Linked documents"): the documents registry's look-up, sent as `document_id`. */
describe('linked document select in the card header', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let patchAnswer: () => Response;
  beforeEach(() => {
    signInAs(10);
    patchAnswer = () => jsonReply({ result: true, id: 7, fields: {} });
    fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/documents' && url.searchParams.get('model_method') === 'autocomplete') {
        const term = (url.searchParams.get('term') ?? '').toLowerCase();
        return jsonReply(DOCUMENTS.filter((d) => d.label.toLowerCase().includes(term)));
      }
      if (url.pathname === '/api/load/tasks/7' && init?.method === 'POST') {
        const answer = patchAnswer();
        const document = new URLSearchParams(String(init.body)).get('document_id');
        if (answer.ok && document !== null) {
          const id = Number(document) || null;
          const found = DOCUMENTS.find((d) => d.value === id);
          serverCard.ticket = {
            ...serverCard.ticket,
            document_id: id,
            attachment: { documents: found ? [brief(found.value, found.label, 'active', 'На исполнении')] : [] },
          };
        }
        return answer;
      }
      return jsonReply({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const documentCalls = () => fetchMock.mock.calls.map(urlOf).filter((u) => u.pathname === '/api/documents');
  const patchBodies = () =>
    fetchMock.mock.calls
      .filter((c) => urlOf(c).pathname === '/api/load/tasks/7' && (c[1] as RequestInit | undefined)?.method === 'POST')
      .map((c) => new URLSearchParams(String((c[1] as RequestInit).body)));

  it('searches the documents look-up on open, sends document_id and shows the link with the state', async () => {
    serverCard = cardFixture(ticketFixture());
    render(withProviders(<Header />));
    await waitFor(() => documentBox());
    expect(documentCalls()).toHaveLength(0);
    fireEvent.mouseDown(documentBox());
    await waitFor(() => expect(optionTexts()).toEqual(DOCUMENTS.map((d) => d.label)));
    expect(documentCalls()[0].searchParams.get('model_method')).toBe('autocomplete');
    fireEvent.change(documentBox(), { target: { value: 'претенз' } });
    await waitFor(() => expect(documentCalls().some((u) => u.searchParams.get('term') === 'претенз')).toBe(true));
    await waitFor(() => expect(optionTexts()).toEqual(['Претензия по качеству']));
    await act(async () => {
      fireEvent.click(screen.getByText('Претензия по качеству', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    expect(patchBodies()[0].get('_method')).toBe('PATCH');
    expect(patchBodies()[0].get('document_id')).toBe('32');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'ВХ-32 — Претензия по качеству' }).getAttribute('href')).toBe('/documents/32'),
    );
    expect(screen.getByText('На исполнении')).toBeTruthy();
  });

  it('clearing sends an empty document_id; a refusal reverts to the stored document', async () => {
    patchAnswer = () => jsonReply({ errors: { document_id: ['Документ не найден или удалён'] } }, 422);
    serverCard = cardFixture(
      ticketFixture({ document_id: 31, attachment: { documents: [brief(31, 'Запрос о сроках поставки', 'active', 'На исполнении')] } }),
    );
    render(withProviders(<Header />));
    await waitFor(() => documentBox());
    const select = documentBox().closest('.ant-select') as HTMLElement;
    expect(select.textContent).toContain('ВХ-31 — Запрос о сроках поставки');
    fireEvent.mouseDown(documentBox());
    await waitFor(() => expect(optionTexts()).toContain('Претензия по качеству'));
    await act(async () => {
      fireEvent.click(screen.getByText('Претензия по качеству', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    await waitFor(() => expect(select.textContent).toContain('ВХ-31 — Запрос о сроках поставки'));
    expect(select.textContent).not.toContain('Претензия');

    patchAnswer = () => jsonReply({ result: true, id: 7, fields: {} });
    const clear = select.querySelector('.ant-select-clear') as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(clear);
      fireEvent.click(clear);
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(2));
    expect(patchBodies()[1].get('document_id')).toBe('');
    await waitFor(() => expect(select.textContent).toContain('Без документа'));
  });

  it('without the edit right: the document link and its state only', () => {
    const ticket = ticketFixture({
      document_id: 31,
      attachment: { documents: [brief(31, 'Запрос о сроках поставки', 'additional_answer', 'Нужен доп. ответ')] },
      rights: { ...ticketFixture().rights, edit: false },
    });
    render(withProviders(<CardHeader card={cardFixture(ticket)} />));
    expect(screen.getByRole('link', { name: 'ВХ-31 — Запрос о сроках поставки' }).getAttribute('href')).toBe('/documents/31');
    expect(screen.getByText('Нужен доп. ответ')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Документ' })).toBeNull();
  });
});
