import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLiked, likedSet } from '../src/modules/favourites/index.ts';
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

const toggle = (id: number) => t.app.inject({ method: 'POST', url: `/api/favorites/test/${id}`, headers: { authorization: employee } });

describe('favourites', () => {
  it('toggles the liked flag per user; likedSet and isLiked read it for lists and cards', async () => {
    expect((await toggle(1)).json()).toEqual({ liked: 1 });
    expect((await toggle(2)).json()).toEqual({ liked: 1 });
    const me = await userId(t, 'employee');
    expect([...(await likedSet(t.database.db, me, 'test', [1, 2, 3]))].sort()).toEqual([1, 2]);
    expect(await isLiked(t.database.db, await userId(t, 'manager'), 'test', 1)).toBe(0);
    expect((await toggle(1)).json()).toEqual({ liked: 0 });
    expect(await isLiked(t.database.db, me, 'test', 1)).toBe(0);
    expect(await isLiked(t.database.db, me, 'test', 2)).toBe(1);
  });

  it('answers 404 for objects the user may not see', async () => {
    expect((await toggle(500)).statusCode).toBe(404);
  });
});
