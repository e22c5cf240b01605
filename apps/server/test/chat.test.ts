import type { ChatDeleteEvent, ChatMessage, ChatRefreshEvent } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerObjectAccess } from '../src/modules/objects/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import {
  delivered,
  listen,
  multipart,
  nextEvent,
  openSocket,
  type Part,
  PDF,
  PNG,
  registerTestObjects,
  subscribe,
  userId,
} from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let url: string;
const auth: Record<string, { authorization: string; token: string }> = {};
const ids: Record<string, number> = {};
const sockets: Socket[] = [];

beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  url = await listen(t);
  for (const login of ['admin', 'manager', 'employee', 'accountant']) {
    auth[login] = await t.login(login);
    ids[login] = await userId(t, login);
  }
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

type Who = 'admin' | 'manager' | 'employee' | 'accountant';
const headers = (who: Who, extra: Record<string, string> = {}) => ({ authorization: auth[who].authorization, ...extra });

function send(who: Who, objectId: number, parts: Part[], module = 'test', lang?: string) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/components/chat/add/${module}/${objectId}`,
    payload: body.payload,
    headers: headers(who, { ...body.headers, ...(lang ? { 'accept-language': lang } : {}) }),
  });
}
const post = (who: Who, objectId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/components/chat/add/test/${objectId}`, payload, headers: headers(who) });
const load = (who: Who, objectId: number, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/components/chat/vue/test/${objectId}`, payload, headers: headers(who) });
const remove = (who: Who, objectId: number, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/components/chat/delete/test/${objectId}`, payload: { id }, headers: headers(who) });
const age = (id: number, hours: number) =>
  t.database.db.execute(sql`update chat_messages set date_add = now() - make_interval(hours => ${hours}) where id = ${id}`);

