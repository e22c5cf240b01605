import type { ExtractFetchAnswer, ExtractLine } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import { uploadExtract } from './extracts-api.ts';
import { LinesTable } from './lines-table.tsx';
import { UploadCard } from './upload-card.tsx';

vi.mock('./extracts-api.ts', async (original) => ({ ...(await original<typeof import('./extracts-api.ts')>()), uploadExtract: vi.fn() }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const party = (name: string, inn: string) => ({
  name,
  inn,
  kpp: '',
  account: '40702810000000000001',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
});

const line = (id: number, over: Partial<ExtractLine> = {}): ExtractLine => ({
  id,
  extract_id: 1,
  account: '40702810200000000001',
  kind: 'Платежное поручение',
  number: `90${id}`,
  date: '2026-11-20',
  sum: '75000.00',
  direction: 'out',
  payer: party('ООО «СеверСтройМонтаж»', '7701234560'),
  payee: party('ООО «ПромСнаб»', '7705001006'),
  purpose: 'Оплата по счету № E2E-150',
  date_written_off: '2026-11-20',
  date_received: null,
  match_state: 'proposed',
  manual: 0,
  payment: {
    interval_id: 10 + id,
    date: '2026-11-18',
    sum: '75000.00',
    status: 4,
    invoice_id: 7,
    invoice_number: 'E2E-150',
    invoice_date: '2026-11-01',
    partner_name: 'ООО «ПромСнаб»',
  },
  ...over,
});

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let calls: { url: string; method: string; body?: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      return json({ changed: 1, paid_invoice_ids: [7], lines: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadExtract).mockReset();
});

const chooseFile = (name = 'kl_to_1c.txt') => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['1CClientBankExchange'], name, { type: 'text/plain' })] } });
};

describe('1C extracts: upload', () => {
  it('shows what the import added, skipped as duplicates and proposed', async () => {
    const answer: ExtractFetchAnswer = {
      extract_id: 3,
      documents: 4,
      added: 3,
      duplicates: 1,
      proposed: 2,
      encoding: 'Windows',
      accounts: ['40702810200000000001'],
      lines: [],
    };
    vi.mocked(uploadExtract).mockResolvedValue(answer);
    renderWith(<UploadCard />);
    chooseFile();
    expect(await screen.findByText('Выписка загружена', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Добавлено строк: 3')).toBeTruthy();
    expect(screen.getByText('Уже были загружены: 1')).toBeTruthy();
    expect(screen.getByText('Предложено сопоставлений: 2')).toBeTruthy();
    expect(vi.mocked(uploadExtract).mock.calls[0][0].name).toBe('kl_to_1c.txt');
  });

  it('a malformed file shows the error naming its line', async () => {
    const message = 'Строка 30: документ не закрыт строкой КонецДокумента (следующая секция в строке 55)';
    vi.mocked(uploadExtract).mockRejectedValue(new ApiError(422, 'Проверьте заполнение полей', {}, { file: [message] }));
    renderWith(<UploadCard />);
    chooseFile('cut.txt');
    expect(await screen.findByText('Выписка не загружена', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});

describe('1C extracts: lines', () => {
  it('shows the proposed payment with its invoice, dates dd.MM.yyyy and money; confirms one line and the selected ones', async () => {
    renderWith(<LinesTable rows={[line(1), line(2), line(3, { match_state: 'unmatched', payment: null, sum: '10.00' })]} />);
    expect(screen.getAllByText('Счёт № E2E-150 от 01.11.2026')).toHaveLength(2);
    expect(screen.getAllByText('20.11.2026')).toHaveLength(3);
    expect(screen.getAllByText(/75 000,00\s₽/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('В реестре на оплату')).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: 'Подтвердить' })[0]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { action: 'confirm', line_ids: [1] } });
    expect(calls[0].url).toContain('/api/invoices/extracts');

    // Select all: only the proposed lines are confirmed, the unmatched one can be ignored.
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить выбранные (2)' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toEqual({ action: 'confirm', line_ids: [1, 2] });
  });
});
