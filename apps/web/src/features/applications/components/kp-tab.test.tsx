import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import type { OfferView } from '../model/types.ts';
import { type FetchCall, json, stubFetch, wrap } from './applications.fixture.tsx';
import { KpTab } from './kp-tab.tsx';

const toast = vi.fn();
captureToasts(toast);

const OFFER: OfferView = {
  id: 1,
  partner_id: 5,
  partner_name: 'ООО «ПромСнаб»',
  sum: '125000.5',
  comment: 'Доставка за 3 дня',
  file: { name: 'kp.pdf', path: '/api/applications/4/offers/1/file' },
  date_add: '2026-11-20 09:30',
  who_add: 12,
  who_add_fio: 'Орлов Олег',
};

let calls: FetchCall[] = [];
let offers: OfferView[] = [];
let postAnswer: () => Response = () => new Response('{}');

beforeEach(() => {
  toast.mockReset();
  offers = [];
  postAnswer = () => {
    offers = [...offers, { ...OFFER, id: 2, partner_name: 'ООО «Вектор»' }];
    return json({ id: 2 });
  };
  calls = stubFetch((url, method) => {
    if (url === '/api/applications/4?offers=1') return json({ pack: { id: 4 }, offers, allow_invoices: 1, block_pack_repeat: 0, nd: 0 });
    if (url.startsWith('/api/partners')) return json([{ value: 7, label: 'ООО «Вектор»' }]);
    if (url === '/api/applications/4/offers' && method === 'POST') return postAnswer();
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = (canAdd = true) => render(wrap(<KpTab packId={4} canAdd={canAdd} />));

const posts = () => calls.filter((c) => c.method === 'POST');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Добавить КП/ }));
  return screen.findByRole('dialog');
}

describe('KP (offers) tab: POST applications/{id}/offers', () => {
  it('lists the offers with supplier, amount, comment, author and a file link opening in a new tab', async () => {
    offers = [OFFER];
    renderTab();
    expect(await screen.findByText('ООО «ПромСнаб»')).toBeTruthy();
    expect(screen.getByText('125 000,50')).toBeTruthy();
    expect(screen.getByText('Доставка за 3 дня')).toBeTruthy();
    expect(screen.getByText(/Орлов Олег · 20\.11\.2026/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Открыть файл kp.pdf' });
    expect(link.getAttribute('href')).toBe('/api/applications/4/offers/1/file');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the empty state, and no add button for users who may not add offers', async () => {
    renderTab(false);
    expect(await screen.findByText('Предложений нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить КП/ })).toBeNull();
  });

  it('validates before sending: a supplier, a file or a comment; the amount a decimal with 2 places; the file format', async () => {
    renderTab();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите поставщика, файл или комментарий')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: 'Звонили' } });
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '12,345' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Сумма: число, не более 2 знаков после запятой')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '100' } });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Файл'), new File(['MZ'], 'virus.exe'));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('virus.exe: неверный формат файла')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('adds an offer as multipart (partner_id, sum, comment, files[0][file], files[0][name]), toasts and refreshes the list', async () => {
    renderTab();
    expect(await screen.findByText('Предложений нет')).toBeTruthy();
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Поставщик' }));
    const option = await waitFor(() => {
      const o = document.querySelector('.ant-select-item-option[title="ООО «Вектор»"]');
      expect(o).not.toBeNull();
      return o as HTMLElement;
    });
    await userEvent.click(option);
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '1 500,5' } });
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: '  С НДС  ' } });
    await userEvent.upload(within(dialog).getByLabelText('Файл'), new File(['%PDF-1.4'], 'offer.pdf', { type: 'application/pdf' }));
    fireEvent.change(within(dialog).getByLabelText('Название файла'), { target: { value: 'КП Вектор.pdf' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = posts()[0].body as FormData;
    expect(posts()[0].url).toBe('/api/applications/4/offers');
    expect(form.get('partner_id')).toBe('7');
    expect(form.get('sum')).toBe('1500.5');
    expect(form.get('comment')).toBe('С НДС');
    expect((form.get('files[0][file]') as File).name).toBe('offer.pdf');
    expect(form.get('files[0][name]')).toBe('КП Вектор.pdf');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Предложение добавлено'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('ООО «Вектор»')).toBeTruthy();
  });

  it('shows the server refusal and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    postAnswer = () => json({ errors: { partner_id: ['field.invalid'] } }, 422);
    renderTab();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: 'Без поставщика' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, expect.any(String)));
    expect(toast).not.toHaveBeenCalledWith(0, 'Предложение добавлено');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
