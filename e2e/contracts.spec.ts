import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { choose } from './support/select.ts';
import { Api, DEMO_NAMES, signIn } from './support/session.ts';

/**
 * Contracts (issue 14), one journey per capability, each by the lawyer (demo `user8`, the «Юрист»
 * role of the contracts' seed): drafting with works under the contract's sum, two signers signing
 * in turn, an act for a period and its PDF, equipment attached from a date, the contract picked in
 * a ticket and listed on its project, and the file registry (where the signed original is kept).
 * Steps that are another capability's (a contract to sign, a ticket to link) are arranged through
 * the API and say so.
 */
const LAWYER = 'user8';
const PROJECT = 'Реконструкция котельной';

interface Option {
  value: number;
  label: string;
}

const stamp = () => `E2E-${Date.now() % 1_000_000}`;

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function lawyerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, LAWYER);
  return page;
}

/** Opens a tab of a card (the tab strip may scroll a far tab into view first: click until it is selected). */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass();
}

/** What a new contract needs: a type, the own organization, a partner, the project. */
async function references(api: Api) {
  const [partner] = await api.call<Option[]>('GET', '/partners?model_method=autocomplete');
  const [organization] = await api.call<Option[]>('GET', '/partners?model_method=autocomplete&type=organization');
  const [type] = await api.call<Option[]>('GET', '/contract_types?model_method=autocomplete');
  const [project] = await api.call<Option[]>('GET', `/projects?model_method=autocomplete&term=${encodeURIComponent(PROJECT)}`);
  return { partner, organization, type, project };
}

/** Setup through the API: a draft contract of 100 000 ₽ for 2026 (drafting in the form is the first journey's). */
async function draftContract(api: Api, works: { name: string; quantity: string; price: string }[] = []) {
  const { partner, organization, type, project } = await references(api);
  const number = stamp();
  const contract = await api.call<{ id: number }>('POST', '/documents/contracts', {
    number,
    type_id: type.value,
    subject: 'Аренда автокрана с экипажем',
    organization_id: organization.value,
    contractor_id: partner.value,
    sum: '100000.00',
    start_date: '2026-01-01',
    expiry_date: '2026-12-31',
    project_id: project.value,
  });
  for (const work of works) await api.call('POST', `/v2_contracts/${contract.id}/works`, { type: 1, ...work });
  return { id: contract.id, number };
}

/** Setup through the API: the administrator signs the contract alone (signing in the card is the second journey's). */
async function signedContract(request: APIRequestContext, api: Api) {
  const contract = await draftContract(api, [{ name: 'Работа автокрана', quantity: '10', price: '8000' }]);
  const admin = await Api.signIn(request, 'admin');
  const adminId = await admin.userId('admin');
  const { signers } = await api.call<{ signers: { id: number }[] }>('POST', `/documents/contracts/${contract.id}/signers`, {
    user_ids: [adminId],
  });
  await admin.call('PATCH', `/documents/contracts/signers/${signers[0].id}`, { action: 'sign' });
  return contract;
}

