import type { ContractDocument } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { type Call, contractRecord, json, renderTab, signIn, stubApi } from '../contracts.fixture.tsx';
import { DocumentsTab } from './documents-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const doc: ContractDocument = {
  id: 12,
  contract_id: 5,
  type_id: 2,
  type_name: 'Проект договора',
  type_code: 'draft',
  name: 'Проект v2',
  number: '15',
  date: '2026-03-05',
  version: 2,
  files: [{ id: 1, name: 'proekt.pdf', path: '/upload/files/contract_documents/12/proekt.pdf' }],
  date_add: '2026-03-05 10:00',
  who_add: 3,
  who_add_fio: 'Петров Иван Сергеевич',
};
const TYPES = [
  { id: 1, code: 'signed_contract', name: 'Подписанный договор', type_code: 'signed' },
  { id: 2, code: 'draft_contract', name: 'Проект договора', type_code: 'draft' },
];

function reply(call: Call) {
  if (call.url.pathname === '/api/documents/types') return json(TYPES);
  if (call.url.pathname.startsWith('/api/v2_contracts/nomenclature/')) return json({ original: null });
  return json([doc]);
}

/** Spec 3 §6: the contract's typed documents, per view and role. */
describe('contract documents tab', () => {
  beforeEach(() => toasts.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the documents with their files; the lawyers’ registry asks registry=1', async () => {
    signIn(10, { contracts_view: 1, contracts_register_view: 1 });
    const calls = stubApi(reply);
    renderTab(<DocumentsTab record={contractRecord} canEdit={false} registry />);
    expect((await screen.findByRole('link', { name: /proekt\.pdf/ }, { timeout: 10_000 })).getAttribute('href')).toBe(
      '/upload/files/contract_documents/12/proekt.pdf',
    );
    expect(screen.getByText('Проект договора')).toBeTruthy();
    expect(screen.getByText('05.03.2026')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/documents/contracts/5/documents');
    expect(list?.url.searchParams.get('registry')).toBe('1');
    expect(screen.queryByRole('button', { name: /Загрузить документ/ })).toBeNull();
  });

  it('outside the registry a non-lawyer uploads only draft types; deleting asks first', async () => {
    signIn(10, { contracts_view: 1, contracts_edit: 1 });
    const calls = stubApi(reply);
    renderTab(<DocumentsTab record={contractRecord} canEdit registry={false} />);
    fireEvent.click(await screen.findByRole('button', { name: /Загрузить документ/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Тип документа'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(1));
    expect(document.querySelector('.ant-select-item-option')?.textContent).toBe('Проект договора');
    await act(async () => {
      fireEvent.click(
        within(dialog)
          .getAllByRole('button', { name: /Загрузить документ/ })
          .at(-1) as HTMLElement,
      );
    });
    expect(await within(dialog).findByText('Выберите файл')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const list = calls.find((c) => c.url.pathname === '/api/documents/contracts/5/documents');
    expect(list?.url.searchParams.has('registry')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Проект v2' }));
    expect((await screen.findAllByText('Удалить документ «Проект v2»?')).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/documents/contracts/documents/12');
    expect(patch?.body).toEqual({ status: 0 });
  });
});
