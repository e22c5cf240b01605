import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

test('an admin creates a role with users_access, gives it to a user, and the user gets the section', async ({ browser }) => {
  const roleName = `Кадровик e2e ${Date.now()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');

  // The role (the registry's form), then one permit from the catalogue on its card's «Права» tab.
  await admin.goto('/users/roles');
  await expect(admin.getByRole('heading', { name: 'Роли', level: 2 })).toBeVisible();
  await admin.getByRole('link', { name: 'Добавить' }).click();
  await expect(admin).toHaveURL(/\/users\/roles\/add$/);
  await admin.getByRole('textbox', { name: '* Название', exact: true }).fill(roleName);
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await expect(admin).toHaveURL(/\/users\/roles\/\d+$/);
  await expect(admin.getByRole('heading', { name: roleName })).toBeVisible();
  await admin.getByRole('tab', { name: 'Права' }).click();
  await admin.getByRole('checkbox', { name: /users_access/ }).check();
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await expect(admin.getByText('Изменения сохранены')).toBeVisible();
  // The list finds it by a word of its name.
  await admin.goto('/users/roles');
  const search = admin.getByRole('searchbox').first();
  await search.fill(roleName);
  await search.press('Enter');
  await expect(admin.getByRole('link', { name: roleName })).toBeVisible();

  // The user card: the role goes to user15.
  await admin.goto('/users?search=user15');
  const rows = admin.getByRole('table').getByRole('link');
  await expect(rows).toHaveCount(1);
  await rows.click();
  await expect(admin).toHaveURL(/\/users\/\d+$/);
  await expect(admin.getByRole('textbox', { name: 'Логин' })).toHaveValue('user15');
  await admin.getByRole('tab', { name: 'Роли' }).click();
  const roles = admin.getByRole('combobox', { name: 'Роли' });
  await roles.click();
  await roles.fill(roleName);
  await admin.getByTitle(roleName).click();
  await roles.press('Escape');
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await expect(admin.getByText('Изменения сохранены')).toBeVisible();
  await adminContext.close();

  // user15 signs in and has the section.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'user15');
  const item = user.getByRole('menuitem', { name: 'Пользователи' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(user).toHaveURL(/\/users$/);
  await expect(user.getByRole('heading', { name: 'Пользователи', level: 2 })).toBeVisible();
  await expect(user.getByText('К сожалению, у Вас нет доступа в данный раздел')).toHaveCount(0);
  await expect(user.getByRole('link', { name: 'Администратор Системы' })).toBeVisible();
  await userContext.close();
});
