import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPaymentStatus } from '../src/modules/payments/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Budgeting (issue 17): the plan per organization, item and month (a cell, validation, history),
 * the Excel template and import (a good file taken per row, a malformed file changes nothing),
 * the fact = the sum of paid invoices, the drill-down, the export, the rights.
 */
let t: TestApp;
const auth: Record<string, string> = {};
const year = new Date().getUTCFullYear();
let orgId: number;
let leafId: number;
let groupId: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth[who], ...headers } });
const table = async (who = 'accountant', org = orgId) => {
  const res = await call(who, 'GET', `/budgeting?organization_id=${org}&year=${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
interface Row {
  id: number;
  leaf: boolean;
  plan: string[];
  fact: string[];
  plan_total: string;
  fact_total: string;
}
const rowOf = (body: { rows: Row[] }, id: number) => body.rows.find((r) => r.id === id) as Row;

function multipart(content: Buffer, fields: Record<string, string>) {
  const boundary = `----budget${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (content: Buffer, who = 'accountant') => {
  const body = multipart(content, { organization_id: String(orgId), year: String(year) });
  return call(who, 'POST', '/budgeting/import', body.payload, body.headers);
};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'accountant', 'employee']) auth[login] = (await t.login(login)).authorization;
  [{ id: orgId }] = await rows<{ id: number }>(sql`select id from organizations where status = 1 order by id limit 1`);
  orgId = Number(orgId);
  const [leaf] = await rows<{ id: number; parent_id: number }>(
    sql`select e.id, e.parent_id from expenditure_items e where e.status = 1 and e.parent_id is not null
        and not exists (select 1 from expenditure_items c where c.parent_id = e.id) order by e.id limit 1`,
  );
  leafId = Number(leaf.id);
  groupId = Number(leaf.parent_id);
});
afterAll(async () => {
  await t?.close();
});

describe('the plan', () => {
  it('the demo: a plan of the current year, the accountant reads it; the employee gets 403', async () => {
    const body = await table();
    expect(body.organizations.length).toBeGreaterThan(1);
    expect(Number(body.totals.plan_total)).toBeGreaterThan(0);
    expect(body.can_edit).toBe(true);
    expect((await call('employee', 'GET', '/budgeting')).statusCode).toBe(403);
    expect(
      (await call('employee', 'PUT', '/budgeting/plan', { organization_id: orgId, expenditure_id: leafId, year, month: 1, amount: '1' }))
        .statusCode,
    ).toBe(403);
  });

  it('a cell saves at once; the group and the month totals follow; the change is in the history', async () => {
    const before = await table();
    const emit = vi.spyOn(t.realtime, 'emit');
    const put = await call('accountant', 'PUT', '/budgeting/plan', {
      organization_id: orgId,
      expenditure_id: leafId,
      year,
      month: 3,
      amount: '1 234,50',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ amount: '1234.50', old_amount: rowOf(before, leafId).plan[2] });
    const after = await table();
    expect(rowOf(after, leafId).plan[2]).toBe('1234.50');
    // Open budget screens hear of it.
    expect(emit).toHaveBeenCalledWith('object:budgeting:all', 'budgeting', { organization_id: orgId, year });
    emit.mockRestore();
    const delta = (b: string, a: string) => Math.round((Number(a) - Number(b)) * 100);
    const expected = delta(rowOf(before, leafId).plan[2], '1234.50');
    expect(delta(rowOf(before, groupId).plan[2], rowOf(after, groupId).plan[2])).toBe(expected);
    expect(delta(before.totals.plan[2], after.totals.plan[2])).toBe(expected);
    expect(delta(before.totals.plan_total, after.totals.plan_total)).toBe(expected);
    const history = (await call('accountant', 'GET', `/budgeting/history?organization_id=${orgId}&year=${year}`)).json();
    expect(history.items[0]).toMatchObject({
      month: 3,
      new_amount: '1234.50',
      old_amount: rowOf(before, leafId).plan[2],
      source: 'grid',
      who: 'Морозова Елена Андреевна',
    });
  });

  it('bad amounts and targets answer 422 with the field', async () => {
    for (const amount of ['-1', '1.234', 'abc', '']) {
      const res = await call('accountant', 'PUT', '/budgeting/plan', {
        organization_id: orgId,
        expenditure_id: leafId,
        year,
        month: 1,
        amount,
      });
      expect(res.statusCode, amount).toBe(422);
      expect(res.json().errors.amount).toEqual(['Сумма: число не меньше 0, не больше двух знаков после запятой']);
    }
    const english = await call(
      'accountant',
      'PUT',
      '/budgeting/plan',
      { organization_id: orgId, expenditure_id: leafId, year, month: 1, amount: '-3' },
      { 'accept-language': 'en' },
    );
    expect(english.json().errors.amount).toEqual(['Amount: a number not below 0 with at most two decimals']);
    const group = await call('accountant', 'PUT', '/budgeting/plan', {
      organization_id: orgId,
      expenditure_id: groupId,
      year,
      month: 1,
      amount: '5',
    });
    expect(group.statusCode).toBe(422);
    expect(group.json().errors.expenditure_id).toBeDefined();
    const month = await call('accountant', 'PUT', '/budgeting/plan', {
      organization_id: orgId,
      expenditure_id: leafId,
      year,
      month: 13,
      amount: '5',
    });
    expect(month.statusCode).toBe(422);
    const org = await call('accountant', 'PUT', '/budgeting/plan', {
      organization_id: 999999,
      expenditure_id: leafId,
      year,
      month: 1,
      amount: '5',
    });
    expect(org.statusCode).toBe(422);
  });
});

