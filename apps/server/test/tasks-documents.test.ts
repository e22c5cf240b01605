import { objectRoom, registryRecordRoom, TICKETS_CHANNEL } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { multipart, PDF } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A ticket's linked document (spec 2 §3 "attachment documents", §4 "Linked documents", §7
 * "GET attachments of task", "update document {id} | status"; issue 15): the link, its wire,
 * the answer gate of finishing work (answer_ready needs an answer file, type 2, in the ticket's
 * `document` group) and the document-status call with its rights.
 */
let t: TestApp;
const auth: Record<string, string> = {};
const uid: Record<string, number> = {};
let board: number;
let category: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth[who] } });

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'manager', 'employee', 'accountant', 'user1', 'user2']) {
    auth[login] = (await t.login(login)).authorization;
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
    uid[login] = row.id;
  }
  await t.database.db.execute(sql`update ticket_works set "end" = now() where "end" is null`);
  await t.database.db.execute(sql`update ticket_performers set work_status = 0 where work_status = 1`);
  const res = await call('manager', 'POST', '/api/load/boards', { name: 'Доска документов' });
  board = res.json().board.id;
  for (const login of ['employee', 'accountant', 'user1']) {
    expect((await call('manager', 'POST', `/api/load/boards/${board}/users`, { user_id: uid[login], owner: 0 })).statusCode).toBe(200);
  }
  const [cat] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into document_categories (name, code) values ('Письма (тест)', 'letter_test') returning id`,
  );
  category = cat.id;
});
afterAll(async () => {
  await t.close();
});

/** A document in the given state (straight into the table: the documents module is not what is tested here). */
async function documentIn(state: string, subject = 'Запрос о поставке труб'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into documents (category_id, number, date, subject, state) values (${category}, ${`ВХ-${Math.floor(Math.random() * 100000)}`}, '2026-11-20', ${subject}, ${state}) returning id`,
  );
  return row.id;
}
const stateOf = async (documentId: number) =>
  (await queryRows<{ state: string }>(t.database.db, sql`select state from documents where id = ${documentId}`))[0].state;

