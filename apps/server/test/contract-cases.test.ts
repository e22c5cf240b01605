import { contractCasesRegistry, contractDivisionsRegistry, contractOriginalsRegistry } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDivisions } from '../src/modules/contract-cases/index.ts';
import { contracts, contractTypes } from '../src/modules/contracts/index.ts';
import { organizations, users } from '../src/modules/users/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The contracts' file registry (spec 1 §2 `/contracts/fileregistry`): the engine's contract of its
 * three registries (divisions, cases, originals under `/api/v2_contracts/nomenclature/...`), then
 * their own rules (unique codes and indexes, live division, no delete of a division with cases or
 * a case with originals, only a signed contract's original, once, into an open case, not placed in
 * the future) and where a contract's original is kept.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
let seq = 0;
const next = () => ++seq;
let adminId: number;
let divisionId: number;
let openCaseId: number;
let closedCaseId: number;
let contractTypeId: number;
let organizationId: number;

const DIVISIONS = '/v2_contracts/nomenclature/divisions';
const CASES = '/v2_contracts/nomenclature/cases';
const ORIGINALS = '/v2_contracts/nomenclature/registry';

/**
 * A contract in the given state, written straight into the table (setup: a contract is signed
 * through its signers, which is the contracts module's story, not this one's).
 */
async function contractIn(state: string): Promise<number> {
  const [row] = await t.database.db
    .insert(contracts)
    .values({
      number: `ФР-${next()}`,
      date: '2026-02-01',
      type_id: contractTypeId,
      subject: 'Поставка оборудования',
      state,
      organization_id: organizationId,
      contractor_id: 1,
    })
    .returning({ id: contracts.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  const db = t.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'));
  [{ id: organizationId }] = await db.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id)).limit(1);
  const [type] = await db.select({ id: contractTypes.id }).from(contractTypes).limit(1);
  contractTypeId = type?.id ?? (await db.insert(contractTypes).values({ name: 'Поставка' }).returning({ id: contractTypes.id }))[0].id;
  [{ id: divisionId }] = await db.select({ id: contractDivisions.id }).from(contractDivisions).where(eq(contractDivisions.code, '01'));
  const cases = (await callAs(s, 'admin', 'GET', `${CASES}?limit=200`)).json().items as { id: number; case_index: string }[];
  openCaseId = cases.find((c) => c.case_index === '01-01')!.id;
  closedCaseId = cases.find((c) => c.case_index === '01-05')!.id;
});
afterAll(async () => {
  await t?.close();
});

const validDivision = () => ({ code: `Т${next()}`, name: `Тестовый отдел ${seq}`, head_id: adminId });
const validCase = () => ({
  case_index: `99-${next()}`,
  title: 'Договоры подряда',
  division_id: divisionId,
  year: '2026',
  storage_years: 5,
  shelf: 'Стеллаж 9, полка 1',
  box: 'Короб 90',
  responsible_id: adminId,
});
const validOriginal = async () => ({
  inventory_number: `Т-${next()}`,
  contract_id: await contractIn('signed'),
  case_id: openCaseId,
  sheets: 6,
  placed_date: '2026-02-05',
  placed_by: adminId,
});

registryContract({
  session,
  definition: contractDivisionsRegistry,
  valid: async () => validDivision(),
  patch: { name: 'Договорной отдел' },
});
registryContract({
  session,
  definition: contractCasesRegistry,
  valid: async () => validCase(),
  patch: { title: 'Договоры субподряда', state: 'closed', box: 'Короб 91' },
});
registryContract({
  session,
  definition: contractOriginalsRegistry,
  valid: validOriginal,
  patch: { sheets: 8, placed_date: '2026-02-06' },
});

const post = (url: string, body: object, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers: { authorization: s.auth.admin, 'accept-language': lang } });

