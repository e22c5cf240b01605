import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContractDocumentFiles } from '../src/modules/contracts/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { multipart, PDF } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A contract's documents (spec 3 §3, §6): the document types, create / edit / delete, the files
 * (attachments of module `contract_documents`), and who sees which type: the 2×2 matrix of
 * lawyer / not lawyer × the registry view / the card.
 */
let t: TestApp;
const auth: Record<string, string> = {};
let contractId: number;
const types: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['user8', 'manager', 'accountant', 'employee', 'admin']) auth[login] = (await t.login(login)).authorization;
  const [c] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from contracts where status = 1 and kind = 'contract' order by id limit 1`,
  );
  contractId = c.id;
  for (const r of await queryRows<{ id: number; code: string }>(t.database.db, sql`select id, code from contract_document_types`)) {
    types[r.code] = r.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth[who] } });
const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((d) => d.name);

describe('contract documents', () => {
  let signed: number;
  let draft: number;
  let act: number;

  it('a lawyer adds documents of every type; the answer carries the type and its code', async () => {
    // The contract's seeded documents are left aside: a fresh contract keeps the matrix readable.
    const [c] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into contracts (number, type_id, subject, organization_id, contractor_id)
          select 'ДОК-1', type_id, 'Договор для документов', organization_id, contractor_id from contracts where id = ${contractId}
          returning id`,
    );
    contractId = c.id;
    const add = async (type: string, name: string) => {
      const res = await call('user8', 'POST', `/documents/contracts/${contractId}/documents`, {
        type_id: types[type],
        name,
        number: 'Д-15',
        date: '2026-03-01',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const s = await add('signed_contract', 'Подписанный');
    expect(s).toMatchObject({ contract_id: contractId, type_code: 'signed', type_name: 'Договор (подписанный)', version: 1, files: [] });
    expect(s.date).toBe('2026-03-01');
    signed = s.id;
    draft = (await add('draft_contract', 'Проект')).id;
    act = (await add('act', 'Акт')).id;
    // History on the contract.
    const [h] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from object_history where module = 'contracts' and object_id = ${contractId} and field = 'document'`,
    );
    expect(h.n).toBe(3);
  });

  it('the 2×2 matrix: lawyer / other × registry / card (types without a code: everyone)', async () => {
    const url = `/documents/contracts/${contractId}/documents`;
    // A lawyer in the registry: every type; on the card: signed and draft (and types without a code).
    expect(names(await call('user8', 'GET', `${url}?registry=1`))).toEqual(['Подписанный', 'Проект', 'Акт']);
    expect(names(await call('user8', 'GET', url))).toEqual(['Подписанный', 'Проект', 'Акт']);
    // Another user (the accountant has contracts_register_view but is no lawyer): never `signed`.
    expect(names(await call('accountant', 'GET', `${url}?registry=1`))).toEqual(['Проект', 'Акт']);
    expect(names(await call('accountant', 'GET', url))).toEqual(['Проект', 'Акт']);
    // The super admin counts as a lawyer; no contracts_view: 403.
    expect(names(await call('admin', 'GET', url))).toEqual(['Подписанный', 'Проект', 'Акт']);
    expect((await call('employee', 'GET', url)).statusCode).toBe(403);
    expect((await call('accountant', 'GET', `/documents/contracts/99999999/documents`)).statusCode).toBe(404);
  });

  it('the registry view (documents and the list) needs contracts_register_view', async () => {
    await t.database.db.execute(sql`delete from role_permits where permit = 'contracts_register_view' and role_id in
      (select role_id from user_roles ur join users u on u.id = ur.user_id where u.login = 'accountant')`);
    const fresh = (await t.login('accountant')).authorization;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/contracts/${contractId}/documents?registry=1`,
      headers: { authorization: fresh },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().result_content).toBe('Нет доступа к реестру договоров');
    // The same for the list's registry view (`/contracts/registry` asks `?registry=1`).
    const list = (registry: string) =>
      t.app.inject({ method: 'GET', url: `/api/documents/contracts${registry}`, headers: { authorization: fresh } });
    expect((await list('?registry=1')).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(200);
    expect((await call('manager', 'GET', '/documents/contracts?registry=1')).statusCode).toBe(200);
  });

  it('a non-lawyer may not file a signed document nor touch one (404), but edits drafts', async () => {
    const refused = await call('manager', 'POST', `/documents/contracts/${contractId}/documents`, {
      type_id: types.signed_contract,
      name: 'X',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().result_content).toBe('Нет прав на документы этого типа');
    expect((await call('manager', 'PATCH', `/documents/contracts/documents/${signed}`, { name: 'Y' })).statusCode).toBe(404);
    const patched = await call('manager', 'PATCH', `/documents/contracts/documents/${draft}`, { name: 'Проект v2', version: 2 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Проект v2', version: 2, type_code: 'draft' });
    const toSigned = await call('manager', 'PATCH', `/documents/contracts/documents/${draft}`, { type_id: types.signed_contract });
    expect(toSigned.statusCode).toBe(403);
    const unknown = await call('user8', 'POST', `/documents/contracts/${contractId}/documents`, { type_id: 999999, name: 'X' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.type_id).toEqual(['Тип документа не найден']);
    expect(
      (await call('user8', 'POST', `/documents/contracts/${contractId}/documents`, { type_id: types.act, name: ' ' })).statusCode,
    ).toBe(422);
  });

  it('files go to the attachments of contract_documents and come back in `files`; their access follows the type', async () => {
    const body = multipart([
      ['files[0][file]', { filename: 'scan.pdf', content: PDF }],
      ['files[0][name]', 'Скан'],
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/files/contract_documents/${signed}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: auth.user8 },
    });
    expect(up.statusCode, up.body).toBe(200);
    const docs = (await call('user8', 'GET', `/documents/contracts/${contractId}/documents`)).json();
    const withFile = docs.find((d: { id: number }) => d.id === signed);
    expect(withFile.files).toHaveLength(1);
    expect(withFile.files[0].name).toBe('Скан');
    expect(withFile.files[0].path).toMatch(new RegExp(`^/upload/files/contract_documents/${signed}/`));
    expect((await t.app.inject({ method: 'GET', url: withFile.files[0].path, headers: { authorization: auth.user8 } })).statusCode).toBe(
      200,
    );
    // A non-lawyer neither lists nor downloads the files of a signed document.
    expect((await call('manager', 'GET', `/files/contract_documents/${signed}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: withFile.files[0].path, headers: { authorization: auth.manager } })).statusCode).toBe(
      404,
    );
    expect((await call('manager', 'GET', `/files/contract_documents/${act}`)).statusCode).toBe(200);
  });

  it('status 0 deletes a document', async () => {
    const res = await call('user8', 'PATCH', `/documents/contracts/documents/${act}`, { status: 0 });
    expect(res.statusCode).toBe(200);
    expect(names(await call('user8', 'GET', `/documents/contracts/${contractId}/documents`))).not.toContain('Акт');
    expect((await call('user8', 'PATCH', `/documents/contracts/documents/${act}`, { name: 'again' })).statusCode).toBe(404);
  });
});

describe('a contract purged from the trash', () => {
  it('takes its works, signers, reminders, documents and their files with it', async () => {
    const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, query))[0].n;
    // A copy of the seeded contract's parties, as a fresh draft with a work, a signer, a reminder and a document with a file.
    const template = (await call('user8', 'GET', `/documents/contracts/${contractId}/template?as=copy`)).json();
    const made = await call('user8', 'POST', '/documents/contracts', {
      ...template,
      kind: 'contract',
      parent_id: null,
      number: 'ОЧИСТКА-1',
      sum: '50000.00',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    expect(
      (await call('user8', 'POST', `/v2_contracts/${id}/works`, { type: 1, name: 'Монтаж', quantity: '1', price: '100.00' })).statusCode,
    ).toBe(200);
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = 'admin'`);
    expect((await call('user8', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [admin.id] })).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into contract_reminders (contract_id, days, expiry_date) values (${id}, 30, '2026-12-31')`);
    const document = await call('user8', 'POST', `/documents/contracts/${id}/documents`, { type_id: types.act, name: 'Акт сверки' });
    expect(document.statusCode, document.body).toBe(200);
    const documentId = document.json().id as number;
    const body = multipart([['files[0][file]', { filename: 'act.pdf', content: PDF }]]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/files/contract_documents/${documentId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: auth.user8 },
    });
    expect(up.statusCode, up.body).toBe(200);
    const path = (await call('user8', 'GET', `/documents/contracts/${id}/documents`)).json()[0].files[0].path as string;

    expect((await call('user8', 'DELETE', `/documents/contracts/${id}`)).statusCode).toBe(200);
    const purged = await call('admin', 'DELETE', `/trash/contracts/${id}`);
    expect(purged.statusCode, purged.body).toBe(200);

    for (const table of ['contract_works', 'contract_signers', 'contract_reminders', 'contract_documents'])
      expect(await count(sql`select count(*)::int as n from ${sql.identifier(table)} where contract_id = ${id}`), table).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from object_files where module = 'contract_documents' and object_id = ${documentId}`),
    ).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: path, headers: { authorization: auth.admin } })).statusCode).toBe(404);
  });
});