/** A ticket of the employee (initiator) with the accountant as performer, linked to the document. */
async function ticketLinkedTo(documentId: number | null, performers = ['accountant']): Promise<number> {
  const res = await call('employee', 'POST', '/api/load/tasks', {
    name: 'Подготовить ответ на письмо',
    board_id: board,
    performers: performers.map((p) => uid[p]),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().ticket.id as number;
  if (documentId !== null) {
    const linked = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { document_id: documentId });
    expect(linked.statusCode, linked.body).toBe(200);
  }
  return id;
}
const card = async (id: number, who = 'employee') => (await call(who, 'GET', `/api/load/tasks/${id}`)).json();
const finish = (who: string, id: number, extra: object = {}) =>
  call(who, 'POST', `/api/load/tasks/${id}/performers/${uid[who]}/works`, { finished: 1, ...extra });
const myWork = async (id: number, who: string) =>
  (await card(id)).ticket.performers.find((p: { performer_id: number }) => p.performer_id === uid[who]).status as number;

/** An upload into the ticket's `document` group with a document file type (annex 0, answer 2, additional answer 3). */
async function uploadDocumentFile(id: number, docType: string | null, who = 'accountant') {
  const fields: [string, string][] = [['type', 'document']];
  if (docType !== null) fields.push(['doc_type', docType]);
  const body = multipart([['files[0][file]', { filename: 'ответ.pdf', content: PDF }], ...fields]);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/tickets/${id}`,
    payload: body.payload,
    headers: { authorization: auth[who], ...body.headers },
  });
}

describe('linking a document to a ticket', () => {
  it('the initiator links a live document; the card answers document_id and attachment.documents with the spec fields; null clears', async () => {
    const doc = await documentIn('active', 'Письмо о сроках поставки');
    const [kind] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into document_types (name, category_id) values ('Запрос', ${category}) returning id`,
    );
    await t.database.db.execute(sql`update documents set type_id = ${kind.id} where id = ${doc}`);
    const id = await ticketLinkedTo(null);
    expect((await card(id)).ticket).toMatchObject({ document_id: null, attachment: { documents: [] } });

    const linked = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { document_id: doc });
    expect(linked.statusCode, linked.body).toBe(200);
    const [number] = await queryRows<{ number: string }>(t.database.db, sql`select number from documents where id = ${doc}`);
    const brief = {
      item_id: doc,
      name: 'Письмо о сроках поставки',
      number: number.number,
      type: 'Запрос',
      status: 'На исполнении',
      status_code: 'active',
    };
    expect(linked.json().fields).toEqual({ document_id: doc, attachment: { documents: [brief] } });
    expect((await card(id)).ticket).toMatchObject({ document_id: doc, attachment: { documents: [brief] } });
    // English labels for an English caller.
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/load/tasks/${id}`,
      headers: { authorization: auth.employee, 'accept-language': 'en' },
    });
    expect(en.json().ticket.attachment.documents[0].status).toBe('In progress');
    // History row of the link.
    const [change] = await queryRows<{ old_value: string | null; new_value: string }>(
      t.database.db,
      sql`select old_value, new_value from object_history where module = 'tickets' and object_id = ${id} and field = 'document_id' order by id desc limit 1`,
    );
    expect(change).toEqual({ old_value: null, new_value: String(doc) });
    // The same through the method override of spec 2 §7 (form data): clearing with ''.
    const cleared = await t.app.inject({
      method: 'POST',
      url: `/api/load/tasks/${id}`,
      payload: '_method=PATCH&document_id=',
      headers: { authorization: auth.employee, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await card(id)).ticket).toMatchObject({ document_id: null, attachment: { documents: [] } });
  });

  it('a document edited on its own card (the registry PATCH) refreshes the open cards of the tickets linking it', async () => {
    const doc = await documentIn('active', 'Письмо о графике работ');
    const id = await ticketLinkedTo(doc);
    const emit = vi.spyOn(t.realtime, 'emit');
    try {
      const [{ version }] = await queryRows<{ version: number }>(t.database.db, sql`select version from documents where id = ${doc}`);
      const patched = await call('admin', 'PATCH', `/api/documents/${doc}`, { state: 'complete', version });
      expect(patched.statusCode, patched.body).toBe(200);
      const events = emit.mock.calls.filter(([room, channel]) => room === objectRoom('tickets', id) && channel === TICKETS_CHANNEL);
      expect(
        events.some(
          ([, , event]) =>
            (event as { fields: { attachment?: { documents: { status_code: string }[] } } }).fields.attachment?.documents[0]
              ?.status_code === 'complete',
        ),
      ).toBe(true);
    } finally {
      emit.mockRestore();
    }
  });

  it('a missing or deleted document is refused with 422 tickets.documentUnavailable; one deleted after linking is not shown', async () => {
    const id = await ticketLinkedTo(null);
    const missing = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { document_id: 99999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { document_id: ['Документ не найден или удалён: выберите действующий документ'] } });
    const gone = await documentIn('active');
    await t.database.db.execute(sql`update documents set status = 0 where id = ${gone}`);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { document_id: gone })).statusCode).toBe(422);
    const live = await documentIn('active');
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { document_id: live })).statusCode).toBe(200);
    await t.database.db.execute(sql`update documents set status = 0 where id = ${live}`);
    expect((await card(id)).ticket).toMatchObject({ document_id: live, attachment: { documents: [] } });
    // With the document in the trash, finishing is not gated.
    expect((await finish('accountant', id)).statusCode).toBe(200);
  });

  it('only editors link: a performer or a board member who is not the initiator gets 403', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(null);
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { document_id: doc })).statusCode).toBe(403);
    expect((await call('user1', 'PATCH', `/api/load/tasks/${id}`, { document_id: doc })).statusCode).toBe(403);
    expect((await card(id)).ticket.document_id).toBeNull();
  });

  it('GET load/tasks/:id/attachments answers the linked document and the document file group (type 2 = answer)', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(doc);
    expect((await uploadDocumentFile(id, '2')).statusCode).toBe(200);
    const res = await call('employee', 'GET', `/api/load/tasks/${id}/attachments`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.attachment.documents.map((d: { item_id: number }) => d.item_id)).toEqual([doc]);
    expect(body.files.document.files_list).toHaveLength(1);
    expect(body.files.document.files_list[0]).toMatchObject({ name: 'ответ.pdf', type_code: 'document', doc_type: 2 });
    // Not visible to a user outside the ticket.
    expect((await call('user2', 'GET', `/api/load/tasks/${id}/attachments`)).statusCode).toBe(404);
  });
});

describe('finishing work on a ticket whose document awaits an answer (spec 2 "Linked documents")', () => {
  it('without a choice: 409 tickets.documentStatusRequired, and the work is not finished', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(doc);
    const res = await finish('accountant', id);
    expect(res.statusCode).toBe(409);
    expect(res.json().result_content).toBe('Документ задачи ждёт ответа: выберите «Ответ готов» или «Исполнено»');
    expect(await myWork(id, 'accountant')).toBe(0);
    expect(await stateOf(doc)).toBe('active');
  });

  it('answer_ready is refused with 422 until an answer file (type 2) is in the document group; then the work finishes and the document is answer_ready', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(doc);
    const refused = await finish('accountant', id, { document_status: 'answer_ready' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: true,
      result_content: 'Чтобы отметить «Ответ готов», прикрепите файл ответа (тип «Ответ») в группу «Документ»',
    });
    expect(await myWork(id, 'accountant')).toBe(0);
    expect(await stateOf(doc)).toBe('active');

    // An annex, or an answer-typed file in another group, is not an answer.
    expect((await uploadDocumentFile(id, '0')).statusCode).toBe(200);
    const mainAnswer = multipart([
      ['files[0][file]', { filename: 'ответ-main.pdf', content: PDF }],
      ['type', 'main'],
      ['doc_type', '2'],
    ]);
    const main = await t.app.inject({
      method: 'POST',
      url: `/api/files/tickets/${id}`,
      payload: mainAnswer.payload,
      headers: { authorization: auth.accountant, ...mainAnswer.headers },
    });
    expect(main.statusCode, main.body).toBe(200);
    expect((await finish('accountant', id, { document_status: 'answer_ready' })).statusCode).toBe(422);

    const upload = await uploadDocumentFile(id, '2');
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()[0]).toMatchObject({ type_code: 'document', doc_type: 2, doc_type_name: 'Ответ' });
    const group = (await card(id)).ticket.files.document.files_list as { name: string; doc_type: number | null }[];
    expect(group.map((f) => f.doc_type).sort()).toEqual([0, 2]);

    const emit = vi.spyOn(t.realtime, 'emit');
    try {
      const done = await finish('accountant', id, { document_status: 'answer_ready' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().performer.status).toBe(2);
      expect(await stateOf(doc)).toBe('answer_ready');
      // The open ticket card hears of the document's new state, and so does the document's card.
      const ticketEvents = emit.mock.calls.filter(([room, channel]) => room === objectRoom('tickets', id) && channel === TICKETS_CHANNEL);
      expect(
        ticketEvents.some(
          ([, , event]) =>
            (event as { fields: { attachment?: { documents: { status_code: string }[] } } }).fields.attachment?.documents[0]
              ?.status_code === 'answer_ready',
        ),
      ).toBe(true);
      expect(emit.mock.calls.some(([room, channel]) => room === registryRecordRoom('documents', doc) && channel === 'documents')).toBe(
        true,
      );
    } finally {
      emit.mockRestore();
    }
    const [history] = await queryRows<{ old_value: string; new_value: string; who_add: number }>(
      t.database.db,
      sql`select old_value, new_value, who_add from object_history where module = 'documents' and object_id = ${doc} and field = 'state' order by id desc limit 1`,
    );
    expect(history).toEqual({ old_value: 'active', new_value: 'answer_ready', who_add: uid.accountant });
    expect((await card(id)).ticket.attachment.documents[0]).toMatchObject({ status_code: 'answer_ready', status: 'Ответ готов' });
  });

  it('complete needs no answer file (additional_answer too); a later performer of an answer_ready document needs the answer file', async () => {
    const doc = await documentIn('additional_answer');
    const id = await ticketLinkedTo(doc, ['accountant', 'user1']);
    const done = await finish('accountant', id, { document_status: 'complete' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stateOf(doc)).toBe('complete');
    // The document no longer waits for an answer: the second performer finishes without a choice.
    expect((await finish('user1', id)).statusCode).toBe(200);

    const ready = await documentIn('answer_ready');
    const other = await ticketLinkedTo(ready);
    expect((await finish('accountant', other)).statusCode).toBe(422);
    expect((await uploadDocumentFile(other, '2')).statusCode).toBe(200);
    expect((await finish('accountant', other)).statusCode).toBe(200);
    expect(await stateOf(ready)).toBe('answer_ready');
  });

  it('an invalid choice or document file type is refused with 422', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(doc);
    expect((await finish('accountant', id, { document_status: 'archived' })).statusCode).toBe(422);
    expect((await uploadDocumentFile(id, '5')).statusCode).toBe(422);
    expect(await stateOf(doc)).toBe('active');
  });
});

describe('PATCH documents/:id/status (spec 2 §7 "update document {id} | status")', () => {
  const setStatus = (who: string, doc: number, status: string) => call(who, 'PATCH', `/api/documents/${doc}/status`, { status });

  it('a performer of a ticket linking the document answers it: answer_ready with an answer file, complete; nothing else', async () => {
    const doc = await documentIn('active');
    const id = await ticketLinkedTo(doc);
    expect((await setStatus('accountant', doc, 'archived')).statusCode).toBe(403);
    const noFile = await setStatus('accountant', doc, 'answer_ready');
    expect(noFile.statusCode).toBe(422);
    expect(await stateOf(doc)).toBe('active');
    expect((await uploadDocumentFile(id, '2')).statusCode).toBe(200);
    const ready = await setStatus('accountant', doc, 'answer_ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ result: true, id: doc, status: 'Ответ готов', status_code: 'answer_ready' });
    expect(await stateOf(doc)).toBe('answer_ready');
    // Changing the answer is allowed; the form override of spec 2 §7 too.
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${doc}/status`,
      payload: '_method=PATCH&status=complete',
      headers: { authorization: auth.accountant, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await stateOf(doc)).toBe('complete');
  });

  it('others: 403 for a non-performer (the initiator, a stranger), 409 for a performer when the document awaits no answer; a documents editor sets any state; unknown 404', async () => {
    const doc = await documentIn('new');
    await ticketLinkedTo(doc);
    expect((await setStatus('user2', doc, 'complete')).statusCode).toBe(403);
    const initiator = await setStatus('employee', doc, 'complete');
    expect(initiator.statusCode).toBe(403);
    expect(initiator.json().result_content).toBe('Статус документа меняет исполнитель задачи, к которой он привязан');
    expect((await setStatus('accountant', doc, 'complete')).statusCode).toBe(409);
    expect(await stateOf(doc)).toBe('new');
    expect((await setStatus('admin', doc, 'archived')).statusCode).toBe(200);
    expect(await stateOf(doc)).toBe('archived');
    expect((await setStatus('admin', 99999999, 'complete')).statusCode).toBe(404);
    expect((await setStatus('admin', doc, 'bogus')).statusCode).toBe(422);
  });
});

