import { EXPENDITURE_TREE_MAX } from '@app/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { organizations } from '../users/index.ts';
import { expenditureItems } from './directory.schema.ts';

/** The own legal entities' ids, in id order. */
export async function organizationIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.id));
  return rows.map((r) => r.id);
}

/**
 * The item and its ancestors, walking `parent_id` up from `id` (any status; at most 100
 * levels, so a cycle already stored cannot loop).
 */
export async function expenditureChainIds(db: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 1 from expenditure_items where id = ${id}
      union all
      select e.id, e.parent_id, c.depth + 1 from expenditure_items e join chain c on e.id = c.parent_id where c.depth < 100
    ) select id from chain`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Serializes the moves within the expenditure tree until the transaction ends (a transaction
 * advisory lock on the table's name): two moves checked at once could each pass and together
 * close a cycle (A under B while B goes under A).
 */
export async function lockExpenditureTree(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('expenditure_items'))`);
}

/** Active items for the tree view, by code then name, one more than the cap (to tell it was cut). */
export async function expenditureTreeRows(db: Db) {
  return db
    .select({
      id: expenditureItems.id,
      code: expenditureItems.code,
      name: expenditureItems.name,
      parent_id: expenditureItems.parent_id,
      kind: expenditureItems.kind,
    })
    .from(expenditureItems)
    .where(eq(expenditureItems.status, 1))
    .orderBy(sql`${expenditureItems.code} asc nulls last`, asc(expenditureItems.name), asc(expenditureItems.id))
    .limit(EXPENDITURE_TREE_MAX + 1);
}
