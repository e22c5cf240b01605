import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { jsonReply, signInAs } from '../test-fixtures.tsx';
import { EquipmentListPage } from './equipment-list-page.tsx';

/** The minimal equipment registry table `/equipment` (issue 6 "table + autocomplete + card"). */
const machine = (id: number, name: string, board: string) => ({
  id,
  name,
  board_number: board,
  s_n: `VIN${id}`,
  status: 'В работе',
  location: 'Сургут',
  organization: 'ООО «Техснаб-Сервис»',
  run: 184350,
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <EquipmentListPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('equipment registry table', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const requests = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x')).filter((u) => u.pathname === '/api/equipment');
  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/equipment') return jsonReply({});
      if (url.searchParams.get('search'))
        return jsonReply({ items: [machine(5, 'Урал 4320 вахтовка', 'Е789КМ 86')], next_cursor: null, total: 1 });
      if (url.searchParams.get('cursor') === 'next')
        return jsonReply({ items: [machine(3, 'УАЗ Патриот', 'Н987ХХ 86')], next_cursor: null, total: 3 });
      return jsonReply({
        items: [machine(1, 'КамАЗ 65115 самосвал', 'А123ВС 86'), machine(2, 'Toyota Hilux', 'М654ТТ 86')],
        next_cursor: 'next',
        total: 3,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists machines with board number, VIN and mileage; a name links to the card /equipment/search/:id; more pages on demand', async () => {
    renderAt('/equipment');
    const link = await screen.findByRole('link', { name: 'КамАЗ 65115 самосвал' });
    expect(link.getAttribute('href')).toBe('/equipment/search/1');
    expect(screen.getByText('А123ВС 86')).toBeTruthy();
    expect(screen.getByText('VIN1')).toBeTruthy();
    expect(screen.getAllByText('184 350 км').length).toBeGreaterThan(0);
    expect(screen.getByText('Всего: 3')).toBeTruthy();
    expect(requests()[0].searchParams.get('limit')).toBe('50');
    expect(requests()[0].searchParams.has('cursor')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    });
    await screen.findByRole('link', { name: 'УАЗ Патриот' });
    expect(requests().at(-1)?.searchParams.get('cursor')).toBe('next');
    expect(screen.getByRole('link', { name: 'КамАЗ 65115 самосвал' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('searches by name, board number or VIN; the search lives in the URL so that a link reproduces the view', async () => {
    renderAt('/equipment');
    await screen.findByRole('link', { name: 'КамАЗ 65115 самосвал' });
    const box = screen.getByLabelText('Поиск');
    fireEvent.change(box, { target: { value: 'е789' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByRole('link', { name: 'Урал 4320 вахтовка' });
    expect(requests().at(-1)?.searchParams.get('search')).toBe('е789');
    expect(screen.getByTestId('location').textContent).toBe(`?search=${encodeURIComponent('е789')}`);
    expect(screen.queryByRole('link', { name: 'КамАЗ 65115 самосвал' })).toBeNull();
  });

  it('opened with ?search= asks for it at once and shows it in the box', async () => {
    renderAt(`/equipment?search=${encodeURIComponent('урал')}`);
    await screen.findByRole('link', { name: 'Урал 4320 вахтовка' });
    expect(requests()).toHaveLength(1);
    expect(requests()[0].searchParams.get('search')).toBe('урал');
    expect((screen.getByLabelText('Поиск') as HTMLInputElement).value).toBe('урал');
  });
});
