import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ApplicationsClient, PDF, pdfHasLetters, pdfText, useApplicationsApp } from './applications-helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let c: ApplicationsClient;
useApplicationsApp((app) => {
  ({ t, c } = app);
});

describe('invoices tab', () => {
  it('is refused without invoices_view', async () => {
    const id = await c.createTmc('employee', 1);
    expect((await c.call('employee', 'GET', `/api/applications/${id}/invoices/full`)).statusCode).toBe(403);
    expect((await c.call('employee', 'POST', `/api/applications/${id}/invoices`, { sum: '10', snabs: [1] })).statusCode).toBe(403);
  });

  it('creates an invoice for chosen positions; an invoice over 100 000 needs a contract or a reason; sums are decimal strings', async () => {
    const id = await c.createTmc('employee', 2);
    const [a, b] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const tooBig = await c.form('accountant', 'POST', `/api/applications/${id}/invoices`, [
      ['number', 'СЧ-1001'],
      ['sum', '150000.50'],
      ['contractor_id', 1],
      ['snabs[0][id]', a.id],
    ]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.reason).toEqual(['Для счёта свыше 100 000 укажите договор или причину в примечании']);
    const ok = await c.form('accountant', 'POST', `/api/applications/${id}/invoices`, [
      ['number', 'СЧ-1001'],
      ['sum', '150000.50'],
      ['reason', 'Единственный поставщик'],
      ['contractor_id', 1],
      ['snabs[0][id]', a.id],
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().sum).toBe('150000.50');
    const full = (await c.call('accountant', 'GET', `/api/applications/${id}/invoices/full`)).json();
    expect(full.invoices).toHaveLength(1);
    expect(full.invoices[0]).toMatchObject({ number: 'СЧ-1001', sum: '150000.50', contractor: expect.any(String), snabs: [a.id] });
    const card = (await c.call('accountant', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack.invoice_number).toBe('СЧ-1001');
    expect(card.snabs.find((s: { id: number }) => s.id === a.id)).toMatchObject({ statusName: 'in_invoice', invoice_id: ok.json().id });
    // Link another position to the same invoice, then move it out again.
    const invoiceId = ok.json().id;
    expect(
      (await c.call('accountant', 'POST', `/api/applications/${id}/invoices/${invoiceId}/snabs/add`, { snabs: [{ id: b.id }] })).statusCode,
    ).toBe(200);
    const ofInvoice = (await c.call('accountant', 'GET', `/api/applications/invoices/${invoiceId}/snabs`)).json();
    expect(ofInvoice.snabs.map((s: { id: number }) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(
      (await c.call('accountant', 'POST', `/api/applications/${id}/invoices/snabs/edit`, { snabs: [{ id: b.id, invoice_id: '' }] }))
        .statusCode,
    ).toBe(200);
    expect((await c.call('accountant', 'GET', `/api/applications/invoices/${invoiceId}/snabs`)).json().snabs).toHaveLength(1);
    const auto = (await c.call('accountant', 'GET', `/api/autocomplete/applications/invoices?pack_id=${id}&term=1001`)).json();
    expect(auto[0]).toMatchObject({ value: invoiceId, sum: '150000.50' });
  });

  it('split totals cannot exceed the count', async () => {
    const id = await c.createTmc('employee', 1);
    const [a] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const first = await c.call('accountant', 'POST', `/api/applications/${id}/invoices`, {
      sum: '1000',
      snabs: [{ id: a.id, quantity: '6' }],
    });
    expect(first.statusCode).toBe(200);
    const card = (await c.call('accountant', 'GET', `/api/applications/${id}`)).json();
    const part = card.snabs.find((s: { part_id: number | null }) => s.part_id === a.id);
    expect(part).toMatchObject({ quantity: 6, invoice_id: first.json().id, some_parts: 1 });
    expect(card.snabs.find((s: { id: number }) => s.id === a.id)).toMatchObject({ partitions: 1, edit: 0 });
    const second = await c.call('accountant', 'POST', `/api/applications/${id}/invoices`, {
      sum: '1000',
      snabs: [{ id: a.id, quantity: '5' }],
    });
    expect(second.statusCode).toBe(422);
    expect(Object.values(second.json().errors).flat()).toEqual(['Сумма частей позиции не может превышать её количество']);
    // A split position is no longer editable (spec 3 §4).
    const responsible = await c.call('employee', 'POST', `/api/applications/${id}/snab/responsible`, {
      snab_id: a.id,
      responsible: await c.userId('user3'),
    });
    expect(responsible.statusCode).toBe(400);
  });

  it('the auto invoice is editable only with registry_paid_edit once it has a status', async () => {
    const id = await c.createTmc('employee', 1, [
      ['auto_invoice[sum]', '5000.00'],
      ['auto_invoice[number_invoice]', 'А-77'],
      ['pack[performer]', await c.userId('user1')],
    ]);
    const card = (await c.call('accountant', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack.auto_invoice).toMatchObject({ sum: '5000.00', number_invoice: 'А-77', status: null, editable: 1 });
    const invoiceId = card.pack.auto_invoice.id;
    expect((await c.call('user1', 'PATCH', `/api/invoices/${invoiceId}`, { sum: '5100' })).statusCode).toBe(200);
    expect((await c.call('accountant', 'PATCH', `/api/invoices/${invoiceId}/status`, { status: 'active' })).statusCode).toBe(200);
    const locked = await c.call('user1', 'PATCH', `/api/invoices/${invoiceId}`, { sum: '5200' });
    expect(locked.statusCode).toBe(403);
    expect((await c.call('user1', 'GET', `/api/applications/${id}`)).json().pack.auto_invoice.editable).toBe(0);
    const allowed = await c.call('accountant', 'PATCH', `/api/invoices/${invoiceId}`, { sum: '5200' });
    expect(allowed.json().sum).toBe('5200.00');
    const viaPack = await c.call('user1', 'PATCH', `/api/applications/${id}`, { auto_invoice: { sum: '6000' } });
    expect(viaPack.statusCode).toBe(403);
    expect((await c.call('employee', 'PATCH', `/api/invoices/${invoiceId}`, { sum: '1' })).statusCode).toBe(404);
  });
});

describe('at most 50 positions per operation (spec 1 §9, spec 3 §5)', () => {
  const TOO_MANY = ['За одну операцию можно передать не более 50 позиций'];

  it('every call that takes positions refuses 51 with position.tooMany and accepts 50', async () => {
    const id = await c.createTmc('employee', 50);
    expect((await c.form('employee', 'PATCH', `/api/applications/${id}`, [['snabs[0][info]', 'Пятьдесят первая']])).statusCode).toBe(200);
    const ids = ((await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs as { id: number }[]).map((s) => s.id);
    expect(ids).toHaveLength(51);
    const fifty = ids.slice(0, 50);
    const invoiceId = (
      await c.call('accountant', 'POST', `/api/applications/${id}/invoices`, { sum: '10', snabs: [{ id: ids[50] }] })
    ).json().id as number;
    const user3 = await c.userId('user3');
    const refused: [string, string, string, object][] = [
      ['accountant', 'POST', `/api/applications/${id}/invoices`, { sum: '100', snabs: ids.map((i) => ({ id: i })) }],
      ['accountant', 'POST', `/api/applications/${id}/invoices/${invoiceId}/snabs/add`, { snabs: ids.map((i) => ({ id: i })) }],
      ['accountant', 'POST', `/api/applications/${id}/invoices/snabs/edit`, { snabs: ids.map((i) => ({ id: i, invoice_id: '' })) }],
      ['employee', 'POST', `/api/applications/${id}/snab/responsible`, { snabs: ids, responsible: user3 }],
      ['employee', 'POST', `/api/applications/${id}/requests`, { snabs: ids, comment: 'Цены' }],
    ];
    for (const [login, method, url, body] of refused) {
      const res = await c.call(login, method as 'POST', url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.snabs, url).toEqual(TOO_MANY);
    }
    // Nothing was linked or changed by the refused calls.
    const card = (await c.call('accountant', 'GET', `/api/applications/${id}`)).json();
    expect(card.snabs.filter((s: { invoice_id: number | null }) => s.invoice_id === invoiceId)).toHaveLength(1);
    expect(card.snabs.every((s: { responsible: number | null }) => s.responsible === null)).toBe(true);

    // Fifty is within the limit.
    expect(
      (await c.call('employee', 'POST', `/api/applications/${id}/snab/responsible`, { snabs: fifty, responsible: user3 })).statusCode,
    ).toBe(200);
    const request = await c.call('employee', 'POST', `/api/applications/${id}/requests`, { snabs: fifty, comment: 'Цены' });
    expect(request.statusCode).toBe(200);
    const reqId = request.json().id as number;
    const editTooMany = await c.call('employee', 'POST', `/api/applications/${id}/requests/${reqId}`, { snabs: ids });
    expect(editTooMany.statusCode).toBe(422);
    expect(editTooMany.json().errors.snabs).toEqual(TOO_MANY);
    const patchTooMany = await c.call('employee', 'PATCH', `/api/applications/requests/${reqId}`, { snabs: ids });
    expect(patchTooMany.statusCode).toBe(422);
    expect(patchTooMany.json().errors.snabs).toEqual(TOO_MANY);
    expect(
      (
        await c.call('accountant', 'POST', `/api/applications/${id}/invoices/${invoiceId}/snabs/add`, {
          snabs: fifty.map((i) => ({ id: i })),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('offers and supplier requests', () => {
  it('POST applications/:id/offers adds a commercial offer with its file', async () => {
    const id = await c.createTmc('employee', 1);
    const res = await c.multipart(
      'employee',
      'POST',
      `/api/applications/${id}/offers`,
      [
        ['partner_id', '2'],
        ['sum', '12345.60'],
        ['comment', 'КП от поставщика'],
      ],
      [['files[0][file]', 'kp.pdf', PDF]],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().offers[0]).toMatchObject({ sum: '12345.60', partner_name: expect.any(String), file: { name: 'kp.pdf' } });
    const offers = (await c.call('employee', 'GET', `/api/applications/${id}?offers=1`)).json().offers;
    expect(offers).toHaveLength(1);
    expect((await c.call('employee', 'GET', offers[0].file.path)).statusCode).toBe(200);
  });

  it('supplier requests: create, list, edit, PDF, send, link; the supplier opens the link without an account', async () => {
    const id = await c.createTmc('employee', 2);
    const [a, b] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const created = await c.form('employee', 'POST', `/api/applications/${id}/requests`, [
      ['partner_id', 1],
      ['snabs[0]', a.id],
      ['comment', 'Просим цену до пятницы'],
    ]);
    expect(created.statusCode).toBe(200);
    const reqId = created.json().id;
    expect((await c.call('employee', 'GET', `/api/applications/${id}/requests`)).json().requests).toHaveLength(1);
    const edited = await c.form('employee', 'POST', `/api/applications/${id}/requests/${reqId}`, [
      ['snabs[0]', a.id],
      ['snabs[1]', b.id],
    ]);
    expect(edited.json().snabs).toEqual([a.id, b.id]);
    const pdf = await c.call('employee', 'GET', `/api/applications/${id}/requests/${reqId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfHasLetters(pdf.rawPayload, 'Запрос')).toBe(true);
    const sent = await c.call('employee', 'POST', `/api/applications/${id}/requests/${reqId}/send`);
    expect(sent.json()).toMatchObject({ status: 'sent', result_content: 'Запрос отправлен' });
    const link = (await c.call('employee', 'GET', `/api/applications/${id}/requests/${reqId}/link/pdf`)).json().link;
    const shared = await t.app.inject({ method: 'GET', url: link });
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/requests/shared/not-a-real-hash-value-x' })).statusCode).toBe(404);
    expect((await c.call('employee', 'PATCH', `/api/applications/requests/${reqId}`, { state: 0 })).statusCode).toBe(200);
    expect((await c.call('employee', 'GET', `/api/applications/${id}/requests`)).json().requests).toHaveLength(0);
  });
});

describe('documents', () => {
  it('print: a PDF with Cyrillic text (embedded Roboto with a Unicode map)', async () => {
    const id = await c.createTmc('employee', 2);
    const res = await c.call('employee', 'GET', `/api/applications/${id}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(pdfHasLetters(res.rawPayload, 'ЗаявкПоиця')).toBe(true);
    expect((await c.call('user2', 'GET', `/api/applications/${id}/print`)).statusCode).toBe(404);
  });

  it("print follows the reader: the language, dd.MM.yyyy HH:mm in the reader's zone, the screen's money and status names (issue 19)", async () => {
    const id = await c.createTmc('employee', 2);
    const short = (await c.call('employee', 'GET', `/api/applications/${id}/short`)).json();
    const created = new Date(`${short.date_add.replace(' ', 'T')}:00Z`);
    const inZone = (zone: string) =>
      new Intl.DateTimeFormat('ru-RU', {
        timeZone: zone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(created)
        .replace(',', '');
    const { authorization } = await t.login('employee');
    const print = async (lang: string, tz: string) =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/applications/${id}/print?tz=${encodeURIComponent(tz)}`,
            headers: { authorization, 'accept-language': lang },
          })
        ).rawPayload,
      );
    const ru = await print('ru', 'Asia/Yekaterinburg');
    expect(ru).toContain(`Заявка №${id}`);
    expect(ru).toContain('1 500,50 ₽');
    expect(ru).toContain('На рассмотрении');
    expect(ru).toContain(inZone('Asia/Yekaterinburg'));
    expect(ru).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const en = await print('en', 'not/a-zone');
    expect(en).toContain(`Application №${id}`);
    expect(en).toContain('1,500.50 ₽');
    expect(en).toContain(inZone('Europe/Moscow'));
    for (const label of ['Positions', 'Status', 'On review', 'Created', 'Approval']) expect(en).toContain(label);
    // Only user data stays Russian (the company, the names); no label or status does.
    for (const label of ['Статус', 'Позиции', 'Согласование', 'На рассмотрении', 'Дата создания']) expect(en).not.toContain(label);
  });

  it('sticker and waybill PDFs', async () => {
    const id = await c.createTmc('employee', 2);
    const [a] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const sticker = await c.call('employee', 'GET', `/api/applications/${id}/snab/sticker?snabs=${a.id}`);
    expect(sticker.headers['content-type']).toBe('application/pdf');
    expect(pdfHasLetters(sticker.rawPayload, 'Позиця')).toBe(true);
    const waybill = await c.call('employee', 'POST', `/api/applications/${id}/waybill`);
    expect(pdfHasLetters(waybill.rawPayload, 'Накладя')).toBe(true);
  });

  it('defect statement: upload files[0][file] + files[0][name] → link and status; view; delete with its message', async () => {
    const id = await c.createTmc('employee', 1);
    const up = await c.multipart(
      'employee',
      'POST',
      `/api/applications/${id}/defect_statement`,
      [['files[0][name]', 'Дефектная ведомость.pdf']],
      [['files[0][file]', 'defect.pdf', PDF]],
    );
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ link: `/api/applications/${id}/defect`, status: 1 });
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack).toMatchObject({ defect_statement_link: `/api/applications/${id}/defect`, defect_statement_status: 1 });
    const view = await c.call('employee', 'GET', `/api/applications/${id}/defect`);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.rawPayload.equals(PDF)).toBe(true);
    const wrong = await c.multipart(
      'employee',
      'POST',
      `/api/applications/${id}/defect_statement`,
      [],
      [['files[0][file]', 'defect.pdf', Buffer.from('not a pdf')]],
    );
    expect(wrong.statusCode).toBe(422);
    const removed = await c.call('employee', 'DELETE', `/api/applications/${id}/defect_statement`);
    expect(removed.json()).toEqual({ link: null, status: 0, result_content: 'Дефектная ведомость удалена' });
    expect((await c.call('employee', 'GET', `/api/applications/${id}/defect`)).statusCode).toBe(404);
  });

  it('Excel export of the filtered list when export_datatable is on', async () => {
    const res = await c.call('admin', 'GET', '/api/applications/export?status=active');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Название');
    expect(sheet.rowCount).toBeGreaterThan(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('На рассмотрении');
    await c.call('admin', 'PATCH', '/api/users/params/export_datatable', { value: 0 });
    const off = await c.call('admin', 'GET', '/api/applications/export');
    expect(off.statusCode).toBe(403);
    expect(off.json().result_content).toBe('Выгрузка таблиц отключена настройками компании');
    await c.call('admin', 'PATCH', '/api/users/params/export_datatable', { value: 1 });
  });

  it('POST import/applications creates applications from an Excel file with a row-by-row error report', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Импорт');
    sheet.addRow(['Заявка', 'Тип', 'Название', 'Наименование', 'Артикул', 'Количество', 'Ед.', 'Для чего', 'Дата']);
    sheet.addRow(['A', 'tmc', 'Импортированная заявка', 'Болт М10', 'B-10', 100, 'шт', 'Ремонт', '2030-05-01']);
    sheet.addRow(['A', 'tmc', '', 'Гайка М10', '', 100, 'шт', '', '']);
    sheet.addRow(['B', 'unknown', 'Плохая', 'Что-то', '', 1, 'шт', '', '']);
    sheet.addRow(['C', 'tmc', 'Без имени', '', '', 'много', 'ведро', '', '']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await c.multipart('employee', 'POST', '/api/import/applications', [], [['file', 'import.xlsx', bytes]]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toHaveLength(1);
    expect(body.created[0]).toMatchObject({ key: 'A', rows: [2, 3] });
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([4, 5]);
    expect(body.errors[0].messages[0]).toBe('Неизвестный тип заявки «unknown»');
    expect(body.errors[1].messages).toEqual(
      expect.arrayContaining(['Не указано наименование позиции', 'Неизвестная единица измерения «ведро»']),
    );
    const card = (await c.call('employee', 'GET', `/api/applications/${body.created[0].id}`)).json();
    expect(card.pack.name).toBe('Импортированная заявка');
    expect(card.snabs.map((s: { info: string }) => s.info)).toEqual(['Болт М10', 'Гайка М10']);
    const notExcel = await c.multipart(
      'employee',
      'POST',
      '/api/import/applications',
      [],
      [['file', 'import.xlsx', Buffer.from('plain text')]],
    );
    expect(notExcel.statusCode).toBe(422);
  });
});