describe('chat: sending and loading', () => {
  it('creates a message and loads the tab oldest first with the author, time and no notice', async () => {
    const first = await post('employee', 1, { comment: '<p>Первое</p>' });
    expect(first.statusCode).toBe(200);
    const second = await post('manager', 1, { comment: '<p>Второе</p>' });
    const m: ChatMessage = first.json();
    expect(m).toMatchObject({
      message: '<p>Первое</p>',
      user_id: ids.employee,
      object_id: 1,
      module: 'test',
      username: 'Петров Иван Сергеевич',
      hidden: 0,
      parent_id: null,
      parent: null,
      files: [],
      status: 1,
      date_edit: null,
    });
    expect(m.date_add).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(m.time_add).toBe(m.date_add.slice(11));
    const res = await load('accountant', 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().notice_id).toBeNull();
    expect(res.json().messages.map((x: ChatMessage) => x.id)).toEqual([m.id, second.json().id]);
    // GET works too.
    const viaGet = await t.app.inject({ method: 'GET', url: '/api/components/chat/vue/test/1', headers: headers('employee') });
    expect(viaGet.json().messages).toHaveLength(2);
  });

  it('sanitizes HTML on the server: no <script>, no on* attributes, no javascript: links; mentions kept', async () => {
    const res = await post('employee', 2, {
      comment:
        '<p onclick="steal()">Привет <script>alert(1)</script><a href="javascript:alert(1)">ссылка</a> <a href="https://example.com" target="_blank">сайт</a> <img src=x onerror="alert(1)"> <span data-type="mention" data-id="7" data-denotation-char="@" class="mention">@Кто-то</span></p><iframe src="https://evil"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().message;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<a>ссылка</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">сайт</a>');
    expect(html).toContain('<span data-type="mention" data-id="7" data-denotation-char="@" class="mention">@Кто-то</span>');
    const stored = await queryRows<{ message: string }>(t.database.db, sql`select message from chat_messages where id = ${res.json().id}`);
    expect(stored[0].message).toBe(html);
  });

  it('trims text and leading/trailing empty paragraphs', async () => {
    const res = await post('employee', 2, { comment: '  <p></p><p><br></p><p>&nbsp;</p><p>Текст</p><p> </p><p><br></p>  ' });
    expect(res.json().message).toBe('<p>Текст</p>');
  });

  it('refuses an empty comment without files (422)', async () => {
    for (const comment of ['', '   ', '<p></p>', '<p><br></p>', '<script>x</script>']) {
      const res = await post('employee', 2, { comment });
      expect(res.statusCode, comment).toBe(422);
      expect(res.json().errors.comment).toEqual(['Введите сообщение или прикрепите файл']);
    }
  });

  it('answers 404 for an object the user may not see, an unknown object or module', async () => {
    expect((await load('employee', 500)).statusCode).toBe(404);
    expect((await post('employee', 500, { comment: 'x' })).statusCode).toBe(404);
    expect((await load('admin', 500)).statusCode).toBe(200);
    expect((await load('employee', 777)).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/components/chat/vue/nomodule/1',
      payload: {},
      headers: headers('admin'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('replies carry the parent excerpt; a parent from another object is refused', async () => {
    const parent = (await post('manager', 3, { comment: '<p>Вопрос</p>' })).json();
    const reply = await post('employee', 3, { comment: '<p>Ответ</p>', parent_id: parent.id });
    expect(reply.json()).toMatchObject({
      parent_id: parent.id,
      parent: { id: parent.id, message: '<p>Вопрос</p>', username: 'Соколова Ирина Викторовна' },
    });
    const foreign = await post('employee', 4, { comment: 'x', parent_id: parent.id });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['parent_id']);
  });

  it('`before` loads the earlier page: messages older than that id, oldest first, at most `limit` (default 200)', async () => {
    const sent: number[] = [];
    for (let i = 1; i <= 5; i++) sent.push((await post('employee', 41, { comment: `<p>Страница ${i}</p>` })).json().id);
    const idsOf = (res: { json: () => { messages: ChatMessage[] } }) => res.json().messages.map((m) => m.id);
    const newest = idsOf(await load('accountant', 41, { limit: 2 }));
    expect(newest).toEqual(sent.slice(3));
    const earlier = idsOf(await load('accountant', 41, { before: newest[0], limit: 2 }));
    expect(earlier).toEqual(sent.slice(1, 3));
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `/api/components/chat/vue/test/41?before=${earlier[0]}&limit=2`,
      headers: headers('accountant'),
    });
    expect(idsOf(viaGet)).toEqual([sent[0]]);
    expect(idsOf(await load('accountant', 41, { before: sent[4] }))).toEqual(sent.slice(0, 4));
    expect(idsOf(await load('accountant', 41, { before: sent[0] }))).toEqual([]);
    // Paging does not open a chat the user may not see.
    expect((await load('employee', 500, { before: sent[4] })).statusCode).toBe(404);
  });
});

describe('chat: files', () => {
  it('stores allowed files and serves them: png inline, others as attachment, always nosniff', async () => {
    const res = await send('employee', 5, [
      ['comment', '<p>Файлы</p>'],
      ['files[0]', { filename: 'фото.png', content: PNG, type: 'image/png' }],
      ['files[1]', { filename: 'акт.pdf', content: PDF, type: 'application/pdf' }],
      ['files[2]', { filename: 'notes.txt', content: 'просто текст' }],
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json().files as ChatMessage['files'];
    expect(files.map((f) => f.name)).toEqual(['фото.png', 'акт.pdf', 'notes.txt']);
    expect(files[0].who_upload).toBe(ids.employee);
    expect(files[0].path).toMatch(/^\/upload\/chat\/test\/5\/[0-9a-f-]{36}\.png$/);

    const png = await t.app.inject({ method: 'GET', url: files[0].path, headers: headers('accountant') });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^inline; /);
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await t.app.inject({ method: 'GET', url: files[1].path, headers: headers('accountant') });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('акт.pdf')}`);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const txt = await t.app.inject({ method: 'GET', url: files[2].path, headers: headers('accountant') });
    expect(txt.headers['content-disposition']).toMatch(/^attachment; /);
    expect(txt.body).toBe('просто текст');

    expect((await t.app.inject({ method: 'GET', url: files[0].path })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: files[0].path.replace('/5/', '/6/'), headers: headers('admin') })).statusCode).toBe(
      404,
    );
  });

  it('serves files only to users who may see that object', async () => {
    const res = await send('admin', 500, [['files[0]', { filename: 'secret.pdf', content: PDF }]]);
    expect(res.statusCode).toBe(200);
    const path = res.json().files[0].path;
    expect((await t.app.inject({ method: 'GET', url: path, headers: headers('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path, headers: headers('employee') })).statusCode).toBe(404);
  });

  it("refuses extensions off the list with '<name>: wrong file format.' (ru and en)", async () => {
    const ru = await send('employee', 5, [
      ['comment', 'x'],
      ['files[0]', { filename: 'ok.png', content: PNG }],
      ['files[1]', { filename: 'virus.exe', content: 'MZ' }],
    ]);
    expect(ru.statusCode).toBe(422);
    expect(ru.json()).toEqual({ error: true, result_content: 'virus.exe: неверный формат файла.' });
    const en = await send('employee', 5, [['files[0]', { filename: 'page.html', content: '<script></script>' }]], 'test', 'en');
    expect(en.json()).toEqual({ error: true, result_content: 'page.html: wrong file format.' });
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from chat_messages where module = 'test' and object_id = 5`,
    );
    expect(count[0].n).toBe(1);
  });

  it('refuses content that does not match the extension (sniffed)', async () => {
    const fakePng = await send('employee', 5, [['files[0]', { filename: 'fake.png', content: 'this is text' }]]);
    expect(fakePng.json()).toEqual({ error: true, result_content: 'fake.png: неверный формат файла.' });
    const pdfAsJpg = await send('employee', 5, [['files[0]', { filename: 'photo.jpg', content: PDF }]]);
    expect(pdfAsJpg.json().result_content).toBe('photo.jpg: неверный формат файла.');
    const pngAsTxt = await send('employee', 5, [['files[0]', { filename: 'readme.txt', content: PNG }]]);
    expect(pngAsTxt.json().result_content).toBe('readme.txt: неверный формат файла.');
  });

  it('refuses more than 99 files', async () => {
    const parts: Part[] = Array.from({ length: 100 }, (_, i) => [`files[${i}]`, { filename: `n${i}.txt`, content: 'x' }] as Part);
    const res = await send('employee', 5, parts);
    expect(res.statusCode).toBe(413);
  });

  it('a files-only message cannot be edited', async () => {
    const res = await send('employee', 6, [['files[0]', { filename: 'a.txt', content: 'a' }]]);
    expect(res.json().message).toBe('');
    const edit = await post('employee', 6, { comment: 'текст', edit: res.json().id });
    expect(edit.statusCode).toBe(403);
  });
});

describe('chat: edit and delete', () => {
  it('edits own messages younger than 24 hours; others and old ones are refused (403)', async () => {
    const m = (await post('employee', 7, { comment: 'старый текст' })).json();
    const ok = await post('employee', 7, { comment: '<p>новый текст</p>', edit: m.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: m.id, message: '<p>новый текст</p>' });
    expect(ok.json().date_edit).not.toBeNull();
    expect((await post('manager', 7, { comment: 'чужое', edit: m.id })).statusCode).toBe(403);
    await age(m.id, 25);
    const late = await post('employee', 7, { comment: 'поздно', edit: m.id });
    expect(late.statusCode).toBe(403);
    expect(late.json().result_content).toBe('Редактировать можно только свои сообщения в течение 24 часов');
    expect((await post('employee', 8, { comment: 'не тот объект', edit: m.id })).statusCode).toBe(404);
  });

  it('editing to empty text deletes the message', async () => {
    const m = (await post('employee', 7, { comment: 'удалю редактированием' })).json();
    const res = await post('employee', 7, { comment: '<p></p>', edit: m.id });
    expect(res.json()).toEqual({ id: m.id, status: 0 });
    const left = (await load('employee', 7)).json().messages.map((x: ChatMessage) => x.id);
    expect(left).not.toContain(m.id);
  });

  it('deletes own fresh messages; others and old ones only with chat_all_message_delete', async () => {
    const own = (await post('employee', 8, { comment: 'моё' })).json();
    const other = (await post('manager', 8, { comment: 'чужое' })).json();
    const old = (await post('employee', 8, { comment: 'старое' })).json();
    await age(old.id, 25);
    expect((await remove('employee', 8, other.id)).statusCode).toBe(403);
    expect((await remove('employee', 8, old.id)).statusCode).toBe(403);
    expect((await remove('employee', 8, own.id)).json()).toEqual({ id: own.id, status: 0 });
    expect((await remove('employee', 8, own.id)).statusCode).toBe(404);
    // The super admin holds every permit, chat_all_message_delete included.
    expect((await remove('admin', 8, other.id)).statusCode).toBe(200);
    expect((await remove('admin', 8, old.id)).statusCode).toBe(200);
    expect((await load('employee', 8)).json().messages).toEqual([]);
  });

  it('deletes through POST with _method=PATCH', async () => {
    const m = (await post('employee', 9, { comment: 'x' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/components/chat/delete/test/9',
      payload: { id: m.id, _method: 'PATCH' },
      headers: headers('employee'),
    });
    expect(res.json()).toEqual({ id: m.id, status: 0 });
  });
});

describe('chat: hidden tab', () => {
  it('hidden messages are seen and sent only with hidden_chat_access', async () => {
    const hidden = await post('manager', 10, { comment: 'секрет', hidden: 1 });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toBe(1);
    await post('employee', 10, { comment: 'для всех' });
    expect((await post('employee', 10, { comment: 'попытка', hidden: 1 })).statusCode).toBe(403);
    expect((await load('employee', 10, { hidden: 1 })).statusCode).toBe(403);
    const general = (await load('employee', 10)).json().messages.map((m: ChatMessage) => m.message);
    expect(general).toEqual(['для всех']);
    expect((await load('manager', 10, { hidden: 1 })).json().messages.map((m: ChatMessage) => m.message)).toEqual(['секрет']);
    expect((await load('admin', 10, { hidden: 1 })).statusCode).toBe(200);
    // A hidden message is invisible to others: editing, deleting or replying to it is as if it did not exist.
    expect((await remove('employee', 10, hidden.json().id)).statusCode).toBe(404);
    expect((await post('employee', 10, { comment: 'ответ', parent_id: hidden.json().id })).statusCode).toBe(422);
  });

  it('files of hidden messages are not served without the permit', async () => {
    const res = await send('manager', 10, [
      ['hidden', '1'],
      ['files[0]', { filename: 'h.txt', content: 'hidden' }],
    ]);
    const path = res.json().files[0].path;
    expect((await t.app.inject({ method: 'GET', url: path, headers: headers('manager') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path, headers: headers('employee') })).statusCode).toBe(404);
  });
});

describe('chat: mentions and notification settings', () => {
  const mention = (id: number | string) => `<span data-type="mention" data-id="${id}" data-denotation-char="@">@x</span>`;
  const notificationsOf = async (who: Who) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(who) })).json().items as {
      title: string;
      link: string;
      module: string;
      object_id: number;
    }[];

  it('a mentioned user gets a notification linking to the object, delivered live', async () => {
    const accountantSocket = await openSocket(url, auth.accountant.token, sockets);
    const live = nextEvent<{ notification: { title: string; link: string } }>(accountantSocket, 'notifications');
    await post('employee', 11, { comment: `<p>Посмотрите ${mention(ids.accountant)}</p>` });
    const event = await live;
    expect(event.notification.link).toBe('/test/11');
    expect(event.notification.title).toContain('Петров Иван Сергеевич');
    const list = await notificationsOf('accountant');
    expect(list[0]).toMatchObject({ link: '/test/11', module: 'test', object_id: 11 });
    expect(list[0].title).toContain('Посмотрите');
  });

  it('in a hidden message only users with hidden_chat_access are notified', async () => {
    const before = (await notificationsOf('employee')).length;
    const managerBefore = (await notificationsOf('manager')).length;
    await post('admin', 12, { comment: `<p>${mention(ids.employee)} ${mention(ids.manager)}</p>`, hidden: 1 });
    expect((await notificationsOf('employee')).length).toBe(before);
    expect((await notificationsOf('manager')).length).toBe(managerBefore + 1);
  });

  it('a group mention (g<id>) reaches the group members, @all the chat members', async () => {
    const [group] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select g.id from user_groups g join user_group_members m on m.group_id = g.id where m.user_id = ${ids.accountant} limit 1`,
    );
    const before = (await notificationsOf('accountant')).length;
    await post('employee', 13, { comment: `<p>${mention(`g${group.id}`)}</p>` });
    expect((await notificationsOf('accountant')).length).toBe(before + 1);
    await post('manager', 14, { comment: 'я тут' });
    const managerBefore = (await notificationsOf('manager')).length;
    await post('employee', 14, { comment: `<p>${mention('all')}</p>` });
    expect((await notificationsOf('manager')).length).toBe(managerBefore + 1);
  });

  it('toggles the notification setting: creates with module/object_id, removes with id; followers get new messages', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/chat/user_notifications',
      payload: { module: 'test', object_id: 15 },
      headers: headers('accountant'),
    });
    expect(on.statusCode).toBe(200);
    const noticeId = on.json().id;
    expect(noticeId).toEqual(expect.any(Number));
    expect((await load('accountant', 15)).json().notice_id).toBe(noticeId);
    const before = (await notificationsOf('accountant')).length;
    await post('employee', 15, { comment: 'новости' });
    expect((await notificationsOf('accountant')).length).toBe(before + 1);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/chat/user_notifications',
      payload: { id: noticeId },
      headers: headers('accountant'),
    });
    expect(off.json()).toEqual({ id: null });
    expect((await load('accountant', 15)).json().notice_id).toBeNull();
    const hiddenObject = await t.app.inject({
      method: 'POST',
      url: '/api/chat/user_notifications',
      payload: { module: 'test', object_id: 500 },
      headers: headers('employee'),
    });
    expect(hiddenObject.statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'POST', url: '/api/chat/user_notifications', payload: {}, headers: headers('employee') });
    expect(empty.statusCode).toBe(422);
  });
});

describe('chat: notifications reach only users who may see the object', () => {
  const mention = (id: number | string) => `<span data-type="mention" data-id="${id}" data-denotation-char="@">@x</span>`;
  const countOf = async (who: Who) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(who) })).json().items.length as number;
  /** `acl` objects: object 1 is seen by the users in `allowed`, changed by them too. */
  const allowed = new Set<number>();
  beforeAll(() => {
    registerObjectAccess('acl', { read: async (user, id) => id === 1 && allowed.has(user.id) });
  });

  it('a user mentioned on an object they may not see gets no notification (nor does the author)', async () => {
    const before = await countOf('employee');
    const res = await post('admin', 500, { comment: `<p>Секрет ${mention(ids.employee)} ${mention('all')}</p>` });
    expect(res.statusCode).toBe(200);
    expect(await countOf('employee')).toBe(before);
    // A group mention reaching the same user is filtered the same way.
    const [group] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select g.id from user_groups g join user_group_members m on m.group_id = g.id where m.user_id = ${ids.accountant} limit 1`,
    );
    const accountantBefore = await countOf('accountant');
    await post('admin', 500, { comment: `<p>${mention(`g${group.id}`)}</p>` });
    expect(await countOf('accountant')).toBe(accountantBefore);
  });

  it('a follower or chat member who lost access to the object is no longer notified (mentions, @all, new messages)', async () => {
    allowed.add(ids.accountant).add(ids.employee).add(ids.manager);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/chat/user_notifications',
      payload: { module: 'acl', object_id: 1 },
      headers: headers('accountant'),
    });
    expect(on.statusCode).toBe(200);
    expect((await send('accountant', 1, [['comment', 'я участник']], 'acl')).statusCode).toBe(200);
    const before = await countOf('accountant');
    await send('employee', 1, [['comment', 'пока видно']], 'acl');
    expect(await countOf('accountant')).toBe(before + 1);

    allowed.delete(ids.accountant);
    const managerBefore = await countOf('manager');
    await send('employee', 1, [['comment', 'уже не видно']], 'acl');
    await send('employee', 1, [['comment', `<p>${mention(ids.accountant)} ${mention('all')}</p>`]], 'acl');
    expect(await countOf('accountant')).toBe(before + 1);
    // The @all still reaches a member who may see the object.
    await send('manager', 1, [['comment', 'я тоже тут']], 'acl');
    await send('employee', 1, [['comment', `<p>${mention('all')}</p>`]], 'acl');
    expect(await countOf('manager')).toBe(managerBefore + 1);
  });
});

