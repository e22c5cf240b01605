import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPaymentChanged, type PaymentChange, paymentsSumMatchesTotal } from '../src/modules/payments/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, applicationsClient, pdfText } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Payments of invoices (issue 13, spec 3 §4 and §7 `invoices/interval`) and the payment
 * registry (`list/register`, `set_register`, `registry_generate`, the daily registry).
 */
let t: TestApp;
let c: ApplicationsClient;
const events: PaymentChange[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  t = await createTestApp();
  c = applicationsClient(t);
  unsubscribe = onPaymentChanged((_tx, change) => {
    events.push(change);
  });
});
afterAll(async () => {
  unsubscribe?.();
  await t?.close();
});

async function newInvoice(sum: string, state: string | null = 'active'): Promise<number> {
  const [partner] = await queryRows<{ id: number }>(t.database.db, sql`select id from partners order by id limit 1`);
  const [org] = await queryRows<{ id: number }>(t.database.db, sql`select id from organizations order by id limit 1`);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into invoices (kind, number, sum, state, contractor_id, organization_id, date_invoice)
        values ('blank', ${`ТСТ-${Math.random().toString(36).slice(2, 8)}`}, ${sum}, ${state}, ${partner?.id ?? null}, ${org?.id ?? null}, now())
        returning id`,
  );
  return row.id;
}

const add = (invoiceId: number, body: object, login = 'accountant') => c.call(login, 'POST', `/api/invoices/${invoiceId}/intervals`, body);
const list = (invoiceId: number, login = 'accountant') => c.call(login, 'GET', `/api/invoices/${invoiceId}/intervals`);
const setStatus = (id: number, status: number) =>
  t.database.db.execute(sql`update invoice_intervals set status = ${status} where id = ${id}`);

describe('payments of an invoice', () => {
  it('adds payments, answers labels, sums and the remainder', async () => {
    const inv = await newInvoice('1000.00');
    const emit = vi.spyOn(t.realtime, 'emit');
    const first = await add(inv, { type: 'initial', date: '2026-03-01', sum: '300', condition: 'После договора' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      type: 'initial',
      type_label: 'Предоплата',
      sum: '300.00',
      status: 0,
      status_label: 'На рассмотрении',
    });
    // Open cards and lists of the invoice hear about it (invoice_change on the invoice's room).
    expect(emit).toHaveBeenCalledWith(`object:invoices:${inv}`, 'invoices', expect.objectContaining({ action: 'invoice_change', id: inv }));
    emit.mockRestore();
    const res = await c.call('accountant', 'GET', `/api/invoices/${inv}/intervals`);
    expect(res.json()).toMatchObject({ invoice_total: '1000.00', sum: '300.00', remainder: '700.00', can_edit: true });
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${inv}/intervals`,
      headers: { authorization: await c.auth('accountant'), 'accept-language': 'en' },
    });
    expect(en.json().payments[0]).toMatchObject({ type_label: 'Initial', status_label: 'On review' });
    expect(await paymentsSumMatchesTotal(t.database.db, inv)).toBe(false);
    await add(inv, { type: 'final', date: '2026-04-01', sum: '700.00' });
    expect(await paymentsSumMatchesTotal(t.database.db, inv)).toBe(true);
    expect(events.some((e) => e.change === 'created' && e.invoiceId === inv)).toBe(true);
    const history = await queryRows<{ field: string }>(
      t.database.db,
      sql`select field from object_history where module = 'invoices' and object_id = ${inv}`,
    );
    expect(history.filter((h) => h.field === 'payment')).toHaveLength(2);
  });

  it('never lets the live payments exceed the total', async () => {
    const inv = await newInvoice('500.00');
    expect((await add(inv, { type: 'initial', date: '2026-03-01', sum: '400' })).statusCode).toBe(200);
    const over = await add(inv, { type: 'final', date: '2026-03-02', sum: '100.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.sum[0]).toContain('100.00');
    const p = (await list(inv)).json().payments[0];
    const grow = await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, { sum: '500.01', version: p.version });
    expect(grow.statusCode).toBe(422);
    // A deleted payment frees its part of the total.
    expect((await c.call('accountant', 'DELETE', `/api/invoices/intervals/${p.id}`)).statusCode).toBe(200);
    expect((await add(inv, { type: 'final', date: '2026-03-02', sum: '500' })).statusCode).toBe(200);
    expect((await list(inv)).json()).toMatchObject({ sum: '500.00', remainder: '0.00' });
  });

  it('restarts approval when the date or the sum changes, not for the condition', async () => {
    const inv = await newInvoice('900.00');
    const p = (await add(inv, { type: 'initial', date: '2026-05-01', sum: '300' })).json();
    await setStatus(p.id, 1);
    const [{ version }] = await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from invoice_intervals where id = ${p.id}`,
    );
    const cond = await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, { condition: 'Новое условие', version });
    expect(cond.json()).toMatchObject({ status: 1, condition: 'Новое условие' });
    events.length = 0;
    const moved = await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, {
      date: '2026-05-10',
      version: cond.json().version,
    });
    expect(moved.json()).toMatchObject({ status: 0, date: '2026-05-10' });
    expect(events).toEqual([expect.objectContaining({ intervalIds: [p.id], change: 'date', invoiceId: inv })]);
    await setStatus(p.id, 1);
    const resized = await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, { sum: '250', version: moved.json().version });
    expect(resized.json()).toMatchObject({ status: 0, sum: '250.00' });
    expect(events.at(-1)).toMatchObject({ change: 'sum' });
  });

  it('answers 409 to a stale version', async () => {
    const inv = await newInvoice('100.00');
    const p = (await add(inv, { type: 'initial', date: '2026-05-01', sum: '10' })).json();
    expect((await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, { sum: '20', version: p.version })).statusCode).toBe(
      200,
    );
    expect((await c.call('accountant', 'PATCH', `/api/invoices/intervals/${p.id}`, { sum: '30', version: p.version })).statusCode).toBe(
      409,
    );
  });

  it('locks paid and registered payments, refuses a repeated delete', async () => {
    const inv = await newInvoice('100.00');
    const paid = (await add(inv, { type: 'initial', date: '2026-05-01', sum: '10' })).json();
    const reg = (await add(inv, { type: 'final', date: '2026-05-02', sum: '10' })).json();
    const gone = (await add(inv, { type: 'final', date: '2026-05-03', sum: '10' })).json();
    await setStatus(paid.id, 2);
    await setStatus(reg.id, 4);
    for (const id of [paid.id, reg.id]) {
      expect((await c.call('accountant', 'DELETE', `/api/invoices/intervals/${id}`)).statusCode).toBe(409);
      const edit = await c.call('accountant', 'PATCH', `/api/invoices/intervals/${id}`, { sum: '5', version: 1 });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().result_content).toContain('оплачен');
    }
    expect((await c.call('accountant', 'DELETE', `/api/invoices/intervals/${gone.id}`)).statusCode).toBe(200);
    const again = await c.call('accountant', 'DELETE', `/api/invoices/intervals/${gone.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().result_content).toBe('Платёж уже в этом статусе');
  });

  it('closes the payments of a paid or deleted invoice', async () => {
    for (const state of ['paid', 'delete']) {
      const inv = await newInvoice('100.00', state);
      const res = await add(inv, { type: 'initial', date: '2026-05-01', sum: '10' });
      expect(res.statusCode).toBe(409);
      expect((await list(inv)).json().can_edit).toBe(false);
    }
  });

  it('validates input with field names in ru and en', async () => {
    const inv = await newInvoice('100.00');
    const bad = await add(inv, { type: 'gift', date: '2026-02-30', sum: '0', condition: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['condition', 'date', 'sum', 'type']);
    expect(errors.sum[0]).toBe('Сумма платежа должна быть больше нуля');
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${inv}/intervals`,
      payload: { type: 'initial', date: '01.02.2026', sum: '-5' },
      headers: { authorization: await c.auth('accountant'), 'accept-language': 'en' },
    });
    expect(en.json().errors).toEqual({ date: ['A date as YYYY-MM-DD'], sum: ['The sum is a number with two decimals'] });
    expect((await add(inv, { type: 'initial', date: '2026-01-01', sum: '1.234' })).statusCode).toBe(422);
    const noVersion = await c.call('accountant', 'PATCH', '/api/invoices/intervals/1', { sum: '1' });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors.version).toBeDefined();
  });

  it('answers hostile ids with 422 and unknown ones with 404', async () => {
    for (const path of [
      '/api/invoices/abc/intervals',
      '/api/invoices/99999999999/intervals',
      '/api/invoices/-1/intervals',
      '/api/invoices/registers/1e3x',
    ]) {
      expect((await c.call('admin', 'GET', path)).statusCode).toBe(422);
    }
    expect((await c.call('admin', 'PATCH', '/api/invoices/intervals/0', { version: 1 })).statusCode).toBe(422);
    expect((await c.call('admin', 'GET', '/api/invoices/2000000000/intervals')).statusCode).toBe(404);
    expect((await c.call('admin', 'DELETE', '/api/invoices/intervals/2000000000')).statusCode).toBe(404);
    const ids = await c.call('admin', 'POST', '/api/invoices/set_register', { register_id: 1, interval_ids: ['x', 3] });
    expect(ids.statusCode).toBe(422);
  });

  it('needs invoices_view', async () => {
    const inv = await newInvoice('100.00');
    expect((await list(inv, 'employee')).statusCode).toBe(403);
    expect((await add(inv, { type: 'initial', date: '2026-01-01', sum: '1' }, 'employee')).statusCode).toBe(403);
    expect((await c.call('employee', 'GET', '/api/invoices/registers')).statusCode).toBe(403);
  });
});

describe('payment registry', () => {
  async function signedPayments(n: number) {
    const inv = await newInvoice(`${n * 100}.00`);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await add(inv, { type: 'regular', date: '2026-06-15', sum: '100' })).json().id);
    for (const id of ids) await setStatus(id, 1);
    return { inv, ids };
  }
  const createRegister = async (body: object = { kind: 'preliminary', date: '2026-06-15' }) =>
    (await c.call('accountant', 'POST', '/api/invoices/registers', body)).json();

  it('gathers signed payments, removes them, signs and exports the register', async () => {
    const { inv, ids } = await signedPayments(3);
    const register = await createRegister();
    expect(register).toMatchObject({ kind: 'preliminary', state: 'draft', count: 0, total: '0.00', number: String(register.id) });
    const picker = (await c.call('accountant', 'GET', '/api/invoices/registers/signed')).json();
    expect(picker.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(ids));
    const daily = (await c.call('accountant', 'GET', '/api/invoices/registers/daily?date=2026-06-15')).json();
    expect(daily.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(ids));

    const put = await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: register.id, interval_ids: ids });
    expect(put.json()).toEqual({ result: true, count: 3 });
    const again = await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: register.id, interval_ids: ids });
    expect(again.statusCode).toBe(409);
    expect(again.json().result_content).toBe('Платёж уже в этом статусе');
    const card = (await c.call('accountant', 'GET', `/api/invoices/registers/${register.id}`)).json();
    expect(card).toMatchObject({ count: 3, total: '300.00' });
    expect(card.payments[0]).toMatchObject({ invoice_id: inv, status: 4, sum: '100.00' });
    expect(
      (await list(inv))
        .json()
        .payments.every((p: { status: number; register_id: number }) => p.status === 4 && p.register_id === register.id),
    ).toBe(true);

    const out = await c.call('accountant', 'POST', `/api/invoices/registers/${register.id}/remove`, { interval_ids: [ids[2]] });
    expect(out.json()).toEqual({ result: true, count: 1 });
    expect((await list(inv)).json().payments.find((p: { id: number }) => p.id === ids[2])).toMatchObject({ status: 1, register_id: null });

    // Signing needs registry_paid_sign; the manager has only the *_view permits.
    expect((await c.call('manager', 'POST', `/api/invoices/registers/${register.id}/sign`)).statusCode).toBe(403);
    const signed = await c.call('accountant', 'POST', `/api/invoices/registers/${register.id}/sign`);
    expect(signed.json()).toMatchObject({ state: 'signed', count: 2 });
    expect((await c.call('accountant', 'POST', `/api/invoices/registers/${register.id}/sign`)).statusCode).toBe(409);
    const late = await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: register.id, interval_ids: [ids[2]] });
    expect(late.statusCode).toBe(409);

    const doc = await c.call('accountant', 'GET', `/api/invoices/registers/${register.id}/document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(doc.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const text = values.map((r) => r.join('|')).join('\n');
    expect(text).toContain(`Реестр платежей № ${register.number}`);
    expect(text).toContain('ИНН получателя');
    expect(text).toContain('Оплата по счёту №');
    const total = values.find((r) => r[1] === 'Итого');
    expect(total?.[11]).toBe(200);
    expect(values.filter((r) => r[11] === 100)).toHaveLength(2);

    const pdf = await c.call('accountant', 'GET', `/api/invoices/registers/${register.id}/document?format=pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const printed = await pdfText(pdf.rawPayload);
    expect(printed).toContain('Реестр платежей');
    expect(printed).toContain('200.00');
    expect((await c.call('accountant', 'GET', `/api/invoices/registers/${register.id}/document?format=doc`)).statusCode).toBe(422);
  });

  it('takes only signed payments and at most 200 at once', async () => {
    const inv = await newInvoice('100.00');
    const p = (await add(inv, { type: 'initial', date: '2026-01-01', sum: '10' })).json();
    const register = await createRegister({ kind: 'additional' });
    const refused = await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: register.id, interval_ids: [p.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.interval_ids[0]).toContain(String(p.id));
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(
      (await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: register.id, interval_ids: many })).statusCode,
    ).toBe(422);
    const unknown = await c.call('accountant', 'POST', '/api/invoices/set_register', {
      register_id: register.id,
      interval_ids: [2000000000],
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await c.call('accountant', 'POST', '/api/invoices/set_register', { register_id: 2000000000, interval_ids: [p.id] })).statusCode,
    ).toBe(404);
    expect((await c.call('accountant', 'POST', `/api/invoices/registers/${register.id}/sign`)).statusCode).toBe(409);
    expect((await c.call('accountant', 'POST', '/api/invoices/registers', { kind: 'weekly' })).statusCode).toBe(422);
  });

  it('lists registers, the seeded one among them', async () => {
    const res = await c.call('accountant', 'GET', '/api/invoices/registers');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.some((r: { note: string | null; count: number }) => r.note === 'Демонстрационный реестр' && r.count > 0)).toBe(
      true,
    );
  });

  it('seeds payments adding up to each invoice total', async () => {
    const rows = await queryRows<{ id: number; sum: string; paid: string | null; statuses: number[] | string }>(
      t.database.db,
      sql`select i.id, i.sum::text, (select sum(p.sum)::text from invoice_intervals p where p.invoice_id = i.id) as paid
          from invoices i where i.number like 'СЧ-%' order by i.id limit 50`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.paid)).toBe(Number(row.sum));
  });
});
