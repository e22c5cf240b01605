import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { Tags } from './index.ts';

const h = { toast: vi.fn() };
captureToasts(h.toast);

const attached = [
  { tag_id: 1, row_id: 11, name: 'Срочно', color: '#E74C3C' },
  { tag_id: 2, row_id: 12, name: 'Склад', color: '#4A4A4A' },
  { tag_id: 3, row_id: 13, name: 'ИТ', color: '#3498DB' },
  { tag_id: 4, row_id: 14, name: 'Бухгалтерия', color: '#27AE60' },
  { tag_id: 5, row_id: 15, name: 'Договор', color: '#8E44AD' },
];

type Call = { method: string; url: URL; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('Tags (spec 3 §4 "Tag", §5 tag rules, §7 widgets/tags, §9)', () => {
  let calls: Call[];
  let tags: typeof attached;
  let fail: (c: Call) => boolean;
  let hold: Promise<void> | null;
  beforeEach(() => {
    hold = null;
    vi.useFakeTimers();
    calls = [];
    tags = attached.slice(0, 2);
    fail = () => false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const call = {
          method: init.method ?? 'GET',
          url: new URL(input, 'http://x'),
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        if (fail(call)) return json({ error: true, result_content: 'nope' }, 500);
        const p = call.url.pathname;
        if (p === '/api/widgets/tags/item') return json(tags);
        if (p === '/api/widgets/tags' && call.method === 'GET') {
          return json(
            call.url.searchParams.get('users_last')
              ? [{ tag_id: 9, name: 'Недавний', color: '#000000' }]
              : [{ tag_id: 7, name: 'Ремонт', color: '#F1C40F' }],
          );
        }
        if (p === '/api/widgets/tags') {
          await hold;
          return json({ tag_id: 20, row_id: 30 });
        }
        if (/^\/api\/widgets\/tags\/\d+$/.test(p)) return json({ tag_id: Number(p.split('/').pop()), row_id: 31 });
        return json({});
      }),
    );
    h.toast.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderTags = (hasRights = true) =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Tags module="tasks" objectId={5} hasRights={hasRights} />
        </QueryClientProvider>
      </ConfigProvider>,
    );
  const chips = () => screen.getAllByTestId('tag-chip').map((c) => c.textContent);
  const writes = () => calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.url.pathname, body: c.body }));
  async function openAdd() {
    await click(screen.getByRole('button', { name: 'Добавить тег' }));
    await flush();
  }
  async function typeName(name: string, wait = 0) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Название тега' }), { target: { value: name } });
    await flush(wait);
  }
  async function hover(name: string, ms = 300) {
    fireEvent.mouseEnter(screen.getByRole('button', { name }));
    await flush(ms);
  }

  it('shows 3 tags and the rest under +N', async () => {
    tags = attached;
    renderTags();
    await flush();
    expect(chips()).toEqual(['Срочно', 'Склад', 'ИТ']);
    await click(screen.getByRole('button', { name: 'Ещё 2' }));
    expect(chips()).toEqual(['Срочно', 'Склад', 'ИТ', 'Бухгалтерия', 'Договор']);
  });

  it('is read-only without the tags right: no add button and no menu', async () => {
    renderTags(false);
    await flush();
    expect(chips()).toEqual(['Срочно', 'Склад']);
    expect(screen.queryByRole('button', { name: 'Добавить тег' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Срочно' })).toBeNull();
  });

  it('searches the recent tags, then by name debounced 1200 ms', async () => {
    renderTags();
    await flush();
    await openAdd();
    expect(calls.at(-1)?.url.searchParams.get('users_last')).toBe('true');
    expect(screen.getByText('Недавний')).toBeTruthy();
    await typeName('Рем', 1199);
    expect(calls.some((c) => c.url.searchParams.get('name') === 'Рем')).toBe(false);
    await flush(1);
    const search = calls.find((c) => c.url.searchParams.get('name') === 'Рем');
    expect(search?.url.searchParams.get('module')).toBe('tasks');
    expect(search?.url.searchParams.get('item_id')).toBe('5');
  });

  it('does not add a blank name', async () => {
    renderTags();
    await flush();
    await openAdd();
    await typeName('   ');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Название тега' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await flush();
    expect(writes()).toEqual([]);
  });

  it("rejects a name equal (case-insensitive) to an attached tag with 'tag.alreadySelected' (type 1)", async () => {
    renderTags();
    await flush();
    await openAdd();
    await typeName(' срочно ');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Название тега' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await flush();
    expect(h.toast).toHaveBeenCalledWith(1, 'Такой тег уже выбран');
    expect(writes()).toEqual([]);
  });

  it('attaches a suggested tag of the same name instead of creating one (even when typed faster than the debounce)', async () => {
    renderTags();
    await flush();
    await openAdd();
    await typeName('ремонт');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Название тега' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await flush();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/widgets/tags/7', body: { module: 'tasks', item_id: 5 } }]);
    expect(chips()).toContain('Ремонт');
  });

  it('creates a new tag with the default colour #4A4A4A, shown at once', async () => {
    renderTags();
    await flush();
    await openAdd();
    let answer = () => {};
    hold = new Promise((resolve) => (answer = resolve));
    await typeName('Новый');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Название тега' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await flush();
    expect(chips()).toContain('Новый');
    answer();
    await flush();
    expect(chips()).toContain('Новый');
    expect(writes()[0]).toMatchObject({
      path: '/api/widgets/tags',
      body: { module: 'tasks', name: 'Новый', item_id: 5, color: '#4A4A4A' },
    });
  });

  it('opens the hover menu after 300 ms', async () => {
    renderTags();
    await flush();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Срочно' }));
    await flush(250);
    expect(screen.queryByRole('menu', { name: 'Действия с тегом' })).toBeNull();
    await flush(50);
    expect(screen.getByRole('menu', { name: 'Действия с тегом' })).toBeTruthy();
  });

  it('renames inline: Enter saves a changed non-empty name, Esc cancels, blank or unchanged is not sent', async () => {
    renderTags();
    await flush();
    const rename = async () => {
      await hover('Склад');
      await click(screen.getByRole('button', { name: /Переименовать/ }));
      return screen.getByRole('textbox', { name: 'Переименовать' });
    };
    let input = await rename();
    fireEvent.change(input, { target: { value: 'Другое' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await flush();
    expect(chips()).toContain('Склад');
    input = await rename();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    await flush();
    input = await rename();
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(writes()).toEqual([]);
    input = await rename();
    fireEvent.change(input, { target: { value: ' Склад 2 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(writes()).toEqual([{ method: 'POST', path: '/api/widgets/tags/2', body: { module: 'tasks', name: 'Склад 2' } }]);
    expect(chips()).toContain('Склад 2');
  });

  it('rolls a failed rename back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = (c) => c.method === 'POST';
    renderTags();
    await flush();
    await hover('Склад');
    await click(screen.getByRole('button', { name: /Переименовать/ }));
    const input = screen.getByRole('textbox', { name: 'Переименовать' });
    fireEvent.change(input, { target: { value: 'Сломано' } });
    fireEvent.blur(input);
    await flush();
    expect(chips()).toContain('Склад');
    expect(chips()).not.toContain('Сломано');
  });

  it('changes the colour from the picker, 200 ms after the last pick', async () => {
    renderTags();
    await flush();
    await hover('Срочно');
    fireEvent.click(screen.getByRole('radio', { name: '#3498DB' }));
    await flush(199);
    expect(writes()).toEqual([]);
    await flush(1);
    expect(writes()[0]).toMatchObject({ path: '/api/widgets/tags/1', body: { module: 'tasks', color: '#3498DB' } });
  });

  it("detaches after the 'tag.wantDelete' confirmation naming the tag", async () => {
    renderTags();
    await flush();
    await hover('Срочно');
    await click(screen.getByRole('button', { name: /Удалить/ }));
    expect(screen.getAllByText('Удалить тег «Срочно»?').length).toBeGreaterThan(0);
    expect(writes()).toEqual([]);
    await click(screen.getByRole('button', { name: 'Да' }));
    await flush();
    expect(writes()[0]).toMatchObject({ path: '/api/widgets/tags/1/11', body: { module: 'tasks', item_id: 5, status: 0 } });
    expect(chips()).toEqual(['Склад']);
  });
});
