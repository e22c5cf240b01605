import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestObjects } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const auth: Record<string, string> = {};
beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  for (const login of ['admin', 'employee']) auth[login] = (await t.login(login)).authorization;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: 'admin' | 'employee', method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object | string, type?: string) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth[who], ...(type ? { 'content-type': type } : {}) } });

describe('network links', () => {
  it('adds rows from a form body (link[i][name], link[i][link], link[i][object_id]) and lists them', async () => {
    const form =
      'module=test&link[0][name]=Сайт&link[0][link]=https://example.com&link[0][object_id]=1&link[1][name]=Docs&link[1][link]=http://docs.local/a?b=1&link[1][object_id]=1';
    const res = await call('employee', 'POST', '/network_links', form, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const list = (await call('employee', 'GET', '/network_links/test/1')).json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Сайт',
        link: 'https://example.com',
        object_id: 1,
        module: 'test',
        status: 1,
        date_add: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        who_add_avatar: expect.anything(),
        who_add_fio: 'Петров Иван Сергеевич',
      },
      expect.objectContaining({ name: 'Docs', link: 'http://docs.local/a?b=1' }),
    ]);
  });

  it("each row needs a name and a valid http(s) link: 422 'Некорректные данные' with the fields", async () => {
    const res = await call('employee', 'POST', '/network_links', {
      module: 'test',
      link: [
        { name: '', link: 'https://ok.com', object_id: 1 },
        { name: 'js', link: 'javascript:alert(1)', object_id: 1 },
        { name: 'no', link: 'not a url', object_id: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      _: ['Некорректные данные'],
      'link.0.name': ['Заполните обязательное поле'],
      'link.1.link': ['Неверный формат ссылки'],
      'link.2.link': ['Неверный формат ссылки'],
    });
    expect((await call('employee', 'GET', '/network_links/test/2')).json()).toEqual([]);
  });

  it('edits name and link, soft-deletes with link[status]=0, and writes history', async () => {
    const [row] = (
      await call('employee', 'POST', '/network_links', { module: 'test', link: [{ name: 'A', link: 'https://a.com', object_id: 3 }] })
    ).json();
    const edit = await call('employee', 'PATCH', `/network_links/${row.id}`, { link: { name: 'B', link: 'https://b.com' } });
    expect(edit.json()).toMatchObject({ id: row.id, name: 'B', link: 'https://b.com', status: 1 });
    const bad = await call('employee', 'PATCH', `/network_links/${row.id}`, { link: { link: 'ftp://x' } });
    expect(bad.statusCode).toBe(422);
    const del = await call(
      'employee',
      'POST',
      `/network_links/${row.id}`,
      'link[status]=0&_method=PATCH',
      'application/x-www-form-urlencoded',
    );
    expect(del.json()).toMatchObject({ id: row.id, status: 0 });
    expect((await call('employee', 'GET', '/network_links/test/3')).json()).toEqual([]);
    expect((await call('employee', 'PATCH', `/network_links/${row.id}`, { link: { name: 'C' } })).statusCode).toBe(404);
    const history = (await call('employee', 'GET', '/history/test/3')).json().items;
    expect(history.map((h: { old_value: string | null; new_value: string | null }) => [h.old_value, h.new_value])).toEqual([
      ['B: https://b.com', null],
      ['A: https://a.com', 'B: https://b.com'],
      [null, 'A: https://a.com'],
    ]);
  });

  it('object access: 404 for objects the user may not see, 403 without edit access', async () => {
    expect((await call('employee', 'GET', '/network_links/test/500')).statusCode).toBe(404);
    const readOnly = await call('employee', 'POST', '/network_links', {
      module: 'test',
      link: [{ name: 'x', link: 'https://x.com', object_id: 60 }],
    });
    expect(readOnly.statusCode).toBe(403);
    const [row] = (
      await call('admin', 'POST', '/network_links', { module: 'test', link: [{ name: 'x', link: 'https://x.com', object_id: 60 }] })
    ).json();
    expect((await call('employee', 'PATCH', `/network_links/${row.id}`, { link: { status: 0 } })).statusCode).toBe(403);
  });
});
