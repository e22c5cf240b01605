import { contractsRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractLimit } from '../src/modules/contracts/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Contracts (issue 14): the registry contract, then the contracts' rules (state by actions, dates,
 * sum, agreements, parties), the template, agreements and the effective sum, statuses and
 * directories, the deletion rule, the contract's invoices and the project filter.
 * Documents and the daily job: contracts-documents.test.ts, contracts-daily.test.ts.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
let seq = 0;
let typeId: number;
let organizationId: number;
let partnerId: number;
let lawyerAuth: string;
let lawyerId: number;

const MINE = [
  'GET /api/documents/contracts/statuses contracts_view',
  'GET /api/documents/contracts/document-types contracts_view',
  'GET /api/documents/contracts/:id/template contracts_edit',
  'GET /api/documents/contracts/:id/agreements contracts_view',
  'GET /api/documents/contracts/:id/invoices contracts_view',
  'GET /api/documents/contracts/:id/documents contracts_view',
  'POST /api/documents/contracts/:id/documents contracts_edit',
  'PATCH /api/documents/contracts/documents/:id contracts_edit',
  'POST /api/documents/contracts/:id/terminate contracts_edit',
];
/** Mine, then (in beforeAll) helper B's signers and equipment routes under the same path. */
const ownRoutes: string[] = [...MINE];

const rows = async <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  [{ id: typeId }] = await rows<{ id: number }>(sql`select id from contract_types where status = 1 order by id limit 1`);
  [{ id: organizationId }] = await rows<{ id: number }>(sql`select id from organizations order by id limit 1`);
  [{ id: partnerId }] = await rows<{ id: number }>(sql`select id from partners where status = 1 order by id limit 1`);
  [{ id: lawyerId }] = await rows<{ id: number }>(sql`select id from users where login = 'user8'`);
  lawyerAuth = (await t.login('user8')).authorization;
  const mine = new Set(MINE);
  for (const r of t.app.routeRegistry) {
    const line = `${r.method} ${r.url} ${r.access}`;
    if (r.url.startsWith('/api/documents/contracts/') && /\/(signers|equipment)\b/.test(r.url) && !mine.has(line)) ownRoutes.push(line);
  }
});
afterAll(async () => {
  await t?.close();
});

const valid = () => ({
  number: `Т-${++seq}`,
  date: '2026-01-05',
  type_id: typeId,
  subject: `Тестовый договор ${seq}`,
  organization_id: organizationId,
  contractor_id: partnerId,
  sum: '1000.00',
  start_date: '2026-01-10',
  expiry_date: '2026-12-31',
});

registryContract({
  session,
  definition: contractsRegistry,
  valid: async () => valid(),
  patch: { subject: 'Изменённый предмет', sum: '2500.50', expiry_date: '2027-06-30' },
  ownRoutes,
});

const as = (auth: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth, 'accept-language': lang } });
const create = (body: object = {}) => callAs(s, 'manager', 'POST', '/documents/contracts', { ...valid(), ...body });
async function created(body: object = {}) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number };
}

describe('contracts: the seed and the rights', () => {
  it('seeds types, profit types and a hundred contracts with agreements; user8 is the lawyer, the manager edits', async () => {
    const [{ n, agreements, soon }] = await rows<{ n: number; agreements: number; soon: number }>(
      sql`select count(*) filter (where kind = 'contract')::int as n, count(*) filter (where kind = 'agreement')::int as agreements,
            count(*) filter (where expiry_date between current_date and current_date + 30)::int as soon from contracts`,
    );
    expect(n).toBeGreaterThanOrEqual(100);
    expect(agreements).toBeGreaterThan(0);
    expect(soon).toBeGreaterThan(0);
    const me = (await as(lawyerAuth, 'GET', '/?get_rights=1')).json();
    expect(me.permits).toMatchObject({ contracts_lawyer: 1, contracts_edit: 1, contracts_register_view: 1, contracts_view: 1 });
    expect(s.rights.manager.permits.contracts_edit).toBe(1);
    expect(s.rights.manager.permits.contracts_lawyer).toBeUndefined();
    expect((await callAs(s, 'employee', 'GET', '/documents/contracts')).statusCode).toBe(403);
  });
});

