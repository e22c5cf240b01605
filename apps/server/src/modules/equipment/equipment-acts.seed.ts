import { sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { equipmentActs } from './equipment-acts.schema.ts';

/**
 * Demo handover acts (after the equipment seed), three set-based statements:
 * 1. every active machine with a driver got an output act to that driver 60 days ago (signed by
 *    both, odometer 1 500 km below today's run);
 * 2. the idle machines and the vans («ГАЗель…») were returned 10 days ago (input act, the
 *    condition needs repair on the idle ones; the receiver has not signed yet) and are free now;
 * 3. their drivers are cleared.
 * The giver of the outputs and the receiver of the returns is the demo administrator.
 */
export async function seedEquipmentActs(db: Db) {
  if ((await db.select({ id: equipmentActs.id }).from(equipmentActs).limit(1)).length > 0) return;
  await db.execute(sql`
    insert into equipment_acts (who_add, date_add, kind, date, equipment_id, holder_id, condition, odometer, comment,
      giver_id, giver_name, giver_signed_at, receiver_id, receiver_name, receiver_signed_at, state)
    select a.id, now() - interval '60 days', 'output', (now() - interval '60 days')::date, e.id, e.driver_id, 'good',
      greatest(e.run - 1500, 0), 'Выдана с полным баком, комплект ключей и документов',
      a.id, a.fio, now() - interval '60 days', d.id, d.fio, now() - interval '60 days', 'signed'
    from equipment e
    join users d on d.id = e.driver_id
    cross join (select id, fio from users where login = 'admin') a
    where e.status = 1
    order by e.id`);
  await db.execute(sql`
    insert into equipment_acts (who_add, date_add, kind, date, equipment_id, holder_id, condition, condition_comment, odometer,
      giver_id, giver_name, giver_signed_at, receiver_id, receiver_name, receiver_signed_at, state)
    select a.id, now() - interval '10 days', 'input', (now() - interval '10 days')::date, e.id, e.driver_id,
      case when e.state = 'idle' then 'needs_repair' else 'good' end,
      case when e.state = 'idle' then 'Стук в подвеске, требуется диагностика' end,
      e.run, d.id, d.fio, now() - interval '10 days', a.id, a.fio, null, 'signing'
    from equipment e
    join users d on d.id = e.driver_id
    cross join (select id, fio from users where login = 'admin') a
    where e.status = 1 and (e.state = 'idle' or e.name like 'ГАЗель%')
    order by e.id`);
  await db.execute(sql`
    update equipment set driver_id = null, version = version + 1
    where status = 1 and driver_id is not null and (state = 'idle' or name like 'ГАЗель%')`);
}
