import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalLinkRoutes } from '../routes.tsx';

/** Global links (spec 1 §7, spec 3 §7 "Session"): GET /webservice/globallink (link, view), the reply's link is opened. */

/** The lazy route's first load transforms antd: give it time, as router.test.tsx does. */
const LOAD = { timeout: 10_000 };

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`Открыт адрес ${pathname}${search}${hash}`}</p>;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/webservice/globallink', children: globalLinkRoutes },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function server(answer: (url: URL) => Response) {
  return vi.fn(async (url: string, _init?: RequestInit) => answer(new URL(url, 'http://app.test')));
}

describe('GlobalLinkPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server where the link leads and opens that address in the app', async () => {
    const fetchMock = server((url) =>
      url.pathname === '/api/webservice/globallink' ? reply(200, { link: `/${url.searchParams.get('link')}` }) : reply(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = open('/webservice/globallink?link=users/roles');

    expect(await screen.findByText('Открыт адрес /users/roles', undefined, LOAD)).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    const [[url, init]] = fetchMock.mock.calls;
    expect(url).toBe('/api/webservice/globallink?link=users%2Froles');
    expect(init?.method).toBe('GET');
  });

  it('passes the view on and keeps the query the server answers', async () => {
    const fetchMock = server((url) => reply(200, { link: `/${url.searchParams.get('link')}?view=${url.searchParams.get('view')}` }));
    vi.stubGlobal('fetch', fetchMock);
    open('/webservice/globallink?link=tickets/15&view=history');

    expect(await screen.findByText('Открыт адрес /tickets/15?view=history', undefined, LOAD)).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://app.test').searchParams.get('view')).toBe('history');
  });

  it('an absolute link to this site stays in the app', async () => {
    vi.stubGlobal(
      'fetch',
      server(() => reply(200, { link: `${window.location.origin}/applications/42?tab=history#chat` })),
    );
    open('/webservice/globallink?link=applications/42');
    expect(await screen.findByText('Открыт адрес /applications/42?tab=history#chat', undefined, LOAD)).toBeTruthy();
  });

  it('a link to another site is opened by the browser', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      server(() => reply(200, { link: 'https://partner.example/doc/1' })),
    );
    open('/webservice/globallink?link=doc/1');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.example/doc/1'), LOAD);
  });

  it('a link the server refuses shows the error card with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      server(() => reply(422, { errors: { link: ['field.invalid'] } })),
    );
    open('/webservice/globallink?link=..%2F..%2Fetc');

    expect(await screen.findByText('Не удалось открыть ссылку', undefined, LOAD)).toBeTruthy();
    expect(screen.getByText('Ссылка не доступна или истек срок действия!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });

  it('without a link shows the error card and calls nothing', async () => {
    const fetchMock = server(() => reply(200, { link: '/' }));
    vi.stubGlobal('fetch', fetchMock);
    open('/webservice/globallink');
    expect(await screen.findByText('Не удалось открыть ссылку', undefined, LOAD)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