test('contracts: the lawyer drafts a contract; two works over its sum are refused with the limit, within it saved', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { partner, organization, type } = await references(await Api.signIn(request, LAWYER));
  const page = await lawyerPage(browser);
  await page.goto('/contracts/add');
  const number = stamp();
  await page.getByRole('textbox', { name: '* Номер', exact: true }).fill(number);
  await choose(page, page.getByRole('combobox', { name: '* Тип', exact: true }), type.label, type.label.slice(0, 4));
  await page.getByRole('textbox', { name: '* Предмет договора', exact: true }).fill('Монтаж и пусконаладка котельного оборудования');
  await choose(
    page,
    page.getByRole('combobox', { name: '* Организация', exact: true }),
    organization.label,
    organization.label.slice(0, 6),
  );
  await choose(page, page.getByRole('combobox', { name: '* Контрагент', exact: true }), partner.label, partner.label.slice(0, 6));
  await page.getByRole('textbox', { name: 'Сумма, ₽', exact: true }).fill('100000');
  await page.getByRole('textbox', { name: 'Начало действия', exact: true }).fill('01.01.2026');
  await page.getByRole('textbox', { name: 'Срок действия', exact: true }).fill('31.12.2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  await expect(page.getByText('Черновик').first()).toBeVisible();
  await expect(page.getByText('100 000,00 ₽').first()).toBeVisible();

  await openTab(page, 'Работы и услуги');
  const addWork = async (name: string, quantity: string, price: string) => {
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Добавить$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Новая работа или услуга' });
    await dialog.getByRole('textbox', { name: 'Наименование' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Количество' }).fill(quantity);
    await dialog.getByRole('textbox', { name: 'Цена' }).fill(price);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    return dialog;
  };
  await expect(await addWork('Монтаж котла', '2', '30000')).toBeHidden();
  const second = await addWork('Пусконаладка', '1', '50000');
  // 60 000 + 50 000 passes the 100 000 ₽ of the contract: the server refuses, the dialog says why.
  await expect(second.getByText('С этой позицией стоимость работ превысит сумму договора на 10 000,00 ₽')).toBeVisible();
  await expect(
    second.getByRole('alert').filter({ hasText: 'Стоимость работ и услуг не может превышать сумму договора: лимит 100 000,00 ₽' }),
  ).toBeVisible();
  await second.getByRole('textbox', { name: 'Цена' }).fill('40000');
  await second.getByRole('button', { name: 'Сохранить' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByTestId('contract-works')).toContainText('Пусконаладка');
  await expect(page.getByText('Итого: 100 000,00 ₽')).toBeVisible();
  await expect(page.getByText('Остаток: 0,00 ₽')).toBeVisible();
});

test('contracts: two signers added by the lawyer sign in turn, then the contract is signed', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const contract = await draftContract(await Api.signIn(request, LAWYER));
  const page = await lawyerPage(browser);
  await page.goto(`/contracts/${contract.id}`);
  await openTab(page, 'Подписанты');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Добавить подписантов$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Добавить подписантов' });
  const users = dialog.getByRole('combobox', { name: /Сотрудники по порядку/ });
  for (const [i, fio] of [DEMO_NAMES.admin, DEMO_NAMES.manager].entries()) {
    await users.click();
    // A choice clears the search: the next name is typed afresh.
    await expect(users).toHaveValue('');
    await page.keyboard.type(fio.split(' ')[0]);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: fio }).first().click();
    await expect(dialog.locator('.ant-select-selection-item')).toHaveCount(i + 1);
  }
  await dialog.getByText('Новый подписант вернёт договор на согласование.').click();
  await dialog.getByRole('button', { name: /Добавить$/ }).click();
  await expect(dialog).toBeHidden();
  const rows = page.getByRole('tabpanel').locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Сейчас подписывает');
  await expect(page.getByRole('tabpanel').getByText('На согласовании').first()).toBeVisible();

  // Each signer in their own browser, in order: the manager's turn comes after the administrator's signature.
  for (const login of ['admin', 'manager'] as const) {
    const signer = await (await browser.newContext()).newPage();
    await signIn(signer, login);
    await signer.goto(`/contracts/${contract.id}`);
    await openTab(signer, 'Подписанты');
    await expect(signer.getByText('Ваша очередь подписать договор')).toBeVisible();
    await signer
      .getByRole('tabpanel')
      .getByRole('button', { name: /Подписать$/ })
      .click();
    await signer.getByRole('dialog', { name: 'Подписать договор?' }).getByRole('button', { name: 'Да' }).click();
    await expect(signer.getByText('Договор подписан')).toBeVisible();
    await expect(signer.getByRole('tabpanel').locator('.ant-table-row').filter({ hasText: DEMO_NAMES[login] })).toContainText('Подписал');
    await signer.context().close();
  }
  await page.reload();
  await openTab(page, 'Подписанты');
  await expect(page.getByRole('tabpanel').getByText('Подписан', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('.ant-table-row').filter({ hasText: 'Подписал' })).toHaveCount(2);
});

test('contracts: an act for a period is generated from the works and its PDF opens', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const contract = await signedContract(request, await Api.signIn(request, LAWYER));
  const page = await lawyerPage(browser);
  await page.goto(`/contracts/${contract.id}`);
  await openTab(page, 'Акты');
  await expect(page.getByText('Актов пока нет')).toBeVisible();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Создать акт$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Создать акт' });
  await expect(dialog.getByText('Работа автокрана')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'В акт: Работа автокрана' }).fill('4');
  await expect(dialog.getByText('Сумма: 32 000,00 ₽')).toBeVisible();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('tabpanel').locator('.ant-table-row').first();
  await expect(row).toContainText('32 000,00 ₽');
  await expect(row).toContainText('Черновик');
  await expect(page.getByText('Итого по актам: 32 000,00 ₽')).toBeVisible();

  const pdf = row.getByRole('link', { name: /Открыть PDF/ });
  const [tab] = await Promise.all([page.waitForEvent('popup'), pdf.click()]);
  await tab.close();
  const response = await page.request.get((await pdf.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('contracts: equipment is attached to the contract from a start date', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const contract = await draftContract(await Api.signIn(request, LAWYER));
  const page = await lawyerPage(browser);
  await page.goto(`/contracts/${contract.id}`);
  await openTab(page, 'Техника');
  await expect(page.getByText('Техника к договору не прикреплена')).toBeVisible();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Прикрепить технику$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Прикрепить технику' });
  await choose(page, dialog.getByRole('combobox', { name: /Техника/ }), 'Автокран', 'Автокран');
  await dialog.getByRole('button', { name: 'Прикрепить технику' }).click();
  await expect(dialog.getByText('Укажите дату начала')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Дата начала/ }).fill('01.02.2026');
  await dialog.getByRole('button', { name: 'Прикрепить технику' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('tabpanel').locator('.ant-table-row').first();
  await expect(row).toContainText('Автокран');
  await expect(row).toContainText('01.02.2026');
});

test('contracts: the contract is picked in a ticket and listed in its project’s contracts tab', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = await Api.signIn(request, LAWYER);
  const contract = await draftContract(api);
  // Setup: a ticket of the lawyer's (creating tickets is the tasks' journeys').
  const { data: boards } = await api.call<{ data: { id: number }[] }>('GET', '/load/boards');
  const { ticket } = await api.call<{ ticket: { id: number } }>('POST', '/load/tasks', {
    name: `Проверить исполнение договора ${contract.number}`,
    board_id: boards[0].id,
  });
  const page = await lawyerPage(browser);
  await page.goto(`/tickets/${ticket.id}`);
  const card = page.locator('.side-panel');
  await card.getByRole('combobox', { name: 'Договор' }).click();
  await page.keyboard.type(contract.number);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: contract.number }).first().click();
  const link = card.getByRole('link', { name: new RegExp(contract.number) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/contracts/${contract.id}`);
  await page.reload();
  await expect(page.locator('.side-panel').getByRole('link', { name: new RegExp(contract.number) })).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('link', { name: PROJECT, exact: true }).click();
  await openTab(page, 'Договоры');
  await page.getByRole('tabpanel').getByRole('link', { name: contract.number }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${contract.id}$`));
  await expect(page.getByRole('heading', { name: contract.number })).toBeVisible();
});

