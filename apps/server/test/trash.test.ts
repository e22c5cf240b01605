import { accountWithKey, innWithChecksum, TRASH_PAGE_MAX } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { multipart, PDF } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The trash (`/trash`, `trash_view`; issue 11): deleted records of every registry (partners
 * today), of applications and of tickets, with who and when; restore by the owning module's
 * rule; purge for good, with the object's chat, files and tags, behind `trash_purge`.
 */
let t: TestApp;
const auth: Record<string, string> = {};
const WHO = ['admin', 'manager', 'employee'] as const;
type Who = (typeof WHO)[number];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of WHO) auth[login] = (await t.login(login)).authorization;
  for (const row of await queryRows<{ id: number; login: string }>(t.database.db, sql`select id, login from users`))
    ids[row.login] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: who ? { authorization: auth[who] } : {} });

let seq = 0;
async function deletedPartner(name = `ООО «Корзина ${++seq}»`) {
  const created = await call('admin', 'POST', '/partners', {
    name,
    type: 'organization',
    inn: innWithChecksum(`98${String(2000000 + seq * 11).slice(-7)}`),
    bik: '044525225',
    account: accountWithKey(`40702810${String(seq + 500).padStart(12, '0')}`, '044525225'),
    corr_account: '30101810400000000225',
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  expect((await call('admin', 'DELETE', `/partners/${id}`)).statusCode).toBe(200);
  return { id, name };
}

async function deletedApplication() {
  const [pack] = await queryRows<{ id: number; name: string }>(
    t.database.db,
    sql`select id, name from applications where status = 'active' order by id limit 1`,
  );
  const res = await call('admin', 'PATCH', `/applications/${pack.id}`, { status: 'delete', reason: 'Дубль' });
  expect(res.statusCode, res.body).toBe(200);
  return pack;
}

type Item = {
  module: string;
  id: number;
  title: string;
  who_delete: number | null;
  who_delete_name: string | null;
  date_delete: string;
  link: string;
};
const items = async (who: Who, query = '') => {
  const res = await call(who, 'GET', `/trash${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; next_cursor: string | null; modules: { module: string; purge: boolean }[] };
};
const find = (list: { items: Item[] }, module: string, id: number) => list.items.find((i) => i.module === module && i.id === id);

describe('rights', () => {
  it('answers 401 without a session and 403 without trash_view (spec 1 §2), like other sections', async () => {
    expect((await call(null, 'GET', '/trash')).statusCode).toBe(401);
    const refused = await call('employee', 'GET', '/trash');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, result_content: 'Недостаточно прав' });
    expect((await call('employee', 'POST', '/trash/partners/1/restore')).statusCode).toBe(403);
  });

  it('purges only with trash_purge, a right apart from trash_view', async () => {
    const { id } = await deletedPartner();
    const refused = await call('manager', 'DELETE', `/trash/partners/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(true);
    expect(find(await items('manager', '?module=partners&limit=200'), 'partners', id)).toBeDefined();
    const routes = t.app.routeRegistry.filter((r) => r.url.startsWith('/api/trash')).map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(routes.sort()).toEqual(
      ['DELETE /api/trash/:module/:id trash_purge', 'GET /api/trash trash_view', 'POST /api/trash/:module/:id/restore trash_view'].sort(),
    );
  });
});