describe('Excel', () => {
  it('the template comes back: good rows taken, bad rows refused with reasons, in the history as import', async () => {
    const res = await call('accountant', 'GET', `/budgeting/template?organization_id=${orgId}&year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    let leafRow = 0;
    let groupRow = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === leafId) leafRow = n;
      if (row.getCell(1).value === groupId) groupRow = n;
    });
    expect(leafRow).toBeGreaterThan(2);
    sheet.getRow(leafRow).getCell(4).value = 777.25; // January
    sheet.getRow(leafRow).getCell(5).value = '1 000,10'; // February as text
    sheet.getRow(groupRow).getCell(4).value = 5; // a group: refused
    sheet.addRow([999999, 'X', 'Нет такой статьи', 1]);
    const bad = sheet.addRow(['', '', '', -5]);
    bad.getCell(1).value = leafId; // the same item twice: refused
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const imported = await upload(file);
    expect(imported.statusCode, imported.body).toBe(200);
    const report = imported.json();
    expect(report.refused).toBe(3);
    const leafReport = report.rows.find((r: { row: number }) => r.row === leafRow);
    expect(leafReport).toMatchObject({ taken: true, reasons: [] });
    expect(report.rows.filter((r: { taken: boolean }) => !r.taken).every((r: { reasons: string[] }) => r.reasons.length > 0)).toBe(true);
    const after = await table();
    expect(rowOf(after, leafId).plan.slice(0, 2)).toEqual(['777.25', '1000.10']);
    const history = (await call('accountant', 'GET', `/budgeting/history?organization_id=${orgId}&year=${year}`)).json();
    expect(history.items.filter((h: { source: string }) => h.source === 'import').length).toBeGreaterThanOrEqual(2);
  });

  it('a malformed file changes nothing (422)', async () => {
    const before = await table();
    const notExcel = await upload(Buffer.from('это не книга excel'));
    expect(notExcel.statusCode).toBe(422);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['что-то', 'не', 'то']);
    const wrongLayout = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(wrongLayout.statusCode).toBe(422);
    expect(wrongLayout.json().errors.file).toBeDefined();
    expect((await table()).totals).toEqual(before.totals);
    expect((await upload(Buffer.from('x'), 'employee')).statusCode).toBe(403);
  });

  it('the export answers an xlsx of the plan vs fact', async () => {
    const res = await call('accountant', 'GET', `/budgeting/export?organization_id=${orgId}&year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBeGreaterThan(4);
  });
});

describe('the fact', () => {
  it('equals the sum of paid payments of the organization’s invoices per item and month (the whole table)', async () => {
    const body = await table();
    const expected = await rows<{ item: number; month: number; amount: string }>(
      sql`select i.expenditure_id as item, extract(month from p.date_paid at time zone 'UTC')::int as month, sum(p.sum)::text as amount
          from invoice_intervals p join invoices i on i.id = p.invoice_id
          where p.status = 2 and i.status = 1 and i.organization_id = ${orgId} and extract(year from p.date_paid at time zone 'UTC') = ${year}
          group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const e of expected) {
      const row = body.rows.find((r: { id: number; leaf: boolean }) => r.id === Number(e.item));
      if (row?.leaf) expect(row.fact[Number(e.month) - 1], `item ${e.item} month ${e.month}`).toBe(Number(e.amount).toFixed(2));
    }
    const all = expected.reduce((s, e) => s + Math.round(Number(e.amount) * 100), 0);
    expect(Math.round(Number(body.totals.fact_total) * 100)).toBe(all);
  });

  it('a newly paid invoice adds exactly what was paid, in the month paid; unpaid payments do not count; the drill-down lists it', async () => {
    const created = await call('accountant', 'POST', '/invoices/registry', {
      number: `Б-${Date.now()}`,
      kind: 'blank',
      sum: '3000.00',
      organization_id: orgId,
      expenditure_id: leafId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const invoiceId = created.json().id;
    const pay = async (sum: string, date: string) => {
      const res = await call('accountant', 'POST', `/invoices/${invoiceId}/intervals`, { type: 'initial', date, sum });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const before = await table();
    const a = await pay('1000.40', `${year}-05-10`);
    const b = await pay('500.10', `${year}-05-20`);
    await pay('1499.50', `${year}-06-01`); // planned, not paid
    await setPaymentStatus(t.database.db, [a], 2, { date_paid: new Date(Date.UTC(year, 4, 11)) });
    await setPaymentStatus(t.database.db, [b], 2, { date_paid: new Date(Date.UTC(year, 6, 2)) }); // paid in July
    const after = await table();
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(rowOf(after, leafId).fact[4]) - cents(rowOf(before, leafId).fact[4])).toBe(100040);
    expect(cents(rowOf(after, leafId).fact[6]) - cents(rowOf(before, leafId).fact[6])).toBe(50010);
    expect(cents(rowOf(after, leafId).fact[5])).toBe(cents(rowOf(before, leafId).fact[5]));
    expect(cents(rowOf(after, groupId).fact_total) - cents(rowOf(before, groupId).fact_total)).toBe(150050);

    const drill = await call('accountant', 'GET', `/budgeting/fact?organization_id=${orgId}&year=${year}&expenditure_id=${leafId}&month=5`);
    expect(drill.statusCode, drill.body).toBe(200);
    const list = drill.json();
    expect(list.total).toBe(rowOf(after, leafId).fact[4]);
    expect(list.items.find((i: { id: number }) => i.id === invoiceId)).toMatchObject({
      paid: '1000.40',
      sum: '3000.00',
      list: 'applications',
    });
    // A group's cell lists its items' invoices too.
    const groupDrill = (
      await call('accountant', 'GET', `/budgeting/fact?organization_id=${orgId}&year=${year}&expenditure_id=${groupId}&month=7`)
    ).json();
    expect(groupDrill.items.some((i: { id: number }) => i.id === invoiceId)).toBe(true);
    expect((await call('employee', 'GET', '/budgeting/fact')).statusCode).toBe(403);
  });
});
