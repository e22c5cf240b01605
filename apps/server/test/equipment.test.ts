import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EQUIPMENT_STATES, equipmentRegistry } from '@app/contracts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, recordRun } from '../src/modules/equipment/index.ts';
import { MIGRATIONS_DIR } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The equipment registry (`/tech/equipment`, issue 11) on the engine: the registry contract
 * from `equipmentRegistry`, then what the module keeps for the task boards and applications
 * (the `eq/select` look-up and the hover card, open to every signed-in user) and its demo data.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  // Machines sharing one name (the look-up orders ties by id) and a deleted one.
  await t.database.db.insert(equipment).values([
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0001 86', s_n: 'AMK342ZZ000000001' },
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0002 86', s_n: 'AMK342ZZ000000002' },
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0003 86', s_n: 'AMK342ZZ000000003', status: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
registryContract({
  session,
  definition: equipmentRegistry,
  valid: async () => ({ name: `Тестовая машина ${++seq}`, board_number: `Т${seq} 86`, state: 'work' }),
  patch: { location: 'Куст 5', run: 1200 },
  ownRoutes: [
    'GET /api/equipment/autocomplete/eq/select session',
    'GET /api/equipment/:id/short session',
    // The card's «Акты» tab (equipment-acts.routes.ts).
    'GET /api/equipment/:id/acts tech_view',
  ],
});

const select = async (term?: string) => {
  const res = await callAs(
    s,
    'employee',
    'GET',
    `/equipment/autocomplete/eq/select${term === undefined ? '' : `?term=${encodeURIComponent(term)}`}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { value: number; label: string }[];
};

describe('equipment: the task boards look-up (spec 2 §7 GET equipment/autocomplete/eq/select)', () => {
  it('answers `name (board number)` of active machines, ties by id, 20 at most, to any signed-in user', async () => {
    const all = await select();
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.every((o) => Number.isInteger(o.value) && / \(.+\)$/.test(o.label))).toBe(true);
    expect(await select('погрузчик амкодор')).toEqual([
      { value: expect.any(Number), label: 'Погрузчик Амкодор 342 (ПГ 0001 86)' },
      { value: expect.any(Number), label: 'Погрузчик Амкодор 342 (ПГ 0002 86)' },
    ]);
    const [first, second] = await select('погрузчик амкодор');
    expect(first.value).toBeLessThan(second.value);
  });

  it('finds by board number and VIN, case-insensitively; % is a plain character; needs a session', async () => {
    expect((await select('пг 0002')).map((o) => o.label)).toEqual(['Погрузчик Амкодор 342 (ПГ 0002 86)']);
    expect((await select('amk342zz000000001')).map((o) => o.label)).toEqual(['Погрузчик Амкодор 342 (ПГ 0001 86)']);
    expect(await select('ПГ 0003')).toEqual([]);
    expect(await select('%')).toEqual([]);
    expect((await callAs(s, null, 'GET', '/equipment/autocomplete/eq/select')).statusCode).toBe(401);
  });
});

describe('equipment: the hover card (GET equipment/:id/short, spec 2 §3 "Equipment")', () => {
  it('answers VIN, run, the state by name, organization, tenant and driver by name; 404 for a deleted or unknown machine', async () => {
    const [machine] = await select('КамАЗ 65115');
    const res = await callAs(s, 'employee', 'GET', `/equipment/${machine.value}/short`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: machine.value,
      equipment: machine,
      s_n: 'XTC651153K1234567',
      status: 'В работе',
      organization: 'ООО «СеверСтройМонтаж»',
      tenant: 'АО «Уральская транспортная компания»',
      run: expect.any(Number),
      drivers: [{ user_id: expect.any(Number), fio: expect.any(String), status_name: 'Работает' }],
    });
    const [deleted] = await t.database.db.select({ id: equipment.id }).from(equipment).where(eq(equipment.board_number, 'ПГ 0003 86'));
    expect((await callAs(s, 'employee', 'GET', `/equipment/${deleted.id}/short`)).statusCode).toBe(404);
    expect((await callAs(s, 'employee', 'GET', '/equipment/999999/short')).statusCode).toBe(404);
    // The registry's own card needs the section's right.
    expect((await callAs(s, 'employee', 'GET', `/equipment/${machine.value}`)).statusCode).toBe(403);
  });

  it('the mileage forms raise the odometer, never lower it', async () => {
    const [machine] = await select('Урал 4320');
    const run = async () => (await callAs(s, 'employee', 'GET', `/equipment/${machine.value}/short`)).json().run as number;
    const before = await run();
    await recordRun(t.database.db, machine.value, before + 500, 'odo.png');
    expect(await run()).toBe(before + 500);
    await recordRun(t.database.db, machine.value, 10, null);
    expect(await run()).toBe(before + 500);
    expect((await callAs(s, 'employee', 'GET', `/equipment/${machine.value}/short`)).json().run_photo).toBe('odo.png');
  });
});

describe('equipment: the registry list and its demo data', () => {
  it('demo machines carry a state of the enum, a type from the directory, an organization and a driver', async () => {
    const res = await callAs(s, 'admin', 'GET', '/equipment?limit=200');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    const states = new Set(items.map((r) => r.state));
    for (const state of states) expect(EQUIPMENT_STATES.map((o) => o.value)).toContain(state);
    expect(states).toEqual(new Set(['work', 'repair', 'idle', 'written_off']));
    const kamaz = items.find((r) => r.name === 'КамАЗ 65115 самосвал');
    expect(kamaz).toMatchObject({
      type_id_name: 'Самосвал',
      organization_id_name: 'ООО «СеверСтройМонтаж»',
      driver_id: expect.any(Number),
      driver_id_name: expect.any(String),
    });
  });

  it('searches name, board number, VIN and location; filters by state', async () => {
    const found = async (query: string) =>
      ((await callAs(s, 'admin', 'GET', `/equipment?${query}`)).json().items as { name: string }[]).map((r) => r.name);
    expect(await found(`search=${encodeURIComponent('XTC431183L2345678')}`)).toEqual(['КамАЗ 43118 бортовой']);
    expect(await found(`search=${encodeURIComponent('М654ТТ')}`)).toEqual(['Toyota Hilux']);
    expect(await found(`search=${encodeURIComponent('площадка списанной')}`)).toEqual(['ЗИЛ-131 бортовой']);
    expect(await found('state=repair')).toContain('Экскаватор Hitachi ZX200');
    expect(await found('state=repair')).not.toContain('Toyota Hilux');
  });
});

describe('equipment: migration 0014 keeps the rows of the hand-written table', () => {
  it('the state becomes the enum value, organization and tenant names the ids, the first driver the driver', async () => {
    // The migrations up to 0013 in a copy of the folder, then the rows as the hand-written module stored them.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'equipment-migration-'));
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const full = structuredClone(journal);
    const at = journal.entries.findIndex((e) => e.tag === '0014_equipment_registry');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(pglite);
      await migrate(db, { migrationsFolder: dir });
      await pglite.exec(`
        insert into organizations (name) values ('ООО «Старая организация»'), ('АО «Арендатор»');
        insert into users (login, fio, password_hash) values ('driver', 'Петров Пётр', 'x');
        insert into equipment (name, state, organization, tenant, drivers, run) values
          ('Старый КамАЗ', 'На ремонте', 'ООО «Старая организация»', 'АО «Арендатор»',
           '[{"user_id": 1, "fio": "Петров Пётр", "post": null, "status_name": "Работает", "avatar": null, "contacts": null}]', 1500),
          ('Старый УАЗ', 'В работе', 'ООО «Неизвестная»', null, '[]', 0);
      `);
      fs.writeFileSync(journalFile, JSON.stringify(full));
      await migrate(db, { migrationsFolder: dir });
      const rows = (
        await pglite.query<Record<string, unknown>>(
          'select name, state, organization_id, tenant_id, driver_id, run, status, version, search_text from equipment order by id',
        )
      ).rows;
      expect(rows).toEqual([
        {
          name: 'Старый КамАЗ',
          state: 'repair',
          organization_id: 1,
          tenant_id: 2,
          driver_id: 1,
          run: 1500,
          status: 1,
          version: 1,
          search_text: 'старый камаз   ',
        },
        {
          name: 'Старый УАЗ',
          state: 'work',
          organization_id: null,
          tenant_id: null,
          driver_id: null,
          run: 0,
          status: 1,
          version: 1,
          search_text: 'старый уаз   ',
        },
      ]);
    } finally {
      await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
