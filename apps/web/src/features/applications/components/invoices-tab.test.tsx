import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import type { AutoInvoice } from '../api/invoices.ts';
import type { PositionView } from '../model/types.ts';
import { type FetchCall, json, positionFixture, positionStatus, stubFetch, wrap } from './applications.fixture.tsx';
import { InvoicesTab } from './invoices-tab.tsx';

const toast = vi.fn();
captureToasts(toast);

const status = positionStatus;
const position = (p: Partial<PositionView> & Pick<PositionView, 'id' | 'info' | 'quantity'>): PositionView =>
  positionFixture({ number: p.id - 10, unit_name: 'шт', status: status('success'), ...p });

/** Gloves free; the helmet split (3 of 4 in invoice 50); goggles whole in invoice 50; a paid mask. */
const POSITIONS: PositionView[] = [
  position({ id: 11, info: 'Перчатки', quantity: 10 }),
  position({ id: 12, info: 'Каска', quantity: 4 }),
  position({ id: 13, info: 'Каска', quantity: 3, part_id: 12, invoice_id: 50, status: status('in_invoice') }),
  position({ id: 14, info: 'Очки', quantity: 2, invoice_id: 50, status: status('in_invoice') }),
  position({ id: 15, info: 'Респиратор', quantity: 1, invoice_id: 50, status: status('paid') }),
];

const AUTO: AutoInvoice = {
  id: 60,
  number_invoice: 'А-1',
  date_invoice: '2026-03-05 00:00',
  sum: '5000.00',
  status: 'active',
  contractor_id: 31,
  contractor: 'ООО «Вектор»',
  files: [],
  editable: 0,
};

let calls: FetchCall[] = [];
let auto: AutoInvoice | null = AUTO;

