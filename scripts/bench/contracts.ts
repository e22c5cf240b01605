/**
 * The contracts suite (issue 14 "fast at 100,000 contracts", issue 18): contracts bulk-inserted in SQL
 * (insert ... select from generate_series) across the kinds and states, with types, partners,
 * organizations and subjects naming goods (a word search matches about 1 in 20); every tenth has
 * works, an act with lines, a document and an equipment link. Cases: the list as the web asks for it
 * (50 a page), a keyset page 21, a state filter, a word search, the sums of the list (asked apart),
 * the lawyers' registry with its document types of the page (one call per page), the card and its
 * works, acts and equipment, the file registry's originals.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Case, Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));
const textArray = (list: readonly string[]) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (list: readonly string[], expr: string) => `(${textArray(list)})[1 + (${expr}) % ${list.length}]`;

const STATES = ['draft', 'review', 'signed', 'signed', 'signed', 'expired', 'terminated'];
const SUBJECTS = [
  'поставку дизельного топлива',
  'аренду спецтехники',
  'ремонт гидравлического оборудования',
  'поставку кабельной продукции',
  'вывоз строительного мусора',
  'услуги автокрана',
  'поставку спецодежды',
  'обслуживание серверов',
  'поставку запчастей КАМАЗ',
  'охрану объекта',
  'поставку бетона М300',
  'перевозку грузов',
  'поставку щебня',
  'аренду офиса',
  'техническое обслуживание лифтов',
  'поставку канцелярских товаров',
  'клининговые услуги',
  'поставку шин',
  'юридические услуги',
  'подшипники и комплектующие',
];
/** A word of one of the subjects above (1 in 20). */
const SEARCH_WORD = 'подшипники';

function insertContractsSql(from: number, to: number, last: number): string {
  return `insert into contracts (number, date, kind, type_id, subject, state, organization_id, contractor_id, sum,
      start_date, expiry_date, lawyer_id, responsible_id, status, date_add, who_add)
    select 'Д-' || g, (now() - (${n(last)} - g) * interval '5 minutes')::date, 'contract',
      (array(select id from contract_types where status = 1 order by id))[1 + g % greatest(1, (select count(*)::int from contract_types where status = 1))],
      'Договор на ' || ${pick(SUBJECTS, 'g / 3')}, ${pick(STATES, 'g / 7')},
      (array(select id from organizations order by id))[1 + g % greatest(1, (select count(*)::int from organizations))],
      (array(select id from partners where status = 1 order by id))[1 + g % greatest(1, (select count(*)::int from partners where status = 1))],
      round((10000 + (g::bigint * 7919) % 9000000) / 10.0, 2),
      (now() - (${n(last)} - g) * interval '5 minutes')::date, (now() + (g % 900) * interval '1 day')::date,
      (select id from users where login = 'user8'), (select id from users where login = 'manager'),
      case when g % 40 = 0 then 0 else 1 end, now() - (${n(last)} - g) * interval '5 minutes',
      (select id from users where login = 'manager')
    from generate_series(${n(from)}, ${n(to)}) g`;
}

/** Works, an act with its lines, a document and an equipment link on every tenth new contract. */
const insertPartsSql = (afterId: number) => [
  `insert into contract_works (contract_id, type, name, unit, quantity, price, sum)
     select c.id, 1 + k % 2, 'Работа ' || k || ' по договору ' || c.number, 'усл.', 1 + k, 1000, 1000 * (1 + k)
     from contracts c cross join generate_series(0, 2) k where c.id > ${n(afterId)} and c.id % 10 = 0`,
  `insert into contract_acts (contract_id, number, date, period_id, state, total)
     select c.id, 'А-' || c.id, c.date, to_char(c.date, 'YYYYMM')::int, 'signed', 6000
     from contracts c where c.id > ${n(afterId)} and c.id % 10 = 0`,
  `insert into contract_act_lines (act_id, work_id, quantity, price, sum)
     select a.id, w.id, w.quantity, w.price, w.sum from contract_acts a join contract_works w on w.contract_id = a.contract_id
     where a.contract_id > ${n(afterId)}`,
  `insert into contract_documents (contract_id, type_id, name, number, date)
     select c.id, (select min(id) from contract_document_types), 'Договор ' || c.number, c.number, c.date
     from contracts c where c.id > ${n(afterId)} and c.id % 10 = 0`,
  `insert into contract_equipment (contract_id, equipment_id, start_date)
     select c.id, (array(select id from equipment order by id))[1 + c.id % greatest(1, (select count(*)::int from equipment))], c.date
     from contracts c where c.id > ${n(afterId)} and c.id % 10 = 0 and exists (select 1 from equipment)`,
];

