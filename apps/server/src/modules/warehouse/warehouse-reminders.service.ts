/**
 * The warehouse's daily job (pg-boss, a self-rescheduling singleton per day, like contracts'):
 * work clothes due back within `CLOTHES_REMIND_DAYS` days remind the holder and the storekeeper
 * (the responsible of the storage they came from) once (`reminded_at`).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { displayDate } from '../../shared/display-format.ts';
import type { Notifications } from '../notifications/index.ts';
import { warehouseText } from './warehouse.messages.ts';

export const WAREHOUSE_DAILY_QUEUE = 'warehouse-daily';
export const CLOTHES_REMIND_DAYS = 3;
const DAY = 86_400_000;
const AT_HOUR_UTC = 4;

export interface WarehouseJobDeps {
  db: Db;
  notifications: Notifications;
}

/** Reminds of the clothes due back by `today + CLOTHES_REMIND_DAYS` not yet reminded; answers how many. */
export async function runWarehouseDaily(deps: WarehouseJobDeps, today: string) {
  const due = await queryRows<{ id: number; user_id: number; name: string; return_date: string; keeper: number | null; holder: string }>(
    deps.db,
    sql`select h.id, h.user_id, n.name, h.return_date::text as return_date, s.responsible_id as keeper, u.fio as holder
      from warehouse_holdings h join warehouse_acts a on a.id = h.act_id join nomenclature n on n.id = h.nomenclature_id
        join users u on u.id = h.user_id left join storages s on s.id = h.storage_id
      where a.kind = 'output_clothes' and h.reminded_at is null and h.returned < h.quantity and h.user_id is not null
        and h.return_date <= ${today}::date + ${CLOTHES_REMIND_DAYS}::int
      order by h.id limit 5000`,
  );
  let reminded = 0;
  for (const h of due) {
    const push = await deps.db.transaction(async (tx) => {
      const claimed = await queryRows<{ id: number }>(
        tx,
        sql`update warehouse_holdings set reminded_at = now() where id = ${h.id} and reminded_at is null returning id`,
      );
      if (!claimed.length) return null;
      reminded += 1;
      const date = displayDate(h.return_date);
      const link = '/warehouse/debts';
      const toHolder = await deps.notifications.store(
        tx,
        [h.user_id],
        { title: warehouseText('clothesReminder', 'ru', { name: h.name, date }), link, module: 'warehouse', object_id: h.id },
        null,
      );
      const toKeeper =
        h.keeper && h.keeper !== h.user_id
          ? await deps.notifications.store(
              tx,
              [h.keeper],
              {
                title: warehouseText('clothesReminderKeeper', 'ru', { holder: h.holder, name: h.name, date }),
                link,
                module: 'warehouse',
                object_id: h.id,
              },
              null,
            )
          : () => {};
      return () => {
        toHolder();
        toKeeper();
      };
    });
    push?.();
  }
  return { reminded };
}

const todayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The next daily check (a singleton per day, so restarts do not multiply it). */
export async function scheduleWarehouseDaily(jobs: Jobs, now = Date.now()) {
  let at = Math.floor(now / DAY) * DAY + AT_HOUR_UTC * 3_600_000;
  if (at <= now) at += DAY;
  const start = new Date(at);
  await jobs.send(WAREHOUSE_DAILY_QUEUE, {}, { startAfter: start, singletonKey: `warehouse-${start.toISOString()}` });
}

/** Registers the worker: the day's reminders, then the next day's check. */
export async function startWarehouseDaily(deps: WarehouseJobDeps & { jobs: Jobs }) {
  await deps.jobs.work(WAREHOUSE_DAILY_QUEUE, async () => {
    try {
      await runWarehouseDaily(deps, todayOf(Date.now()));
    } finally {
      await scheduleWarehouseDaily(deps.jobs);
    }
  });
}