describe('demo documents with files', () => {
  it('the first start (with a storage) gives the demo documents PDF files, once', async () => {
    const filed = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from object_files where module = 'contract_documents'`)
      )[0].n;
    const before = await filed();
    await seedContractDocumentFiles(t.database.db, t.storage);
    const after = await filed();
    expect(after).toBeGreaterThan(before);
    await seedContractDocumentFiles(t.database.db, t.storage);
    expect(await filed()).toBe(after);
    const [first] = await queryRows<{ contract_id: number }>(
      t.database.db,
      sql`select d.contract_id from contract_documents d join object_files f on f.module = 'contract_documents' and f.object_id = d.id
          order by f.id desc limit 1`,
    );
    const documents = (await call('user8', 'GET', `/documents/contracts/${first.contract_id}/documents`)).json() as {
      files: { path: string; name: string }[];
    }[];
    const file = documents.flatMap((d) => d.files)[0];
    expect(file.name.length).toBeGreaterThan(0);
    const download = await t.app.inject({ method: 'GET', url: file.path, headers: { authorization: auth.user8 } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the documents column of a list page', () => {
  it('answers each contract’s document types the user sees in that view, with counts; bad ids are a 422', async () => {
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from contracts where status = 1 and id <> ${contractId} order by id limit 1`,
    );
    const summary = async (who: string, registry: boolean) => {
      const res = await call(
        who,
        'GET',
        `/documents/contracts/document-types?ids=${contractId},${other.id}${registry ? '&registry=1' : ''}`,
      );
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      return res.json() as { items: { id: number; types: { name: string; type_code: string | null; count: number }[] }[] };
    };
    const codes = (answer: Awaited<ReturnType<typeof summary>>) => new Set(answer.items.flatMap((i) => i.types.map((x) => x.type_code)));
    const lawyer = await summary('user8', true);
    expect(lawyer.items.map((i) => i.id)).toEqual([contractId, other.id]);
    // Counts match the documents the same user lists on the card.
    const listed = (await call('user8', 'GET', `/documents/contracts/${contractId}/documents?registry=1`)).json() as unknown[];
    expect(lawyer.items[0].types.reduce((n, x) => n + x.count, 0)).toBe(listed.length);
    expect(codes(lawyer).has('signed')).toBe(true);
    // A non-lawyer never sees signed documents, in the registry view or the list's.
    expect(codes(await summary('manager', true)).has('signed')).toBe(false);
    expect(codes(await summary('manager', false)).has('signed')).toBe(false);
    expect((await call('user8', 'GET', '/documents/contracts/document-types')).json()).toEqual({ items: [] });
    for (const ids of ['a,b', '1,,2', Array.from({ length: 201 }, (_, i) => i + 1).join(',')])
      expect((await call('user8', 'GET', `/documents/contracts/document-types?ids=${ids}`)).statusCode, ids).toBe(422);
  });
});