describe('the list', () => {
  it('shows a deleted partner and a deleted application with who and when, newest first', async () => {
    const partner = await deletedPartner();
    const pack = await deletedApplication();
    const list = await items('manager', '?limit=200');
    const p = find(list, 'partners', partner.id);
    expect(p).toEqual({
      module: 'partners',
      id: partner.id,
      title: partner.name,
      who_delete: ids.admin,
      who_delete_name: 'Администратор Системы',
      date_delete: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      link: `/partners/${partner.id}`,
    });
    expect(find(list, 'applications', pack.id)).toMatchObject({
      title: pack.name,
      who_delete: ids.admin,
      who_delete_name: 'Администратор Системы',
      link: `/applications/${pack.id}`,
    });
    const dates = list.items.map((i) => i.date_delete);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.modules.map((m) => m.module)).toEqual(expect.arrayContaining(['partners', 'applications', 'tickets']));
    expect(list.modules.find((m) => m.module === 'partners')?.purge).toBe(true);
  });

  it('names who deleted the demo company’s deleted applications and tasks (the seed writes their history)', async () => {
    for (const module of ['applications', 'tickets']) {
      const res = await call('admin', 'GET', `/trash?module=${module}&limit=20`);
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().items as Item[];
      expect(items.length, module).toBeGreaterThan(0);
      for (const item of items) expect(item.who_delete_name, `${module} ${item.id}`).toBeTruthy();
    }
  });

  it('filters by module', async () => {
    await deletedPartner();
    await deletedApplication();
    const partners = await items('manager', '?module=partners&limit=200');
    expect(partners.items.length).toBeGreaterThan(0);
    expect(new Set(partners.items.map((i) => i.module))).toEqual(new Set(['partners']));
    const apps = await items('manager', '?module=applications&limit=200');
    expect(new Set(apps.items.map((i) => i.module))).toEqual(new Set(['applications']));
  });

  it('pages with a cursor, every row once, at most 200 a page', async () => {
    await deletedPartner();
    await deletedPartner();
    const whole = await items('admin', '?limit=200');
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const page = await items('admin', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => `${i.module}:${i.id}`));
      cursor = page.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(whole.items.map((i) => `${i.module}:${i.id}`));
    expect((await call('admin', 'GET', `/trash?limit=${TRASH_PAGE_MAX + 1}`)).statusCode).toBe(422);
  });

  it('answers 4xx, never 5xx, on bad input', async () => {
    for (const query of [
      '?module=nope',
      '?module=1bad',
      '?module=%00',
      '?limit=0',
      '?limit=abc',
      '?cursor=garbage',
      '?cursor=eyJ0IjoieCJ9',
    ]) {
      const res = await call('admin', 'GET', `/trash${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toBeDefined();
    }
    const unknown = await call('admin', 'GET', '/trash?module=nope');
    expect(unknown.json().errors.module).toEqual(['Неизвестный раздел корзины']);
    for (const [method, url, status] of [
      ['POST', '/trash/partners/abc/restore', 422],
      ['POST', '/trash/partners/0/restore', 422],
      ['POST', '/trash/partners/99999999999/restore', 422],
      ['POST', '/trash/Bad-Module/1/restore', 422],
      ['POST', '/trash/nope/1/restore', 404],
      ['POST', '/trash/partners/2147483000/restore', 404],
      ['DELETE', '/trash/partners/abc', 422],
      ['DELETE', '/trash/nope/1', 404],
      ['DELETE', '/trash/partners/2147483000', 404],
    ] as const) {
      const res = await call('admin', method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
  });
});

describe('restore and purge', () => {
  it("restores a partner by the engine's rule: it leaves the trash and is active again, with history", async () => {
    const { id } = await deletedPartner();
    const res = await call('manager', 'POST', `/trash/partners/${id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true, module: 'partners', id });
    expect((await call('manager', 'GET', `/partners/${id}`)).json().status).toBe(1);
    expect(find(await items('manager', '?module=partners&limit=200'), 'partners', id)).toBeUndefined();
    const history = (await call('manager', 'GET', `/history/partners/${id}`)).json();
    expect(history.items[0]).toMatchObject({ field: 'status', old_value: '0', new_value: '1' });
    const again = await call('manager', 'POST', `/trash/partners/${id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().result_content).toMatch(/не в корзине/);
  });

  it('restores an application to the status it had before the deletion', async () => {
    const pack = await deletedApplication();
    const res = await call('manager', 'POST', `/trash/applications/${pack.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const card = (await call('admin', 'GET', `/applications/${pack.id}`)).json();
    expect(card.pack).toMatchObject({ status: 'active', delete_reason: null });
    expect(find(await items('manager', '?module=applications&limit=200'), 'applications', pack.id)).toBeUndefined();
  });

  it('purges a partner in the trash for good, with a history row; refuses an active one', async () => {
    const { id, name } = await deletedPartner();
    const res = await call('admin', 'DELETE', `/trash/partners/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('admin', 'GET', `/partners/${id}`)).statusCode).toBe(404);
    expect(find(await items('admin', '?module=partners&limit=200'), 'partners', id)).toBeUndefined();
    const rows = await queryRows<{ field: string; old_value: string; who_add: number }>(
      t.database.db,
      sql`select field, old_value, who_add from object_history where module = 'partners' and object_id = ${id} order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ field: 'purge', old_value: name, who_add: ids.admin });
    expect((await call('admin', 'DELETE', `/trash/partners/${id}`)).statusCode).toBe(404);

    const active = (await call('admin', 'POST', '/partners', { name: 'ООО «Живой»', type: 'person' })).json().id as number;
    const refused = await call('admin', 'DELETE', `/trash/partners/${active}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: true, result_content: expect.stringMatching(/не в корзине/) });
    expect((await call('admin', 'GET', `/partners/${active}`)).json().status).toBe(1);
  });

  /** A chat message with a file and a tag on the object: what a purge must take with it. */
  async function leaveTraces(module: string, id: number) {
    const body = multipart([
      ['comment', '<p>Перед удалением</p>'],
      ['files[0]', { filename: 'акт.pdf', content: PDF, type: 'application/pdf' }],
    ]);
    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/components/chat/add/${module}/${id}`,
      payload: body.payload,
      headers: { authorization: auth.admin, ...body.headers },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const tag = await call('admin', 'POST', '/widgets/tags', { module, name: `Навсегда ${module}`, item_id: id });
    expect(tag.statusCode, tag.body).toBe(200);
    const [file] = await queryRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from chat_files where module = ${module} and object_id = ${id}`,
    );
    expect(await t.storage.size(file.storage_key)).toBeGreaterThan(0);
    return file.storage_key;
  }
  const traces = (module: string, id: number) =>
    queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from chat_messages where module = ${module} and object_id = ${id})
            + (select count(*) from chat_files where module = ${module} and object_id = ${id})
            + (select count(*) from tag_links where module = ${module} and object_id = ${id})::int as n`,
    ).then((rows) => Number(rows[0].n));
  const lastHistory = (module: string, id: number) =>
    queryRows<{ field: string; old_value: string }>(
      t.database.db,
      sql`select field, old_value from object_history where module = ${module} and object_id = ${id} order by id desc limit 1`,
    ).then((rows) => rows[0]);

  it('purges a deleted application for good with its positions, chat, files and tags; refuses an active one', async () => {
    const [pack] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select a.id, a.name from applications a where a.status = 'active' and exists (select 1 from application_positions p where p.pack_id = a.id) order by a.id desc limit 1`,
    );
    const key = await leaveTraces('applications', pack.id);
    expect(await traces('applications', pack.id)).toBe(3);
    const active = await call('admin', 'DELETE', `/trash/applications/${pack.id}`);
    expect(active.statusCode).toBe(409);
    expect(active.json().result_content).toMatch(/не в корзине/);
    expect((await call('admin', 'PATCH', `/applications/${pack.id}`, { status: 'delete', reason: 'Дубль' })).statusCode).toBe(200);
    expect((await call('manager', 'DELETE', `/trash/applications/${pack.id}`)).statusCode).toBe(403);

    const res = await call('admin', 'DELETE', `/trash/applications/${pack.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('admin', 'GET', `/applications/${pack.id}`)).statusCode).toBe(404);
    expect(find(await items('admin', '?module=applications&limit=200'), 'applications', pack.id)).toBeUndefined();
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from applications where id = ${pack.id}) + (select count(*) from application_positions where pack_id = ${pack.id})::int as n`,
    );
    expect(Number(left.n)).toBe(0);
    expect(await traces('applications', pack.id)).toBe(0);
    expect(await t.storage.size(key)).toBeNull();
    expect(await lastHistory('applications', pack.id)).toEqual({ field: 'purge', old_value: pack.name });
    expect((await call('admin', 'DELETE', `/trash/applications/${pack.id}`)).statusCode).toBe(404);
    expect((await items('admin')).modules.find((m) => m.module === 'applications')?.purge).toBe(true);
  });

  it('purges a deleted ticket for good with its performers, chat, files and tags; refuses an active one', async () => {
    const [board] = await queryRows<{ id: number }>(t.database.db, sql`select id from boards order by id limit 1`);
    const created = await call('admin', 'POST', '/load/tasks', { name: 'Навсегда', board_id: board.id, performers: [ids.employee] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().ticket.id as number;
    const key = await leaveTraces('tickets', id);
    expect((await call('admin', 'DELETE', `/trash/tickets/${id}`)).statusCode).toBe(409);
    expect((await call('admin', 'PATCH', `/load/tasks/${id}`, { status: 6 })).statusCode).toBe(200);

    const res = await call('admin', 'DELETE', `/trash/tickets/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(find(await items('admin', '?module=tickets&limit=200'), 'tickets', id)).toBeUndefined();
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from tickets where id = ${id}) + (select count(*) from ticket_performers where ticket_id = ${id})::int as n`,
    );
    expect(Number(left.n)).toBe(0);
    expect(await traces('tickets', id)).toBe(0);
    expect(await t.storage.size(key)).toBeNull();
    expect(await lastHistory('tickets', id)).toEqual({ field: 'purge', old_value: 'Навсегда' });
  });
});
