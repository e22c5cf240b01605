import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { partnersOverrides } from '../overrides.tsx';
import { InvoiceDetails } from './invoice-details.tsx';

const toast = vi.fn();
captureToasts(toast);

const partner = {
  id: 7,
  status: 1,
  version: 1,
  date_add: '2026-01-10 09:30',
  who_add_name: null,
  date_edit: null,
  name: 'ООО «ПромСнаб»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: null,
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000000001',
  corr_account: '30101810400000000225',
  address: 'г. Москва, ул. Ленина, д. 1',
};

/** The partners' «Реквизиты для счёта» card tab (an override slot of the registry engine). */
describe('partner invoice details', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the card tab of the partners overrides and copies the filled lines as one block', async () => {
    expect(partnersOverrides.cardTabs?.map((tab) => tab.label)).toEqual([{ ru: 'Реквизиты для счёта', en: 'Invoice details' }]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<InvoiceDetails record={partner} />);
    const text = [
      'Наименование: ООО «ПромСнаб»',
      'ИНН / КПП: 7707083893 / 773601001',
      'Банк: ПАО Сбербанк',
      'БИК: 044525225',
      'Р/с: 40702810938000000001',
      'К/с: 30101810400000000225',
      'Адрес: г. Москва, ул. Ленина, д. 1',
    ].join('\n');
    expect(screen.getByText(/Наименование: ООО «ПромСнаб»/, { selector: 'pre' }).textContent).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: /Скопировать реквизиты/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(text));
    expect(toast).toHaveBeenCalledWith(0, 'Текст скопирован');
  });

  it('says so when nothing but the name is filled in', () => {
    render(
      <InvoiceDetails
        record={{ ...partner, inn: null, kpp: null, bank_name: null, bik: null, account: null, corr_account: null, address: null }}
      />,
    );
    expect(screen.getByText('Реквизиты не заполнены')).toBeTruthy();
  });
});
