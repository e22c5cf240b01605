import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import type { RegistryRow } from '../../registry/index.ts';
import { jsonReply, stubFetch } from '../../registry/registry.fixture.tsx';
import { renderWithClient } from '../recruiting.fixture.tsx';
import { ContactsTab, contactHref, MergeAction } from './candidate-card-parts.tsx';
import { StatisticsView } from './statistics-page.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const record: RegistryRow = {
  id: 5,
  status: 1,
  version: 1,
  date_add: '2026-11-20 10:00',
  who_add_name: null,
  date_edit: null,
  full_name: 'Орлова Мария',
  phones: '+7 900 111-22-33',
  emails: 'orlova@example.ru',
  telegrams: '@orlova',
};

describe('the candidate card parts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('«Контакты» lists every contact by kind as a link', () => {
    renderWithClient(<ContactsTab record={record} canEdit />);
    expect(screen.getByRole('link', { name: '+7 900 111-22-33' }).getAttribute('href')).toBe('tel:+79001112233');
    expect(screen.getByRole('link', { name: 'orlova@example.ru' }).getAttribute('href')).toBe('mailto:orlova@example.ru');
    expect(screen.getByRole('link', { name: '@orlova' }).getAttribute('href')).toBe('https://t.me/orlova');
    expect(contactHref('other', 'vk.com/x')).toBeUndefined();
  });

  it('«Объединить» asks which candidate, then confirms before merging; the server’s refusal shows', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.pathname === '/api/humanresources/candidates' && url.searchParams.get('model_method') === 'autocomplete')
        return jsonReply([{ value: 8, label: 'Орлова М. А.' }]);
      if (init.method === 'POST') return jsonReply({ message: 'Кандидатов нельзя объединить', errors: {} }, 422);
      return jsonReply([]);
    });
    renderWithClient(<MergeAction record={record} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Объединить' }));
    const picker = await screen.findByLabelText('Кандидат, которого присоединить');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Орлова М. А.'));
    expect(
      fetch
        .calls()
        .find((c) => c.url.searchParams.get('model_method'))
        ?.url.searchParams.get('exclude'),
    ).toBe('5');
    const ok = () => screen.getAllByRole('button', { name: /Объединить/ }).at(-1) as HTMLElement;
    fireEvent.click(ok());
    expect(await screen.findByText(/Объединить кандидатов Орлова Мария и Орлова М\. А\.\?/)).toBeTruthy();
    expect(fetch.calls().some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(ok()));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(1, 'Кандидатов нельзя объединить'));
    const post = fetch.calls().find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/humanresources/candidates/merge');
    expect(JSON.parse(String(post?.body))).toEqual({ keep_id: 5, remove_id: 8 });
  });

  it('the statistics say so when the period has no data', () => {
    renderWithClient(
      <StatisticsView
        data={{
          from: '2026-01-01',
          to: '2026-11-27',
          funnel: [{ stage: 'new', count: 0 }],
          time_to_hire: { hired: 0, average_days: null, median_days: null },
          sources: [],
          turnover: [{ month: '2026-11', hired: 0, left: 0 }],
        }}
      />,
    );
    expect(screen.getByText('Нет данных за период')).toBeTruthy();
  });

  it('the statistics draw the funnel, the sources and the turnover', () => {
    renderWithClient(
      <StatisticsView
        data={{
          from: '2026-01-01',
          to: '2026-11-27',
          funnel: [
            { stage: 'new', count: 5 },
            { stage: 'hired', count: 2 },
          ],
          time_to_hire: { hired: 2, average_days: 12.5, median_days: 12 },
          sources: [{ source: 'hh', count: 4, hired: 1 }],
          turnover: [
            { month: '2026-10', hired: 1, left: 0 },
            { month: '2026-11', hired: 1, left: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByText('Трудоустроен')).toBeTruthy();
    expect(screen.getByText('hh.ru')).toBeTruthy();
    expect(screen.getByText('В среднем 12,5 дн.')).toBeTruthy();
    expect(screen.getByText('10.2026')).toBeTruthy();
  });
});
