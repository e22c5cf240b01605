import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import type { SupplierRequest } from '../api/requests.ts';
import type { PositionView } from '../model/types.ts';
import { type FetchCall, json, positionFixture, positionStatus, stubFetch, wrap } from './applications.fixture.tsx';
import { KpTab } from './kp-tab.tsx';

const toast = vi.fn();
captureToasts(toast);

const position = (id: number, info: string): PositionView =>
  positionFixture({
    id,
    edit: 1,
    number: id - 10,
    info,
    quantity: 2,
    unit: 1,
    unit_name: 'шт',
    status: positionStatus('active', 'На рассмотрении'),
  });

const DRAFT: SupplierRequest = {
  id: 5,
  pack_id: 4,
  partner_id: 7,
  partner_name: 'ООО «Вектор»',
  email: null,
  comment: 'Цена до пятницы',
  snabs: [11, 12],
  status: 'draft',
  date_send: null,
  date_add: '2026-11-20 09:00',
  link: null,
};
const SENT: SupplierRequest = {
  ...DRAFT,
  id: 6,
  partner_name: 'ООО «Альфа»',
  partner_id: 8,
  comment: null,
  snabs: [11],
  status: 'sent',
  date_send: '2026-11-20 09:30',
  link: '/api/applications/requests/shared/abcdefghijklmnopqrstuvwx',
};

let calls: FetchCall[] = [];
let positions: PositionView[] = [];
let requests: SupplierRequest[] = [];