describe('the project card’s documents tab (spec 1 §2 `/projects` {id})', () => {
  it('GET documents?project_id= lists the documents of the project, and only those', async () => {
    const [project] = await queryRows<{ id: number }>(t.database.db, sql`select id from projects where status = 1 order by id limit 1`);
    const mine = await documentIn('active', 'Документ проекта');
    await documentIn('active', 'Документ без проекта');
    await t.database.db.execute(sql`update documents set project_id = ${project.id} where id = ${mine}`);
    const res = await call('admin', 'GET', `/api/documents?project_id=${project.id}&limit=50`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number; subject: string; project_id: number }[];
    expect(items.map((d) => d.id)).toContain(mine);
    expect(items.every((d) => d.project_id === project.id)).toBe(true);
  });
});

describe('GET tasks/priority (spec 3 §7 "Documents")', () => {
  it('answers the ticket priorities in the caller’s language to any signed-in user', async () => {
    const ru = await call('employee', 'GET', '/api/tasks/priority');
    expect(ru.statusCode).toBe(200);
    expect(ru.json().map((p: { code: string; name: string }) => `${p.code}:${p.name}`)).toEqual([
      'low:Низкий',
      'normal:Обычный',
      'high:Высокий',
      'critical:Критический',
    ]);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/priority',
      headers: { authorization: auth.employee, 'accept-language': 'en' },
    });
    expect(en.json()[0]).toMatchObject({ id: 1, code: 'low', name: 'Low' });
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks/priority' })).statusCode).toBe(401);
  });
});
