import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { documentRecord, json, reader, renderTab, stubApi } from '../documents.fixture.tsx';
import { ReadersTab } from './readers-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const signIn = (id: number) =>
  sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id, permits: { documents_view: 1 } }) });

/** Spec 3 §3 readers (user and read status), §8 'Changes saved' after adding a reader. */
describe('document readers tab', () => {
  beforeEach(() => toasts.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('adding readers sends their ids and says «Изменения сохранены»', async () => {
    signIn(1);
    const calls = stubApi(({ method, url }) => {
      if (url.pathname === '/api/autocomplete/users') return json([{ value: 40, label: 'Орлова Анна' }]);
      if (method === 'POST') return json([reader({ user_id: 40, fio: 'Орлова Анна' })]);
      return json([]);
    });
    renderTab(<ReadersTab record={documentRecord} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Добавить читателей/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // Nothing chosen: the dialog asks for someone and sends nothing.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    });
    expect(await within(dialog).findByText('Выберите хотя бы одного сотрудника')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Орлова Анна', { selector: '.ant-select-item-option-content' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Изменения сохранены'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/documents/12/readers');
    expect(post?.body).toEqual({ user_ids: [40] });
    expect(await screen.findByText('Не прочитан')).toBeTruthy();
  });

  it('shows read with its date and unread; the signed-in reader marks it read', async () => {
    signIn(20);
    const calls = stubApi(({ method }) =>
      json(
        method === 'PATCH'
          ? [
              reader({ status: 1, date_read: '2026-03-02 09:30' }),
              reader({ user_id: 30, fio: 'Кузнецов Олег', status: 1, date_read: '2026-03-01 12:00' }),
            ]
          : [reader(), reader({ user_id: 30, fio: 'Кузнецов Олег', status: 1, date_read: '2026-03-01 12:00' })],
      ),
    );
    renderTab(<ReadersTab record={documentRecord} canEdit={false} />);
    expect(await screen.findByText('Прочитан 01.03.2026 12:00', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Не прочитан')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить читателей/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Отметить прочитанным/ }));
    expect(await screen.findByText('Прочитан 02.03.2026 09:30')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.url.pathname).toBe('/api/documents/12/readers/read');
    expect(screen.queryByRole('button', { name: /Отметить прочитанным/ })).toBeNull();
  });

  it('no «Отметить прочитанным» for someone who is not a reader', async () => {
    signIn(99);
    stubApi(() => json([reader()]));
    renderTab(<ReadersTab record={documentRecord} canEdit />);
    expect(await screen.findByText('Соколова Ирина Викторовна', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Отметить прочитанным/ })).toBeNull();
  });
});