describe('chat: tickets_commentDisabled (the per-module chat check of the objects registry)', () => {
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: headers(who) });
  const mention = (id: number) => `<span data-type="mention" data-id="${id}" data-denotation-char="@">@x</span>`;

  it('a user holding tickets_commentDisabled may not load, post in or follow a ticket chat (403), and is not notified', async () => {
    const board = (await call('manager', 'POST', '/api/load/boards', { name: 'Доска для чата' })).json().board.id;
    expect((await call('manager', 'POST', `/api/load/boards/${board}/users`, { user_id: ids.employee, owner: 0 })).statusCode).toBe(200);
    const created = await call('manager', 'POST', '/api/load/tasks', { name: 'Обсудить', board_id: board, performers: [ids.employee] });
    expect(created.statusCode, created.body).toBe(200);
    const ticket = created.json().ticket.id as number;
    const chatUrl = `/api/components/chat/add/tickets/${ticket}`;
    expect((await call('employee', 'POST', chatUrl, { comment: 'можно' })).statusCode).toBe(200);

    await t.database.db.execute(
      sql`insert into user_permits (user_id, permit, value) values (${ids.employee}, 'tickets_commentDisabled', 1)`,
    );
    try {
      const refused = await call('employee', 'POST', chatUrl, { comment: 'нельзя' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: true });
      expect((await call('employee', 'GET', `/api/components/chat/vue/tickets/${ticket}`)).statusCode).toBe(403);
      const follow = await call('employee', 'POST', '/api/chat/user_notifications', { module: 'tickets', object_id: ticket });
      expect(follow.statusCode).toBe(403);
      // Mentioned by someone else: no notification either.
      const before = (await call('employee', 'GET', '/api/notifications')).json().items.length;
      expect((await call('manager', 'POST', chatUrl, { comment: `<p>${mention(ids.employee)}</p>` })).statusCode).toBe(200);
      expect((await call('employee', 'GET', '/api/notifications')).json().items.length).toBe(before);
      // The ticket itself stays visible.
      expect((await call('employee', 'GET', `/api/load/tasks/${ticket}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`delete from user_permits where user_id = ${ids.employee} and permit = 'tickets_commentDisabled'`);
    }
    expect((await call('employee', 'POST', chatUrl, { comment: 'снова можно' })).statusCode).toBe(200);
  });
});

describe('chat: Idempotency-Key', () => {
  const keyed = (who: Who, objectId: number, payload: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/components/chat/add/test/${objectId}`,
      payload,
      headers: headers(who, { 'idempotency-key': key }),
    });

  it('a retried send with the same key answers the first message and creates nothing new', async () => {
    const first = await keyed('employee', 30, { comment: 'один раз' }, 'msg-30-a');
    expect(first.statusCode).toBe(200);
    const retry = await keyed('employee', 30, { comment: 'один раз' }, 'msg-30-a');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await load('employee', 30)).json().messages).toHaveLength(1);
    // With files too: the retry stores no second copy.
    const files: Part[] = [['files[0][file]', { filename: 'a.pdf', content: PDF }]];
    const body = multipart(files);
    const withFiles = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/components/chat/add/test/30',
        payload: body.payload,
        headers: headers('employee', { ...body.headers, 'idempotency-key': 'msg-30-files' }),
      });
    const a = await withFiles();
    const b = await withFiles();
    expect(b.json().id).toBe(a.json().id);
    expect((await load('employee', 30)).json().messages).toHaveLength(2);
    // Another key is another message; without a key every send is new.
    await keyed('employee', 30, { comment: 'один раз' }, 'msg-30-b');
    await post('employee', 30, { comment: 'без ключа' });
    await post('employee', 30, { comment: 'без ключа' });
    expect((await load('employee', 30)).json().messages).toHaveLength(5);
    // The same key for another object is refused; another user's same key is their own.
    expect((await keyed('employee', 31, { comment: 'x' }, 'msg-30-a')).statusCode).toBe(422);
    expect((await keyed('manager', 30, { comment: 'мой' }, 'msg-30-a')).json().user_id).toBe(ids.manager);
  });

  it('a refused send keeps no answer: its retry runs again; the access check comes first', async () => {
    expect((await keyed('employee', 32, { comment: '' }, 'msg-32')).statusCode).toBe(422);
    const ok = await keyed('employee', 32, { comment: 'теперь с текстом' }, 'msg-32');
    expect(ok.statusCode).toBe(200);
    expect((await keyed('employee', 500, { comment: 'x' }, 'msg-32')).statusCode).toBe(404);
  });
});

