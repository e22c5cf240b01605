import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../src/modules/history/index.ts';
import { registerTestObjects, userId } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let employee: string;
beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  employee = (await t.login('employee')).authorization;
});
afterAll(async () => {
  await t?.close();
});

describe('history', () => {
  it('recordChanges writes changed fields in the caller’s transaction; GET pages newest first with authors', async () => {
    const who = await userId(t, 'manager');
    await t.database.db.transaction(async (tx) => {
      await recordChanges(tx, 'test', 1, who, [
        { field: 'name', old_value: 'Старое', new_value: 'Новое' },
        { field: 'same', old_value: 5, new_value: '5' },
        { field: 'date', old_value: null, new_value: new Date(Date.UTC(2026, 0, 2, 3, 4)) },
      ]);
    });
    for (let i = 0; i < 5; i++) await recordChanges(t.database.db, 'test', 1, who, [{ field: 'n', old_value: i, new_value: i + 1 }]);
    const first = await t.app.inject({ method: 'GET', url: '/api/history/test/1?limit=4', headers: { authorization: employee } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.items).toHaveLength(4);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      date_add: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      who_add_fio: 'Соколова Ирина Викторовна',
      who_add_avatar: expect.anything(),
      field: 'n',
      old_value: '4',
      new_value: '5',
    });
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/history/test/1?limit=4&cursor=${body.next_cursor}`,
        headers: { authorization: employee },
      })
    ).json();
    expect(second.next_cursor).toBeNull();
    expect(second.items.map((i: { field: string; new_value: string }) => [i.field, i.new_value])).toEqual([
      ['n', '1'],
      ['date', '2026-01-02 03:04'],
      ['name', 'Новое'],
    ]);
  });

  it('a rolled-back transaction leaves no history', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await recordChanges(tx, 'test', 2, null, [{ field: 'x', old_value: 1, new_value: 2 }]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const res = await t.app.inject({ method: 'GET', url: '/api/history/test/2', headers: { authorization: employee } });
    expect(res.json()).toEqual({ items: [], next_cursor: null });
  });

  it('answers 404 for objects the user may not see and 422 for a bad cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/history/test/500', headers: { authorization: employee } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/history/test/1?cursor=zzz', headers: { authorization: employee } })).statusCode,
    ).toBe(422);
  });
});
