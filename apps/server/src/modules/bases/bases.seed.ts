import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { users } from '../users/index.ts';
import { baseHouses, baseResidents, baseRooms, bases, baseTypes } from './bases.schema.ts';

/** Demo houses per base: name, floors, rooms as [number, max places, residents]. */
const HOUSES: readonly (readonly [number, string, number, readonly (readonly [string, number, number])[]])[] = [
  [
    0,
    'Дом 1',
    2,
    [
      ['101', 2, 1],
      ['102', 3, 2],
      ['201', 2, 0],
    ],
  ],
  [
    0,
    'Дом 2',
    1,
    [
      ['1', 4, 2],
      ['2', 4, 0],
    ],
  ],
  [
    1,
    'Вагон-дом 1',
    1,
    [
      ['1', 4, 1],
      ['2', 2, 0],
    ],
  ],
];

/**
 * Demo bases (issue 12): three base types, two bases on the demo locations, their houses and
 * rooms, some staff living in them (`user<n>` accounts, one room each).
 */
export async function seedBases(db: Db, { locationIds }: { locationIds: readonly number[] }) {
  const typeIds = await insertRegistryRows(db, baseTypes, [
    { name: 'Вахтовый посёлок', comment: 'Общежития и столовая для вахтовиков' },
    { name: 'Производственная база', comment: 'Склад, ремонтная зона, стоянка техники' },
    { name: 'Полевой лагерь', comment: 'Временный лагерь у места работ' },
  ]);
  const admin = (await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin')))[0]?.id ?? null;
  const baseIds = await insertRegistryRows(db, bases, [
    {
      name: 'База «Северная»',
      type_id: typeIds[0],
      location_id: locationIds[1] ?? null,
      address: 'г. Сургут, Нефтеюганское шоссе, д. 20',
      responsible_id: admin,
      comment: 'Заселение по заявке мастера участка',
    },
    {
      name: 'Полевой лагерь «Куст 112»',
      type_id: typeIds[2],
      location_id: locationIds[3] ?? null,
      address: 'ХМАО-Югра, Сургутский р-н, куст 112',
      responsible_id: admin,
      comment: 'Проезд по зимнику',
    },
  ]);
  const staff = (await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id)))
    .filter((u) => u.login.startsWith('user'))
    .map((u) => u.id);
  let next = 0;
  for (const [base, name, floors, rooms] of HOUSES) {
    const [houseId] = await insertRegistryRows(db, baseHouses, [{ name, base_id: baseIds[base], floors }]);
    const roomIds = await insertRegistryRows(
      db,
      baseRooms,
      rooms.map(([number, max_places]) => ({ number, house_id: houseId, max_places })),
    );
    const residents = rooms.flatMap(([, , count], i) =>
      Array.from({ length: count }, () => staff[next++]).flatMap((user_id) => (user_id ? [{ room_id: roomIds[i], user_id }] : [])),
    );
    if (residents.length) await db.insert(baseResidents).values(residents);
  }
}
