import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { definition, jsonReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryListPage } from './list-page.tsx';

fakeRealtime();
const toast = vi.fn();
captureToasts(toast);

const location = () => screen.getByTestId('location').textContent ?? '';
const openMenu = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Виды/ }));
  });
  return screen.findByRole('menu');
};
const menuItem = async (name: RegExp | string) => within(await openMenu()).getByRole('menuitem', { name });

/** Saved views of a registry list: the whole list state in the URL, saved per user and registry. */
describe('registry list views', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
    signIn();
    stubFetch((url) =>
      url.pathname === '/api/partners' ? jsonReply({ items: [partnerRow()], next_cursor: null, total: 1 }) : jsonReply([]),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const saveView = async (name: string) => {
    fireEvent.click(await menuItem(/Сохранить вид/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Название вида'), { target: { value: name } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    return dialog;
  };

  it('saves the filters, sort and columns under a trimmed name and applies them in one click', async () => {
    renderAt(
      '/partners?inn=7707083893&sort=rating&order=desc&columns=inn,rating',
      '/partners',
      <RegistryListPage definition={definition} />,
    );
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Адрес'); // the URL's columns
    await saveView('  Надёжные по ИНН  ');
    const stored = JSON.parse(localStorage.getItem('registry-views:10:partners') ?? '[]');
    expect(stored).toEqual([{ name: 'Надёжные по ИНН', query: 'sort=rating&order=desc&inn=7707083893&columns=inn%2Crating' }]);
    expect(toast).toHaveBeenCalledWith(0, 'Вид сохранён');

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(location()).toBe('/partners?columns=inn%2Crating'));
    fireEvent.click(await menuItem(/Надёжные по ИНН/));
    await waitFor(() => expect(location()).toBe('/partners?sort=rating&order=desc&inn=7707083893&columns=inn%2Crating'));
    expect((screen.getByRole('searchbox', { name: 'ИНН' }) as HTMLInputElement).value).toBe('7707083893');
    expect(screen.getByRole('button', { name: /Виды: Надёжные по ИНН/ })).toBeTruthy();
  });

  it('keeps the columns out of the URL when they equal the stored default', async () => {
    localStorage.setItem('registry-columns:partners', JSON.stringify(['address']));
    localStorage.setItem(
      'registry-views:10:partners',
      JSON.stringify([{ name: 'Без адреса', query: 'blacklist=1&columns=type%2Cinn%2Cphone%2Cemail%2Crating%2Cblacklist%2Ctags' }]),
    );
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    fireEvent.click(await menuItem(/Без адреса/));
    await waitFor(() => expect(location()).toBe('/partners?blacklist=1'));
  });

  it('refuses an empty, a too long or a taken name', async () => {
    localStorage.setItem('registry-views:10:partners', JSON.stringify([{ name: 'Мои', query: 'columns=-' }]));
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    const dialog = await saveView('   ');
    expect(within(dialog).getByText('Введите название')).toBeTruthy();
    const input = within(dialog).getByLabelText('Название вида');
    fireEvent.change(input, { target: { value: 'я'.repeat(61) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не длиннее 60 символов')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' мои ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Вид с таким названием уже есть')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('registry-views:10:partners') ?? '[]')).toHaveLength(1);
  });

  it('renames, deletes after a confirmation and copies the link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    localStorage.setItem('registry-views:10:partners', JSON.stringify([{ name: 'Старое', query: 'blacklist=1&columns=-' }]));
    renderAt('/partners?blacklist=1', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Переименовать «Старое»' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Название вида'), { target: { value: 'Новое' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    expect(JSON.parse(localStorage.getItem('registry-views:10:partners') ?? '[]')[0].name).toBe('Новое');

    fireEvent.click(await menuItem(/Копировать ссылку/));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/partners?blacklist=1`));
    expect(toast).toHaveBeenCalledWith(0, 'Ссылка скопирована');

    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Удалить «Новое»' }));
    const confirm = (await screen.findAllByText('Удалить вид «Новое»?'))[0];
    expect(JSON.parse(localStorage.getItem('registry-views:10:partners') ?? '[]')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Удалить' }));
    });
    expect(JSON.parse(localStorage.getItem('registry-views:10:partners') ?? '[]')).toEqual([]);
  });
});
