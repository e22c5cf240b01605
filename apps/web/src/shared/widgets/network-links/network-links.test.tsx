import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { isValidUrl, NetworkLinks } from './index.ts';

const h = { toast: vi.fn() };
captureToasts(h.toast);

const link = (id: number, name: string, url: string) => ({
  id,
  name,
  link: url,
  object_id: 5,
  module: 'tasks',
  status: 1,
  date_add: '2025-03-10 12:00',
  who_add_avatar: null,
  who_add_fio: 'Иванов Иван',
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('NetworkLinks (spec 3 §3, §4 "Link", §5 link modal and editor, §7 /network_links)', () => {
  let writes: { method: string; path: string; body: unknown }[];
  beforeEach(() => {
    writes = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://x');
        if ((init.method ?? 'GET') === 'GET')
          return json([link(1, 'Регламент', 'https://wiki.example.org/r'), link(2, 'Макет', 'https://figma.example.org/m')]);
        writes.push({ method: init.method ?? 'GET', path: url.pathname, body: JSON.parse(String(init.body)) });
        return json([]);
      }),
    );
    h.toast.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderLinks = (hasRights = true) =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <NetworkLinks module="tasks" objectId={5} hasRights={hasRights} />
        </QueryClientProvider>
      </ConfigProvider>,
    );

  it('lists the links with who added them; read-only without rights', async () => {
    renderLinks(false);
    expect(await screen.findByText('Регламент')).toBeTruthy();
    expect(screen.getByText('Регламент').closest('a')?.getAttribute('href')).toBe('https://wiki.example.org/r');
    expect(screen.getAllByText('Иванов Иван, 10.03.2025 12:00')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Добавить ссылку/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('add modal: OK disabled until every row has a name and a link; an invalid URL shows "Некорректные данные"', async () => {
    renderLinks();
    await screen.findByText('Регламент');
    await click(screen.getByRole('button', { name: /Добавить ссылку/ }));
    const ok = () => screen.getByRole('button', { name: 'Добавить' }) as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    type('Название 1', 'Сайт');
    expect(ok().disabled).toBe(true);
    type('Ссылка 1', 'not a url');
    expect(ok().disabled).toBe(false);
    await click(screen.getByRole('button', { name: /Ещё ссылка/ }));
    expect(ok().disabled).toBe(true);
    type('Название 2', 'Почта');
    type('Ссылка 2', 'https://mail.example.org');
    await click(ok());
    expect(h.toast).toHaveBeenCalledWith(1, 'Некорректные данные');
    expect(writes).toEqual([]);
    type('Ссылка 1', ' https://site.example.org ');
    await click(ok());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/network_links',
        body: {
          module: 'tasks',
          object_id: 5,
          link: [
            { name: 'Сайт', link: 'https://site.example.org', object_id: 5 },
            { name: 'Почта', link: 'https://mail.example.org', object_id: 5 },
          ],
        },
      },
    ]);
  });

  it('edits inline: needs a non-empty trimmed name and a valid URL', async () => {
    renderLinks();
    await screen.findByText('Регламент');
    await click(screen.getAllByRole('button', { name: 'Изменить' })[0]);
    const save = () => screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    type('Название', '   ');
    expect(save().disabled).toBe(true);
    type('Название', ' Регламент 2 ');
    type('Ссылка', 'ftp://wiki');
    expect(save().disabled).toBe(true);
    type('Ссылка', 'https://wiki.example.org/r2');
    await click(save());
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/network_links/1', body: { link: { name: 'Регламент 2', link: 'https://wiki.example.org/r2' } } },
    ]);
    expect(screen.getByText('Регламент 2')).toBeTruthy();
  });

  it('deletes after confirmation by setting status 0', async () => {
    renderLinks();
    await screen.findByText('Макет');
    await click(screen.getAllByRole('button', { name: 'Удалить' })[1]);
    expect(screen.getAllByText('Удалить ссылку «Макет»?').length).toBeGreaterThan(0);
    await click(screen.getByRole('button', { name: 'Да' }));
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/network_links/2', body: { link: { status: 0 } } }]);
    expect(screen.queryByText('Макет')).toBeNull();
  });

  it('a valid URL is http(s) with a host', () => {
    expect(isValidUrl('https://example.org/a?b=1')).toBe(true);
    expect(isValidUrl('http://localhost:3000')).toBe(true);
    expect(isValidUrl('example.org')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('mailto:a@b.c')).toBe(false);
  });
});