beforeEach(() => {
  toast.mockReset();
  positions = [position(11, 'Болт М10'), position(12, 'Гайка М10'), position(13, 'Шайба')];
  requests = [];
  calls = stubFetch((url, method, body) => {
    if (url === '/api/applications/4') return json({ pack: { id: 4 }, snabs: positions, allow_invoices: 1, block_pack_repeat: 0, nd: 0 });
    if (url === '/api/applications/4?offers=1')
      return json({ pack: { id: 4 }, offers: [], allow_invoices: 1, block_pack_repeat: 0, nd: 0 });
    if (url === '/api/applications/4/requests' && method === 'GET') return json({ requests });
    if (url === '/api/applications/4/requests' && method === 'POST') {
      const created = { ...DRAFT, id: 9, ...(body as object), partner_name: 'ООО «Вектор»' };
      requests = [...requests, created];
      return json(created);
    }
    const send = url.match(/^\/api\/applications\/4\/requests\/(\d+)\/send$/);
    if (send) {
      requests = requests.map((r) => (r.id === Number(send[1]) ? { ...r, status: 'sent', date_send: '2026-11-21 10:15' } : r));
      return json({ ...requests[0], result_content: 'Запрос отправлен' });
    }
    if (url === '/api/applications/4/requests/6/link/pdf') return json({ link: SENT.link });
    if (url === '/api/applications/requests/5' && method === 'PATCH') {
      requests = requests.filter((r) => r.id !== 5);
      return json({ ...DRAFT, state: 0 });
    }
    if (url === '/api/applications/4/offers' && method === 'POST') {
      requests = requests.map((r) => (r.id === 6 ? { ...r, status: 'answered' } : r));
      return json({ id: 30 });
    }
    if (url.startsWith('/api/partners')) return json([{ value: 7, label: 'ООО «Вектор»' }]);
    return json([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderTab = (canAdd = true) => render(wrap(<KpTab packId={4} canAdd={canAdd} />));

const writes = () => calls.filter((c) => c.method !== 'GET');
const region = () => screen.getByRole('region', { name: 'Запросы поставщикам' });
const actionsOf = (id: number) => screen.getByRole('group', { name: `Действия с запросом №${id}` });

async function confirmDialog(button: string) {
  return waitFor(() => {
    const dialogs = screen.getAllByRole('dialog').filter((d) => within(d).queryByRole('button', { name: button }));
    expect(dialogs.length).toBeGreaterThan(0);
    return dialogs[dialogs.length - 1];
  });
}

async function chooseSupplier(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Поставщик' }));
  const option = await waitFor(() => {
    const o = document.querySelector('.ant-select-item-option[title="ООО «Вектор»"]');
    expect(o).not.toBeNull();
    return o as HTMLElement;
  });
  await userEvent.click(option);
}

describe('supplier requests in the kp tab (POST/GET applications/{id}/requests, pdf, send, link)', () => {
  it('shows the empty state, and neither a new request nor write actions for users who may not add', async () => {
    requests = [SENT];
    const { unmount } = renderTab(false);
    expect(await screen.findByText('ООО «Альфа»')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Новый запрос/ })).toBeNull();
    expect(within(actionsOf(6)).queryByRole('button', { name: /Внести ответ|Удалить/ })).toBeNull();
    unmount();
    requests = [];
    renderTab(true);
    expect(await screen.findByText('Запросов поставщикам нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Новый запрос/ })).toBeTruthy();
  });

  it('lists the requests with supplier, positions, comment and state; the PDF opens in a new tab', async () => {
    requests = [DRAFT, SENT];
    renderTab();
    expect(await screen.findByText('ООО «Вектор»')).toBeTruthy();
    expect(within(region()).getByText('Черновик')).toBeTruthy();
    expect(within(region()).getByText('Отправлен 20.11.2026 09:30')).toBeTruthy();
    expect(await within(region()).findByText('Позиций: 2: №1 Болт М10 — 2 шт; №2 Гайка М10 — 2 шт')).toBeTruthy();
    expect(within(region()).getByText('Цена до пятницы')).toBeTruthy();
    const pdf = within(actionsOf(5)).getByRole('link', { name: 'Открыть PDF запроса №5' });
    expect(pdf.getAttribute('href')).toBe('/api/applications/4/requests/5/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    // A draft is sent or edited; a sent one has its link and waits for the answer.
    expect(within(actionsOf(5)).getByRole('button', { name: /Отправить/ })).toBeTruthy();
    expect(within(actionsOf(5)).queryByRole('button', { name: /Скопировать ссылку/ })).toBeNull();
    expect(within(actionsOf(6)).queryByRole('button', { name: /Отправить/ })).toBeNull();
    expect(
      within(actionsOf(6))
        .getByRole('link', { name: /Открыть ссылку/ })
        .getAttribute('href'),
    ).toBe(SENT.link);
    expect(within(actionsOf(6)).getByRole('button', { name: /Внести ответ/ })).toBeTruthy();
  });

  it('creates a request: supplier or e-mail and at least one position are checked first; sends the chosen positions', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /Новый запрос/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Укажите поставщика или e-mail')).toBeTruthy();
    expect(within(dialog).getByText('Выберите хотя бы одну позицию')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail поставщика'), { target: { value: 'not-an-email' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Неверный формат e-mail')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('E-mail поставщика'), { target: { value: ' sales@vector.ru ' } });
    await chooseSupplier(dialog);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Шайба/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Болт М10/ }));
    expect(within(dialog).getByText('Позиции (2 из 50)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: '  Нужна цена с доставкой ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/applications/4/requests',
      method: 'POST',
      body: { partner_id: 7, email: 'sales@vector.ru', comment: 'Нужна цена с доставкой', snabs: [11, 13] },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Запрос создан'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(region()).findByText('Запрос №9')).toBeTruthy();
  });

  it('selects at most 50 positions', async () => {
    positions = Array.from({ length: 51 }, (_, i) => position(100 + i, `Позиция ${i + 1}`));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /Новый запрос/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Выбрать все' }));
    expect(within(dialog).getByText('Позиции (50 из 50)')).toBeTruthy();
    const last = within(dialog).getByRole('checkbox', { name: /Позиция 51/ }) as HTMLInputElement;
    expect(last.checked).toBe(false);
    expect(last.disabled).toBe(true);
  });

  it('sends a draft only after a confirmation and shows the new state', async () => {
    requests = [DRAFT];
    renderTab();
    await userEvent.click(
      await within(await screen.findByRole('group', { name: 'Действия с запросом №5' })).findByRole('button', { name: /Отправить/ }),
    );
    let dialog = await confirmDialog('Отмена');
    expect(within(dialog).getAllByText('Отправить запрос №5 поставщику?').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(writes()).toHaveLength(0);

    await userEvent.click(within(actionsOf(5)).getByRole('button', { name: /Отправить/ }));
    dialog = await confirmDialog('Отправить');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(writes()).toEqual([expect.objectContaining({ url: '/api/applications/4/requests/5/send', method: 'POST' })]),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Запрос отправлен'));
    expect(await within(region()).findByText('Отправлен 21.11.2026 10:15')).toBeTruthy();
  });

  it('copies the supplier link (GET .../link/pdf) as an absolute address', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    requests = [SENT];
    renderTab();
    await userEvent.click(
      await within(await screen.findByRole('group', { name: 'Действия с запросом №6' })).findByRole('button', {
        name: /Скопировать ссылку/,
      }),
    );
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${SENT.link}`));
    expect(calls.some((c) => c.url === '/api/applications/4/requests/6/link/pdf')).toBe(true);
  });

  it("records the supplier's answer as an offer with request_id and the request's supplier", async () => {
    requests = [SENT];
    renderTab();
    await userEvent.click(
      await within(await screen.findByRole('group', { name: 'Действия с запросом №6' })).findByRole('button', { name: /Внести ответ/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ответ поставщика на запрос №6')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Сумма'), { target: { value: '4 500' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const form = writes()[0].body as FormData;
    expect(writes()[0].url).toBe('/api/applications/4/offers');
    expect(form.get('request_id')).toBe('6');
    expect(form.get('partner_id')).toBe('8');
    expect(form.get('sum')).toBe('4500');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Ответ внесён в КП'));
    expect(await within(region()).findByText('Получен ответ')).toBeTruthy();
  });

  it('deletes a request after a confirmation (PATCH applications/requests/{id} state 0)', async () => {
    requests = [DRAFT];
    renderTab();
    await userEvent.click(
      await within(await screen.findByRole('group', { name: 'Действия с запросом №5' })).findByRole('button', { name: /Удалить/ }),
    );
    const dialog = await confirmDialog('Удалить');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(writes()).toEqual([expect.objectContaining({ url: '/api/applications/requests/5', method: 'PATCH', body: { state: 0 } })]),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Запрос удалён'));
    expect(await within(region()).findByText('Запросов поставщикам нет')).toBeTruthy();
  });
});