beforeEach(() => {
  toast.mockReset();
  auto = AUTO;
  calls = stubFetch((url, method) => {
    if (url === '/api/applications/4/invoices/full')
      return json({
        invoices: [
          {
            id: 50,
            kind: 'blank',
            number: 'СЧ-50',
            date_invoice: '2026-03-01 00:00',
            sum: '12000.00',
            status: null,
            contractor: 'ООО «Каскад»',
            pack_id: 4,
            snabs: [13, 14, 15],
          },
        ],
        auto_invoice: auto,
      });
    if (url.startsWith('/api/partners?')) return json([{ value: 31, label: 'ООО «Вектор»' }]);
    if (url.startsWith('/api/autocomplete/applications/invoices')) return json([{ value: 77, label: '№СЧ-77 — ООО «Вектор» (1000.00)' }]);
    if (url === '/api/applications/invoices/50/snabs')
      return json({
        invoice_id: 50,
        snabs: [
          { ...POSITIONS[3], pack_id: 4 },
          { ...POSITIONS[1], id: 21, pack_id: 9, invoice_id: 50 },
        ],
      });
    if (url === '/api/invoices/badges?ids=50') return json({ items: [{ id: 50, badges: ['refund', 'in_transit'] }] });
    if (method !== 'GET') return json({ result: true });
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () => render(wrap(<InvoicesTab packId={4} positions={POSITIONS} />));
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const writes = () => calls.filter((c) => c.method !== 'GET');
const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name) && within(r).queryByRole('checkbox'))!;

async function choose(name: string) {
  await user().click(within(rowOf(name)).getByRole('checkbox'));
}

describe('invoices tab: the invoices', () => {
  it('show their badges (spec 3 §4), asked once for the tab', async () => {
    renderTab();
    expect(await screen.findByText('Возврат', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('В пути')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/invoices/badges'))).toHaveLength(1);
  });
});

describe('invoices tab: link dialog', () => {
  it('links chosen positions to an existing invoice found among all applications', async () => {
    renderTab();
    await screen.findByText('СЧ-50');
    await choose('Перчатки');
    await user().click(screen.getByRole('button', { name: 'Привязать к счёту' }));
    const dialog = await screen.findByRole('dialog');
    // No invoice chosen: a clear message, nothing sent.
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    expect(await within(dialog).findByText('Выберите счёт')).toBeTruthy();
    expect(writes()).toEqual([]);

    const box = within(dialog).getByRole('combobox', { name: 'Счёт' });
    fireEvent.mouseDown(box);
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="№СЧ-77 — ООО «Вектор» (1000.00)"]');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    // The look-up is not limited to this application's invoices.
    const lookup = calls.find((c) => c.url.startsWith('/api/autocomplete/applications/invoices'))!;
    expect(lookup.url).not.toContain('pack_id');
    await user().click(option);

    const quantity = within(dialog).getByRole('textbox', { name: 'Количество в счёт: Перчатки' });
    expect((quantity as HTMLInputElement).value).toBe('10');
    await user().clear(quantity);
    await user().type(quantity, '4');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/applications/4/invoices/77/snabs/add',
      method: 'POST',
      body: { snabs: [{ id: 11, quantity: '4' }] },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Позиции привязаны'));
  });

  it('"only this application" limits the look-up to its invoices (pack_id)', async () => {
    renderTab();
    await choose('Перчатки');
    await user().click(screen.getByRole('button', { name: 'Привязать к счёту' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('checkbox', { name: 'Только счета этой заявки' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Счёт' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('pack_id=4'))).toBe(true));
  });

  it('positions with nothing left to link cannot be chosen', async () => {
    renderTab();
    const goggles = screen.getAllByRole('row').find((r) => within(r).queryByText('Очки'))!;
    expect((within(goggles).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(rowOf('Перчатки')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('invoices tab: split quantity', () => {
  it('a part cannot exceed what the position has left, nor be zero; a valid part creates the invoice', async () => {
    renderTab();
    // The helmet: 4, of which 3 are already in invoice 50 → 1 left.
    const helmet = screen.getAllByRole('row').find((r) => within(r).queryByText('Каска') && !within(r).queryByText('#50'))!;
    await user().click(within(helmet).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Создать счёт' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Сумма'), '1500');
    const quantity = within(dialog).getByRole('textbox', { name: 'Количество в счёт: Каска' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    await user().clear(quantity);
    await user().type(quantity, '2');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    expect(await within(dialog).findByText('Сумма частей не может превышать количество позиции: доступно 1')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user().clear(quantity);
    await user().type(quantity, '0');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    expect(await within(dialog).findByText('Укажите количество больше нуля')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user().clear(quantity);
    await user().type(quantity, '0.5');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/applications/4/invoices',
      body: { sum: '1500', snabs: [{ id: 12, quantity: '0.5' }] },
    });
  });
});

describe('invoices tab: payee', () => {
  it('a new invoice takes its payee from the partners look-up and sends contractor_id; the list shows the payee', async () => {
    renderTab();
    // The tab's invoice shows its payee.
    expect((await screen.findByTestId('invoice-row')).textContent).toContain('ООО «Каскад»');
    await choose('Перчатки');
    await user().click(screen.getByRole('button', { name: 'Создать счёт' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Сумма'), '900');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Получатель' }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="ООО «Вектор»"]');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    const lookup = calls.find((c) => c.url.startsWith('/api/partners?'))!;
    expect(lookup.url).toContain('model_method=autocomplete');
    await user().click(option);
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/applications/4/invoices',
      body: { sum: '900', contractor_id: 31, snabs: [{ id: 11, quantity: '10' }] },
    });
  });

  it('without a payee the invoice is created without contractor_id', async () => {
    renderTab();
    await choose('Перчатки');
    await user().click(screen.getByRole('button', { name: 'Создать счёт' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Сумма'), '900');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).not.toHaveProperty('contractor_id');
  });
});

describe('invoices tab: unlink', () => {
  it('asks for a confirmation; cancel keeps the link, confirm sends an empty invoice', async () => {
    renderTab();
    const goggles = screen.getAllByRole('row').find((r) => within(r).queryByText('Очки'))!;
    await user().click(within(goggles).getByRole('button', { name: 'Отвязать' }));
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Отвязать позицию от счёта?').length).toBeGreaterThan(0);
    await user().click(within(confirm).getByRole('button', { name: /Отмена|Cancel/ }));
    // A write on cancel would start inside the click's handlers, which the click has awaited.
    expect(writes()).toEqual([]);

    await user().click(within(goggles).getByRole('button', { name: 'Отвязать' }));
    confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    await user().click(within(confirm).getByRole('button', { name: 'Отвязать' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/applications/4/invoices/snabs/edit',
      body: { snabs: [{ id: 14, invoice_id: null }] },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Позиция отвязана от счёта'));
  });

  it('a paid position has no unlink action', () => {
    renderTab();
    const mask = screen.getAllByRole('row').find((r) => within(r).queryByText('Респиратор'))!;
    expect(within(mask).queryByRole('button', { name: 'Отвязать' })).toBeNull();
  });

  it('an expanded invoice lists positions of other applications with a link, unlinkable only from their own', async () => {
    renderTab();
    const invoiceRow = await screen.findByTestId('invoice-row');
    await user().click(within(invoiceRow).getByRole('button', { name: /expand|развернуть/i }));
    const table = await screen.findByRole('table', { name: 'Позиции счёта' });
    const other = await within(table).findByRole('link', { name: 'Заявка №9' });
    expect(other.getAttribute('href')).toBe('/applications/9');
    expect(within(table).getAllByRole('button', { name: 'Отвязать' })).toHaveLength(1);
  });
});

describe('invoices tab: auto invoice', () => {
  it('with a status and without registry_paid_edit it is shown locked', async () => {
    renderTab();
    const card = await screen.findByTestId('auto-invoice');
    expect(within(card).getByText('А-1')).toBeTruthy();
    expect(within(card).getByText('05.03.2026')).toBeTruthy();
    expect(within(card).getByText('5 000,00')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Изменить автосчёт' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByTestId('auto-invoice-locked')).toBeTruthy();
  });

  /** An editable auto invoice's dialog, its sum cleared. */
  const openEditor = async () => {
    auto = { ...AUTO, editable: 1 };
    renderTab();
    const card = await screen.findByTestId('auto-invoice');
    await user().click(within(card).getByRole('button', { name: 'Изменить автосчёт' }));
    const dialog = await screen.findByRole('dialog');
    const sum = within(dialog).getByLabelText('Сумма');
    await user().clear(sum);
    return { dialog, sum };
  };

  it('editable: the form saves number, sum and date through PATCH invoices/:id', async () => {
    const { dialog, sum } = await openEditor();
    await user().type(sum, '5 100,5');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/invoices/60',
      method: 'PATCH',
      body: { number: 'А-1', sum: '5100.5', date_invoice: '2026-03-05' },
    });
  });

  it('editable: an empty or malformed sum is refused under the field before sending', async () => {
    const { dialog, sum } = await openEditor();
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    expect(await within(dialog).findByText('Заполните обязательное поле')).toBeTruthy();
    await user().type(sum, '12,345');
    await user().click(within(dialog).getByRole('button', { name: /OK|ОК/ }));
    expect(await within(dialog).findByText('Сумма указана неверно: число с двумя знаками после запятой')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });
});
