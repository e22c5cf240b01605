import { expect, type Page, type Response } from '@playwright/test';

/**
 * Measures a live update: how long after the server answered a change (the change's HTTP
 * response, in the changing browser) another page showed it. Both ends are wall-clock
 * milliseconds on this machine, so the measure is the realtime path alone — not the
 * changing browser's round trip, nor Playwright's polling.
 */

/**
 * Starts watching `page` for `text` to appear inside an element matching `selector`; call
 * before the change. Resolves to the time (ms since the epoch) the page's DOM first showed it.
 */
export async function watchForText(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  const key = `${selector}\u0000${text}`;
  await page.evaluate(
    ({ key, selector, text }) => {
      const w = window as unknown as { __liveShown?: Record<string, number> };
      w.__liveShown ??= {};
      const shows = () => Array.from(document.querySelectorAll(selector)).some((el) => el.textContent?.includes(text));
      if (shows()) {
        w.__liveShown[key] = 0;
        return;
      }
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        w.__liveShown![key] = Date.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { key, selector, text },
  );
  return async () => {
    const handle = await page.waitForFunction(
      (k) => {
        const at = (window as unknown as { __liveShown?: Record<string, number> }).__liveShown?.[k];
        return at === undefined ? null : { at };
      },
      key,
      { timeout: 10_000 },
    );
    const { at } = (await handle.jsonValue()) as { at: number };
    expect(at, `"${text}" was on the page before the change`).toBeGreaterThan(0);
    return at;
  };
}

/** The wall-clock time (ms since the epoch) the response's first byte arrived from the server. */
export function answeredAt(response: Response): number {
  const timing = response.request().timing();
  expect(timing.responseStart, 'the response timing').toBeGreaterThanOrEqual(0);
  return timing.startTime + timing.responseStart;
}

/** The response of the app's write of `path` (`/api/load/tasks/12`): POST, with or without a method override. */
export function writeResponse(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() !== 'GET');
}
