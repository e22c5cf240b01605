import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { Refusal } from '../../shared/errors.ts';
import type { RegistryHooks } from '../registry/index.ts';
import { msg } from './warehouse.messages.ts';

/**
 * The storages registry's rules (a tree like the nomenclature groups): a storage cannot go under
 * itself or one of its zones (checked under a lock of the tree, 422 on parent_id); a storage
 * whose own or sub-storages' stock is not empty, or with goods on the way to it, cannot be deleted (409).
 */

/** The storage and its ancestors, nearest first. */
async function chain(db: Db, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from storages where id = ${id}
      union all select s.id, s.parent_id, up.depth + 1 from storages s join up on s.id = up.parent_id where up.depth < 100
    ) select id from up`,
  );
  return rows.map((r) => Number(r.id));
}

export const storagesHooks: RegistryHooks = {
  validate: async (tx, record, id): Promise<Record<string, string[]>> => {
    if (id === undefined || typeof record.parent_id !== 'number') return {};
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('storages'))`);
    return (await chain(tx, record.parent_id)).includes(id) ? { parent_id: [msg('storageCycle')] } : {};
  },
  writing: async (tx, write) => {
    if (write.action !== 'delete' || write.id === undefined) return;
    const [busy] = await queryRows<{ n: number }>(
      tx,
      sql`with recursive tree(id) as (
          select ${write.id}::int union select s.id from storages s join tree on s.parent_id = tree.id where s.status = 1
        )
        select (select count(*) from warehouse_stock where storage_id in (select id from tree) and quantity > 0)
          + (select count(*) from warehouse_acts where target_storage_id in (select id from tree) and state = 'on_the_way') as n`,
    );
    if (Number(busy.n) > 0) throw new Refusal(msg('storageHasStock'), undefined, 409);
  },
};
