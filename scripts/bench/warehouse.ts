/**
 * The warehouse suite (issue 16 "stock list and a movement report at 1,000,000 movements"):
 * movements bulk-inserted in SQL (insert ... select from generate_series) over the demo's
 * balance lines without serials, 31 s apart (1,000,000 span a year, a month holds ~83,000),
 * two receipts for each issue per line, then the balances raised by what moved, so that a
 * balance is still the sum of its movements. Cases, each against its honest floor (one
 * hand-written statement answering the same rows): a storage's stock list (the core's
 * `warehouse/storages/{id}/stock`, nested), the stock on a date a month ago, the movement report
 * for a month (a page of 100, totals and the per-day series), the same for one storage.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Case, Env, Statement, Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));
const ZONE = 'Europe/Moscow';

/** Movements `from`..`to` of `last`, on the balance lines without serial; the balances grow by them. */
function insertMovementsSql(from: number, to: number, last: number): string {
  return `insert into warehouse_movements (date, kind, storage_id, nomenclature_id, batch, serial, quantity, cost, user_id)
    select now() - (${n(last)} - g) * interval '31 seconds',
      case when (g / a.n) % 3 = 0 then 'issued' else 'received' end,
      st.storage_id, st.nomenclature_id, st.batch, '',
      case when (g / a.n) % 3 = 0 then -1 else 1 + g % 5 end,
      coalesce(st.cost, 100), a.keeper
    from (select array_agg(id order by id) as ids, count(*)::int as n, (select id from users where login = 'user9') as keeper
          from warehouse_stock where serial = '') a
    cross join generate_series(${n(from)}, ${n(to)}) g
    join warehouse_stock st on st.id = a.ids[1 + g % a.n]`;
}

const raiseStockSql = (afterId: number) => `update warehouse_stock st set quantity = st.quantity + m.q
  from (select storage_id, nomenclature_id, batch, serial, sum(quantity) as q from warehouse_movements where id > ${n(afterId)}
        group by 1, 2, 3, 4) m
  where m.storage_id = st.storage_id and m.nomenclature_id = st.nomenclature_id and m.batch = st.batch and m.serial = st.serial`;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The subtree of a storage, as the core's stock list takes it. */
const SUBTREE = `(with recursive tree(id) as (select id from storages where id = $1 and status = 1
  union select s.id from storages s join tree on s.parent_id = tree.id where s.status = 1) select id from tree)`;

/** The stock list floor: the page by name (50) with the count of the storage's lines. */
const stockFloor = (storage: number): Statement => ({
  text: `select st.id, st.storage_id, s.name as storage_name, st.nomenclature_id, n.name as nomenclature_name, n.article,
      g.name as group_name, u.short_name as unit_name, st.batch, st.serial, st.quantity, st.cost, round(st.quantity * st.cost, 2) as sum,
      st.updated_at, count(*) over () as total
    from warehouse_stock st join storages s on s.id = st.storage_id join nomenclature n on n.id = st.nomenclature_id
      left join nomenclature_groups g on g.id = n.group_id left join units u on u.id = coalesce(st.unit_id, n.unit_id)
    where s.status = 1 and st.quantity > 0 and st.storage_id in ${SUBTREE}
    order by n.name, st.id limit 50`,
  params: [storage],
});

/** The stock on a date floor: each line's balance minus what moved on its key after the day, page of 100 with totals. */
const stockOnDateFloor = (storage: number, date: string): Statement => ({
  text: `with moved as (
      select m.storage_id, m.nomenclature_id, m.batch, m.serial, sum(m.quantity) as q from warehouse_movements m
      where m.date >= (($2::date + 1)::timestamp at time zone '${ZONE}') and m.storage_id in ${SUBTREE} group by 1, 2, 3, 4
    )
    select b.*, round(b.quantity * b.cost, 2) as sum, count(*) over () as total, sum(b.quantity) over () as total_quantity,
      sum(round(b.quantity * b.cost, 2)) over () as total_sum
    from (
      select st.storage_id, s.name as storage_name, st.nomenclature_id, n.name as nomenclature_name, n.article, g.name as group_name,
        u.short_name as unit_name, st.batch, st.serial, st.cost, st.quantity - coalesce(mv.q, 0) as quantity
      from warehouse_stock st join storages s on s.id = st.storage_id join nomenclature n on n.id = st.nomenclature_id
        left join nomenclature_groups g on g.id = n.group_id left join units u on u.id = n.unit_id
        left join moved mv on mv.storage_id = st.storage_id and mv.nomenclature_id = st.nomenclature_id
          and mv.batch = st.batch and mv.serial = st.serial
      where st.storage_id in ${SUBTREE}
    ) b
    where b.quantity <> 0 order by b.storage_name, b.storage_id, b.nomenclature_name, b.nomenclature_id, b.batch, b.serial limit 100`,
  params: [storage, date],
});

