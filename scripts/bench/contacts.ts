/**
 * The contacts suite (issue 15 "contacts"): contacts bulk-inserted in SQL (insert ... select from
 * generate_series) with Russian full names, companies, one to three phones and e-mails, spread over
 * the demo groups; every 11th carries a tag. Cases: the first page by name as the web asks for it, a
 * group filter, a phone search (digits of a mobile number), a name search, the card — each against
 * its honest floor, one hand-written statement answering the same rows — and the vCard export of one
 * group (against its own statements replayed: the rest of its time is writing the cards).
 */

import { type Case, checkRegistryFloor, type Env, type Statement, type Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));
const textArray = (list: readonly string[]) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (list: readonly string[], expr: string) => `(${textArray(list)})[1 + (${expr}) % ${list.length}]`;

const LAST = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов'];
const FIRST = ['Александр', 'Дмитрий', 'Сергей', 'Андрей', 'Алексей', 'Максим', 'Иван', 'Михаил', 'Николай', 'Павел', 'Олег', 'Юрий'];
const MIDDLE = ['Александрович', 'Сергеевич', 'Иванович', 'Петрович', 'Викторович', 'Николаевич', 'Андреевич'];
const ORGS = [
  'ООО «ПромСнаб»',
  'АО «Уралметиз»',
  'ООО «СтройКомплект»',
  'ООО «Северные перевозки»',
  'ООО «Техноресурс»',
  'АО «Нефтехимпром»',
];
const POSTS = ['Менеджер', 'Главный инженер', 'Директор', 'Бухгалтер', 'Специалист', 'Начальник отдела', 'Диспетчер'];
/** The code and first digits of a mobile number, as typed, in about 1 in 10,000 contacts. */
const PHONE_DIGITS = '(912) 517';
const NAME_WORD = 'Кузнецов';

function insertContactsSql(from: number, to: number): string {
  return `insert into contacts (name, organization, post, group_id, phones, emails, birthday, status, who_add)
    select ${pick(LAST, 'g')} || ' ' || ${pick(FIRST, 'g / 11')} || ' ' || ${pick(MIDDLE, 'g / 7')},
      ${pick(ORGS, 'g / 3')}, ${pick(POSTS, 'g / 5')},
      (array(select id from contact_groups where status = 1 order by id))[1 + g % greatest(1, (select count(*)::int from contact_groups where status = 1))],
      '+7 (9' || lpad((g % 100)::text, 2, '0') || ') ' || lpad(((g / 100) % 1000)::text, 3, '0') || '-' || lpad((g % 97)::text, 2, '0') || '-' || lpad((g % 89)::text, 2, '0')
        || case when g % 2 = 0 then ', +7 (3452) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 83)::text, 2, '0') || '-00' else '' end,
      'contact' || g || '@example.ru' || case when g % 4 = 0 then ', c' || g || '@mail.example.com' else '' end,
      case when g % 5 = 0 then date '1970-01-01' + (g % 15000) else null end,
      case when g % 50 = 0 then 0 else 1 end,
      (select id from users where login = 'admin')
    from generate_series(${n(from)}, ${n(to)}) g`;
}

/** A tag on every 11th new contact: a page's tags have rows to answer. */
async function tagContacts(env: Env, afterId: number) {
  const [{ who }] = await env.recorder.query<{ who: number }>(`select id as who from users where login = 'manager'`);
  await env.recorder.query(`insert into tags (module, name, color, who_add)
    select 'contacts', 'Поставщик', '#389E0D', ${n(who)}
    where not exists (select 1 from tags where module = 'contacts' and lower(name) = 'поставщик' and status = 1)`);
  await env.recorder.query(`insert into tag_links (who_add, tag_id, module, object_id)
    select ${n(who)}, (select id from tags where module = 'contacts' and status = 1 order by id limit 1), 'contacts', c.id
    from contacts c where c.id > ${n(afterId)} and c.id % 11 = 0
    on conflict do nothing`);
}

// ---------------------------------------------------------------------------
// The floor: one statement answering what the engine answers for a page.
// ---------------------------------------------------------------------------

const ROW = `c.id, c.status, c.version, c.date_add, c.who_add, c.date_edit, u.fio as who_add_name,
  c.name, c.organization, c.post, c.group_id, g.name as group_id_name, c.phones, c.emails, c.birthday, c.notes`;
