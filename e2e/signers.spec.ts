import { expect, type Page, test } from '@playwright/test';
import { DEMO_NAMES, signIn } from './support/session.ts';

/** Picks a person in a searchable picker by a word of their name. */
async function pick(page: Page, scope: ReturnType<Page['getByTestId']>, label: string, word: string, name: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(word);
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).toHaveCount(1);
  await list.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
}

/**
 * Signers (issue 12): the manager builds a staff chain in /staffchains (the accountant, then
 * the manager, moved first on the «Подписанты» tab); the employee, refused /staffchains, fills
 * an application's chain from it in the signers block; the manager signs first (1 of 2).
 */
test('signers: a staff chain built in /staffchains fills an application’s chain, and its first signer signs', async ({ browser }) => {
  test.setTimeout(120_000);
  const chainName = `Ремонт техники e2e ${Date.now().toString().slice(-6)}`;
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager');
  await manager.goto('/staffchains');
  await expect(manager.getByRole('heading', { name: 'Цепочки согласования', level: 2 })).toBeVisible();
  await manager.getByRole('link', { name: 'Добавить' }).click();
  await expect(manager).toHaveURL(/\/staffchains\/add$/);
  await manager.getByRole('textbox', { name: '* Название', exact: true }).fill(chainName);
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager).toHaveURL(/\/staffchains\/\d+$/);
  await manager.getByRole('tab', { name: 'Подписанты' }).click();
  const chain = manager.getByTestId('staff_chains-signers');
  await expect(chain.getByText('В цепочке пока нет подписантов')).toBeVisible();
  await pick(manager, chain, 'Добавить подписанта', 'Морозова', DEMO_NAMES.accountant);
  await expect(chain.getByRole('listitem')).toHaveCount(1);
  await pick(manager, chain, 'Добавить подписанта', 'Соколова', DEMO_NAMES.manager);
  await expect(chain.getByRole('listitem')).toHaveCount(2);
  await chain.getByRole('button', { name: `Выше: ${DEMO_NAMES.manager}` }).click();
  await expect(chain.getByRole('listitem').first()).toHaveAccessibleName(DEMO_NAMES.manager);
  await expect(chain.getByRole('listitem').nth(1)).toHaveAccessibleName(DEMO_NAMES.accountant);

  // The employee may not open the staff chains, but fills an application's chain from one.
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  await employee.goto('/staffchains');
  await expect(employee.getByText('К сожалению, у Вас нет доступа в данный раздел')).toBeVisible();
  const types = await (await employee.request.get('/api/applications/types')).json();
  const tmc = (types.options ?? types).find((t: { code: string }) => t.code === 'tmc');
  const created = await employee.request.post('/api/applications', {
    form: {
      'pack[type]': String(tmc.value ?? tmc.id),
      'pack[name]': `Запчасти ${chainName}`,
      'snabs[0][info]': 'Фильтр',
      'snabs[0][quantity]': '2',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).id as number;

  await employee.goto(`/applications/${id}`);
  const block = employee.getByTestId('signers');
  await block.getByRole('button', { name: 'Изменить подписантов' }).click();
  await block.getByRole('combobox', { name: 'Цепочка согласования' }).click();
  await employee
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `${chainName} (2)` })
    .click();
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByTestId('card-sign-progress')).toHaveText('0 из 2');
  await expect(block.locator('.ant-steps-item-title')).toHaveText([DEMO_NAMES.manager, DEMO_NAMES.accountant]);

  // The chain's first signer signs.
  await manager.goto(`/applications/${id}`);
  await manager.getByTestId('signers').getByRole('button', { name: 'Подписать' }).click();
  await expect(manager.getByTestId('card-sign-progress')).toHaveText('1 из 2');
});
