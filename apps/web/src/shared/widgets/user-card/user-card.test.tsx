import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserCard, UserTooltip } from './index.ts';

const ivanov = {
  id: 7,
  fio: 'Иванов Иван Иванович',
  avatar: '/upload/avatars/7.png',
  post: 'Инженер',
  phone: '+7 900 123-45-67',
  email: 'ivanov@example.org',
  profile_link: 'https://hr.example.org/profile/7',
  tab_number: '00123',
};

function withClient(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('UserCard / UserTooltip (spec §3 user card, §7 users/{id}?short=true, §9 tooltip delay)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response(JSON.stringify(ivanov), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads GET /api/users/:id?short=true and shows the card fields', async () => {
    render(withClient(<UserCard userId={7} />));
    await flush();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/users/7?short=true');
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
    expect(screen.getByText('Инженер')).toBeTruthy();
    expect(screen.getByText('ivanov@example.org').getAttribute('href')).toBe('mailto:ivanov@example.org');
    expect(screen.getByText('+7 900 123-45-67').getAttribute('href')).toBe('tel:+79001234567');
    expect(screen.getByText(/Табельный номер/).textContent).toBe('Табельный номер: 00123');
  });

  it('opens the profile link in a new window', async () => {
    render(withClient(<UserCard userId={7} />));
    await flush();
    const link = screen.getByRole('link', { name: 'Открыть профиль' });
    expect(link.getAttribute('href')).toBe(ivanov.profile_link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shares one cache: two cards of the same user make one call', async () => {
    render(
      withClient(
        <>
          <UserCard userId={7} />
          <UserCard userId="7" />
        </>,
      ),
    );
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Иванов Иван Иванович')).toHaveLength(2);
  });

  it('the tooltip shows the card after 650 ms of hover, not before, and loads nothing until then', async () => {
    render(withClient(<UserTooltip userId={7}>Иванов И.</UserTooltip>));
    fireEvent.mouseEnter(screen.getByText('Иванов И.'));
    await flush(649);
    expect(screen.queryByText('Иванов Иван Иванович')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await flush(1);
    await flush();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });

  it('leaving before 650 ms shows nothing', async () => {
    render(withClient(<UserTooltip userId={7}>Иванов И.</UserTooltip>));
    fireEvent.mouseEnter(screen.getByText('Иванов И.'));
    await flush(400);
    fireEvent.mouseLeave(screen.getByText('Иванов И.'));
    await flush(1000);
    expect(screen.queryByText('Иванов Иван Иванович')).toBeNull();
  });

  it('on touch it opens after a 500 ms hold; a shorter tap does nothing', async () => {
    render(withClient(<UserTooltip userId={7}>Иванов И.</UserTooltip>));
    const anchor = screen.getByText('Иванов И.');
    fireEvent.touchStart(anchor);
    await flush(300);
    fireEvent.touchEnd(anchor);
    await flush(1000);
    expect(screen.queryByText('Иванов Иван Иванович')).toBeNull();
    fireEvent.touchStart(anchor);
    await flush(500);
    await flush();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });
});
