import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { documentRecord, json, renderTab, stubApi } from '../documents.fixture.tsx';
import { PostalTab, trackingProblem } from './postal-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const item = (id: number, number: string) => ({ id, document_id: 12, number, date_add: '2026-03-01 10:00', who_add_fio: 'Администратор' });

/** Postal items of a document: tracking numbers checked before they are sent, linked to Russian Post's tracking. */
describe('document postal items tab', () => {
  beforeEach(() => toasts.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('checks the format (14 digits or the UPU form with its check digit) and repeats', () => {
    expect(trackingProblem('12345678901234', [])).toBeNull();
    expect(trackingProblem(' ra 644000005 ru ', [])).toBeNull();
    expect(trackingProblem('RA644000002RU', [])).toBe('invalid');
    expect(trackingProblem('1234', [])).toBe('invalid');
    expect(trackingProblem('12345678901234', [item(1, '12345678901234')])).toBe('duplicate');
    expect(trackingProblem('12345678901234', [item(1, '12345678901234')], 1)).toBeNull();
  });

  it('refuses a wrong number under the field, adds a right one and links it to pochta.ru', async () => {
    let list = [item(1, '80080012345678')];
    const calls = stubApi(({ method, url }) => {
      if (method === 'POST') list = [...list, item(2, decodeURIComponent(url.pathname.split('/').pop() ?? ''))];
      return json(list);
    });
    renderTab(<PostalTab record={documentRecord} canEdit />);
    const link = await screen.findByRole('link', { name: /80080012345678/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('https://www.pochta.ru/tracking?barcode=80080012345678');
    const input = screen.getByLabelText('Трек-номер');
    fireEvent.change(input, { target: { value: 'RA12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Неверный трек-номер: 14 цифр или формат RA123456789RU')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(input, { target: { value: 'ra644000005ru' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Отправление добавлено'));
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v2_documents/12/postal_items/RA644000005RU');
    expect(await screen.findByRole('link', { name: /RA644000005RU/ })).toBeTruthy();
  });
});