export const contractsSuite: Suite = {
  name: 'contracts',
  tables: ['contracts', 'contract_works', 'contract_acts', 'contract_documents', 'contract_equipment'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from contracts',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertContractsSql(last + done + 1, last + Math.min(count, done + 100_000), last + count));
      for (const statement of insertPartsSql(last)) await env.recorder.query(statement);
      for (const table of contractsSuite.tables) await env.recorder.query(`vacuum analyze ${table}`);
    }
    const [stats] = await env.recorder.query<{ total: number; works: number; word: number }>(
      `select count(*)::int as total, (select count(*)::int from contract_works) as works,
              count(*) filter (where status = 1 and search_text like '%${SEARCH_WORD}%')::int as word from contracts`,
    );
    return {
      total: Number(stats.total),
      detail: `${Number(stats.works).toLocaleString('en-US')} works, «${SEARCH_WORD}» in ${Number(stats.word).toLocaleString('en-US')}; `,
    };
  },
  async cases(env) {
    const authorization = await env.authorization('manager');
    const base = '/api/documents/contracts?limit=50';
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: LightMyRequestResponse = await env.app.inject({
        url: `${base}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().next_cursor;
      if (!cursor) throw new Error(`contracts: no page ${i + 2} of the list`);
    }
    const lawyer = await env.authorization('user8');
    const registryPage = await env.app.inject({ url: `${base}&registry=1`, headers: { authorization: lawyer } });
    const pageIds = (registryPage.json().items as { id: number }[]).map((row) => row.id).join(',');
    const card = await env.pick(
      `select c.id from contracts c where c.status = 1 and exists (select 1 from contract_acts a where a.contract_id = c.id)
         and exists (select 1 from contract_equipment e where e.contract_id = c.id) order by c.id desc limit 1 offset 100`,
    );
    const cases: Case[] = [
      { name: 'list', url: base, list: true },
      { name: 'list, keyset page 21', url: `${base}&cursor=${encodeURIComponent(cursor!)}`, list: true },
      { name: 'list, state signed', url: `${base}&state=signed`, list: true },
      { name: `list, search «${SEARCH_WORD}»`, url: `${base}&search=${encodeURIComponent(SEARCH_WORD)}`, list: true },
      { name: "lawyers' registry", url: `${base}&registry=1`, login: 'user8', list: true },
      // Not a list: the sums read every filtered row by nature, so they are asked apart from the rows.
      { name: 'totals of the list', url: '/api/documents/contracts/totals' },
      {
        name: "document types of the registry's page",
        url: `/api/documents/contracts/document-types?ids=${pageIds}&registry=1`,
        login: 'user8',
      },
      { name: 'contract card', url: `/api/documents/contracts/${card}` },
      { name: 'works of the card', url: `/api/v2_contracts/${card}/works` },
      { name: 'acts of the card', url: `/api/v2_contracts/${card}/acts/works` },
      { name: 'equipment of the card', url: `/api/documents/contracts/${card}/equipment` },
    ];
    for (const c of cases) {
      const r = await env.send(c);
      if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
    return cases;
  },
};
