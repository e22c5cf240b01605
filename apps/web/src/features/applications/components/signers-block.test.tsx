import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import type { ApplicationFormValues, SignerView } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { TMC_TYPE } from './applications.fixture.tsx';
import { SignersBlock } from './signers-block.tsx';

const toast = vi.fn();
captureToasts(toast);

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>
);

let calls: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  toast.mockReset();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url === '/api/applications/signers/chains')
        return json({
          mine: [
            { value: 5, label: 'Орлова Вера' },
            { value: 6, label: 'Белов Олег' },
          ],
          staff: [
            {
              id: 1,
              name: 'Закупка ТМЦ',
              signers: [
                { value: 4, label: 'Козлов Пётр' },
                { value: 7, label: 'Громов Илья' },
              ],
            },
          ],
        });
      if (url === '/api/v2_signers/favorites') return json([]);
      if (url.startsWith('/api/applications/signers'))
        return json([
          { value: 3, label: 'Сидорова Анна' },
          { value: 4, label: 'Козлов Пётр' },
        ]);
      if (url === '/api/applications/9/signers') return json({ result: true, result_content: 'Список подписантов изменён' });
      return json([]);
    }),
  );
});

const chain: SignerView[] = [
  { id: 21, user_id: 2, fio: 'Иванов Иван', avatar: null, post: null, position: 1, status: 1, date_sign: '20.11.2026', current: 0 },
  { id: 22, user_id: 3, fio: 'Сидорова Анна', avatar: null, post: null, position: 2, status: 0, date_sign: null, current: 1 },
];

async function openSelect(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
}

describe('signers chain (spec 1 §4, §7: POST/PATCH applications/{id}/signers, signing only with can_sign)', () => {
  it('an editor changes the unsigned part of the chain from the card; the picker asks the can_sign look-up', async () => {
    render(wrap(<SignersBlock packId={9} signers={chain} meId={1} canSign={false} status="active" canEdit />));
    await userEvent.click(screen.getByRole('button', { name: /Изменить подписантов/ }));
    expect(screen.getByTestId('signers-editor')).toBeTruthy();
    await openSelect('Цепочка подписантов');
    expect(calls.some((c) => c.url.startsWith('/api/applications/signers'))).toBe(true);
    expect(calls.some((c) => c.url.startsWith('/api/autocomplete/users'))).toBe(false);
    await userEvent.click(document.querySelector('.ant-select-item-option[title="Козлов Пётр"]') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/applications/9/signers', body: { signers: [3, 4] } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Список подписантов изменён'));
    expect(screen.queryByTestId('signers-editor')).toBeNull();
  });

  it("fills the chain in one click from the user's own signers or a staff chain, and remembers a chain as the user's signers", async () => {
    render(wrap(<SignersBlock packId={9} signers={chain} meId={1} canSign={false} status="active" canEdit />));
    await userEvent.click(screen.getByRole('button', { name: /Изменить подписантов/ }));
    const editor = screen.getByTestId('signers-editor');
    const mine = await screen.findByRole('button', { name: /Мои подписанты \(2\)/ });
    await waitFor(() => expect((mine as HTMLButtonElement).disabled).toBe(false));
    expect(calls.some((c) => c.url === '/api/applications/signers/chains')).toBe(true);

    // My signers replace the unsigned part of the chain, names shown at once.
    await userEvent.click(mine);
    expect(editor.textContent).toContain('Орлова Вера');
    expect(editor.textContent).toContain('Белов Олег');
    expect(editor.textContent).not.toContain('Сидорова Анна');

    // A staff chain: picked from the list of chains.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Цепочка согласования' }));
    await userEvent.click(await screen.findByTitle('Козлов Пётр → Громов Илья'));
    expect(editor.textContent).toContain('Козлов Пётр');
    expect(editor.textContent).toContain('Громов Илья');
    expect(editor.textContent).not.toContain('Орлова Вера');

    // Remember it as my signers: PUT v2_signers/favorites.
    await userEvent.click(screen.getByRole('button', { name: 'Запомнить как моих подписантов' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/v2_signers/favorites', body: { signers: [4, 7] } }),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Мои подписанты сохранены'));

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/applications/9/signers', body: { signers: [4, 7] } }),
    );
  });

  it('with no signers it says so in words, without a "0 из 0" count (issue 19)', () => {
    render(wrap(<SignersBlock packId={9} signers={[]} meId={1} canSign={false} status="active" />));
    expect(screen.getByText('Подписанты не назначены')).toBeTruthy();
    expect(screen.queryByTestId('card-sign-progress')).toBeNull();
  });

  it('no chain editing for a non-editor or once the application left review', () => {
    const { rerender } = render(wrap(<SignersBlock packId={9} signers={chain} meId={1} canSign={false} status="active" />));
    expect(screen.queryByRole('button', { name: /Изменить подписантов/ })).toBeNull();
    rerender(wrap(<SignersBlock packId={9} signers={chain} meId={1} canSign={false} status="signed" canEdit />));
    expect(screen.queryByRole('button', { name: /Изменить подписантов/ })).toBeNull();
  });

  it('the create form picks signers from the can_sign look-up', async () => {
    const values: ApplicationFormValues = { type: 1, pack: {}, snabs: [{}] };
    render(
      wrap(
        <ApplicationForm type={TMC_TYPE} values={values} onChange={() => {}} submitLabel="Создать" onSubmit={async () => {}} withSigners />,
      ),
    );
    await openSelect('Подписанты');
    expect(calls.some((c) => c.url.startsWith('/api/applications/signers'))).toBe(true);
    expect(calls.some((c) => c.url.startsWith('/api/autocomplete/users'))).toBe(false);
  });

  it("the create form fills its chain in one click from the user's signers or a staff chain", async () => {
    let values: ApplicationFormValues = { type: 1, pack: {}, snabs: [{}] };
    const form = () => (
      <ApplicationForm
        type={TMC_TYPE}
        values={values}
        onChange={(next) => {
          values = next;
        }}
        submitLabel="Создать"
        onSubmit={async () => {}}
        withSigners
      />
    );
    const { rerender } = render(wrap(form()));
    const mine = await screen.findByRole('button', { name: /Мои подписанты \(2\)/ });
    await waitFor(() => expect((mine as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(mine);
    expect(values.pack.signers).toEqual([5, 6]);
    rerender(wrap(form()));
    expect(screen.getByText('Орлова Вера')).toBeTruthy();
    expect(screen.getByText('Белов Олег')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Цепочка согласования' }));
    await userEvent.click(await screen.findByTitle('Козлов Пётр → Громов Илья'));
    expect(values.pack.signers).toEqual([4, 7]);
  });
});
