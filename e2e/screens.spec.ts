import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api, signIn } from './support/session.ts';

/**
 * The main screens at 1440 and 360 px, signed in as admin (issue 3 "Done means"): each screen
 * shows its heading and content, nothing scrolls sideways, and a full-page screenshot goes to
 * .tmp/screens/{screen}-{width}.png for review. No pixel baselines: fonts differ between
 * machines, so the assertions are about layout and content, not pixels.
 */

/** Nothing wider than the viewport: no horizontal scroll on the page. */
async function expectNoHorizontalOverflow(page: Page, width: number, screen: string) {
  const scrollWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(scrollWidth, `${screen} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
}

/** The element starts and ends inside the viewport's width (not cut off); waits out slide-in animations. */
async function expectInsideViewport(locator: Locator, width: number) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      if (!box) return 'not visible';
      return box.x >= 0 && box.x + box.width <= width + 0.5 ? 'inside' : `from ${box.x} to ${box.x + box.width}`;
    })
    .toBe('inside');
}

for (const width of [1440, 360]) {
  test(`main screens at ${width} px: heading, content, no horizontal overflow`, async ({ browser, request }) => {
    const api = await Api.signIn(request);
    const employeeId = await api.userId('employee');
    const { items: roles } = await api.call<{ items: { id: number; name: string }[] }>('GET', '/roles?limit=200');
    const roleId = roles.find((r) => r.name === 'Руководитель проектов')!.id;

    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 740 } });
    const page = await context.newPage();

    /** Checks the layout of the current screen and saves its screenshot. */
    const check = async (screen: string, heading: Locator, fullPage = true) => {
      await expect(heading).toBeVisible();
      await expectInsideViewport(heading, width);
      // Wait out antd's loading spinners so the picture shows the data.
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      if (width < 500) await expectNoHorizontalOverflow(page, width, screen);
      await page.screenshot({ path: `.tmp/screens/${screen}-${width}.png`, fullPage, animations: 'disabled' });
    };

    await page.goto('/login');
    await check('login', page.getByRole('heading', { name: 'Вход в систему' }));

    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
    await check('home', page.getByRole('heading', { name: 'Рабочий стол' }));

    // Applications: the list with its rows, then the first application's card.
    await page.goto('/applications');
    const firstApplication = page.locator('.ant-table a[href^="/applications/"]').first();
    await expect(firstApplication).toBeVisible();
    await check('applications', page.getByRole('heading', { name: 'Заявки', exact: true }));
    const applicationId = /\/applications\/(\d+)/.exec((await firstApplication.getAttribute('href')) ?? '')?.[1];
    expect(applicationId, 'an application in the demo company').toBeDefined();
    await page.goto(`/applications/${applicationId}`);
    await check('application-card', page.getByRole('heading', { name: `№${applicationId}`, exact: true }));

    // Tickets: the board with its tickets, then a ticket's card in the side panel.
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/tickets\/board\/\d+/);
    const ticketHref = () =>
      page.evaluate(
        () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').find((h) => /^\/tickets\/\d+$/.test(h)) ?? '',
      );
    await expect.poll(ticketHref, { message: 'a ticket on the demo board' }).toMatch(/^\/tickets\/\d+$/);
    await check('tickets', page.getByRole('heading', { name: 'Задачи', exact: true }));
    const ticketId = /(\d+)$/.exec(await ticketHref())?.[1];
    await page.goto(`/tickets/${ticketId}`);
    await check('ticket-card', page.locator('.side-panel').getByText(`№${ticketId}`, { exact: false }).first(), false);

    // Disk: "Мой диск" with the quota bar.
    await page.goto('/disk');
    await expect(page).toHaveURL(/\/disk\/my$/);
    await expect(page.getByTestId('drive-quota')).toBeVisible();
    await check('disk', page.getByRole('heading', { name: 'Диск', level: 2 }));

    // Users: the list, a user's card, a role's card.
    await page.goto('/users');
    await expect(page.getByRole('link', { name: 'Петров Иван Сергеевич' })).toBeVisible();
    await check('users', page.getByRole('heading', { name: 'Пользователи', level: 2 }));

    await page.goto(`/users/${employeeId}`);
    await check('user-card', page.getByRole('heading', { name: 'Петров Иван Сергеевич' }));

    await page.goto(`/users/roles/${roleId}`);
    await check('role-card', page.getByRole('heading', { name: 'Руководитель проектов' }));

    if (width < 500) {
      // The side menu is a drawer behind the "Меню" button.
      await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toBeHidden();
      await page.getByRole('button', { name: 'Меню' }).click();
      await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toBeVisible();
      await check('drawer', page.getByRole('menuitem', { name: 'Пользователи' }), false);
    } else {
      await expect(page.getByRole('menuitem', { name: 'Пользователи' })).toBeVisible();
    }
    await context.close();
  });
}
