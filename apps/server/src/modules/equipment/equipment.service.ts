import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { equipment, equipmentSearchText } from './equipment.schema.ts';

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET equipment/autocomplete/eq/select?term=`: at most 20 active machines as `{ value, label }`. */
export async function pickEquipment(db: Db, term: string | undefined) {
  const t = term?.trim();
  const rows = await db
    .select({ id: equipment.id, name: equipment.name, board_number: equipment.board_number })
    .from(equipment)
    .where(
      and(
        eq(equipment.status, 1),
        t ? or(ilike(equipment.name, like(t)), ilike(equipment.board_number, like(t)), ilike(equipment.s_n, like(t))) : undefined,
      ),
    )
    .orderBy(asc(equipment.name), asc(equipment.id))
    .limit(20);
  return rows.map((r) => ({ value: r.id, label: r.board_number ? `${r.name} (${r.board_number})` : r.name }));
}

export interface EquipmentListQuery {
  search?: string;
  cursor?: string;
  limit: number;
}

function cursorKey(cursor: string): { name: string; id: number } {
  const key = decodeCursor(cursor);
  if (typeof key?.n !== 'string' || typeof key.i !== 'number' || !Number.isInteger(key.i)) {
    throw new ValidationFailed({ cursor: ['field.invalid'] });
  }
  return { name: key.n, id: key.i };
}

/**
 * `GET equipment`: the registry table, a keyset page by name then id, searched in name,
 * board number and VIN (`equipmentSearchText`), with the capped total.
 */
export async function listEquipment(db: Db, query: EquipmentListQuery) {
  const term = query.search?.trim();
  const filters: SQL[] = [eq(equipment.status, 1)];
  // Both sides lower-cased by the database, so the case folding is the same as the index's.
  if (term) filters.push(sql`${equipmentSearchText(equipment)} like lower(${like(term)})`);
  const after = query.cursor ? cursorKey(query.cursor) : null;
  const pageFilter = after ? sql`(${equipment.name}, ${equipment.id}) > (${after.name}, ${after.id}::int)` : undefined;
  const rows = await db
    .select({
      id: equipment.id,
      name: equipment.name,
      board_number: equipment.board_number,
      s_n: equipment.s_n,
      status: equipment.state,
      location: equipment.location,
      organization: equipment.organization,
      run: equipment.run,
    })
    .from(equipment)
    .where(and(...filters, pageFilter))
    .orderBy(asc(equipment.name), asc(equipment.id))
    .limit(query.limit + 1);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(...filters))
      .limit(TOTAL_CAP + 1)
      .as('capped'),
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    next_cursor: rows.length > query.limit && last ? encodeCursor({ n: last.name, i: last.id }) : null,
    total: cappedTotal(counted?.n ?? 0),
  };
}

/** The equipment card (spec 2 §3 "Equipment"). */
export async function getEquipment(db: Db, id: number) {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id)).limit(1);
  if (row?.status !== 1) throw new NotFound();
  const label = row.board_number ? `${row.name} (${row.board_number})` : row.name;
  return {
    id: row.id,
    equipment: { value: row.id, label },
    name: row.name,
    board_number: row.board_number,
    s_n: row.s_n,
    photo: row.photo,
    status: row.state,
    location: row.location,
    organization: row.organization,
    tenant: row.tenant,
    run: row.run,
    run_photo: row.run_photo,
    drivers: row.drivers,
  };
}

/** True when an active machine has this id. */
export async function equipmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.id, id), eq(equipment.status, 1)))
    .limit(1);
  return Boolean(row);
}

/** A new odometer reading (never lowers the stored one). */
export async function recordRun(db: Db, id: number, run: number | null, runPhoto: string | null) {
  await db
    .update(equipment)
    .set({
      run: run === null ? sql`${equipment.run}` : sql`greatest(${equipment.run}, ${run})`,
      run_photo: runPhoto ?? sql`${equipment.run_photo}`,
    })
    .where(eq(equipment.id, id));
}

const VEHICLES = [
  ['КамАЗ 65115 самосвал', 'А123ВС 86', 'XTC651153K1234567', 'Сургут, база №1', 184_350],
  ['КамАЗ 43118 бортовой', 'В456ОР 86', 'XTC431183L2345678', 'Нефтеюганск', 212_900],
  ['Урал 4320 вахтовка', 'Е789КМ 86', 'X1P432000M3456789', 'Сургут, база №2', 96_420],
  ['Экскаватор Hitachi ZX200', '86 ХМ 1234', 'HCMDCG50P00412345', 'Куст 112', 8_740],
  ['Бульдозер Четра Т11', '86 ХМ 5678', 'T11010123456', 'Куст 47', 6_105],
  ['Автокран Галичанин КС-55729', 'К321НТ 86', 'X8955729PK0567890', 'Сургут, база №1', 143_780],
  ['Toyota Hilux', 'М654ТТ 86', 'AHTFR22G906078901', 'Офис', 67_230],
  ['УАЗ Патриот', 'Н987ХХ 86', 'XTT316300M1189012', 'Нижневартовск', 121_560],
  ['ГАЗель Next', 'О159АА 86', 'X96A21R32M2290123', 'Склад', 88_310],
  ['Трал ЧМЗАП 99064', 'АВ 1234 86', 'X8999064ML0001234', 'Сургут, база №2', 0],
] as const;

const ORGS = ['ООО «СеверСтройМонтаж»', 'АО «Уральская транспортная компания»', 'ООО «Техснаб-Сервис»'];

/** Demo vehicles; `drivers` picks users (id, fio, post) for the driver lists. */
export async function seedEquipment(db: Db, drivers: { id: number; fio: string; post: string | null }[], scale = 1) {
  const [exists] = await db.select({ id: equipment.id }).from(equipment).limit(1);
  if (exists) return;
  const count = Math.max(VEHICLES.length, Math.round(VEHICLES.length * scale));
  const rows = Array.from({ length: count }, (_, i) => {
    const [name, board, vin, location, run] = VEHICLES[i % VEHICLES.length];
    const suffix = i < VEHICLES.length ? '' : ` №${Math.floor(i / VEHICLES.length) + 1}`;
    const driver = drivers.length > 0 ? drivers[i % drivers.length] : null;
    return {
      name: `${name}${suffix}`,
      board_number: i < VEHICLES.length ? board : `${board}-${i}`,
      s_n: i < VEHICLES.length ? vin : `${vin.slice(0, 11)}${String(i).padStart(6, '0')}`,
      state: i % 7 === 3 ? 'На ремонте' : 'В работе',
      location,
      organization: ORGS[i % ORGS.length],
      tenant: i % 4 === 0 ? 'ООО «Нефтесервис»' : null,
      run: run + i * 10,
      drivers: driver
        ? [{ user_id: driver.id, fio: driver.fio, post: driver.post, status_name: 'Работает', avatar: null, contacts: null }]
        : [],
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(equipment).values(rows.slice(i, i + 500));
}
