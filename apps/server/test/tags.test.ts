import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerObjectAccess } from '../src/modules/objects/index.ts';
import { registerTestObjects } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const auth: Record<string, string> = {};
beforeAll(async () => {
  registerTestObjects();
  // `tagged`: objects 1-9, seen and changed (files...) by everyone, tagged by super admins only.
  registerObjectAccess('tagged', {
    read: async (_user, id) => id >= 1 && id <= 9,
    edit: async () => true,
    tags: async (user) => user.type === 1,
  });
  t = await createTestApp();
  for (const login of ['admin', 'employee', 'manager']) auth[login] = (await t.login(login)).authorization;
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'employee' | 'manager';
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth[who] } });
const itemTags = async (id: number) => (await call('employee', 'GET', `/widgets/tags/item?module=test&item_id=${id}`)).json();

describe('tags', () => {
  it('creates a tag on an object with the default colour #4A4A4A and answers tag_id and row_id', async () => {
    const res = await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'Срочно', item_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tag_id: expect.any(Number), row_id: expect.any(Number) });
    expect(await itemTags(1)).toEqual([{ tag_id: res.json().tag_id, row_id: res.json().row_id, name: 'Срочно', color: '#4A4A4A' }]);
  });

  it("refuses a name equal (case-insensitively) to an attached tag with 'tag.alreadySelected'", async () => {
    const res = await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'срочно', item_id: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { name: ['Такой тег уже выбран'] } });
  });

  it('attaches the existing tag of the module instead of creating a duplicate', async () => {
    const first = (await itemTags(1))[0];
    const res = await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'СРОЧНО', item_id: 2, color: '#ff0000' });
    expect(res.json().tag_id).toBe(first.tag_id);
    expect((await itemTags(2))[0]).toMatchObject({ name: 'Срочно', color: '#4A4A4A' });
  });

  it('validates colours and names', async () => {
    const bad = await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'Цвет', item_id: 1, color: 'red' });
    expect(bad.json()).toEqual({ errors: { color: ['Неверный цвет'] } });
    const blank = await call('employee', 'POST', '/widgets/tags', { module: 'test', name: '   ', item_id: 1 });
    expect(blank.json().errors.name).toEqual(['Заполните обязательное поле']);
  });

  it('searches by name excluding tags attached to item_id, and lists the user’s recently used tags', async () => {
    await call('manager', 'POST', '/widgets/tags', { module: 'test', name: 'Срочный заказ', item_id: 3, color: '#00AA00' });
    const search = (await call('employee', 'GET', '/widgets/tags?module=test&name=сроч')).json();
    expect(search.map((x: { name: string }) => x.name)).toEqual(['Срочно', 'Срочный заказ']);
    expect(search[1]).toEqual({ tag_id: expect.any(Number), name: 'Срочный заказ', color: '#00AA00' });
    const excluding = (await call('employee', 'GET', '/widgets/tags?module=test&name=сроч&item_id=1')).json();
    expect(excluding.map((x: { name: string }) => x.name)).toEqual(['Срочный заказ']);
    const recent = (await call('employee', 'GET', '/widgets/tags?module=test&users_last=true')).json();
    expect(recent.map((x: { name: string }) => x.name)).toEqual(['Срочно']);
    expect((await call('manager', 'GET', '/widgets/tags?module=test&users_last=true')).json().map((x: { name: string }) => x.name)).toEqual(
      ['Срочный заказ'],
    );
  });

  it('attaches an existing tag by id, changes its colour and name, detaches it', async () => {
    const tag = (await call('employee', 'GET', '/widgets/tags?module=test&name=заказ')).json()[0];
    const attach = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', item_id: 4 });
    expect(attach.json()).toEqual({ tag_id: tag.tag_id, row_id: expect.any(Number) });
    const again = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', item_id: 4 });
    expect(again.json().row_id).toBe(attach.json().row_id);
    const colour = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', color: '#123456' });
    expect(colour.json()).toMatchObject({ color: '#123456' });
    const rename = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', name: 'Заказ' });
    expect(rename.json()).toMatchObject({ name: 'Заказ', color: '#123456' });
    const taken = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', name: 'срочно' });
    expect(taken.json()).toEqual({ errors: { name: ['Тег с таким названием уже есть'] } });
    const empty = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}`, { module: 'test', name: ' ' });
    expect(empty.statusCode).toBe(422);
    const detach = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}/${attach.json().row_id}`, {
      module: 'test',
      item_id: 4,
      status: 0,
    });
    expect(detach.json()).toEqual({ tag_id: tag.tag_id, row_id: attach.json().row_id, status: 0 });
    expect(await itemTags(4)).toEqual([]);
    const twice = await call('employee', 'POST', `/widgets/tags/${tag.tag_id}/${attach.json().row_id}`, {
      module: 'test',
      item_id: 4,
      status: 0,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('editing needs the object’s edit access (403); objects the user may not see answer 404', async () => {
    expect((await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'x', item_id: 60 })).statusCode).toBe(403);
    expect((await call('admin', 'POST', '/widgets/tags', { module: 'test', name: 'x', item_id: 60 })).statusCode).toBe(200);
    expect((await call('employee', 'GET', '/widgets/tags/item?module=test&item_id=60')).statusCode).toBe(200);
    expect((await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'x', item_id: 500 })).statusCode).toBe(404);
    expect((await call('employee', 'GET', '/widgets/tags/item?module=test&item_id=500')).statusCode).toBe(404);
    expect((await call('employee', 'GET', '/widgets/tags?module=unknown&name=x')).statusCode).toBe(404);
  });
});

