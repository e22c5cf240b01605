import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_NAMES, realtimeConnected, signIn } from './support/session.ts';

/**
 * Invoices (issue 13): the accountant opens /invoices and lands on the applications' list with its
 * lists' switcher and the total of the list as money; opens an invoice (its tabs); adds an
 * invoice over 150 000 without a reason — refused with the rule's message under the note — then
 * with a reason — saved, its card opens.
 */
test('invoices: the applications list with its total, a card, a new invoice over 150 000 needs a reason', async ({ page }) => {
  test.setTimeout(180_000);
  const connected = realtimeConnected(page);
  await signIn(page, 'accountant');
  await connected;
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/invoices\/list\/applications$/);
  await expect(page.getByRole('navigation', { name: 'Списки счетов' })).toBeVisible();
  await expect(page.getByTestId('list-total-sum')).toContainText(/Итого \(Сумма, ₽\): [\d\s ]+,\d\d ₽/);
  // The status filter of spec 3 §4 narrows the list and its total.
  await page.getByRole('combobox', { name: 'Статус счёта' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Оплачен' }).click();
  await expect(page).toHaveURL(/state_filter=paid/);
  await expect(page.getByTestId('list-total-sum')).toBeVisible();

  const first = page.locator('.ant-table-row a').first();
  await first.click();
  await expect(page).toHaveURL(/\/invoices\/list\/applications\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Позиции' })).toBeVisible();
  await page.getByRole('tab', { name: 'Файлы счёта' }).click();
  await expect(page.getByRole('tab', { name: 'Платежи' })).toBeVisible();

  await page.goto('/invoices/list/applications/add');
  const number = `E2E-${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: '* Номер', exact: true }).fill(number);
  await page.getByRole('textbox', { name: '* Сумма, ₽', exact: true }).fill('150000.50');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'Для счёта свыше 100 000 укажите договор или причину в примечании' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Примечание', exact: true }).fill('Разовая закупка без договора');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/invoices\/list\/applications\/\d+$/);
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  await expect(page.getByText('150 000,50 ₽').first()).toBeVisible();
});

/** Windows-1251 bytes of a text (ASCII, Cyrillic А–я, Ёё, №, «»): what 1C writes with `Кодировка=Windows`. */
function windows1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '№': 0xb9, '«': 0xab, '»': 0xbb };
  return Buffer.from(
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      const byte = special[ch];
      if (byte === undefined) throw new Error(`no windows-1251 byte for «${ch}»`);
      return byte;
    }),
  );
}

/** A 1C exchange file (1CClientBankExchange 1.03) of outgoing payment orders from one account. */
function onecExtract(
  account: string,
  payee: { inn: string; name: string },
  day: string,
  orders: { number: string; sum: string; purpose: string }[],
) {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    `ДатаСоздания=${day}`,
    'ВремяСоздания=10:15:00',
    `ДатаНачала=${day}`,
    `ДатаКонца=${day}`,
    `РасчСчет=${account}`,
    'СекцияРасчСчет',
    `ДатаНачала=${day}`,
    `ДатаКонца=${day}`,
    `РасчСчет=${account}`,
    'НачальныйОстаток=0.00',
    'ВсегоПоступило=0.00',
    'ВсегоСписано=0.00',
    'КонечныйОстаток=0.00',
    'КонецРасчСчет',
  ];
  for (const o of orders)
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${o.number}`,
      `Дата=${day}`,
      `Сумма=${o.sum}`,
      `ПлательщикСчет=${account}`,
      'Плательщик=ИНН 7701234560 ООО «СеверСтройМонтаж»',
      'ПлательщикИНН=7701234560',
      'ПлательщикКПП=770101001',
      'Плательщик1=ООО «СеверСтройМонтаж»',
      `ПлательщикРасчСчет=${account}`,
      'ПлательщикБанк1=ПАО Сбербанк',
      'ПлательщикБИК=044525225',
      'ПолучательСчет=40702810000000000777',
      `Получатель=ИНН ${payee.inn} ${payee.name}`,
      `ПолучательИНН=${payee.inn}`,
      'ПолучательКПП=770501001',
      `Получатель1=${payee.name}`,
      'ПолучательРасчСчет=40702810000000000777',
      'ПолучательБанк1=ПАО Сбербанк',
      'ПолучательБИК=044525225',
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${o.purpose}`,
      `ДатаСписано=${day}`,
      'КонецДокумента',
    );
  lines.push('КонецФайла', '');
  return windows1251(lines.join('\r\n'));
}

/**
 * Issue 13's journey: the accountant creates an invoice of 150 000 from an application's
 * positions (refused without a reason, accepted with one), uploads its main file, splits it into
 * two payments, sends it for approval; the accountant signs, then user1 signs for the manager
 * (his substitute) — while the manager's open card shows each signature live; the payments go
 * into a payment register whose xlsx downloads; a 1C extract paying them is imported, its
 * proposed matches confirmed: both payments and the invoice are paid.
 */
test('invoices journey: from application positions to a paid invoice through approval, registry and a 1C extract', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString().slice(-6);
  const accountant = await (await browser.newContext()).newPage();
  await signIn(accountant, 'accountant');

  // An application of the demo company with a position not in any invoice yet.
  const types = await (await accountant.request.get('/api/applications/types')).json();
  const tmc = (types.options ?? types).find((t: { code: string }) => t.code === 'tmc');
  const created = await accountant.request.post('/api/applications', {
    form: {
      'pack[type]': String(tmc.value ?? tmc.id),
      'pack[name]': `Заявка на кабель ${stamp}`,
      'snabs[0][info]': `Кабель ВВГ ${stamp}`,
      'snabs[0][quantity]': '300',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const packId = (await created.json()).id as number;

  // The payee: a partner with an INN (the 1C extract below names it), chosen in the dialog.
  const partners = (await (await accountant.request.get('/api/partners?limit=100')).json()) as {
    items: { id: number; inn: string | null; name: string }[];
  };
  const partner = partners.items.find((p) => p.inn && /^\d{10}$/.test(p.inn));
  expect(partner, 'a partner with an INN').toBeDefined();

  // 1. From the application's invoices tab: a new invoice of 150 000 for the position.
  const number = `СЧ-${stamp}`;
  await accountant.goto(`/applications/${packId}/invoices`);
  await accountant
    .getByRole('row', { name: new RegExp(`Кабель ВВГ ${stamp}`) })
    .getByRole('checkbox')
    .check();
  await accountant.getByRole('button', { name: 'Создать счёт' }).click();
  const dialog = accountant.getByRole('dialog').filter({ hasText: 'Привязать позиции к счёту' });
  await dialog.getByLabel('Номер счёта').fill(number);
  await dialog.getByLabel('Сумма').fill('150000');
  const payee = dialog.getByRole('combobox', { name: 'Получатель' });
  await payee.click();
  await payee.fill(partner!.name);
  await accountant.locator(`.ant-select-item-option[title="${partner!.name.replace(/"/g, '\\"')}"]`).click();
  await dialog.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(accountant.getByText('Для счёта свыше 100 000 укажите договор или причину в примечании').first()).toBeVisible();
  await dialog.getByLabel('Основание').fill('Срочная закупка кабеля для объекта, договор в работе');
  const answer = accountant.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/applications/${packId}/invoices` && r.request().method() === 'POST' && r.ok(),
  );
  await dialog.getByRole('button', { name: /OK|ОК/ }).click();
  const invoiceId = ((await (await answer).json()) as { id: number }).id;
  await expect(accountant.getByText('Счёт создан')).toBeVisible();
  await expect(accountant.getByTestId('invoice-row')).toContainText(number);
  // The tab shows the payee chosen in the dialog.
  await expect(accountant.getByTestId('invoice-row')).toContainText(partner!.name);

  // 2. The card: the main invoice file, then two payments.
  const card = `/invoices/list/applications/${invoiceId}`;
  await accountant.goto(card);
  await expect(accountant.getByRole('heading', { name: number })).toBeVisible();
  await accountant.getByRole('tab', { name: 'Файлы счёта' }).click();
  const chooser = accountant.waitForEvent('filechooser');
  await accountant.getByRole('button', { name: 'Загрузить файлы' }).click();
  await (await chooser).setFiles({
    name: `счёт-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% invoice ${stamp}\n%%EOF\n`),
  });
  await expect(accountant.getByText('Файлы загружены')).toBeVisible();
  await expect(accountant.getByRole('tabpanel').getByText('Основной')).toBeVisible();

  await accountant.getByRole('tab', { name: 'Платежи' }).click();
  // Early payment days put these payments first in the registry's picker (sorted by day).
  for (const [sum, day] of [
    ['100000', '10.01.2024'],
    ['50000', '11.01.2024'],
  ] as const) {
    await accountant.getByRole('button', { name: 'Добавить платёж' }).click();
    const form = accountant.getByRole('dialog').filter({ hasText: 'Добавить платёж' });
    await form.getByLabel('Дата платежа').fill(day);
    await form.getByLabel('Дата платежа').press('Enter');
    await form.getByLabel('Сумма, ₽').fill(sum);
    await form.getByRole('button', { name: /OK|ОК/ }).click();
    await expect(form).toBeHidden();
  }
  await expect(accountant.getByTestId('payments-remainder')).toHaveText(/^0,00/);
  const paymentRows = accountant
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: accountant.getByRole('cell', { name: /^(100|50)\s000,00/ }) });
  await expect(paymentRows).toHaveCount(2);

  // 4. The manager keeps the card open on its approval tab from now on.
  const manager = await (await browser.newContext()).newPage();
  const connected = realtimeConnected(manager);
  await signIn(manager, 'manager');
  await connected;
  await manager.goto(card);
  await manager.getByRole('tab', { name: 'Согласование' }).click();
  await expect(manager.getByTestId('approval-tab')).toBeVisible();

  // 3. Submit: the chain of the rules over 100 000 (the accountant, then the manager); the accountant signs.
  await accountant.getByRole('tab', { name: 'Согласование' }).click();
  await accountant.getByRole('button', { name: 'Отправить на согласование' }).click();
  await expect(accountant.getByText('Счёт отправлен на согласование')).toBeVisible();
  const signerLine = (page: typeof accountant, fio: string) => page.locator('[data-testid^="signer-"]').filter({ hasText: fio });
  await expect(signerLine(accountant, DEMO_NAMES.accountant)).toContainText('Сейчас подписывает');
  await expect(signerLine(accountant, DEMO_NAMES.manager)).toContainText('Ожидает');
  // Live: the manager's card shows the submission without a reload.
  await expect(signerLine(manager, DEMO_NAMES.accountant)).toContainText('Сейчас подписывает');
  await accountant.getByRole('button', { name: 'Согласовать' }).click();
  await expect(accountant.getByText('Согласовано', { exact: true })).toBeVisible();
  await expect(signerLine(accountant, DEMO_NAMES.accountant)).toContainText('Подписал(а)');
  // Live: the accountant's signature reaches the manager's open card.
  await expect(signerLine(manager, DEMO_NAMES.accountant)).toContainText('Подписал(а)');
  await expect(signerLine(manager, DEMO_NAMES.manager)).toContainText('Сейчас подписывает');

  // user1, the manager's substitute, signs for her.
  const substitute = await (await browser.newContext()).newPage();
  await signIn(substitute, 'user1');
  await substitute.goto(card);
  await substitute.getByRole('tab', { name: 'Согласование' }).click();
  await expect(substitute.getByText(`Вы подписываете как заместитель: ${DEMO_NAMES.manager}`)).toBeVisible();
  await substitute.getByRole('button', { name: 'Согласовать' }).click();
  await expect(substitute.getByText('Согласовано', { exact: true })).toBeVisible();
  await expect(signerLine(substitute, DEMO_NAMES.manager)).toContainText('Подписал(а)');
  await expect(signerLine(substitute, DEMO_NAMES.manager)).toContainText(/подписал\(а\) \S+/);
  // Live: the manager sees who signed for her.
  await expect(signerLine(manager, DEMO_NAMES.manager)).toContainText(/Подписал\(а\).*подписал\(а\) \S+/);
  await substitute.context().close();
  // The manager's card stays open on the payments tab: the payments are signed, and the extract later pays them live.
  await manager.getByRole('tab', { name: 'Платежи' }).click();
  const managerPayments = manager
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: manager.getByRole('cell', { name: /^(100|50)\s000,00/ }) });
  await expect(managerPayments.filter({ hasText: 'Согласован' })).toHaveCount(2);

  await accountant.getByRole('tab', { name: 'Платежи' }).click();
  for (const row of await paymentRows.all()) await expect(row).toContainText('Согласован');

  // 5. The payment registry: a new register with the two signed payments, its xlsx downloads.
  await accountant.goto('/invoices/list/register');
  await accountant.getByRole('button', { name: 'Новый реестр' }).click();
  const newRegister = accountant.getByRole('dialog').filter({ hasText: 'Новый реестр' });
  await newRegister.getByLabel('Примечание').fill(`Оплата кабеля ${stamp}`);
  await newRegister.getByRole('button', { name: /OK|ОК/ }).click();
  await expect(accountant.getByText('Реестр создан')).toBeVisible();
  const drawer = accountant.getByRole('dialog', { name: /^Реестр платежей №/ });
  await drawer.getByRole('button', { name: 'Добавить платежи' }).click();
  const picker = accountant.getByRole('dialog', { name: 'Согласованные платежи' });
  const mine = picker.getByRole('row').filter({ hasText: number });
  await expect(mine).toHaveCount(2);
  for (const row of await mine.all()) await row.getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Добавить выбранные (2)' }).click();
  await expect(accountant.getByText('Платежи добавлены в реестр')).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: number })).toHaveCount(2);
  const download = accountant.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Скачать Excel' }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBeGreaterThan(0);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.text)))));
  expect(cells.some((c) => c.includes(number))).toBe(true);

  // 6. A 1C extract paying both payments: matches proposed, confirmed; everything is paid.
  await accountant.goto('/invoices/directories/extracts');
  const extract = onecExtract(
    '40702810200000000999',
    { inn: partner!.inn!, name: 'ООО «Поставщик»' },
    new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' }),
    [
      { number: `7${stamp.slice(-4)}1`, sum: '100000.00', purpose: `Оплата по счёту № ${number}, первый платёж. НДС не облагается` },
      { number: `7${stamp.slice(-4)}2`, sum: '50000.00', purpose: `Оплата по счёту № ${number}, окончательный платёж. НДС не облагается` },
    ],
  );
  const upload = accountant.waitForEvent('filechooser');
  await accountant.getByRole('button', { name: 'Загрузить выписку 1С' }).click();
  await (await upload).setFiles({ name: `extract-${stamp}.txt`, mimeType: 'text/plain', buffer: extract });
  const done = accountant.getByRole('status').filter({ hasText: 'Выписка загружена' });
  await expect(done).toContainText('Добавлено строк: 2');
  await expect(done).toContainText('Предложено сопоставлений: 2');
  const lines = accountant.getByRole('row').filter({ hasText: number });
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) await line.getByRole('checkbox').check();
  await accountant.getByRole('button', { name: 'Подтвердить выбранные (2)' }).click();
  await expect(accountant.getByText('Подтверждено строк: 2')).toBeVisible();
  await expect(accountant.getByText('Оплачено счетов: 1')).toBeVisible();

  await accountant.goto(card);
  await accountant.getByRole('tab', { name: 'Платежи' }).click();
  await expect(paymentRows).toHaveCount(2);
  for (const row of await paymentRows.all()) await expect(row).toContainText('Оплачен');
  const state = (await (await accountant.request.get(`/api/invoices/registry/${invoiceId}`)).json()) as {
    state?: string;
    record?: { state?: string };
  };
  expect(state.record?.state ?? state.state).toBe('paid');
  await accountant.getByRole('tab', { name: 'Карточка' }).click();
  await expect(
    accountant.getByRole('row').filter({ has: accountant.getByRole('rowheader', { name: 'Статус', exact: true }) }),
  ).toContainText(/Статус\s*Оплачен/);
  // Live: the manager's card, open since before the approval, shows the payments paid without a reload.
  await expect(managerPayments.filter({ hasText: 'Оплачен' })).toHaveCount(2);
});
