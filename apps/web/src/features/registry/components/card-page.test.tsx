import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definition, jsonReply, kitReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryCardPage } from './card-page.tsx';

vi.mock('../../../shared/widgets/chat/index.ts', () => ({ Chat: () => null, useObjectRoom: () => {} }));
vi.mock('../../../shared/toast/index.ts', () => ({ toast: vi.fn() }));

/** A registry record's card: groups, delete with confirmation, restore, a stale edit. */
describe('registry card page', () => {
  let fetch: ReturnType<typeof stubFetch>;
  let row = partnerRow();
  const writes = () => fetch.calls().filter((c) => c.method !== 'GET');

  beforeEach(() => {
    signIn();
    row = partnerRow();
    fetch = stubFetch((url, init) => {
      const kit = kitReply(url);
      if (kit) return kit;
      if (init.method === 'DELETE') {
        row = { ...row, status: 0 };
        return jsonReply(row);
      }
      if (init.method === 'POST' && url.pathname.endsWith('/restore')) {
        row = { ...row, status: 1 };
        return jsonReply(row);
      }
      if (init.method === 'PATCH') return jsonReply({ error: true, result_content: 'Запись изменилась' }, 409);
      return jsonReply(row);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () => renderAt('/partners/1', '/partners/:id', <RegistryCardPage definition={definition} />);

  it('shows the fields in the definition groups', async () => {
    open();
    expect(await screen.findByRole('heading', { name: /ООО «ПромСнаб»/ })).toBeTruthy();
    expect(screen.getByText('Реквизиты')).toBeTruthy();
    expect(screen.getAllByText('Контакты').length).toBe(2); // the group and its field
    expect(screen.getByText('7707083893')).toBeTruthy();
    expect(screen.getByText('Соколова Ирина Викторовна')).toBeTruthy();
  });

  it('asks before deleting, then offers the restore', async () => {
    open();
    await screen.findByRole('heading', { name: /ООО «ПромСнаб»/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Удалить/ }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить запись «ООО «ПромСнаб»»?');
    expect(writes()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /Удалить/ }).at(-1)!);
    });
    await screen.findByText('В корзине');
    expect(writes().map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/partners/1']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Восстановить/ }));
    });
    await waitFor(() => expect(screen.queryByText('В корзине')).toBeNull());
    expect(writes().at(-1)?.url.pathname).toBe('/api/partners/1/restore');
  });

  it('a stale edit (409) leaves the form and reloads the record', async () => {
    open();
    await screen.findByRole('heading', { name: /ООО «ПромСнаб»/ });
    fireEvent.click(screen.getByRole('button', { name: /Изменить/ }));
    fireEvent.change(await screen.findByLabelText('Адрес'), { target: { value: 'г. Казань' } });
    const gets = fetch.calls().filter((c) => c.url.pathname === '/api/partners/1').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull());
    const patch = writes().find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ address: 'г. Казань', version: 1 });
    await waitFor(() => expect(fetch.calls().filter((c) => c.url.pathname === '/api/partners/1').length).toBeGreaterThan(gets));
  });
});
