import { type APIRequestContext, expect, type Page, type WebSocket } from '@playwright/test';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** Full names of the demo accounts, as the shell shows them. */
export const DEMO_NAMES = {
  admin: 'Администратор Системы',
  manager: 'Соколова Ирина Викторовна',
  employee: 'Петров Иван Сергеевич',
  accountant: 'Морозова Елена Андреевна',
} as const;

/**
 * Fills the sign-in form of the current page (already on /login) and submits it. Demo
 * accounts get no stale-password notice (their password is published on purpose).
 */
export async function submitSignIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Логин', { exact: true }).fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens /login and signs in; the page ends on the home page (or the stored target). */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  reportPageErrors(page, login);
  // The feedback prompt (a card at the bottom right, spec 1 §4) would lie over the side panels the
  // journeys click in: postponed for the visit, as «Позже» does (its own tests are the component's).
  await page.addInitScript(() => sessionStorage.setItem('feedback-postponed', '1'));
  await page.goto('/login');
  await submitSignIn(page, login, password);
}

const watched = new WeakSet<Page>();

/**
 * Prints the page's uncaught errors and console errors to the test's output, so that a
 * journey failing on an error card says what broke in the browser.
 */
export function reportPageErrors(page: Page, label: string): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('pageerror', (error) => console.log(`[${label}] page error: ${error.stack ?? error.message}`));
  page.on('console', (msg) => {
    // HTTP refusals the journey provokes on purpose (401, 403) print as "Failed to load resource": not news.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) console.log(`[${label}] console error: ${msg.text()}`);
  });
}

/**
 * Resolves once the page's realtime socket has joined (the socket.io connect packet `40`
 * came back), so that server events sent afterwards reach the page. Call before sign-in.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws: WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        // Joined; then the screen's lazy parts (the session's realtime listeners among them)
        // have loaded once the network is idle: an event sent earlier could find no listener.
        // Later sockets (each page.goto) come here too: their wait may outlive the test, so it must not reject.
        if (typeof payload === 'string' && payload.startsWith('40'))
          void page.waitForLoadState('networkidle').then(
            () => resolve(),
            () => undefined,
          );
      });
    });
  });
}

/** The session token (the httpOnly `token` cookie) of a page's browser context. */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!.value;
}

/** A small client of our API for arranging a journey: Bearer token from POST /api/login. */
export class Api {
  private readonly request: APIRequestContext;
  private readonly token: string;

  private constructor(request: APIRequestContext, token: string) {
    this.request = request;
    this.token = token;
  }

  static async signIn(request: APIRequestContext, login = 'admin', password = DEMO_PASSWORD): Promise<Api> {
    const res = await request.post('/api/login', { data: { login, password } });
    expect(res.status(), await res.text()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    return new Api(request, token);
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: object): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  }

  /** The id of the user with exactly this login. */
  async userId(login: string): Promise<number> {
    const { items } = await this.call<{ items: { id: number; login: string }[] }>(
      'GET',
      `/users?search=${encodeURIComponent(login)}&limit=100`,
    );
    const user = items.find((u) => u.login === login);
    expect(user, `user ${login}`).toBeDefined();
    return user!.id;
  }
}
