import { invoicesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceChange, onInvoiceChanged } from '../src/modules/invoices/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, applicationsClient } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Invoices (issue 13): the registry contract, then the invoices' own rules (over 100 000 needs a
 * contract or a reason, the number only in a draft, no delete with payments, a second delete),
 * the lists per name with their rights, the total of a filtered list, the menu, files and positions.
 */
let t: TestApp;
let s: RegistrySession;
let c: ApplicationsClient;
const session = () => s;
let seq = 0;
const next = () => ++seq;
let organizationId: number;
let contractorId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  c = applicationsClient(t);
  const [org] = (await callAs(s, 'admin', 'GET', '/partners?model_method=autocomplete&type=organization')).json();
  organizationId = org.value;
  const [partner] = (await callAs(s, 'admin', 'GET', '/partners?model_method=autocomplete')).json();
  contractorId = partner.value;
});
afterAll(async () => {
  await t?.close();
});

const valid = () => ({
  number: `Т-${next()}`,
  kind: 'blank',
  sum: '1500.00',
  organization_id: organizationId,
  contractor_id: contractorId,
});

registryContract({
  session,
  definition: invoicesRegistry,
  valid: async () => valid(),
  patch: { sum: '2500.00', purpose: 'Оплата материалов' },
});

const api = '/invoices/registry';
const create = (body: object, who: 'accountant' | 'manager' = 'accountant') => callAs(s, who, 'POST', api, { ...valid(), ...body });