describe('tags: changing a shared tag and history', () => {
  const history = async (objectId: number) =>
    (await call('employee', 'GET', `/history/test/${objectId}`))
      .json()
      .items.map((r: { field: string; old_value: string; new_value: string }) => [r.field, r.old_value, r.new_value]);

  it('rename and recolour need edit access to an object the tag is on (403 for a read-only user)', async () => {
    // Object 60 is seen by everyone but changed by super admins only.
    const created = (await call('admin', 'POST', '/widgets/tags', { module: 'test', name: 'Только для чтения', item_id: 60 })).json();
    const rename = await call('employee', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', name: 'Взлом' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual({ error: true, result_content: 'Недостаточно прав для изменения тега' });
    expect((await call('employee', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', color: '#FF0000' })).statusCode).toBe(403);
    expect((await itemTags(60)).find((x: { tag_id: number }) => x.tag_id === created.tag_id)).toMatchObject({
      name: 'Только для чтения',
      color: '#4A4A4A',
    });
    // Detaching from an object the user may not change is refused too.
    const detach = await call('employee', 'POST', `/widgets/tags/${created.tag_id}/${created.row_id}`, {
      module: 'test',
      item_id: 60,
      status: 0,
    });
    expect(detach.statusCode).toBe(403);
    // Once the tag is also on an object the user may change, they may rename it.
    expect((await call('admin', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', item_id: 20 })).statusCode).toBe(200);
    expect((await call('employee', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', name: 'Общий' })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', color: '#00FF00' })).statusCode).toBe(200);
  });

  it('a tag attached nowhere is changed only by its author', async () => {
    const created = (await call('manager', 'POST', '/widgets/tags', { module: 'test', name: 'Ничей', item_id: 21 })).json();
    await call('manager', 'POST', `/widgets/tags/${created.tag_id}/${created.row_id}`, { module: 'test', item_id: 21, status: 0 });
    expect((await call('employee', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', name: 'Мой' })).statusCode).toBe(403);
    expect((await call('manager', 'POST', `/widgets/tags/${created.tag_id}`, { module: 'test', name: 'Ничей 2' })).statusCode).toBe(200);
  });

  it('attaching and detaching write history rows of the object (field "tag", the tag name)', async () => {
    const created = (await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'История', item_id: 22 })).json();
    const other = (await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'Другой', item_id: 23 })).json();
    const attached = (await call('employee', 'POST', `/widgets/tags/${other.tag_id}`, { module: 'test', item_id: 22 })).json();
    // Attaching an already attached tag writes nothing.
    await call('employee', 'POST', `/widgets/tags/${other.tag_id}`, { module: 'test', item_id: 22 });
    await call('employee', 'POST', `/widgets/tags/${created.tag_id}/${created.row_id}`, { module: 'test', item_id: 22, status: 0 });
    expect(await history(22)).toEqual([
      ['tag', 'История', null],
      ['tag', null, 'Другой'],
      ['tag', null, 'История'],
    ]);
    expect(attached.row_id).toEqual(expect.any(Number));
    // A refused attach leaves no history.
    await call('employee', 'POST', `/widgets/tags/${other.tag_id}`, { module: 'test', item_id: 60 });
    expect((await call('admin', 'GET', '/history/test/60')).json().items.some((r: { new_value: string }) => r.new_value === 'Другой')).toBe(
      false,
    );
  });
});

describe('tags: the module’s own tag check (objects registry `tags`)', () => {
  it('a module’s `tags` check, not its edit check, decides attach, detach and rename (403); without one the edit check does', async () => {
    expect((await call('employee', 'POST', '/widgets/tags', { module: 'tagged', name: 'Нельзя', item_id: 1 })).statusCode).toBe(403);
    const created = await call('admin', 'POST', '/widgets/tags', { module: 'tagged', name: 'Админский', item_id: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const { tag_id, row_id } = created.json();
    expect((await call('employee', 'POST', `/widgets/tags/${tag_id}`, { module: 'tagged', item_id: 2 })).statusCode).toBe(403);
    expect((await call('employee', 'POST', `/widgets/tags/${tag_id}`, { module: 'tagged', name: 'Мой' })).statusCode).toBe(403);
    expect(
      (await call('employee', 'POST', `/widgets/tags/${tag_id}/${row_id}`, { module: 'tagged', item_id: 1, status: 0 })).statusCode,
    ).toBe(403);
    // Reading is unchanged; objects the user may not see still answer 404.
    expect((await call('employee', 'GET', '/widgets/tags/item?module=tagged&item_id=1')).json()).toEqual([
      { tag_id, row_id, name: 'Админский', color: '#4A4A4A' },
    ]);
    expect((await call('admin', 'POST', '/widgets/tags', { module: 'tagged', name: 'x', item_id: 10 })).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/widgets/tags/${tag_id}/${row_id}`, { module: 'tagged', item_id: 1, status: 0 })).statusCode).toBe(
      200,
    );
    // The `test` module registers no tag check: its edit check applies (objects 1-49 are changed by everyone).
    expect((await call('employee', 'POST', '/widgets/tags', { module: 'test', name: 'По правке', item_id: 30 })).statusCode).toBe(200);
  });
});
