/**
 * The invoices suite (issue 13 "fast at 100,000 invoices", issue 18): invoices bulk-inserted in SQL
 * (insert ... select from generate_series) across the six kinds and every state, with partners,
 * organizations, purposes naming goods (a word search matches about 1 in 25), sums and a payment
 * schedule (one to three payments) on every third. Cases: each list of the section as the web asks
 * for it (50 a page, with the total of the filtered list), a keyset page 21, a state filter, a word
 * search, the accountant's regular list, the sums of a list (asked apart from its rows), the menu with
 * its counters, and the card.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Case, Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));
const textArray = (list: readonly string[]) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (list: readonly string[], expr: string) => `(${textArray(list)})[1 + (${expr}) % ${list.length}]`;

const KINDS = ['blank', 'blank', 'blank', 'scheduled', 'autocreate', 'registry', 'contracts', 'contracts_income'];
const STATES = ['draft', 'active', 'active', 'success', 'paid', 'paid', 'paid', 'stoped', 'refund'];
const GOODS = [
  'кабель ВВГнг',
  'щебень фракции 20-40',
  'дизельное топливо',
  'фильтры масляные',
  'спецодежда',
  'арматура А500С',
  'бетон М300',
  'шины 315/80 R22.5',
  'услуги автокрана',
  'канцелярские товары',
  'ремонт гидроцилиндра',
  'электроды МР-3',
  'трубы ПНД 110',
  'песок строительный',
  'масло моторное 15W-40',
  'подшипники',
  'аренда экскаватора',
  'лакокрасочные материалы',
  'запчасти КАМАЗ',
  'вывоз мусора',
  'доставка груза',
  'огнетушители',
  'сварочная проволока',
  'лес пиловочник',
  'краска дорожная',
];
/** A word of one of the goods above (1 in 25 purposes). */
const SEARCH_WORD = 'подшипники';

function insertInvoicesSql(from: number, to: number, last: number): string {
  return `insert into invoices (kind, number, date_invoice, sum, vat_rate, vat_sum, term_days, purpose, urgent,
      contractor_id, organization_id, state, status, date_add, who_add)
    select ${pick(KINDS, 'g / 3')}, 'СЧ-' || g, now() - (${n(last)} - g) * interval '3 minutes',
      round((1000 + (g::bigint * 7919) % 900000) / 10.0, 2), '20', round((1000 + (g::bigint * 7919) % 900000) / 60.0, 2), 5 + g % 25,
      'Оплата по счёту № СЧ-' || g || ' за ' || ${pick(GOODS, 'g / 7')} || '. В т.ч. НДС 20%',
      case when g % 17 = 0 then 1 else 0 end,
      (array(select id from partners where status = 1 order by id))[1 + g % greatest(1, (select count(*)::int from partners where status = 1))],
      (array(select id from organizations order by id))[1 + g % greatest(1, (select count(*)::int from organizations))],
      nullif(${pick(STATES, 'g / 5')}, 'draft'),
      case when g % 40 = 0 then 0 else 1 end,
      now() - (${n(last)} - g) * interval '3 minutes',
      (select id from users where login = 'manager')
    from generate_series(${n(from)}, ${n(to)}) g`;
}

/** One to three payments on every third new invoice (the schedule the card shows). */
const insertPaymentsSql = (afterId: number) => `insert into invoice_intervals (invoice_id, type, date, sum, status)
  select i.id, 'initial', (i.date_add + k * interval '10 days')::date, round(i.sum / (1 + i.id % 3), 2),
    case i.state when 'paid' then 2 when 'success' then 1 else 0 end
  from invoices i cross join generate_series(0, 2) k
  where i.id > ${n(afterId)} and i.id % 3 = 0 and k <= i.id % 3`;

export const invoicesSuite: Suite = {
  name: 'invoices',
  tables: ['invoices', 'invoice_intervals'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from invoices',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertInvoicesSql(last + done + 1, last + Math.min(count, done + 100_000), last + count));
      await env.recorder.query(insertPaymentsSql(last));
      await env.recorder.query('vacuum analyze invoices');
      await env.recorder.query('vacuum analyze invoice_intervals');
    }
    const [stats] = await env.recorder.query<{ total: number; payments: number; word: number }>(
      `select count(*)::int as total, (select count(*)::int from invoice_intervals) as payments,
              count(*) filter (where status = 1 and search_text like '%${SEARCH_WORD}%')::int as word from invoices`,
    );
    return {
      total: Number(stats.total),
      detail: `${Number(stats.payments).toLocaleString('en-US')} payments, «${SEARCH_WORD}» in ${Number(stats.word).toLocaleString('en-US')}; `,
    };
  },
  async cases(env) {
    const authorization = await env.authorization('manager');
    const base = '/api/invoices/registry?limit=50';
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: LightMyRequestResponse = await env.app.inject({
        url: `${base}&list=applications${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().next_cursor;
      if (!cursor) throw new Error(`invoices: no page ${i + 2} of the applications list`);
    }
    const card = await env.pick(
      `select i.id from invoices i where i.status = 1 and i.kind = 'blank'
         and exists (select 1 from invoice_intervals p where p.invoice_id = i.id) order by i.id desc limit 1 offset 100`,
    );
    const cases: Case[] = [
      { name: 'list, applications', url: `${base}&list=applications`, list: true },
      { name: 'list, applications, keyset page 21', url: `${base}&list=applications&cursor=${encodeURIComponent(cursor!)}`, list: true },
      { name: 'list, contracts', url: `${base}&list=contracts`, list: true },
      { name: 'list, applications, state paid', url: `${base}&list=applications&state_filter=paid`, list: true },
      { name: `list, search «${SEARCH_WORD}»`, url: `${base}&list=applications&search=${encodeURIComponent(SEARCH_WORD)}`, list: true },
      { name: "accountant's regular list", url: `${base}&list=regular`, login: 'accountant', list: true },
      // Not a list: the sums read every filtered row by nature, so they are asked apart from the rows.
      { name: 'totals of the applications list', url: '/api/invoices/registry/totals?list=applications' },
      { name: 'menu with counters', url: '/api/invoices/menu' },
      { name: 'invoice card', url: `/api/invoices/registry/${card}` },
    ];
    for (const c of cases) {
      const r = await env.send(c);
      if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
    return cases;
  },
};
