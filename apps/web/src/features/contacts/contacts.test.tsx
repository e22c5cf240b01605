import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../shared/toast/toast.ts';
import { jsonReply, signIn, stubFetch } from '../registry/registry.fixture.tsx';
import { contactPrefill, contactsOverrides } from './overrides.tsx';
import { addRedirect, contactsRoutes } from './routes.tsx';

/** The section's routes at `url` (as the app mounts them under `/contacts`). */
function renderContacts(url: string) {
  const router = createMemoryRouter([{ path: '/contacts', children: contactsRoutes }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

captureToasts(vi.fn());

/** The list's «Телефоны и почта» cell of a row (the shared contacts display over `contactEntries`). */
const cellOf = (row: Record<string, unknown>) => {
  const column = contactsOverrides.columns?.find((c) => c.key === 'entries');
  return render(<div>{column?.render({ id: 1, ...row } as never)}</div>);
};

describe('contacts entries cell (spec 3 §9)', () => {
  it('is the column after the post', () => {
    expect(contactsOverrides.columns?.map((c) => [c.key, c.after])).toEqual([['entries', 'post']]);
  });

  it('shows 2 entries (phones first) in the short form, 8 characters and an ellipsis; the rest whole under +N', async () => {
    cellOf({ phones: '+7 (912) 345-67-89, 8 800 100', emails: 'olga@example.ru, o@x.ru' });
    const first = screen.getByText(/\+7 \(912\)…/).closest('a');
    expect(first?.getAttribute('href')).toBe('tel:+79123456789');
    expect(first?.getAttribute('title')).toBe('+7 (912) 345-67-89');
    expect(screen.getByText(/8 800 10…/)).toBeTruthy();
    expect(screen.queryByText(/olga@/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+2' }));
    const mail = (await screen.findByText(/olga@example\.ru/)).closest('a');
    expect(mail?.getAttribute('href')).toBe('mailto:olga@example.ru');
    expect(screen.getByText(/o@x\.ru/)).toBeTruthy();
  });

  it('shows short values whole, no +N for two entries or fewer, nothing for none', () => {
    const { unmount } = cellOf({ phones: null, emails: 'a@b.ru' });
    expect(
      screen
        .getByText(/a@b\.ru/)
        .closest('a')
        ?.textContent?.trim(),
    ).toBe('a@b.ru');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(cellOf({ phones: null, emails: null }).container.textContent).toBe('');
  });
});

describe('contacts prefilled add (spec 1 §2)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('/contacts?add&name=..&phone=.. redirects to the add form with the same values', () => {
    const response = addRedirect(new URL('http://x/contacts?add&name=%D0%98%D0%B2%D0%B0%D0%BD&phone=%2B7%20900'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/contacts/add?name=%D0%98%D0%B2%D0%B0%D0%BD&phone=%2B7+900');
    expect(addRedirect(new URL('http://x/contacts?search=a'))).toBeUndefined();
  });

  it('reads name, phone, e-mail, organization from the address', () => {
    expect(
      contactPrefill(new URLSearchParams('name=Иван Петров&phone=+7 900 000-00-00&phone=8 800&email=ivan@x.ru&organization=ООО «А»')),
    ).toEqual({ name: 'Иван Петров', phones: '+7 900 000-00-00, 8 800', emails: 'ivan@x.ru', organization: 'ООО «А»' });
    expect(contactPrefill(new URLSearchParams(''))).toBeUndefined();
  });

  it('/contacts?add&… opens the add form filled from the address and sends those values', async () => {
    const fetch = stubFetch((_url, init) => (init.method === 'POST' ? jsonReply({ id: 5, name: 'Иван Петров' }) : jsonReply([])));
    const router = renderContacts(
      '/contacts?add&name=Иван Петров&phone=%2B7 912 345-67-89&email=ivan@example.ru&organization=ООО «Вектор»',
    );
    expect(((await screen.findByLabelText('Имя', {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe('Иван Петров');
    expect(router.state.location.pathname).toBe('/contacts/add');
    expect((screen.getByLabelText('Телефоны') as HTMLTextAreaElement).value).toBe('+7 912 345-67-89');
    expect((screen.getByLabelText('Эл. почта') as HTMLTextAreaElement).value).toBe('ivan@example.ru');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(fetch.calls().filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = JSON.parse(String(fetch.calls().find((c) => c.method === 'POST')?.body));
    expect(body).toMatchObject({
      name: 'Иван Петров',
      phones: '+7 912 345-67-89',
      emails: 'ivan@example.ru',
      organization: 'ООО «Вектор»',
    });
  });

  it('refuses a bad phone line in the form with the contacts message, sending nothing', async () => {
    const fetch = stubFetch(() => jsonReply([]));
    renderContacts('/contacts/add?name=Иван&phone=позвонить');
    await screen.findByLabelText('Имя', {}, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(await screen.findByText(/Телефон указан неверно/)).toBeTruthy();
    expect(fetch.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });
});
