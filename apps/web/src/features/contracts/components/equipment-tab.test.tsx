import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { contractRecord, json, renderTab, signIn, stubApi } from '../contracts.fixture.tsx';
import { EquipmentTab } from './equipment-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const link = {
  id: 8,
  contract_id: 5,
  equipment_id: 77,
  name: 'Экскаватор JCB 3CX',
  board_number: '12',
  s_n: 'SN-001',
  start_date: '2026-03-01',
  end_date: null,
  comment: null,
  active: true,
};

/** Spec 3 §5 "start date needed to attach equipment": the contract's equipment tab. */
describe('contract equipment tab', () => {
  beforeEach(() => {
    signIn();
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the attached machines with their dates and links', async () => {
    stubApi(() => json({ can_edit: true, equipment: [link] }));
    renderTab(<EquipmentTab record={contractRecord} canEdit />);
    expect((await screen.findByRole('link', { name: 'Экскаватор JCB 3CX' }, { timeout: 10_000 })).getAttribute('href')).toBe(
      '/tech/equipment/77',
    );
    expect(screen.getByText('01.03.2026')).toBeTruthy();
    expect(screen.getByText('Действует')).toBeTruthy();
  });

  it('refuses to attach without a start date; with it sends POST with the yyyy-MM-dd date', async () => {
    const calls = stubApi(({ method, url }) => {
      if (url.pathname === '/api/equipment/autocomplete/eq/select') return json([{ value: 77, label: 'Экскаватор JCB 3CX' }]);
      return json({ can_edit: true, equipment: method === 'POST' ? [link] : [] });
    });
    renderTab(<EquipmentTab record={contractRecord} canEdit />);
    expect(await screen.findByText('Техника к договору не прикреплена', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Прикрепить технику/ }));
    const dialog = await screen.findByRole('dialog');
    const machine = within(dialog).getByLabelText('Техника');
    fireEvent.mouseDown(machine);
    fireEvent.click(await screen.findByText('Экскаватор JCB 3CX', { selector: '.ant-select-item-option-content' }));
    const ok = () =>
      within(dialog)
        .getAllByRole('button', { name: /Прикрепить технику/ })
        .at(-1) as HTMLElement;
    await act(async () => {
      fireEvent.click(ok());
    });
    expect(await within(dialog).findByText('Укажите дату начала')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Дата начала'), { target: { value: '15.03.2026' } });
    await act(async () => {
      fireEvent.click(ok());
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/documents/contracts/5/equipment');
    expect(post?.body).toEqual({ equipment_id: 77, start_date: '2026-03-15', end_date: null, comment: null });
  });

  it('detaches only after the confirmation', async () => {
    const calls = stubApi(({ method }) => json({ can_edit: true, equipment: method === 'DELETE' ? [] : [link] }));
    renderTab(<EquipmentTab record={contractRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Открепить: Экскаватор JCB 3CX' }, { timeout: 10_000 }));
    expect((await screen.findAllByText('Открепить «Экскаватор JCB 3CX» от договора?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    });
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/documents/contracts/equipment/8'));
  });
});