describe('chat: live updates', () => {
  it('two sockets on one object receive refresh on create/edit and delete on delete', async () => {
    const a = await openSocket(url, auth.employee.token, sockets);
    const b = await openSocket(url, auth.manager.token, sockets);
    expect(await subscribe(a, 'test', 20)).toBe(true);
    expect(await subscribe(b, 'test', 20)).toBe(true);
    expect(await subscribe(a, 'test', 500)).toBe(false);

    const created = [nextEvent<ChatRefreshEvent>(a, 'test'), nextEvent<ChatRefreshEvent>(b, 'test')];
    const m = (await post('employee', 20, { comment: 'живое' })).json();
    for (const event of await Promise.all(created)) {
      expect(event).toMatchObject({ action: 'refresh', module: 'test', object_id: 20, message: { id: m.id, message: 'живое' } });
    }
    const edited = [nextEvent<ChatRefreshEvent>(a, 'test'), nextEvent<ChatRefreshEvent>(b, 'test')];
    await post('employee', 20, { comment: 'живое!', edit: m.id });
    for (const event of await Promise.all(edited)) expect(event.message.message).toBe('живое!');
    const deleted = [nextEvent<ChatDeleteEvent>(a, 'test'), nextEvent<ChatDeleteEvent>(b, 'test')];
    await remove('employee', 20, m.id);
    for (const event of await Promise.all(deleted)) {
      expect(event).toEqual({ action: 'delete', module: 'test', object_id: 20, id: m.id, user_id: ids.employee });
    }
  });

  it('hidden-chat events reach only users with hidden_chat_access; a delete names who deleted', async () => {
    const employee = await openSocket(url, auth.employee.token, sockets);
    const manager = await openSocket(url, auth.manager.token, sockets);
    expect(await subscribe(employee, 'test', 21)).toBe(true);
    expect(await subscribe(manager, 'test', 21)).toBe(true);
    const seenByEmployee: unknown[] = [];
    employee.on('test', (event: unknown) => seenByEmployee.push(event));

    const created = nextEvent<ChatRefreshEvent>(manager, 'test');
    const m = (await post('manager', 21, { comment: 'только для своих', hidden: 1 })).json();
    expect((await created).message.id).toBe(m.id);
    const deleted = nextEvent<ChatDeleteEvent>(manager, 'test');
    await remove('admin', 21, m.id);
    expect((await deleted).user_id).toBe(ids.admin);
    await delivered(employee);
    expect(seenByEmployee).toEqual([]);
  });
});