test('contracts: the file registry keeps where a signed original is: placed in an open case, shown on the case and the contract', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const contract = await signedContract(request, await Api.signIn(request, LAWYER));
  const page = await lawyerPage(browser);
  await page.goto('/contracts/fileregistry');
  await expect(page.getByText('Оригиналы договоров').first()).toBeVisible();
  // The seed placed the originals of the first signed contracts.
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Д-0001' })).toContainText('01-0');
  await page.getByText('Дела', { exact: true }).click();
  await expect(page).toHaveURL(/\/contracts\/fileregistry\/cases$/);
  await expect(page.locator('.ant-table-row').filter({ hasText: '01-05' })).toContainText('Закрыто');
  await page.getByRole('link', { name: '01-01', exact: true }).click();
  await expect(page.getByRole('heading', { name: '01-01' })).toBeVisible();
  await openTab(page, 'Оригиналы');
  await page.getByRole('link', { name: 'Поместить оригинал' }).click();

  // The form comes with the case, today and the lawyer; the contract and the sheets are the lawyer's.
  await expect(page).toHaveURL(/\/contracts\/fileregistry\/add\?case_id=\d+$/);
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Дело' }).first()).toContainText('01-01');
  const inventory = `Д-${Date.now() % 100_000}`;
  await page.getByRole('textbox', { name: '* Учётный номер', exact: true }).fill(inventory);
  await choose(page, page.getByRole('combobox', { name: '* Договор', exact: true }), contract.number, contract.number);
  await page.getByRole('textbox', { name: '* Листов', exact: true }).fill('7');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/contracts\/fileregistry\/\d+$/);
  await expect(page.getByRole('heading', { name: inventory })).toBeVisible();

  // The same contract cannot be placed twice.
  await page.goto('/contracts/fileregistry/add?case_id=1');
  await page.getByRole('textbox', { name: '* Учётный номер', exact: true }).fill(`${inventory}-2`);
  await choose(page, page.getByRole('combobox', { name: '* Договор', exact: true }), contract.number, contract.number);
  await page.getByRole('textbox', { name: '* Листов', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Оригинал этого договора уже учтён в реестре' })).toBeVisible();

  await page.goto(`/contracts/${contract.id}`);
  await openTab(page, 'Документы');
  await expect(page.getByTestId('contract-original')).toContainText('Дело 01-01 «Договоры с поставщиками» (Юридический отдел), 7 л.');
  await page.getByTestId('contract-original').getByRole('link').click();
  await expect(page).toHaveURL(/\/contracts\/fileregistry\/\d+$/);
  await expect(page.getByRole('heading', { name: inventory })).toBeVisible();
});
