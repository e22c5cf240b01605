import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, session } from '../shared/storage.ts';
import { isChunkLoadError, RouteError, reloadOnceForChunkError } from './route-error.tsx';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/users-abc.js'),
    new TypeError('error loading dynamically imported module: http://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
    Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises a stale chunk: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });
  it('does not take other errors for one', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('reloadOnceForChunkError (a failed chunk load reloads the page once)', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once, not again within 60 s, and again after that', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError(t0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(t0 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(t0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

/** A lazy route whose module fails to load, under RouteError as the router does it. */
function renderFailingRoute(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [
          {
            path: 'section',
            lazy: async () => {
              throw error;
            },
          },
        ],
      },
    ],
    { initialEntries: ['/section'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('a route that fails to load opens the error card, without a reload', async () => {
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByText('Не удалось загрузить раздел', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Обновите страницу. Если ошибка повторится, обратитесь в техническую поддержку.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed chunk load reloads the page once; a second failure shows the error card', async () => {
    const view = renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(session.get(STORAGE_KEYS.chunkReload)).not.toBeNull();
    expect(screen.queryByText('Не удалось загрузить раздел')).toBeNull();
    view.unmount();

    // After the reload the chunk is still missing: no reload loop, the card instead.
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByText('Не удалось загрузить раздел', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
