import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { HistoryTab } from './index.ts';

const row = (id: number, field: string, old_value: string | null, new_value: string | null) => ({
  id,
  date_add: '2025-03-10 09:05',
  who_add_fio: 'Иванов Иван',
  who_add_avatar: null,
  field,
  old_value,
  new_value,
});

describe('HistoryTab (ARCHITECTURE.md history rows; keyset pages; dd.MM.yyyy HH:mm)', () => {
  let urls: URL[];
  beforeEach(() => {
    urls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://x');
        urls.push(url);
        const page = url.searchParams.get('cursor')
          ? { items: [row(1, 'name', 'Старое', 'Новое')], next_cursor: null }
          : { items: [row(3, 'status', 'new', 'active'), row(2, 'end', null, '2025-03-20 18:00')], next_cursor: 'c2' };
        return new Response(JSON.stringify(page), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows rows with labelled fields and dates, then the next keyset page on "show more"', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HistoryTab
          module="tasks"
          objectId={5}
          fieldLabels={{ status: 'Статус', end: 'Срок' }}
          formatValue={(f, v) => (f === 'status' ? v.toUpperCase() : v)}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Статус')).toBeTruthy();
    expect(urls[0].pathname).toBe('/api/history/tasks/5');
    expect(urls[0].searchParams.get('limit')).toBe('50');
    expect(screen.getAllByText('10.03.2025 09:05')).toHaveLength(2);
    expect(screen.getByText(/NEW/)).toBeTruthy();
    expect(screen.getByText('Срок')).toBeTruthy();
    expect(screen.getByText('пусто')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    });
    expect(await screen.findByText('name')).toBeTruthy();
    expect(urls[1].searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it("labels the kit's own fields (tag, file, network_link) in ru and en; fieldLabels override them", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              items: [row(3, 'tag', null, 'Срочно'), row(2, 'file', 'scan.pdf', null), row(1, 'network_link', null, 'Сайт')],
              next_cursor: null,
            }),
            { status: 200 },
          ),
      ),
    );
    const view = (labels?: Record<string, string>) => (
      <QueryClientProvider client={new QueryClient()}>
        <HistoryTab module="tickets" objectId={7} fieldLabels={labels} />
      </QueryClientProvider>
    );
    const { unmount } = render(view());
    expect(await screen.findByText('Тег')).toBeTruthy();
    expect(screen.getByText('Файл')).toBeTruthy();
    expect(screen.getByText('Сетевая ссылка')).toBeTruthy();
    expect(screen.queryByText('network_link')).toBeNull();
    unmount();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    try {
      const en = render(view({ file: 'Attachment' }));
      expect(await screen.findByText('Tag')).toBeTruthy();
      expect(screen.getByText('Attachment')).toBeTruthy();
      expect(screen.getByText('Network link')).toBeTruthy();
      en.unmount();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('ru');
      });
    }
  });
});
