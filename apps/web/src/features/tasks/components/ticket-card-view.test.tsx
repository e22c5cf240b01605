import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import type { Ticket } from '../model/types.ts';
import { cardFixture, jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { TicketCardView } from './ticket-card-view.tsx';

/** Spec 2 §2/§6: the KPI tab only for project managers; the chat hidden with tickets_commentDisabled. */
describe('ticket card tabs and chat', () => {
  // The chat loads lazily (TipTap); preloading it keeps a cold transform out of the tests' waits.
  beforeAll(() => import('../../../shared/widgets/chat/chat.tsx'));
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/load/tasks/7/kpi')
        return jsonReply({
          ticket_id: 7,
          end: null,
          performers: [{ performer_id: 3, fio: 'Петров Пётр', total: 5400, works: 2, done_at: null, on_time: null, on_time_rate: null }],
        });
      if (url.pathname === '/api/load/tasks') return jsonReply({ data: { data: [], next_cursor: null, total: 0 } });
      return jsonReply([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const rights = ticketFixture().rights;
  const view = (patch: Partial<Ticket['rights']>) =>
    render(withProviders(<TicketCardView card={cardFixture(ticketFixture({ rights: { ...rights, ...patch } }))} />));
  const chatCalls = () => fetchMock.mock.calls.filter((c) => String(c[0]).includes('chat'));

  it('a project manager (rights.kpi) sees the KPI tab with the time per performer', async () => {
    view({ kpi: true });
    const tab = screen.getByRole('tab', { name: 'KPI' });
    await act(async () => {
      fireEvent.click(tab);
    });
    await waitFor(() => expect(screen.getByText('Петров Пётр')).toBeTruthy());
    expect(screen.getByText('1:30')).toBeTruthy();
  });

  it('others see Main and History only', () => {
    view({ kpi: false });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Основное', 'История']);
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/kpi'))).toBe(false);
  });

  it('with tickets_commentDisabled (rights.chat false) the chat is hidden and not loaded', async () => {
    view({ chat: false });
    expect(screen.getByText('Обсуждение скрыто')).toBeTruthy();
    // A barrier instead of a pause: a second card whose chat is shown; once its chat has
    // loaded, the hidden one would have loaded too, were it going to.
    render(withProviders(<TicketCardView card={cardFixture(ticketFixture({ id: 8, rights: { ...rights, chat: true } }))} />));
    await waitFor(() => expect(chatCalls().some((c) => String(c[0]).includes('/tickets/8'))).toBe(true));
    expect(chatCalls().filter((c) => String(c[0]).includes('/tickets/7'))).toHaveLength(0);
  });

  it('otherwise the chat is shown', async () => {
    view({ chat: true });
    expect(screen.queryByText('Обсуждение скрыто')).toBeNull();
    await waitFor(() => expect(chatCalls().length).toBeGreaterThan(0));
  });
});
