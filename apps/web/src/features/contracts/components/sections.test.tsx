import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, stubApi } from '../contracts.fixture.tsx';
import { ContractsSection } from './contracts-section.tsx';
import { StatusesPage } from './statuses-page.tsx';

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/contracts" element={<ContractsSection />}>
            <Route path="directory/statuses" element={<StatusesPage />} />
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The section's switch (views by right) and the read-only statuses of the directory. */
describe('contracts section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the registry and the file registry only to holders of their rights', () => {
    signIn(10, { contracts_view: 1 });
    stubApi(() => json([]));
    renderAt('/contracts');
    expect(screen.getByText('Договоры')).toBeTruthy();
    expect(screen.getByText('Справочники')).toBeTruthy();
    expect(screen.queryByText('Реестр договоров')).toBeNull();
    expect(screen.queryByText('Номенклатура дел')).toBeNull();
  });

  it('lists the statuses read-only from documents/contracts/statuses?registry=true', async () => {
    signIn(10, { contracts_view: 1, contracts_register_view: 1, contracts_nomenclature_view: 1 });
    const calls = stubApi(() =>
      json([
        { value: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' },
        { value: 'signed', ru: 'Подписан', en: 'Signed', color: 'green' },
      ]),
    );
    renderAt('/contracts/directory/statuses');
    expect(await screen.findByText('Подписан', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('signed')).toBeTruthy();
    expect(screen.getByText('Реестр договоров')).toBeTruthy();
    expect(screen.getByText('Номенклатура дел')).toBeTruthy();
    expect(calls[0].url.pathname).toBe('/api/documents/contracts/statuses');
    expect(calls[0].url.searchParams.get('registry')).toBe('true');
    expect(screen.queryByRole('button', { name: /Добавить/ })).toBeNull();
  });
});