/** The movement report floor: one statement answering the page of 100 (with names) and the per-day series. */
function movementsFloor(from: string, to: string, storage?: number): Statement {
  const where = `m.date >= ($1::date::timestamp at time zone '${ZONE}') and m.date < (($2::date + 1)::timestamp at time zone '${ZONE}')${
    storage ? ' and m.storage_id = $3' : ''
  }`;
  return {
    text: `select
      (select json_agg(d order by d.day) from (
        select to_char(m.date at time zone '${ZONE}', 'YYYY-MM-DD') as day,
          sum(m.quantity) filter (where m.quantity > 0) as qty_in, -sum(m.quantity) filter (where m.quantity < 0) as qty_out,
          sum(m.quantity * coalesce(m.cost, 0)) filter (where m.quantity > 0) as sum_in,
          -sum(m.quantity * coalesce(m.cost, 0)) filter (where m.quantity < 0) as sum_out, count(*) as count
        from warehouse_movements m where ${where} group by 1) d) as series,
      (select json_agg(p) from (
        select mv.id, mv.date, mv.kind, mv.act_id, a.number, mv.storage_id, s.name as storage_name, mv.nomenclature_id, n.name,
          mv.batch, mv.serial, mv.quantity, mv.cost, mv.holder_id, hu.fio, mv.project_id, uu.fio as user_name
        from (select * from warehouse_movements m where ${where} order by m.date desc, m.id desc limit 100) mv
        join storages s on s.id = mv.storage_id join nomenclature n on n.id = mv.nomenclature_id
        left join warehouse_acts a on a.id = mv.act_id left join users hu on hu.id = mv.holder_id left join users uu on uu.id = mv.user_id
        order by mv.date desc, mv.id desc) p) as items`,
    params: storage ? [from, to, storage] : [from, to],
  };
}

/** The floor answers what the API answers: the same row ids (and, for the reports, totals). */
async function checkFloor(env: Env, c: Case, response: LightMyRequestResponse) {
  const floor = c.floor!;
  const rows = await env.recorder.query<Record<string, unknown>>(floor.text, floor.params);
  const body = response.json() as { items: Record<string, unknown>[]; total: number };
  let same: boolean;
  if ('series' in (rows[0] ?? {})) {
    const series = (rows[0].series ?? []) as { count: number }[];
    const items = (rows[0].items ?? []) as { id: number }[];
    same =
      items.length === body.items.length &&
      items.every((r, k) => Number(r.id) === body.items[k].id) &&
      series.reduce((s, d) => s + Number(d.count), 0) === body.total;
  } else {
    const key = (r: Record<string, unknown>) =>
      r.id !== undefined ? String(r.id) : `${r.storage_id}/${r.nomenclature_id}/${r.batch}/${r.serial}`;
    same =
      rows.length === body.items.length &&
      rows.every((r, k) => key(r) === key(body.items[k])) &&
      Number(rows[0]?.total ?? 0) === Number(body.total);
  }
  if (!same)
    throw new Error(
      `${c.name}: the floor does not answer the API's rows (api ${body.items.length}, total ${body.total}; floor ${rows.length})`,
    );
}

export const warehouseSuite: Suite = {
  name: 'warehouse movements',
  tables: ['warehouse_movements'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from warehouse_movements',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertMovementsSql(done + 1, Math.min(count, done + 100_000), count));
      await env.recorder.query(raiseStockSql(last));
      for (const table of ['warehouse_movements', 'warehouse_stock']) await env.recorder.query(`vacuum analyze ${table}`);
    }
    const [stats] = await env.recorder.query<{ total: number; lines: number; month: number }>(
      `select count(*)::int as total, (select count(*)::int from warehouse_stock) as lines,
         count(*) filter (where date >= now() - interval '30 days')::int as month from warehouse_movements`,
    );
    return {
      total: Number(stats.total),
      detail: `${Number(stats.lines).toLocaleString('en-US')} balance lines, ${Number(stats.month).toLocaleString('en-US')} movements in the last month; `,
    };
  },
  async cases(env) {
    // The warehouse with the most balance lines under it (its zones and shelves).
    const storage = await env.pick(
      `select s.id from storages s where s.parent_id is null and s.status = 1
         order by (select count(*) from warehouse_stock st join storages z on z.id = st.storage_id
                   where z.id = s.id or z.parent_id = s.id or z.parent_id in (select id from storages where parent_id = s.id)) desc limit 1`,
    );
    const busy = await env.pick(`select storage_id as id from warehouse_movements group by 1 order by count(*) desc limit 1`);
    const from = day(-30);
    const to = day(0);
    const login = 'user9';
    const cases: Case[] = [
      {
        name: 'stock list of a warehouse (nested, 50)',
        url: `/api/warehouse/storages/${storage}/stock?nested=1&per_page=50`,
        login,
        list: true,
        floor: stockFloor(storage),
      },
      {
        name: 'stock on a date a month ago (warehouse, 100)',
        url: `/api/warehouse/reports/stock?storage_id=${storage}&date=${from}&per_page=100`,
        login,
        // Not a list: the stock on a date aggregates every movement since that day by nature (a month here,
        // ~83,000 rows, grouped by balance key); it never reads the history before the day.
        floor: stockOnDateFloor(storage, from),
      },
      {
        name: 'movement report, a month (100 + totals + series)',
        url: `/api/warehouse/reports/movements?from=${from}&to=${to}&per_page=100`,
        login,
        list: true,
        floor: movementsFloor(from, to),
      },
      {
        name: 'movement report, a month, one storage',
        url: `/api/warehouse/reports/movements?from=${from}&to=${to}&storage_id=${busy}&per_page=100`,
        login,
        list: true,
        floor: movementsFloor(from, to, busy),
      },
    ];
    for (const c of cases) await checkFloor(env, c, await env.send(c));
    return cases;
  },
  async report(_env, rows) {
    const lines: string[] = [''];
    let failed = false;
    for (const r of rows) {
      const session = r.texts.filter((t) => /\bfrom "?sessions\b/i.test(t)).length;
      const own = r.statements - session;
      lines.push(`${r.name}: ${own} statements of its own + ${session} session read (budget 3)${own > 3 ? ' OVER' : ''}`);
      if (own > 3) failed = true;
    }
    return { lines, failed };
  },
};