const JOINS = 'left join users u on u.id = c.who_add left join contact_groups g on g.id = c.group_id';
const TAGS = `(select json_agg(json_build_object('tag_id', t.id, 'name', t.name, 'color', t.color) order by l.id)
      from tag_links l join tags t on t.id = l.tag_id
      where l.module = 'contacts' and l.object_id = c.id and l.status = 1) as tags`;
const LIVE = `c.status = 1 and btrim(c.name) <> ''`;

/** A first page by name, with tags and the total capped at 1000. `where` uses `c.`. */
function floorPage(where: string, params: unknown[]): Statement {
  return {
    text: `select ${ROW}, c.name::text as _sort_key, ${TAGS},
      (select count(*)::int from (select 1 from contacts c where ${where} limit 1001) x) as total
    from contacts c ${JOINS}
    where ${where}
    order by c.name, c.id
    limit 51`,
    params,
  };
}

const floorCard = (id: number): Statement => ({ text: `select ${ROW}, ${TAGS} from contacts c ${JOINS} where c.id = $1`, params: [id] });

export const contactsSuite: Suite = {
  name: 'contacts',
  tables: ['contacts'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from contacts',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertContactsSql(last + done + 1, last + Math.min(count, done + 100_000)));
      await tagContacts(env, last);
      await env.recorder.query('vacuum analyze contacts');
    }
    const [stats] = await env.recorder.query<{ total: number; groups: number; phone: number }>(
      `select count(*)::int as total, (select count(*)::int from contact_groups where status = 1) as groups,
              count(*) filter (where status = 1 and search_text like '%${PHONE_DIGITS}%')::int as phone
         from contacts`,
    );
    return {
      total: Number(stats.total),
      detail: `${stats.groups} groups, «${PHONE_DIGITS}» in ${Number(stats.phone).toLocaleString('en-US')} phones; `,
    };
  },
  async cases(env) {
    const base = '/api/contacts/contacts?limit=50';
    const group = await env.pick('select id from contact_groups where status = 1 order by id limit 1');
    const card = await env.pick(`select id from contacts where status = 1 and id % 11 = 0 order by id desc limit 1 offset 100`);
    const search = `(c.search_vector @@ websearch_to_tsquery('russian', $1) or c.search_text like lower($2))`;
    const cases: Case[] = [
      { name: 'list, page 1 (by name)', url: base, list: true, floor: floorPage(LIVE, []) },
      {
        name: 'list, group filter',
        url: `${base}&group_id=${group}`,
        list: true,
        floor: floorPage(`${LIVE} and c.group_id in ($1)`, [group]),
      },
      {
        name: `list, phone search «${PHONE_DIGITS}»`,
        url: `${base}&search=${encodeURIComponent(PHONE_DIGITS)}`,
        list: true,
        floor: floorPage(`${LIVE} and ${search}`, [PHONE_DIGITS, `%${PHONE_DIGITS}%`]),
      },
      {
        name: `list, name search «${NAME_WORD}»`,
        url: `${base}&search=${encodeURIComponent(NAME_WORD)}`,
        list: true,
        floor: floorPage(`${LIVE} and ${search}`, [NAME_WORD, `%${NAME_WORD.toLowerCase()}%`]),
      },
      { name: 'contact card', url: `/api/contacts/contacts/${card}`, floor: floorCard(card) },
    ];
    for (const c of cases) await checkRegistryFloor(env, c, await env.send(c));
    // The export of one group's cards (about an eighth of the contacts, under the export's cap of 20,000).
    cases.push({ name: 'vCard export of a group', url: `/api/contacts/vcard?group_id=${group}` });
    return cases;
  },
  async report(_env, rows) {
    const lines: string[] = [''];
    let failed = false;
    // ARCHITECTURE.md "Performance budgets": a list at most 3 statements a call, a card at most 5,
    // besides the session read every signed-in request makes.
    for (const r of rows) {
      const budget = r.case.list ? 3 : 5;
      const session = r.texts.filter((t) => /\bfrom "?sessions\b/i.test(t)).length;
      const own = r.statements - session;
      lines.push(`${r.name}: ${own} statements of its own + ${session} session read (budget ${budget})${own > budget ? ' OVER' : ''}`);
      if (own > budget) failed = true;
    }
    return { lines, failed };
  },
};
