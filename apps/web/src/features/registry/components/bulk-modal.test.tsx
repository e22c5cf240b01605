import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { definition, jsonReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryListPage } from './list-page.tsx';

fakeRealtime();
captureToasts(vi.fn());

const rows = [
  partnerRow({ id: 1, name: 'ООО «ПромСнаб»', version: 3 }),
  partnerRow({ id: 2, name: 'ИП Кузнецов', type: 'entrepreneur', inn: '860200322421', version: 7 }),
];

/** Bulk edit of one field on the selected rows: one PATCH per row with its version, then a summary. */
describe('registry bulk actions', () => {
  let fetch: ReturnType<typeof stubFetch>;
  const writes = () => fetch.calls().filter((c) => c.method !== 'GET');

  beforeEach(() => {
    localStorage.clear();
    signIn();
    fetch = stubFetch((url, init) => {
      if (init.method === 'PATCH' && url.pathname === '/api/partners/2')
        return jsonReply({ error: true, result_content: 'Запись изменил другой пользователь' }, 409);
      if (init.method === 'PATCH' || init.method === 'DELETE') return jsonReply(rows[0]);
      if (url.pathname === '/api/partners') return jsonReply({ items: rows, next_cursor: null, total: 2 });
      return jsonReply([]);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const selectBoth = async () => {
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ИП Кузнецов' });
    expect(screen.queryByText(/Выбрано/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «ООО «ПромСнаб»»' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «ИП Кузнецов»' }));
    expect(await screen.findByText('Выбрано: 2')).toBeTruthy();
  };

  it('sets the rating of two rows, one failing: progress, then "Изменено: 1, ошибок: 1" naming the failed row', async () => {
    await selectBoth();
    fireEvent.click(screen.getByRole('button', { name: /Изменить поле/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: 'Поле' });
    fireEvent.mouseDown(field);
    fireEvent.click(await screen.findByTitle('Рейтинг'));
    const rating = await within(dialog).findByRole('textbox', { name: 'Рейтинг' });
    fireEvent.change(rating, { target: { value: '5' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    });
    expect(await within(dialog).findByText('Изменено: 1, ошибок: 1')).toBeTruthy();
    expect(within(dialog).getByText(/Запись изменил другой пользователь/)).toBeTruthy();
    expect(within(dialog).getByText('ИП Кузнецов')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(writes().map((c) => [c.url.pathname, JSON.parse(String(c.body))])).toEqual([
      ['/api/partners/1', { rating: 5, version: 3 }],
      ['/api/partners/2', { rating: 5, version: 7 }],
    ]);
    const lists = fetch.calls().filter((c) => c.url.pathname === '/api/partners').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(fetch.calls().filter((c) => c.url.pathname === '/api/partners').length).toBeGreaterThan(lists));
    expect(await screen.findByText('Выбрано: 1')).toBeTruthy(); // the failed row stays selected
  });

  it('checks the value with the field rules before sending: a required field stays filled', async () => {
    await selectBoth();
    fireEvent.click(screen.getByRole('button', { name: /Изменить поле/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Поле' }));
    fireEvent.click(await screen.findByTitle('Наименование'));
    expect(await within(dialog).findByRole('textbox', { name: 'Наименование' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    });
    expect(writes()).toEqual([]);
  });

  it('deletes the selected rows after the confirmation', async () => {
    await selectBoth();
    fireEvent.click(screen.getByRole('button', { name: /Удалить/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить выбранные записи (2)?');
    expect(writes()).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    });
    expect(await within(dialog).findByText('Удалено: 2, ошибок: 0')).toBeTruthy();
    expect(writes().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/partners/1', 'DELETE /api/partners/2']);
  });
});
