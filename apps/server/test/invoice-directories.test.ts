import { leftoversRegistry, procuratoriesRegistry } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The invoices' directories (issue 13): powers of attorney (invoices_view views,
 * registry_paid_edit writes; validity in order) and leftovers (registry_paid_view), both on the
 * engine, with their demo rows; and `GET invoices/history`, the changes across invoices.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
let seq = 0;
let organizationId: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  const [org] = (await callAs(s, 'admin', 'GET', '/partners?model_method=autocomplete&type=organization')).json();
  organizationId = org.value;
  const [person] = (await callAs(s, 'admin', 'GET', '/autocomplete/users?term=Петров')).json();
  userId = person.value ?? person.id;
});
afterAll(async () => {
  await t?.close();
});

registryContract({
  session,
  definition: procuratoriesRegistry,
  valid: async () => ({
    number: `Д-${++seq}`,
    user_id: userId,
    organization_id: organizationId,
    date_from: '2026-01-01',
    date_to: '2026-12-31',
  }),
  patch: { number: 'Д-изм', date_to: '2027-01-31' },
});

registryContract({
  session,
  definition: leftoversRegistry,
  valid: async () => ({
    organization_id: organizationId,
    bank_account: `4070281040000001${String(++seq).padStart(4, '0')}`,
    date: '2026-11-20',
    amount: '1250000.50',
    state: 'active',
  }),
  patch: { amount: '999.99', state: 'closed' },
});

describe('procuratories: rights and rules', () => {
  it('invoices_view views, only registry_paid_edit writes; the validity ends no earlier than it starts', async () => {
    const body = { number: 'Д-права', user_id: userId, organization_id: organizationId, date_from: '2026-02-01', date_to: '2026-01-01' };
    const refused = await callAs(s, 'accountant', 'POST', '/procuratories', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.date_to).toEqual(['Доверенность не может заканчиваться раньше, чем начинается']);
    // The manager views (invoices_view) but may not write (no registry_paid_edit).
    expect((await callAs(s, 'manager', 'GET', '/procuratories')).statusCode).toBe(200);
    expect((await callAs(s, 'manager', 'POST', '/procuratories', { ...body, date_to: '2026-12-31' })).statusCode).toBe(403);
    expect((await callAs(s, 'employee', 'GET', '/procuratories')).statusCode).toBe(403);
    // The scan: a file of the kit, readable with the card.
    const created = await callAs(s, 'accountant', 'POST', '/procuratories', { ...body, number: 'Д-скан', date_to: '2026-12-31' });
    expect(created.statusCode, created.body).toBe(200);
    expect((await callAs(s, 'manager', 'GET', `/files/procuratories/${created.json().id}`)).statusCode).toBe(200);
    expect((await callAs(s, 'employee', 'GET', `/files/procuratories/${created.json().id}`)).statusCode).toBe(404);
    expect((await callAs(s, 'employee', 'GET', '/leftovers')).statusCode).toBe(403);
  });

  it('the demo rows are there, with the leftovers total', async () => {
    const list = (await callAs(s, 'accountant', 'GET', '/procuratories?search=Д-01/2026')).json();
    expect(list.items.some((r: { number: string }) => r.number === 'Д-01/2026')).toBe(true);
    const leftovers = (await callAs(s, 'accountant', 'GET', '/leftovers?state=credit')).json();
    expect(leftovers.items.length).toBeGreaterThan(0);
    const totals = (await callAs(s, 'accountant', 'GET', '/leftovers/totals?state=credit')).json();
    expect(totals.totals.amount).toMatch(/^-?\d+\.\d{2}$/);
  });
});

describe('invoices history (`/invoices/history`)', () => {
  it('lists the latest changes of the invoices the user may see, newest first, paged, with the invoice and its list', async () => {
    const tag = `ИСТ-${Date.now() % 100000}`;
    const create = async (kind: string) =>
      (await callAs(s, 'accountant', 'POST', '/invoices/registry', { number: `${tag}-${kind}`, kind, sum: '100.00' })).json() as {
        id: number;
        version: number;
      };
    const blank = await create('blank');
    const regular = await create('scheduled');
    await callAs(s, 'accountant', 'PATCH', `/invoices/registry/${blank.id}`, { sum: '250.00', version: blank.version });
    await callAs(s, 'accountant', 'PATCH', `/invoices/registry/${regular.id}`, { purpose: 'Аренда офиса', version: regular.version });

    const first = await callAs(s, 'accountant', 'GET', '/invoices/history?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      invoice_id: regular.id,
      invoice_number: `${tag}-scheduled`,
      list: 'regular',
      field: 'purpose',
      new_value: 'Аренда офиса',
      who_add_fio: 'Морозова Елена Андреевна',
    });
    expect(page.items[0].date_add).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(page.items[1]).toMatchObject({ invoice_id: blank.id, list: 'applications', field: 'sum' });
    expect(page.items[1].new_value).toContain('250');
    expect(page.next_cursor).toBe(page.items[1].id);
    const second = (await callAs(s, 'accountant', 'GET', `/invoices/history?limit=2&cursor=${page.next_cursor}`)).json();
    expect(second.items[0].id).toBeLessThan(page.items[1].id);

    // Without invoices_view: refused; a supply user (invoices_view, no paid_view) does not see the regular invoice.
    expect((await callAs(s, 'employee', 'GET', '/invoices/history')).statusCode).toBe(403);
    const supply = (await t.login('user1')).authorization;
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/invoices/history?limit=200', headers: { authorization: supply } })
    ).json();
    const ids = theirs.items.map((i: { invoice_id: number }) => i.invoice_id);
    expect(ids).toContain(blank.id);
    expect(ids).not.toContain(regular.id);
    expect((await callAs(s, 'accountant', 'GET', '/invoices/history?limit=0')).statusCode).toBe(422);
  });
});