describe('invoices: own rules', () => {
  it('over 100 000 needs a contract or a reason (the note); state is set by actions only; VAT is computed when empty', async () => {
    const refused = await create({ sum: '150000.00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.reason).toEqual(['Для счёта свыше 100 000 укажите договор или причину в примечании']);
    expect((await create({ sum: '150000.00', reason: 'Разовая закупка' })).statusCode).toBe(200);
    expect((await create({ sum: '150000.00', contract_id: 77 })).statusCode).toBe(200);
    const row = (await create({ sum: '1200.00', vat_rate: '20', state: 'paid' })).json();
    expect(row).toMatchObject({ state: null, vat_sum: '200.00' });
    const given = (await create({ sum: '1200.00', vat_rate: '20', vat_sum: '150.00' })).json();
    expect(given.vat_sum).toBe('150.00');
  });

  it('the number changes only in a draft; changing the sum tells the listeners (in the transaction)', async () => {
    const seen: InvoiceChange[] = [];
    const off = onInvoiceChanged((_tx, change) => {
      seen.push(change);
    });
    const row = (await create({})).json();
    expect((await callAs(s, 'accountant', 'PATCH', `${api}/${row.id}`, { number: `${row.number}-1` })).statusCode).toBe(200);
    await c.call('accountant', 'PATCH', `/api/invoices/${row.id}/status`, { status: 'active' });
    const locked = await callAs(s, 'accountant', 'PATCH', `${api}/${row.id}`, { number: 'X-1' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.number).toEqual(['Номер счёта можно изменить только в черновике']);
    expect((await callAs(s, 'accountant', 'PATCH', `${api}/${row.id}`, { sum: '1700.00' })).statusCode).toBe(200);
    off();
    expect(seen).toContainEqual(expect.objectContaining({ invoiceId: row.id, change: 'total' }));
  });

  it('an invoice with payments is not deleted; a second delete says it is already deleted', async () => {
    const paid = (await create({})).json();
    await t.database.db.execute(
      sql`insert into invoice_intervals (invoice_id, date, sum, status) values (${paid.id}, '2026-12-01', '100.00', 0)`,
    );
    const refused = await callAs(s, 'accountant', 'DELETE', `${api}/${paid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toBe('Невозможно удалить счёт, содержащий платежи');
    const free = (await create({})).json();
    expect((await callAs(s, 'accountant', 'DELETE', `${api}/${free.id}`)).statusCode).toBe(200);
    const again = await callAs(s, 'accountant', 'DELETE', `${api}/${free.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().result_content).toBe('Счёт уже удалён');
  });
});

describe('invoices: lists, totals, menu', () => {
  it('list=<name> narrows to the kinds of the list and needs its right; the total sums the filtered rows', async () => {
    const tag = `СУММ-${next()}`;
    await create({ number: `${tag}-1`, sum: '100.10' });
    await create({ number: `${tag}-2`, sum: '200.25', kind: 'autocreate' });
    await create({ number: `${tag}-3`, sum: '999.00', kind: 'scheduled' });
    const list = (await callAs(s, 'accountant', 'GET', `${api}?list=applications&number=${encodeURIComponent(tag)}`)).json();
    expect(list.items).toHaveLength(2);
    expect(list.totals).toBeUndefined();
    // The sums are a call of their own (the rows do not wait for them), with the list's filters and rights.
    const sums = await callAs(s, 'accountant', 'GET', `${api}/totals?list=applications&number=${encodeURIComponent(tag)}`);
    expect(sums.json()).toEqual({ totals: { sum: '300.35' } });
    const regular = (await callAs(s, 'accountant', 'GET', `${api}/totals?list=regular&number=${encodeURIComponent(tag)}`)).json();
    expect(regular.totals).toEqual({ sum: '999.00' });
    expect((await callAs(s, 'employee', 'GET', `${api}/totals?list=applications`)).statusCode).toBe(403);
    // The supply role holds invoices_view but not paid_view.
    const rights = s.rights.manager.permits;
    if (rights.invoices_view && !rights.paid_view) expect((await callAs(s, 'manager', 'GET', `${api}?list=regular`)).statusCode).toBe(403);
    expect((await callAs(s, 'employee', 'GET', `${api}?list=applications`)).statusCode).toBe(403);
  });

  it('a reader holding only paid_view opens the registry: the regular list and its rows, no other list', async () => {
    const tag = `РЕГ-${next()}`;
    await create({ number: `${tag}-1`, kind: 'scheduled' });
    await create({ number: `${tag}-2`, kind: 'blank' });
    const [employee] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = 'employee'`);
    await t.database.db.execute(sql`insert into user_permits (user_id, permit, value) values (${employee.id}, 'paid_view', 1)`);
    try {
      const { authorization } = await t.login('employee');
      const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization } });
      const regular = await get(`${api}?list=regular&number=${encodeURIComponent(tag)}`);
      expect(regular.statusCode, regular.body).toBe(200);
      expect(regular.json().items.map((r: { number: string }) => r.number)).toEqual([`${tag}-1`]);
      // Without a list name the rows are still only the kinds the reader's rights show.
      const all = (await get(`${api}?number=${encodeURIComponent(tag)}`)).json();
      expect(all.items.map((r: { kind: string }) => r.kind)).toEqual(['scheduled']);
      expect((await get(`${api}?list=applications`)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `/api${api}`, payload: valid(), headers: { authorization } })).statusCode).toBe(
        403,
      );
    } finally {
      await t.database.db.execute(sql`delete from user_permits where user_id = ${employee.id} and permit = 'paid_view'`);
    }
  });

  it('the state filter: empty (draft), liked (the reader favourites), a status', async () => {
    const tag = `СОСТ-${next()}`;
    const draft = (await create({ number: `${tag}-1` })).json();
    const urgent = (await create({ number: `${tag}-2`, urgent: 1 })).json();
    const active = (await create({ number: `${tag}-3` })).json();
    await c.call('accountant', 'PATCH', `/api/invoices/${active.id}/status`, { status: 'active' });
    expect((await callAs(s, 'accountant', 'POST', `/favorites/invoices/${urgent.id}`)).json()).toEqual({ liked: 1 });
    const card = (await callAs(s, 'accountant', 'GET', `${api}/${urgent.id}`)).json();
    expect(card.liked).toBe(1);
    expect((await callAs(s, 'admin', 'GET', `${api}/${urgent.id}`)).json().liked).toBe(0);
    const ids = async (filter: string) =>
      (await callAs(s, 'accountant', 'GET', `${api}?number=${encodeURIComponent(tag)}&state_filter=${filter}`))
        .json()
        .items.map((r: { id: number }) => r.id)
        .sort();
    expect(await ids('empty')).toEqual([draft.id, urgent.id].sort());
    expect(await ids('liked')).toEqual([urgent.id]);
    expect(await ids('active')).toEqual([active.id]);
  });

  it('the menu answers the lists the user may see with counters', async () => {
    const menu = (await callAs(s, 'accountant', 'GET', '/invoices/menu')).json();
    expect(menu.lists.map((l: { name: string }) => l.name)).toEqual(['applications', 'regular', 'required', 'contracts']);
    for (const l of menu.lists) expect(l.count).toBeGreaterThan(0);
    expect((await callAs(s, 'employee', 'GET', '/invoices/menu')).json().lists).toEqual([]);
  });
});

describe('invoices: files and positions tabs', () => {
  it('one main file; deleting it fires mainFileRemoved and the next file becomes main; bad extensions refused', async () => {
    const seen: InvoiceChange[] = [];
    const off = onInvoiceChanged((_tx, change) => {
      seen.push(change);
    });
    const row = (await create({})).json();
    const url = `/api/invoices/${row.id}/files`;
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    expect((await c.multipart('accountant', 'POST', url, [], [['files', 'a.pdf', pdf]])).statusCode).toBe(200);
    const two = (await c.multipart('accountant', 'POST', url, [], [['files', 'b.pdf', pdf]])).json();
    expect(two.items.map((f: { main: number }) => f.main)).toEqual([1, 0]);
    expect((await c.multipart('accountant', 'POST', url, [], [['files', 'x.exe', pdf]])).statusCode).toBe(422);
    const [first, second] = two.items;
    const marked = (await c.call('accountant', 'POST', `${url}/${second.id}/main`)).json();
    expect(marked.items.map((f: { main: number }) => f.main)).toEqual([0, 1]);
    const left = (await c.call('accountant', 'DELETE', `${url}/${second.id}`)).json();
    expect(left.items).toEqual([expect.objectContaining({ id: first.id, main: 1 })]);
    off();
    expect(seen).toContainEqual(expect.objectContaining({ invoiceId: row.id, change: 'mainFileRemoved' }));
  });

  it('positions: the application positions of an invoice', async () => {
    const [linked] = await queryRows<{ invoice_id: number; n: number }>(
      t.database.db,
      sql`select invoice_id, count(*)::int as n from application_positions where invoice_id is not null and status <> 'delete' group by invoice_id limit 1`,
    );
    const res = await callAs(s, 'accountant', 'GET', `/invoices/${linked.invoice_id}/positions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(linked.n);
    expect((await callAs(s, 'employee', 'GET', `/invoices/${linked.invoice_id}/positions`)).statusCode).toBe(404);
  });
});
