import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavouriteStar } from './index.ts';

const renderStar = (onChange = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FavouriteStar module="tasks" objectId={5} liked={0} onChange={onChange} />
    </QueryClientProvider>,
  );

describe('FavouriteStar (favourites: optimistic toggle, rolled back on error)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns on at once, then keeps the server answer', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    renderStar(onChange);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    });
    expect(screen.getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/favorites/tasks/5');
    await act(async () => answer(new Response(JSON.stringify({ liked: 1 }), { status: 200 })));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Убрать из избранного' })).toBeTruthy();
  });

  it('rolls back when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: true }), { status: 404 })),
    );
    renderStar();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    });
    expect(await screen.findByRole('button', { name: 'Добавить в избранное' })).toBeTruthy();
  });
});
