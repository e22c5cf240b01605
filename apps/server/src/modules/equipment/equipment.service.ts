import { EQUIPMENT_STATES, type EquipmentState, equipmentRegistry, equipmentShortSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { NotFound } from '../../shared/errors.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import * as repo from './equipment.repository.ts';
import { equipment } from './equipment.schema.ts';

const labelOf = (r: { name: string; board_number: string | null }) => (r.board_number ? `${r.name} (${r.board_number})` : r.name);

/** `GET equipment/autocomplete/eq/select?term=`: at most 20 active machines as `{ value, label }` (spec 2 §7). */
export async function pickEquipment(db: Db, term: string | undefined) {
  return (await repo.findMachineOptions(db, term)).map((r) => ({ value: r.id, label: labelOf(r) }));
}

/**
 * The equipment hover card of task boards and applications (spec 2 §3 "Equipment"): id,
 * label, VIN, photo, status (its Russian name), location, organization and tenant names, run
 * (km), run photo, drivers (fio, post, status_name, avatar, contacts). 404 unless active.
 */
export async function getEquipment(db: Db, id: number) {
  const row = await repo.findMachineCard(db, id);
  if (row?.status !== 1) throw new NotFound();
  return {
    id: row.id,
    equipment: { value: row.id, label: labelOf(row) },
    name: row.name,
    board_number: row.board_number,
    s_n: row.s_n,
    photo: row.photo,
    status: EQUIPMENT_STATES.find((s) => s.value === row.state)?.ru ?? row.state,
    location: row.location,
    organization: row.organization,
    tenant: row.tenant,
    run: row.run,
    run_photo: row.run_photo,
    drivers:
      row.driver_id === null || row.driver_fio === null
        ? []
        : [
            {
              user_id: row.driver_id,
              fio: row.driver_fio,
              post: row.driver_post,
              status_name: row.driver_status === 1 ? 'Работает' : 'Заблокирован',
              avatar: row.driver_avatar,
              contacts: row.driver_phone,
            },
          ],
  };
}

/** True when an active machine has this id. */
export const equipmentExists = (db: Db, id: number): Promise<boolean> => repo.activeMachineExists(db, id);

/** A new odometer reading (never lowers the stored one); the photo replaces the last one when given. */
export const recordRun = (db: Db, id: number, run: number | null, runPhoto: string | null) => repo.raiseRun(db, id, run, runPhoto);

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The equipment registry (`/tech/equipment`, issue 11): the engine serves list, card, form,
 * trash, export and look-up from `equipmentRegistry` (right `tech_view`); the module keeps the
 * task boards' look-up and hover card, open to every signed-in user.
 */
export async function equipmentRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/equipment/autocomplete/eq/select',
    { config: { access: 'session' }, schema: { tags: ['equipment'], querystring: z.object({ term: z.string().max(200).optional() }) } },
    async (request) => pickEquipment(db, request.query.term),
  );
  app.get(
    '/equipment/:id/short',
    { config: { access: 'session' }, schema: { tags: ['equipment'], params: idParams, response: { 200: equipmentShortSchema } } },
    async (request) => getEquipment(db, request.params.id),
  );
  await fastify.register(registryRoutes, { db, realtime, definition: equipmentRegistry, table: equipment });
}

/** Demo vehicles: name, board number, VIN, location, run, equipment type (directory name), state. */
const VEHICLES: readonly (readonly [string, string, string, string, number, string, EquipmentState])[] = [
  ['КамАЗ 65115 самосвал', 'А123ВС 86', 'XTC651153K1234567', 'Сургут, база №1', 184_350, 'Самосвал', 'work'],
  ['КамАЗ 43118 бортовой', 'В456ОР 86', 'XTC431183L2345678', 'Нефтеюганск', 212_900, 'Бортовой грузовой автомобиль', 'work'],
  ['Урал 4320 вахтовка', 'Е789КМ 86', 'X1P432000M3456789', 'Сургут, база №2', 96_420, 'Вахтовый автобус', 'work'],
  ['Экскаватор Hitachi ZX200', '86 ХМ 1234', 'HCMDCG50P00412345', 'Куст 112', 8_740, 'Экскаватор гусеничный', 'repair'],
  ['Бульдозер Четра Т11', '86 ХМ 5678', 'T11010123456', 'Куст 47', 6_105, 'Бульдозер', 'work'],
  ['Автокран Галичанин КС-55729', 'К321НТ 86', 'X8955729PK0567890', 'Сургут, база №1', 143_780, 'Автокран', 'work'],
  ['Toyota Hilux', 'М654ТТ 86', 'AHTFR22G906078901', 'Офис', 67_230, 'Легковой автомобиль повышенной проходимости', 'work'],
  ['УАЗ Патриот', 'Н987ХХ 86', 'XTT316300M1189012', 'Нижневартовск', 121_560, 'Легковой автомобиль повышенной проходимости', 'idle'],
  ['ГАЗель Next', 'О159АА 86', 'X96A21R32M2290123', 'Склад', 88_310, 'Грузовой фургон до 3,5 т', 'work'],
  ['Трал ЧМЗАП 99064', 'АВ 1234 86', 'X8999064ML0001234', 'Сургут, база №2', 0, 'Трал (полуприцеп-тяжеловоз)', 'work'],
  [
    'ЗИЛ-131 бортовой',
    'Т111ЕЕ 86',
    'XTZ131000L0012345',
    'Сургут, площадка списанной техники',
    312_400,
    'Бортовой грузовой автомобиль',
    'written_off',
  ],
];

const ORGS = ['ООО «СеверСтройМонтаж»', 'АО «Уральская транспортная компания»', 'ООО «Техснаб-Сервис»'];

/**
 * Demo vehicles (once, when the table is empty); `drivers` picks users for the driver, the own
 * legal entities give organization and tenant. The equipment types come later, from
 * `seedEquipmentTypes`, once the `/directory/types-tech` directory is seeded.
 */
export async function seedEquipment(db: Db, drivers: { id: number; fio: string; post: string | null }[], scale = 1) {
  if (await repo.anyMachine(db)) return;
  const orgs = await repo.organizationIdsByName(db, ORGS);
  const org = (i: number) => orgs.get(ORGS[i % ORGS.length]) ?? null;
  const count = Math.max(VEHICLES.length, Math.round(VEHICLES.length * scale));
  const rows = Array.from({ length: count }, (_, i) => {
    const [name, board, vin, location, run, , state] = VEHICLES[i % VEHICLES.length];
    const copy = i >= VEHICLES.length;
    const suffix = copy ? ` №${Math.floor(i / VEHICLES.length) + 1}` : '';
    const driver = drivers.length > 0 && state !== 'written_off' ? drivers[i % drivers.length] : null;
    return {
      name: `${name}${suffix}`,
      board_number: copy ? `${board}-${i}` : board,
      s_n: copy ? `${vin.slice(0, 11)}${String(i).padStart(6, '0')}` : vin,
      state: copy && i % 7 === 3 ? ('repair' as const) : state,
      location,
      organization_id: org(i),
      // Every fourth machine is rented out to another of the own legal entities.
      tenant_id: i % 4 === 0 ? org(i + 1) : null,
      driver_id: driver?.id ?? null,
      run: run + i * 10,
    };
  });
  await insertRegistryRows(db, equipment, rows);
}

/** Fills the equipment type of the demo vehicles from the `/directory/types-tech` directory (by name). */
export async function seedEquipmentTypes(db: Db) {
  for (const [name, , , , , type] of VEHICLES) await repo.setTypeByName(db, name, type);
}
