import { baseHousesRegistry, baseRoomsRegistry, basesRegistry, baseTypesRegistry } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/** Bases (issue 12): the four registries keep the registry contract, then the residents rules. */
let t: TestApp;
let s: RegistrySession;
const session = () => s;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const next = () => ++seq;
async function firstOption(url: string): Promise<{ value: number; label: string }> {
  const res = await callAs(s, 'admin', 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const [option] = res.json();
  expect(option).toBeDefined();
  return option;
}

registryContract({
  session,
  definition: baseTypesRegistry,
  valid: async () => ({ name: `Тестовый тип базы ${next()}` }),
  patch: { comment: 'Для вахты' },
});

registryContract({
  session,
  definition: basesRegistry,
  valid: async () => ({
    name: `Тестовая база ${next()}`,
    type_id: (await firstOption('/base_types?model_method=autocomplete')).value,
    location_id: (await firstOption('/locations_list?model_method=autocomplete')).value,
  }),
  patch: { address: 'г. Сургут, ул. Тестовая, д. 1', comment: 'Заезд с торца' },
});

registryContract({
  session,
  definition: baseHousesRegistry,
  valid: async () => ({ name: `Дом ${next()}`, base_id: (await firstOption('/bases?model_method=autocomplete')).value }),
  patch: { floors: 3, comment: 'Новый' },
  ownRoutes: ['GET /api/base_houses/:id/rooms bases_view'],
});

registryContract({
  session,
  definition: baseRoomsRegistry,
  valid: async () => ({
    number: `К-${next()}`,
    house_id: (await firstOption('/base_houses?model_method=autocomplete')).value,
    max_places: 2,
  }),
  patch: { max_places: 3, comment: 'Угловая' },
  ownRoutes: ['PUT /api/base_rooms/:id/residents bases_view'],
});

describe('bases: residents of rooms', () => {
  let houseId: number;
  const staff: number[] = [];

  const newRoom = async (max_places: number) => {
    const res = await callAs(s, 'admin', 'POST', '/base_rooms', { number: `Р-${next()}`, house_id: houseId, max_places });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number };
  };
  const settle = (roomId: number, user_ids: number[], lang = 'ru') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/base_rooms/${roomId}/residents`,
      payload: { user_ids },
      headers: { authorization: s.auth.admin, 'accept-language': lang },
    });
  const rooms = async () => (await callAs(s, 'admin', 'GET', `/base_houses/${houseId}/rooms`)).json();
  beforeAll(async () => {
    const base = await firstOption('/bases?model_method=autocomplete');
    const house = await callAs(s, 'admin', 'POST', '/base_houses', { name: `Дом правил ${next()}`, base_id: base.value });
    houseId = house.json().id;
    // Staff who live nowhere yet (the demo residents are the first `user<n>` accounts).
    const options = (await callAs(s, 'admin', 'GET', '/users/autocomplete?term=')).json() as { id: number }[];
    const taken = new Set<number>();
    for (const h of (await callAs(s, 'admin', 'GET', '/base_houses?limit=100')).json().items as { id: number }[])
      for (const r of (await callAs(s, 'admin', 'GET', `/base_houses/${h.id}/rooms`)).json().rooms)
        for (const p of r.places_array) taken.add(p.user_id);
    staff.push(
      ...options
        .map((o) => o.id)
        .filter((id) => !taken.has(id))
        .slice(0, 6),
    );
    expect(staff).toHaveLength(6);
  });

  it('the seed has two bases with houses, rooms and residents', async () => {
    const list = (await callAs(s, 'admin', 'GET', '/bases?search=Северная')).json();
    expect(list.items[0].name).toBe('База «Северная»');
    const houses = (await callAs(s, 'admin', 'GET', `/base_houses?base_id=${list.items[0].id}`)).json().items;
    expect(houses.length).toBeGreaterThanOrEqual(2);
    const first = (await callAs(s, 'admin', 'GET', `/base_houses/${houses[0].id}/rooms`)).json();
    expect(first.taken).toBeGreaterThan(0);
    expect(first.free).toBe(first.max_places - first.taken);
  });

  it('settles residents and counts the free places (max − taken)', async () => {
    const room = await newRoom(3);
    const res = await settle(room.id, [staff[0], staff[1], staff[0]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ max_places: 3, taken: 2, free: 1 });
    expect(
      res
        .json()
        .places_array.map((p: { user_id: number }) => p.user_id)
        .sort(),
    ).toEqual([staff[0], staff[1]].sort());
    const listed = (await rooms()).rooms.find((r: { id: number }) => r.id === room.id);
    expect(listed).toMatchObject({ taken: 2, free: 1 });
    expect((await settle(room.id, [staff[1]])).json()).toMatchObject({ taken: 1, free: 2 });
    expect((await settle(room.id, [])).json()).toMatchObject({ taken: 0, free: 3, places_array: [] });
  });

  it('refuses more residents than places with a clear 422 (ru / en)', async () => {
    const room = await newRoom(1);
    const ru = await settle(room.id, [staff[0], staff[1]]);
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.user_ids).toEqual(['Мест в комнате: 1, а жильцов — 2. Освободите место или увеличьте число мест.']);
    const en = await settle(room.id, [staff[0], staff[1]], 'en');
    expect(en.json().errors.user_ids).toEqual(['The room has 1 places, and 2 residents. Free a place or raise the number of places.']);
    expect((await rooms()).rooms.find((r: { id: number }) => r.id === room.id).taken).toBe(0);
  });

  it('refuses a user who lives in another room, naming where', async () => {
    const a = await newRoom(2);
    const b = await newRoom(2);
    expect((await settle(a.id, [staff[2]])).statusCode).toBe(200);
    const res = await settle(b.id, [staff[2]]);
    expect(res.statusCode).toBe(422);
    const [message] = res.json().errors.user_ids;
    expect(message).toMatch(/уже живёт в комнате Р-\d+ \(дом «Дом правил \d+», база «.+»\)\. Сначала выселите его оттуда\.$/);
    expect((await settle(b.id, [staff[2]], 'en')).json().errors.user_ids[0]).toMatch(/already lives in room Р-\d+/);
    // Keeping them in their own room is no conflict.
    expect((await settle(a.id, [staff[2], staff[3]])).statusCode).toBe(200);
  });

  it('refuses unknown users, fewer places than residents, and frees the places of a deleted room', async () => {
    const room = await newRoom(2);
    const unknown = await settle(room.id, [999_999]);
    expect(unknown.json().errors.user_ids).toEqual(['Пользователь №999999 не найден или заблокирован']);
    expect((await settle(room.id, [staff[0], staff[1]])).statusCode).toBe(200);
    const shrink = await callAs(s, 'admin', 'PATCH', `/base_rooms/${room.id}`, { max_places: 1, version: room.version });
    expect(shrink.statusCode).toBe(422);
    expect(shrink.json().errors.max_places).toEqual(['Мест не может быть меньше, чем жильцов в комнате: сначала выселите лишних']);
    expect((await callAs(s, 'admin', 'DELETE', `/base_rooms/${room.id}`)).statusCode).toBe(200);
    expect((await settle(room.id, [staff[0]])).statusCode).toBe(422);
    const other = await newRoom(2);
    expect((await settle(other.id, [staff[0], staff[1]])).statusCode).toBe(200);
  });

  it('answers a malformed or out-of-range room or house id with 422, never 5xx', async () => {
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await settle(bad as unknown as number, [])).statusCode, bad).toBe(422);
      expect((await callAs(s, 'admin', 'GET', `/base_houses/${bad}/rooms`)).statusCode, bad).toBe(422);
    }
  });

  it('writes residents changes to the room history, by name, in the same write', async () => {
    const room = await newRoom(3);
    const both = await settle(room.id, [staff[4], staff[5]]);
    expect(both.statusCode).toBe(200);
    const fio = new Map((both.json().places_array as { user_id: number; fio: string }[]).map((p) => [p.user_id, p.fio]));
    const names = [String(fio.get(staff[4])), String(fio.get(staff[5]))];
    expect((await settle(room.id, [staff[5]])).statusCode).toBe(200);
    expect((await settle(room.id, [staff[5]])).statusCode).toBe(200);
    const history = (await callAs(s, 'admin', 'GET', `/history/base_rooms/${room.id}`)).json().items as {
      field: string;
      old_value: string | null;
      new_value: string | null;
    }[];
    const residents = history.filter((h) => h.field === 'residents').map(({ old_value, new_value }) => ({ old_value, new_value }));
    // Newest first; the unchanged third write adds no row.
    expect(residents).toEqual([
      { old_value: [...names].sort().join(', '), new_value: names[1] },
      { old_value: null, new_value: [...names].sort().join(', ') },
    ]);
    // A refused change writes nothing.
    expect((await settle(room.id, [999_999])).statusCode).toBe(422);
    expect((await callAs(s, 'admin', 'GET', `/history/base_rooms/${room.id}`)).json().items).toHaveLength(history.length);
    expect((await settle(room.id, [])).statusCode).toBe(200);
  });

  it('a deleted house or base frees the residents of its rooms (restoring brings nobody back)', async () => {
    const house = (
      await callAs(s, 'admin', 'POST', '/base_houses', {
        name: `Дом сноса ${next()}`,
        base_id: (await firstOption('/bases?model_method=autocomplete')).value,
      })
    ).json();
    const roomOf = async (house_id: number) =>
      (await callAs(s, 'admin', 'POST', '/base_rooms', { number: `С-${next()}`, house_id, max_places: 2 })).json() as { id: number };
    const room = await roomOf(house.id);
    expect((await settle(room.id, [staff[4], staff[5]])).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'DELETE', `/base_houses/${house.id}`)).statusCode).toBe(200);
    const freed = (await callAs(s, 'admin', 'GET', `/base_houses/${house.id}/rooms`)).json();
    expect(freed.taken).toBe(0);
    // A room of a deleted house takes nobody in.
    expect((await settle(room.id, [staff[4]])).json().errors.user_ids).toEqual(['Комната удалена: заселить в неё нельзя']);
    const history = (await callAs(s, 'admin', 'GET', `/history/base_rooms/${room.id}`)).json().items;
    expect(history[0]).toMatchObject({ field: 'residents', new_value: null, who_add_fio: expect.any(String) });
    expect(history[0].old_value).toContain(', ');
    expect((await callAs(s, 'admin', 'POST', `/base_houses/${house.id}/restore`)).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'GET', `/base_houses/${house.id}/rooms`)).json().taken).toBe(0);

    // A base: the rooms of all its houses.
    const base = (
      await callAs(s, 'admin', 'POST', '/bases', {
        name: `База сноса ${next()}`,
        type_id: (await firstOption('/base_types?model_method=autocomplete')).value,
        location_id: (await firstOption('/locations_list?model_method=autocomplete')).value,
      })
    ).json();
    const houses = await Promise.all(
      [1, 2].map(async () => (await callAs(s, 'admin', 'POST', '/base_houses', { name: `Дом ${next()}`, base_id: base.id })).json()),
    );
    const [r1, r2] = [await roomOf(houses[0].id), await roomOf(houses[1].id)];
    expect((await settle(r1.id, [staff[4]])).statusCode).toBe(200);
    expect((await settle(r2.id, [staff[5]])).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'DELETE', `/bases/${base.id}`)).statusCode).toBe(200);
    for (const h of houses) expect((await callAs(s, 'admin', 'GET', `/base_houses/${h.id}/rooms`)).json().taken).toBe(0);
    // They live nowhere now: another room takes them.
    expect((await settle((await newRoom(2)).id, [staff[4], staff[5]])).statusCode).toBe(200);
  });

  it('needs bases_view', async () => {
    expect((await callAs(s, 'employee', 'PUT', `/base_rooms/1/residents`, { user_ids: [] })).statusCode).toBe(403);
    expect((await callAs(s, 'employee', 'GET', `/base_houses/${houseId}/rooms`)).statusCode).toBe(403);
  });
});