describe('user look-ups for chat', () => {
  it('mention search: all, groups and users; with hidden_chat_access=1 only holders of the permit', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/autocomplete/users/notices?term=', headers: headers('employee') })).json();
    expect(all[0]).toEqual({ id: 'all', value: 'Все', type: 'all', avatar: null });
    expect(all.some((o: { type: string; id: string }) => o.type === 'group' && /^g\d+$/.test(o.id))).toBe(true);
    const petrov = (
      await t.app.inject({ method: 'GET', url: '/api/autocomplete/users/notices?term=Петров', headers: headers('manager') })
    ).json();
    expect(petrov).toContainEqual({ id: ids.employee, value: 'Петров Иван Сергеевич', type: 'user', avatar: expect.anything() });
    const hidden = (
      await t.app.inject({ method: 'GET', url: '/api/autocomplete/users/notices?term=&hidden_chat_access=1', headers: headers('employee') })
    ).json();
    const userIds = hidden.filter((o: { type: string }) => o.type === 'user').map((o: { id: number }) => o.id);
    expect(userIds).toContain(ids.manager);
    expect(userIds).toContain(ids.admin);
    expect(userIds).not.toContain(ids.employee);
  });

  it('user autocomplete and the short card are open to any signed-in user', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/autocomplete/users?term=Соколова&fired=1', headers: headers('employee') })
    ).json();
    expect(list).toEqual([expect.objectContaining({ value: ids.manager, label: 'Соколова Ирина Викторовна' })]);
    const card = await t.app.inject({ method: 'GET', url: `/api/users/${ids.manager}/short`, headers: headers('employee') });
    expect(Object.keys(card.json()).sort()).toEqual(['avatar', 'email', 'fio', 'id', 'phone', 'post', 'profile_link', 'tab_number']);
    const viaQuery = await t.app.inject({ method: 'GET', url: `/api/users/${ids.manager}?short=true`, headers: headers('employee') });
    expect(viaQuery.json()).toEqual(card.json());
  });
});
