/**
 * The budgeting suite (issue 17, `/budgeting`): paid payments grown in SQL by copying the demo's
 * paid payments (`invoice_intervals`, status 2) over the current year, so an organization's fact
 * sums many thousands of them. Cases: the plan-vs-fact table of the busiest organization's year
 * and the drill-down of its busiest item — each against its honest floor, the one hand-written
 * statement of the fact it answers (the table's plan and tree reads are small beside it).
 */
import type { Case, Statement, Suite } from './harness.ts';

const year = new Date().getUTCFullYear();
const PAID_IN_YEAR = `p.status = 2 and i.status = 1 and i.expenditure_id is not null
  and coalesce(p.date_paid, p.date::timestamp at time zone 'UTC') >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
  and coalesce(p.date_paid, p.date::timestamp at time zone 'UTC') < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')`;

const factFloor = (organization: number): Statement => ({
  text: `select i.expenditure_id, extract(month from coalesce(p.date_paid, p.date::timestamp at time zone 'UTC') at time zone 'UTC')::int, sum(p.sum)
    from invoice_intervals p join invoices i on i.id = p.invoice_id where i.organization_id = $1 and ${PAID_IN_YEAR} group by 1, 2`,
  params: [organization],
});

const drillFloor = (organization: number, item: number): Statement => ({
  text: `select i.id, i.number, i.date_invoice, pa.name, e.name, sum(p.sum), i.sum, i.kind
    from invoice_intervals p join invoices i on i.id = p.invoice_id left join partners pa on pa.id = i.contractor_id
    left join expenditure_items e on e.id = i.expenditure_id
    where i.organization_id = $1 and i.expenditure_id = $2 and ${PAID_IN_YEAR}
    group by i.id, pa.name, e.name order by max(coalesce(p.date_paid, p.date::timestamp at time zone 'UTC')) desc, i.id desc limit 500`,
  params: [organization, item],
});

export const budgetingSuite: Suite = {
  name: 'budgeting',
  tables: ['invoice_intervals', 'invoices', 'budget_plans'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing }] = await env.recorder.query<{ existing: number }>('select count(*)::int as existing from invoice_intervals');
    if (size > existing) {
      // Every column but the id, copied from the paid demo payments; paid again on a day of this year.
      const columns = (
        await env.recorder.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_name = 'invoice_intervals' and column_name not in ('id', 'date_paid')
           order by ordinal_position`,
        )
      ).map((c) => `"${c.column_name}"`);
      const list = columns.join(', ');
      const copies = Math.ceil(
        (size - existing) /
          Math.max(1, (await env.recorder.query<{ n: number }>('select count(*)::int as n from invoice_intervals where status = 2'))[0].n),
      );
      await env.recorder.query(
        `insert into invoice_intervals (${list}, date_paid)
         select ${list}, make_timestamptz(${year}, 1, 1, 9, 0, 0, 'UTC') + ((g * 7 + id) % 360) * interval '1 day'
         from invoice_intervals, generate_series(1, ${copies}) g where status = 2`,
      );
      await env.recorder.query('vacuum analyze invoice_intervals');
    }
    const [stats] = await env.recorder.query<{ total: number; paid: number }>(
      'select count(*)::int as total, count(*) filter (where status = 2)::int as paid from invoice_intervals',
    );
    return { total: Number(stats.total), detail: `${stats.paid} paid; ` };
  },
  async cases(env) {
    const organization = await env.pick(
      `select i.organization_id as id from invoice_intervals p join invoices i on i.id = p.invoice_id
       where p.status = 2 and i.expenditure_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const item = await env.pick(
      `select i.expenditure_id as id from invoice_intervals p join invoices i on i.id = p.invoice_id
       where p.status = 2 and i.organization_id = ${organization} and i.expenditure_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const cases: Case[] = [
      {
        name: 'plan vs fact, a year',
        url: `/api/budgeting?organization_id=${organization}&year=${year}`,
        login: 'admin',
        floor: factFloor(organization),
      },
      {
        name: 'fact drill-down, an item',
        url: `/api/budgeting/fact?organization_id=${organization}&year=${year}&expenditure_id=${item}`,
        login: 'admin',
        floor: drillFloor(organization, item),
      },
    ];
    for (const c of cases) {
      const response = await env.send(c);
      if (response.statusCode !== 200) throw new Error(`${c.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    return cases;
  },
};