describe('contracts: the rules of a write', () => {
  it('a client never sets the state (a create is a draft, a patch leaves it); terminate is an action, once', async () => {
    const c = await created({ state: 'signed' });
    expect(c.state).toBe('draft');
    const patched = await callAs(s, 'manager', 'PATCH', `/documents/contracts/${c.id}`, { state: 'signed', subject: 'Новый предмет' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ state: 'draft', subject: 'Новый предмет' });
    expect((await callAs(s, 'employee', 'POST', `/documents/contracts/${c.id}/terminate`)).statusCode).toBe(403);
    const terminated = await callAs(s, 'manager', 'POST', `/documents/contracts/${c.id}/terminate`);
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect(terminated.json()).toEqual({ id: c.id, state: 'terminated' });
    expect((await callAs(s, 'manager', 'GET', `/documents/contracts/${c.id}`)).json().state).toBe('terminated');
    const again = await as(s.auth.manager, 'POST', `/documents/contracts/${c.id}/terminate`, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().result_content).toBe('The contract is already terminated');
    const history = (await callAs(s, 'manager', 'GET', `/history/contracts/${c.id}`)).json().items;
    expect(history).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'state', new_value: 'terminated' })]));
  });

  it('start not after expiry, a sum not below zero', async () => {
    const dates = await create({ start_date: '2026-05-01', expiry_date: '2026-04-30' });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.expiry_date).toEqual(['Дата начала действия не может быть позже срока действия']);
    expect((await create({ start_date: '2026-05-01', expiry_date: '2026-05-01' })).statusCode).toBe(200);
    const negative = await create({ sum: '-1.00' });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors)).toEqual(['sum']);
    const c = await created();
    const patched = await callAs(s, 'manager', 'PATCH', `/documents/contracts/${c.id}`, { start_date: '2027-01-01' });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors.expiry_date).toHaveLength(1);
  });

  it('an agreement needs a live parent contract (not an agreement); only an agreement has a parent', async () => {
    const parent = await created();
    const agreement = await created({ kind: 'agreement', parent_id: parent.id, sum_change: '500.00' });
    expect(agreement).toMatchObject({ kind: 'agreement', parent_id: parent.id, state: 'draft' });
    expect((await create({ kind: 'agreement' })).json().errors.parent_id).toBeDefined();
    const ofAgreement = await create({ kind: 'agreement', parent_id: agreement.id });
    expect(ofAgreement.statusCode).toBe(422);
    expect(ofAgreement.json().errors.parent_id).toEqual(['Доп. соглашение оформляется к договору, а не к другому доп. соглашению']);
    const ofContract = await create({ kind: 'contract', parent_id: parent.id });
    expect(ofContract.json().errors.parent_id).toEqual(['Основной договор указывается только у доп. соглашения']);
    const gone = await created();
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${gone.id}`)).statusCode).toBe(200);
    const ofDeleted = await create({ kind: 'agreement', parent_id: gone.id });
    expect(ofDeleted.json().errors.parent_id).toEqual(['Основной договор не найден или удалён']);
    // A contract with a live agreement is not deleted.
    const refused = await callAs(s, 'manager', 'DELETE', `/documents/contracts/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toBe('У договора есть действующие доп. соглашения: сначала удалите их');
  });

  it('the contractor is a live partner; the lawyer and the responsible active users (only a new choice is checked)', async () => {
    const [{ id: deletedPartner }] = await rows<{ id: number }>(
      sql`update partners set status = 0 where id = (select max(id) from partners where status = 1) returning id`,
    );
    const res = await create({ contractor_id: deletedPartner });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.contractor_id).toEqual(['Контрагент не найден или удалён']);
    const [{ id: someone }] = await rows<{ id: number }>(sql`select id from users where login = 'user20'`);
    const c = await created({ lawyer_id: lawyerId, responsible_id: someone });
    await t.database.db.execute(sql`update users set status = 0 where id = ${someone}`);
    try {
      const other = await create({ responsible_id: someone });
      expect(other.statusCode).toBe(422);
      expect(other.json().errors.responsible_id).toEqual(['Пользователь не найден или заблокирован']);
      // The stored, now blocked, responsible does not stop other edits.
      expect((await callAs(s, 'manager', 'PATCH', `/documents/contracts/${c.id}`, { subject: 'Другое' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`update users set status = 1 where id = ${someone}`);
      await t.database.db.execute(sql`update partners set status = 1 where id = ${deletedPartner}`);
    }
  });
});

