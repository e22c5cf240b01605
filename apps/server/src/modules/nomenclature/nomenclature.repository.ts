import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { nomenclature, units } from '../dictionaries/index.ts';
import { pairOf } from './nomenclature.policy.ts';
import { nomenclatureAnalogues, nomenclatureGroups, type StoredProperty } from './nomenclature.schema.ts';

/**
 * The group and its ancestors, nearest first, walking `parent_id` up (any status; at most 100
 * levels, so a cycle already stored cannot loop): id, name, own properties.
 */
export async function groupChain(db: Db, id: number) {
  const rows = await queryRows<{ id: number; name: string; properties: StoredProperty[]; depth: number }>(
    db,
    sql`with recursive chain(id, name, parent_id, properties, depth) as (
      select id, name, parent_id, properties, 1 from nomenclature_groups where id = ${id}
      union all
      select g.id, g.name, g.parent_id, g.properties, c.depth + 1 from nomenclature_groups g join chain c on g.id = c.parent_id where c.depth < 100
    ) select id, name, properties, depth from chain order by depth`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, properties: r.properties ?? [] }));
}

/**
 * Serializes the moves within the group tree until the transaction ends (a transaction advisory
 * lock on the table's name): two moves checked at once could each pass and together close a
 * cycle (A under B while B goes under A).
 */
export async function lockGroupTree(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nomenclature_groups'))`);
}

/** The group, locked for the write (concurrent property changes of one group queue up). */
export async function lockGroup(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: nomenclatureGroups.id, status: nomenclatureGroups.status, parent_id: nomenclatureGroups.parent_id })
    .from(nomenclatureGroups)
    .where(eq(nomenclatureGroups.id, id))
    .for('update');
  return row;
}

export async function setGroupProperties(tx: Db, id: number, properties: StoredProperty[]) {
  await tx.update(nomenclatureGroups).set({ properties }).where(eq(nomenclatureGroups.id, id));
}

/** The item (any status), optionally locked for the write. */
export async function findItem(db: Db, id: number, lock = false) {
  const query = db
    .select({
      id: nomenclature.id,
      status: nomenclature.status,
      group_id: nomenclature.group_id,
      properties: nomenclature.properties,
    })
    .from(nomenclature)
    .where(eq(nomenclature.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setItemProperties(tx: Db, id: number, properties: Record<string, string | number | boolean>) {
  await tx.update(nomenclature).set({ properties }).where(eq(nomenclature.id, id));
}

/** Which of the ids are active items. */
export async function activeItemIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: nomenclature.id })
    .from(nomenclature)
    .where(and(inArray(nomenclature.id, [...ids]), eq(nomenclature.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** The ids linked to the item as analogues (either side of the pair). */
async function analogueIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ item_id: nomenclatureAnalogues.item_id, analogue_id: nomenclatureAnalogues.analogue_id })
    .from(nomenclatureAnalogues)
    .where(or(eq(nomenclatureAnalogues.item_id, id), eq(nomenclatureAnalogues.analogue_id, id)));
  return rows.map((r) => (r.item_id === id ? r.analogue_id : r.item_id));
}

/** The item's active analogues by name, with the unit's short name. */
export async function findAnalogues(db: Db, id: number) {
  const ids = await analogueIds(db, id);
  if (!ids.length) return [];
  return db
    .select({
      id: nomenclature.id,
      name: nomenclature.name,
      article: nomenclature.article,
      brand: nomenclature.brand,
      unit_name: units.short_name,
    })
    .from(nomenclature)
    .leftJoin(units, eq(units.id, nomenclature.unit_id))
    .where(and(inArray(nomenclature.id, ids), eq(nomenclature.status, 1)))
    .orderBy(asc(nomenclature.name), asc(nomenclature.id));
}

/** Sets the item's analogues as a whole (links of deleted items it had stay out of sight but are kept). */
export async function replaceAnalogues(tx: Db, id: number, ids: readonly number[], userId: number) {
  const current = await analogueIds(tx, id);
  const gone = current.filter((other) => !ids.includes(other));
  for (const other of gone) {
    const pair = pairOf(id, other);
    await tx
      .delete(nomenclatureAnalogues)
      .where(and(eq(nomenclatureAnalogues.item_id, pair.item_id), eq(nomenclatureAnalogues.analogue_id, pair.analogue_id)));
  }
  const added = ids.filter((other) => !current.includes(other));
  if (added.length)
    await tx
      .insert(nomenclatureAnalogues)
      .values(added.map((other) => ({ ...pairOf(id, other), who_add: userId })))
      .onConflictDoNothing();
}

export interface OfferStackRow {
  id: number;
  calculation_id: number;
  nomenclature_id: number;
  partner_id: number | null;
  partner_name: string | null;
  sum: string | null;
  quantity: string;
  cost: string | null;
  date_add: Date | string;
}

/**
 * The active offers of live applications holding the items (positions not deleted), one row
 * per offer and item: the positions' total quantity and cost. Newest first, at most 500. Reads
 * the applications module's tables by name (as its own offers query reads partners).
 */
export function findOfferStack(db: Db, ids: readonly number[]) {
  return queryRows<OfferStackRow>(
    db,
    sql`select o.id, o.pack_id as calculation_id, p.nomenclature_id, o.partner_id, pr.name as partner_name, o.sum::text as sum,
          sum(p.quantity)::text as quantity, sum(p.cost)::text as cost, o.date_add
        from application_positions p
        join applications a on a.id = p.pack_id and a.status not in ('delete', 'deleted')
        join application_offers o on o.pack_id = p.pack_id and o.status = 1
        left join partners pr on pr.id = o.partner_id
        where p.nomenclature_id = any(${sql.param([...ids])}::int[]) and p.status <> 'delete'
        group by o.id, o.pack_id, p.nomenclature_id, o.partner_id, pr.name, o.sum, o.date_add
        order by o.date_add desc, o.id desc, p.nomenclature_id
        limit 500`,
  );
}

/** Forgets the links of an item purged from the trash. */
export async function dropAnalogues(db: Db, id: number) {
  await db.delete(nomenclatureAnalogues).where(or(eq(nomenclatureAnalogues.item_id, id), eq(nomenclatureAnalogues.analogue_id, id)));
}
