import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../shared/i18n/index.ts';
import type { RegistryRow } from '../../../registry/index.ts';
import { type SessionUser, sessionStore } from '../../../session/index.ts';
import { originalsOverrides } from '../overrides.tsx';
import { CaseOriginalsTab } from './case-originals-tab.tsx';
import { ContractOriginal } from './contract-original.tsx';
import { FileRegistrySection } from './file-registry-section.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const kase = (state: string): RegistryRow => ({
  id: 5,
  status: 1,
  version: 1,
  date_add: '2026-02-01 10:00',
  who_add_name: null,
  date_edit: null,
  case_index: '01-01',
  state,
});

const original = (id: number, contract: number, sheets: number) => ({
  id,
  inventory_number: `Д-000${id}`,
  contract_id: contract,
  contract_id_name: `№ ${contract}/26`,
  sheets,
  placed_date: '2026-02-05',
  placed_by_name: 'Иванов Иван Иванович',
});

function renderAt(node: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <App>
          <Routes>
            <Route path="*" element={node} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = (permits: Record<string, number>) =>
  sessionStore.set({ status: 'authenticated', user: { id: 3, name: 'Петров Пётр', type: 0, permits } as unknown as SessionUser });

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('ru');
  sessionStore.set({ status: 'anonymous', user: null });
});

/** The file registry's own parts (the lists, cards and forms are the registry engine's). */
describe('contracts file registry', () => {
  it('switches between the originals, the cases and the divisions; the case card selects «Дела»', () => {
    renderAt(<FileRegistrySection />, '/contracts/fileregistry/cases/5');
    expect(screen.getByText('Оригиналы договоров')).toBeTruthy();
    expect(screen.getByText('Подразделения')).toBeTruthy();
    expect(screen.getByText('Дела').closest('.ant-segmented-item')?.className).toContain('ant-segmented-item-selected');
  });

  it('the case tab lists its originals with their contracts, counts the sheets and places a new one while the case is open', async () => {
    const fetch = vi.fn(async (_url: string) => json({ items: [original(1, 40, 6), original(2, 41, 9)], total: 2, next_cursor: null }));
    vi.stubGlobal('fetch', fetch);
    renderAt(<CaseOriginalsTab record={kase('open')} canEdit />);
    const contract = await screen.findByRole('link', { name: '№ 40/26' }, { timeout: 10_000 });
    expect(contract.getAttribute('href')).toBe('/contracts/40');
    expect(screen.getByRole('link', { name: 'Д-0002' }).getAttribute('href')).toBe('/contracts/fileregistry/2');
    expect(screen.getByText('Всего 2 оригинала, листов: 15')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Поместить оригинал' }).getAttribute('href')).toBe('/contracts/fileregistry/add?case_id=5');
    expect(fetch.mock.calls[0][0]).toContain('/api/v2_contracts/nomenclature/registry?case_id=5');
  });

  it('a closed case offers no placing; an empty one says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], total: 0, next_cursor: null })),
    );
    renderAt(<CaseOriginalsTab record={kase('closed')} canEdit />);
    expect(await screen.findByText('В деле пока нет оригиналов', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Поместить оригинал')).toBeNull();
  });

  it('the contract card line tells where the original is kept, or offers to place it', async () => {
    signIn({ contracts_nomenclature_view: 1, contracts_edit: 1 });
    const place = {
      id: 9,
      inventory_number: 'Д-0009',
      sheets: 6,
      placed_date: '2026-02-05',
      placed_by: 3,
      placed_by_name: 'Петров Пётр',
      case_id: 5,
      case_index: '01-01',
      case_title: 'Договоры с поставщиками',
      shelf: 'Стеллаж 1, полка 1',
      box: 'Короб 1',
      division_id: 1,
      division_code: '01',
      division_name: 'Юридический отдел',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json({ original: url.endsWith('/40') ? place : null })),
    );
    renderAt(
      <>
        <ContractOriginal contractId={40} state="signed" />
        <ContractOriginal contractId={41} state="signed" />
      </>,
    );
    const link = await screen.findByRole('link', { name: /Дело 01-01/ }, { timeout: 10_000 });
    expect(link.textContent).toBe(
      'Дело 01-01 «Договоры с поставщиками» (Юридический отдел), 6 л., помещён 05.02.2026 · Стеллаж 1, полка 1, Короб 1',
    );
    expect(link.getAttribute('href')).toBe('/contracts/fileregistry/9');
    expect(await screen.findByText('Оригинал в файловый реестр не помещён')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Поместить оригинал' }).getAttribute('href')).toBe(
      '/contracts/fileregistry/add?contract_id=41',
    );
  });

  it('offers to place the original only of a contract whose original exists (signed, expired, terminated)', async () => {
    signIn({ contracts_nomenclature_view: 1, contracts_edit: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ original: null })),
    );
    renderAt(<ContractOriginal contractId={42} state="review" />);
    expect(await screen.findByText('Оригинал в файловый реестр не помещён', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Поместить оригинал' })).toBeNull();
  });

  it('the contract card line shows nothing without the file registry right', () => {
    signIn({ contracts_view: 1 });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt(<ContractOriginal contractId={40} />);
    expect(screen.queryByText(/Оригинал/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a new original is placed today by the current user, in the case of the address', async () => {
    signIn({ contracts_nomenclature_view: 1, contracts_edit: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: 5, case_index: '01-01', title: 'Договоры с поставщиками', state: 'open' })),
    );
    const values = await originalsOverrides.prefill!(new URLSearchParams('case_id=5'));
    expect(values).toMatchObject({ placed_by: 3, placed_by_name: 'Петров Пётр', case_id: 5, case_id_name: '01-01' });
    expect(values?.placed_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