describe('contracts: agreements, copies and the effective sum', () => {
  it('the template of an agreement and of a copy prefill a new contract', async () => {
    const c = await created({ lawyer_id: lawyerId, sum: '9000.00' });
    const agreement = await callAs(s, 'manager', 'GET', `/documents/contracts/${c.id}/template?as=agreement`);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.json()).toMatchObject({
      kind: 'agreement',
      parent_id: c.id,
      type_id: typeId,
      contractor_id: partnerId,
      organization_id: organizationId,
      lawyer_id: lawyerId,
      number: '',
      state: 'draft',
    });
    const made = await created({ ...agreement.json(), number: 'ДС-1', subject: 'Доп. соглашение' });
    expect(made).toMatchObject({ kind: 'agreement', parent_id: c.id });
    const copy = (await callAs(s, 'manager', 'GET', `/documents/contracts/${c.id}/template?as=copy`)).json();
    expect(copy).toMatchObject({ kind: 'contract', parent_id: null, number: '', state: 'draft', sum: '9000.00', subject: c.subject });
    expect((await callAs(s, 'manager', 'GET', '/documents/contracts/99999999/template?as=copy')).statusCode).toBe(404);
    expect((await callAs(s, 'manager', 'GET', `/documents/contracts/${c.id}/template?as=other`)).statusCode).toBe(422);
  });

  it('lists the live agreements; the limit adds the signed agreements sum changes (contractLimit)', async () => {
    const c = await created({ sum: '100000.00' });
    const a1 = await created({ kind: 'agreement', parent_id: c.id, sum_change: '25000.50' });
    const a2 = await created({ kind: 'agreement', parent_id: c.id, sum_change: '-5000.00' });
    const a3 = await created({ kind: 'agreement', parent_id: c.id, sum_change: '70000.00' });
    // Signing is an action of the signers (helper B's module): here straight in the table.
    await t.database.db.execute(sql`update contracts set state = 'signed' where id in (${a1.id}, ${a2.id})`);
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${a2.id}`)).statusCode).toBe(200);
    const res = await callAs(s, 'accountant', 'GET', `/documents/contracts/${c.id}/agreements`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((a: { id: number }) => a.id)).toEqual([a1.id, a3.id]);
    expect(res.json().limit).toBe('125000.50');
    expect(await contractLimit(t.database.db, c.id)).toBe('125000.50');
    expect(await contractLimit(t.database.db, 99999999)).toBeNull();
  });
});

describe('contracts: statuses and directories', () => {
  it('statuses: every state in the registry view and to lawyers, no drafts to the others otherwise', async () => {
    const all = (await callAs(s, 'accountant', 'GET', '/documents/contracts/statuses?registry=true')).json();
    expect(all.map((x: { value: string }) => x.value)).toEqual(['draft', 'review', 'signed', 'expired', 'terminated']);
    expect(all[0]).toEqual({ value: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' });
    const plain = (await callAs(s, 'accountant', 'GET', '/documents/contracts/statuses')).json();
    expect(plain.map((x: { value: string }) => x.value)).toEqual(['review', 'signed', 'expired', 'terminated']);
    expect((await as(lawyerAuth, 'GET', '/documents/contracts/statuses')).json()).toHaveLength(5);
    expect((await callAs(s, 'employee', 'GET', '/documents/contracts/statuses')).statusCode).toBe(403);
  });

  it('profit types (v2_contracts/profit/types) and document types (documents/types)', async () => {
    const profit = (await callAs(s, 'accountant', 'GET', '/v2_contracts/profit/types')).json();
    expect(profit.map((p: { name: string; direction: string }) => `${p.name}:${p.direction}`)).toEqual(
      expect.arrayContaining(['Расходный:expense', 'Доходный:income']),
    );
    const types = (await callAs(s, 'accountant', 'GET', '/documents/types')).json();
    expect(types[0]).toMatchObject({ code: 'signed_contract', name: 'Договор (подписанный)', type_code: 'signed' });
    expect(types.find((x: { code: string }) => x.code === 'draft_contract').type_code).toBe('draft');
    expect(types.find((x: { code: string }) => x.code === 'act').type_code).toBeNull();
    expect((await callAs(s, 'employee', 'GET', '/documents/types')).statusCode).toBe(403);
  });
});

describe("contracts: deletion, the contract's invoices, the project filter", () => {
  /** A seeded invoice with a payment in the given status, moved to the contract (kind `contracts`). */
  async function invoiceWithPayment(contractId: number, where: ReturnType<typeof sql>) {
    const [row] = await rows<{ id: number }>(
      sql`update invoices set contract_id = ${contractId}, kind = 'contracts', urgent = 0
          where id = (select p.invoice_id from invoice_intervals p join invoices i on i.id = p.invoice_id
                      where i.status = 1 and ${where} order by p.invoice_id limit 1)
          returning id`,
    );
    await t.database.db.execute(sql`update invoice_intervals set type = 'initial' where invoice_id = ${row.id} and status not in (2, 4)`);
    return row.id;
  }

  it('refused (409) while a payment of its invoices is paid, urgent or in a register; allowed once none is', async () => {
    const c = await created();
    const invoiceId = await invoiceWithPayment(c.id, sql`p.status = 2`);
    const refused = await callAs(s, 'manager', 'DELETE', `/documents/contracts/${c.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toBe(
      'Договор нельзя удалить: по его счетам есть оплаченные, срочные или включённые в реестр платежи',
    );
    // Only live invoices count: moved away, the contract goes.
    await t.database.db.execute(sql`update invoices set contract_id = null where id = ${invoiceId}`);
    const urgent = await created();
    const other = await invoiceWithPayment(urgent.id, sql`p.status in (0, 1) and p.register_id is null`);
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${urgent.id}`)).statusCode).toBe(200);
    await callAs(s, 'manager', 'POST', `/documents/contracts/${urgent.id}/restore`);
    await t.database.db.execute(sql`update invoice_intervals set type = 'urgent' where invoice_id = ${other} and status in (0, 1)`);
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${urgent.id}`)).statusCode).toBe(409);
    const registered = await created();
    await invoiceWithPayment(registered.id, sql`p.status = 4`);
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${registered.id}`)).statusCode).toBe(409);
    expect((await callAs(s, 'manager', 'DELETE', `/documents/contracts/${c.id}`)).statusCode).toBe(200);
  });

  it("answers the contract's invoices through the invoices registry (contract_id is a remote field there)", async () => {
    const c = await created({ number: 'ДР-СЧЕТА-1' });
    const invoiceId = await invoiceWithPayment(c.id, sql`true`);
    const res = await callAs(s, 'accountant', 'GET', `/documents/contracts/${c.id}/invoices`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number; contract_id: number; contract_id_title?: string }[];
    expect(items.map((i) => i.id)).toEqual([invoiceId]);
    const direct = (await callAs(s, 'accountant', 'GET', `/invoices/registry?contract_id=${c.id}`)).json();
    expect(direct.items.map((i: { id: number }) => i.id)).toEqual([invoiceId]);
    const card = (await callAs(s, 'accountant', 'GET', `/invoices/registry/${invoiceId}`)).json();
    expect(JSON.stringify(card)).toContain('ДР-СЧЕТА-1');
  });

  it('lists the contracts of a project (project_id filter)', async () => {
    const [{ id: projectId }] = await rows<{ id: number }>(sql`select id from projects where status = 1 order by id desc limit 1`);
    const mine = await created({ project_id: projectId });
    await created();
    const res = await callAs(s, 'accountant', 'GET', `/documents/contracts?project_id=${projectId}&limit=200`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; project_id: number }[];
    expect(items.map((i) => i.id)).toContain(mine.id);
    expect(items.every((i) => i.project_id === projectId)).toBe(true);
  });
});