describe('file registry: the nomenclature', () => {
  it('the seed has the divisions and cases with their place; the lawyer rights: nomenclature view reads, contracts_edit writes', async () => {
    const divisions = (await callAs(s, 'manager', 'GET', DIVISIONS)).json().items;
    expect(divisions.slice(0, 2)).toMatchObject([
      { code: '01', name: 'Юридический отдел' },
      { code: '02', name: 'Бухгалтерия' },
    ]);
    const cases = (await callAs(s, 'manager', 'GET', `${CASES}?division_id=${divisionId}`)).json().items;
    expect(cases[0]).toMatchObject({
      case_index: '01-01',
      title: 'Договоры с поставщиками',
      division_id: divisionId,
      division_id_name: 'Юридический отдел',
      state: 'open',
      storage_years: 5,
      shelf: 'Стеллаж 1, полка 1',
      box: 'Короб 1',
    });
    // The seed placed the originals of the demo company's first signed contracts.
    const seeded = (await callAs(s, 'manager', 'GET', `${ORIGINALS}?sort=id&order=asc`)).json().items;
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded[0]).toMatchObject({ inventory_number: 'Д-0001', case_id_name: expect.stringMatching(/^01-0[1-4]$/) });
    for (const entry of seeded.slice(0, 5)) {
      const contract = (await callAs(s, 'admin', 'GET', `/documents/contracts/${entry.contract_id}`)).json();
      expect(['signed', 'expired', 'terminated']).toContain(contract.state);
    }
    // The demo employee holds neither right; the accountant reads contracts but not their file registry.
    expect((await callAs(s, 'employee', 'POST', CASES, validCase())).statusCode).toBe(403);
    expect((await callAs(s, 'employee', 'GET', CASES)).statusCode).toBe(403);
    expect(s.rights.accountant.permits.contracts_view).toBe(1);
    expect((await callAs(s, 'accountant', 'GET', ORIGINALS)).statusCode).toBe(403);
  });

  it('a division code and a case index are unique among live records (case ignored), ru / en', async () => {
    const division = validDivision();
    expect((await post(DIVISIONS, division)).statusCode).toBe(200);
    const again = await post(DIVISIONS, { ...validDivision(), code: ` ${division.code.toLowerCase()} ` });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['Этот код уже есть у другого подразделения']);
    const en = await post(CASES, { ...validCase(), case_index: '01-01' }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.case_index).toEqual(['Another case already has this index']);
  });

  it('a case needs a live division; a division with live cases is not deleted (409), an empty one is', async () => {
    const division = (await post(DIVISIONS, validDivision())).json();
    const kase = (await post(CASES, { ...validCase(), division_id: division.id })).json();
    const refused = await callAs(s, 'admin', 'DELETE', `${DIVISIONS}/${division.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toBe('В подразделении есть дела: сначала перенесите или удалите их');
    expect((await callAs(s, 'admin', 'DELETE', `${CASES}/${kase.id}`)).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'DELETE', `${DIVISIONS}/${division.id}`)).statusCode).toBe(200);
    const orphan = await post(CASES, { ...validCase(), division_id: division.id });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.division_id).toEqual(['Подразделение не найдено или удалено']);
    // Restoring the case into the deleted division is refused the same way.
    expect((await callAs(s, 'admin', 'POST', `${CASES}/${kase.id}/restore`)).statusCode).toBe(422);
  });
});

describe('file registry: the originals', () => {
  it('only a signed (or expired / terminated) contract has an original; a draft or a missing one is refused', async () => {
    const draft = await post(ORIGINALS, { ...(await validOriginal()), contract_id: await contractIn('draft') });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors.contract_id).toEqual(['Оригинал можно поместить в дело только у подписанного договора']);
    expect((await post(ORIGINALS, { ...(await validOriginal()), contract_id: await contractIn('terminated') })).statusCode).toBe(200);
    const missing = await post(ORIGINALS, { ...(await validOriginal()), contract_id: 999_999 });
    expect(missing.json().errors.contract_id).toEqual(['Договор не найден или удалён']);
  });

  it('a contract is placed once (live entries); after the entry is deleted it may be placed again', async () => {
    const first = (await post(ORIGINALS, await validOriginal())).json();
    const twice = await post(ORIGINALS, { ...(await validOriginal()), contract_id: first.contract_id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.contract_id).toEqual(['Оригинал этого договора уже учтён в реестре']);
    await callAs(s, 'admin', 'DELETE', `${ORIGINALS}/${first.id}`);
    const again = await post(ORIGINALS, { ...(await validOriginal()), contract_id: first.contract_id });
    expect(again.statusCode).toBe(200);
    // Now the deleted entry cannot come back: the contract is placed by the new one.
    const restore = await callAs(s, 'admin', 'POST', `${ORIGINALS}/${first.id}/restore`);
    expect(restore.statusCode).toBe(422);
  });

  it('a closed case takes no new original, but one already in it stays editable; a case with originals is not deleted', async () => {
    const closed = await post(ORIGINALS, { ...(await validOriginal()), case_id: closedCaseId });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.case_id).toEqual(['Дело закрыто: новые оригиналы в него не помещают']);
    const kase = (await post(CASES, validCase())).json();
    const original = (await post(ORIGINALS, { ...(await validOriginal()), case_id: kase.id })).json();
    expect((await callAs(s, 'admin', 'PATCH', `${CASES}/${kase.id}`, { state: 'closed' })).statusCode).toBe(200);
    const edited = await callAs(s, 'admin', 'PATCH', `${ORIGINALS}/${original.id}`, { sheets: 12 });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await callAs(s, 'admin', 'PATCH', `${ORIGINALS}/${original.id}`, { case_id: closedCaseId });
    expect(moved.statusCode).toBe(422);
    const refused = await callAs(s, 'admin', 'DELETE', `${CASES}/${kase.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toBe('В деле хранятся оригиналы договоров: сначала переместите их');
  });

  it('the inventory number is unique, the date placed is not in the future, sheets at least 1', async () => {
    const first = (await post(ORIGINALS, await validOriginal())).json();
    const taken = await post(ORIGINALS, { ...(await validOriginal()), inventory_number: first.inventory_number });
    expect(taken.json().errors.inventory_number).toEqual(['Этот учётный номер уже занят']);
    const future = await post(ORIGINALS, { ...(await validOriginal()), placed_date: '2099-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.placed_date).toEqual(['Дата помещения не может быть в будущем']);
    expect((await post(ORIGINALS, { ...(await validOriginal()), sheets: 0 })).statusCode).toBe(422);
  });

  it('where a contract original is kept: null before, the case, its place and division after; 404 for no contract', async () => {
    const contractId = await contractIn('signed');
    const url = `/v2_contracts/nomenclature/contracts/${contractId}`;
    expect((await callAs(s, 'manager', 'GET', url)).json()).toEqual({ original: null });
    const placed = (await post(ORIGINALS, { ...(await validOriginal()), contract_id: contractId, sheets: 9 })).json();
    expect((await callAs(s, 'manager', 'GET', url)).json()).toEqual({
      original: {
        id: placed.id,
        inventory_number: placed.inventory_number,
        sheets: 9,
        placed_date: '2026-02-05',
        placed_by: adminId,
        placed_by_name: expect.any(String),
        case_id: openCaseId,
        case_index: '01-01',
        case_title: 'Договоры с поставщиками',
        shelf: 'Стеллаж 1, полка 1',
        box: 'Короб 1',
        division_id: divisionId,
        division_code: '01',
        division_name: 'Юридический отдел',
      },
    });
    const list = (await callAs(s, 'manager', 'GET', `${ORIGINALS}?contract_id=${contractId}`)).json().items;
    expect(list).toMatchObject([{ id: placed.id, case_id: openCaseId, case_id_name: '01-01', sheets: 9 }]);
    expect((await callAs(s, 'employee', 'GET', url)).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'GET', '/v2_contracts/nomenclature/contracts/999999')).statusCode).toBe(404);
  });
});
