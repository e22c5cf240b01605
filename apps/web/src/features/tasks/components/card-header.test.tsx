import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { tasksKeys } from '../api/keys.ts';
import type { TicketCard } from '../model/types.ts';
import { cardFixture, jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { CardHeader } from './card-header.tsx';

/** The header as the card page shows it: from the card query, which mutations update and refetch. */
let serverCard: TicketCard;
function Header() {
  const card = useQuery({ queryKey: tasksKeys.card(7), queryFn: async () => structuredClone(serverCard) });
  return card.data ? <CardHeader card={card.data} /> : null;
}

const contractBox = () => screen.getByRole('combobox', { name: 'Договор' });
const optionTexts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://x');
const CONTRACTS = [
  { value: 42, label: 'Д-42 — Поставка фильтров' },
  { value: 43, label: 'Д-43 — Ремонт котельной' },
];

/**
 * Spec 2 §2 "linked contract" and §8 "Contract change failure reverts the selection": the header's
 * contract picker over `GET documents/contracts?model_method=autocomplete&term=`, sent as
 * `contract_id` in the ticket PATCH (docs/decisions/007-ticket-contract-field.md, superseded).
 */
describe('card header: linked contract', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let patchAnswer: () => Response;
  beforeEach(() => {
    signInAs(10);
    patchAnswer = () => jsonReply({ result: true, id: 7, fields: {} });
    fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/documents/contracts') {
        const term = (url.searchParams.get('term') ?? '').toLowerCase();
        return jsonReply(CONTRACTS.filter((c) => c.label.toLowerCase().includes(term)));
      }
      if (url.pathname === '/api/load/tasks/7' && init?.method === 'POST') {
        const answer = patchAnswer();
        const chosen = new URLSearchParams(String(init.body)).get('contract_id');
        if (answer.ok && chosen) {
          const contract = CONTRACTS.find((c) => c.value === Number(chosen));
          serverCard.ticket = { ...serverCard.ticket, contract_id: Number(chosen), contract_name: contract?.label ?? null };
        }
        return answer;
      }
      return jsonReply({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const contractCalls = () => fetchMock.mock.calls.map(urlOf).filter((u) => u.pathname === '/api/documents/contracts');
  const patchBodies = () =>
    fetchMock.mock.calls
      .filter((c) => urlOf(c).pathname === '/api/load/tasks/7' && (c[1] as RequestInit | undefined)?.method === 'POST')
      .map((c) => new URLSearchParams(String((c[1] as RequestInit).body)));

  it('searches the contracts autocomplete, sends contract_id in the PATCH and links the chosen contract', async () => {
    serverCard = cardFixture(ticketFixture());
    render(withProviders(<Header />));
    await waitFor(() => contractBox());
    // Nothing is asked until the picker opens.
    expect(contractCalls()).toHaveLength(0);
    fireEvent.mouseDown(contractBox());
    await waitFor(() => expect(optionTexts()).toEqual(CONTRACTS.map((c) => c.label)));
    expect(contractCalls()[0].searchParams.get('model_method')).toBe('autocomplete');

    fireEvent.change(contractBox(), { target: { value: 'котел' } });
    await waitFor(() => expect(contractCalls().some((u) => u.searchParams.get('term') === 'котел')).toBe(true));
    await waitFor(() => expect(optionTexts()).toEqual(['Д-43 — Ремонт котельной']));

    await act(async () => {
      fireEvent.click(screen.getByText('Д-43 — Ремонт котельной', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    expect(patchBodies()[0].get('_method')).toBe('PATCH');
    expect(patchBodies()[0].get('contract_id')).toBe('43');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Д-43 — Ремонт котельной' }).getAttribute('href')).toBe('/contracts/43'));
    // Beside the select the link is an icon: the name as text again would squeeze the select to nothing.
    expect(screen.getByRole('link', { name: 'Д-43 — Ремонт котельной' }).textContent).toBe('');
  });

  it('a refused contract change (422) reverts the selection to the stored contract', async () => {
    patchAnswer = () => new Response(JSON.stringify({ errors: { contract_id: ['Договор не найден или удалён'] } }), { status: 422 });
    serverCard = cardFixture(ticketFixture({ contract_id: 42, contract_name: 'Д-42 — Поставка фильтров' }));
    render(withProviders(<Header />));
    await waitFor(() => contractBox());
    const select = contractBox().closest('.ant-select') as HTMLElement;
    expect(select.textContent).toContain('Д-42 — Поставка фильтров');
    fireEvent.mouseDown(contractBox());
    await waitFor(() => expect(optionTexts()).toContain('Д-43 — Ремонт котельной'));
    await act(async () => {
      fireEvent.click(screen.getByText('Д-43 — Ремонт котельной', { selector: '.ant-select-item-option-content' }));
    });
    await waitFor(() => expect(patchBodies()).toHaveLength(1));
    expect(patchBodies()[0].get('contract_id')).toBe('43');
    await waitFor(() => expect(select.textContent).toContain('Д-42 — Поставка фильтров'));
    expect(select.textContent).not.toContain('Д-43');
    expect(screen.getByRole('link', { name: 'Д-42 — Поставка фильтров' }).getAttribute('href')).toBe('/contracts/42');
  });

  it('without the edit right: only the contract link, no picker and no search', async () => {
    const ticket = ticketFixture({
      contract_id: 42,
      contract_name: 'Д-42 — Поставка фильтров',
      rights: { ...ticketFixture().rights, edit: false },
    });
    render(withProviders(<CardHeader card={cardFixture(ticket)} />));
    expect(screen.getByRole('link', { name: 'Д-42 — Поставка фильтров' }).getAttribute('href')).toBe('/contracts/42');
    expect(screen.queryByRole('combobox', { name: 'Договор' })).toBeNull();
    expect(contractCalls()).toHaveLength(0);
  });
});
