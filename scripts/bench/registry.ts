/**
 * The registry suite (issue 11 "Speed and proof"): the registry engine (modules/registry) over
 * 100,000 partners, bulk-inserted in SQL (insert ... select from generate_series) with varied
 * legal forms, names, INNs, banks, addresses, ratings, some in the trash and some tagged, so
 * that a word search matches an honest share (about 2%) of the table. Cases: the first page in
 * the default order (name), page 200 reached by following cursors (the cursor is taken once,
 * outside the timing), a word search, a legal-form filter, a rating filter and the card.
 *
 * Each case has its honest floor: one hand-written indexed statement answering the same rows
 * as the engine's repository (same columns, the who_add name, the tags, the total capped at
 * 1000+ as `countCapped` counts it), checked against the API answer before timing. After the
 * table: page 200 against page 1, measured interleaved (so that the machine's load drifts on
 * both alike), which fails the run over 1.2x; and the statements per call against the budget
 * (a list at most 3, a card at most 5).
 */
import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { type Case, checkRegistryFloor, type Env, type Statement, type Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));
const textArray = (list: readonly string[]) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** The element of `list` at `(expr) % length` (1-based SQL arrays). */
const pick = (list: readonly string[], expr: string) => `(${textArray(list)})[1 + (${expr}) % ${list.length}]`;

const FORMS = ['ООО', 'ООО', 'ООО', 'ООО', 'АО', 'ПАО', 'ЗАО'];
const ADJECTIVES = [
  'Сибирская',
  'Уральская',
  'Северная',
  'Промышленная',
  'Строительная',
  'Торговая',
  'Топливная',
  'Транспортная',
  'Кабельная',
  'Металлургическая',
  'Нефтяная',
  'Газовая',
  'Энергетическая',
  'Лесная',
  'Химическая',
  'Машиностроительная',
  'Инженерная',
  'Дорожная',
  'Сервисная',
  'Монтажная',
  'Буровая',
  'Геологическая',
  'Агропромышленная',
  'Электротехническая',
  'Складская',
  'Логистическая',
  'Трубная',
  'Насосная',
  'Кровельная',
  'Отделочная',
  'Бетонная',
  'Крепёжная',
  'Инструментальная',
  'Компрессорная',
  'Сварочная',
  'Грузовая',
  'Речная',
  'Полярная',
  'Таёжная',
  'Волжская',
];
const NOUNS = [
  'компания',
  'группа',
  'база',
  'мануфактура',
  'корпорация',
  'фабрика',
  'артель',
  'служба',
  'торговля',
  'мастерская',
  'лаборатория',
  'экспедиция',
  'снабженческая контора',
  'дирекция',
  'мануфактура и сбыт',
  'перевозка',
  'поставка',
  'оптовая база',
  'сеть',
  'инициатива',
  'станция',
  'площадка',
  'верфь',
  'управляющая компания',
  'ассоциация',
];
const BRANDS = [
  'Восток',
  'Запад',
  'Альфа',
  'Вектор',
  'Меридиан',
  'Прогресс',
  'Регион',
  'Гарант',
  'Импульс',
  'Стандарт',
  'Партнёр',
  'Ресурс',
  'Интеграл',
  'Орион',
  'Атлант',
  'Кристалл',
  'Сигма',
  'Феникс',
  'Магистраль',
  'Горизонт',
  'Исток',
  'Держава',
  'Север',
  'Легион',
  'Титан',
  'Зенит',
  'Спектр',
  'Лидер',
  'Эталон',
  'Байкал',
];
const SURNAMES = [
  'Кузнецов',
  'Смирнов',
  'Иванов',
  'Попов',
  'Волков',
  'Соколов',
  'Лебедев',
  'Козлов',
  'Новиков',
  'Морозов',
  'Петров',
  'Васильев',
  'Зайцев',
  'Павлов',
  'Семёнов',
  'Голубев',
  'Виноградов',
  'Богданов',
  'Воробьёв',
  'Фёдоров',
  'Михайлов',
  'Беляев',
  'Тарасов',
  'Белов',
  'Комаров',
  'Орлов',
  'Киселёв',
  'Макаров',
  'Андреев',
  'Ковалёв',
  'Ильин',
  'Гусев',
  'Титов',
  'Кудрявцев',
  'Баранов',
  'Куликов',
  'Алексеев',
  'Степанов',
  'Яковлев',
  'Сорокин',
];
const MEN = ['Андрей', 'Сергей', 'Алексей', 'Дмитрий', 'Иван', 'Михаил', 'Николай', 'Павел', 'Олег', 'Виктор', 'Юрий', 'Евгений'];
const WOMEN = ['Ольга', 'Елена', 'Ирина', 'Наталья', 'Татьяна', 'Светлана', 'Марина', 'Анна', 'Юлия', 'Галина', 'Людмила', 'Вера'];
const PATRONYMICS_M = ['Викторович', 'Сергеевич', 'Петрович', 'Иванович', 'Андреевич', 'Николаевич', 'Олегович', 'Юрьевич'];
const PATRONYMICS_W = ['Викторовна', 'Сергеевна', 'Петровна', 'Ивановна', 'Андреевна', 'Николаевна', 'Олеговна', 'Юрьевна'];
const CITIES = [
  ['77', 'Москва', '495'],
  ['78', 'Санкт-Петербург', '812'],
  ['66', 'Екатеринбург', '343'],
  ['54', 'Новосибирск', '383'],
  ['86', 'Сургут', '3462'],
  ['72', 'Тюмень', '3452'],
  ['02', 'Уфа', '347'],
  ['74', 'Челябинск', '351'],
  ['52', 'Нижний Новгород', '831'],
  ['29', 'Архангельск', '8182'],
  ['16', 'Казань', '843'],
  ['24', 'Красноярск', '391'],
  ['38', 'Иркутск', '3952'],
  ['55', 'Омск', '3812'],
  ['59', 'Пермь', '342'],
  ['63', 'Самара', '846'],
  ['61', 'Ростов-на-Дону', '863'],
  ['23', 'Краснодар', '861'],
  ['89', 'Новый Уренгой', '3494'],
  ['11', 'Сыктывкар', '8212'],
] as const;
const STREETS = [
  'ул. Ленина',
  'ул. Мира',
  'ул. Советская',
  'пр. Победы',
  'ул. Промышленная',
  'ул. Заводская',
  'ул. Складочная',
  'ул. Строителей',
  'ул. Энергетиков',
  'ул. Нефтяников',
  'ш. Индустриальное',
  'ул. Гагарина',
  'ул. Трудовая',
  'ул. Набережная',
  'ул. Центральная',
  'пр. Комсомольский',
  'ул. Железнодорожная',
  'ул. Луговая',
  'ул. Монтажников',
  'ул. Геологов',
];
const BANKS = [
  ['ПАО Сбербанк', '044525225', '30101810400000000225'],
  ['АО «Альфа-Банк»', '044525593', '30101810200000000593'],
  ['Банк ВТБ (ПАО)', '044525187', '30101810700000000187'],
  ['АО «Тинькофф Банк»', '044525974', '30101810145250000974'],
  ['ПАО «Промсвязьбанк»', '044525555', '30101810400000000555'],
  ['АО «Россельхозбанк»', '044525111', '30101810200000000111'],
] as const;

/** The word searched: one adjective of the names (about 1/40 of the organizations, 70% of the table). */
const SEARCH_WORD = 'кабельная';

/**
 * Partners g = from..to: 70% organizations «Adjective noun Brand», 20% entrepreneurs, 10%
 * persons; INNs of the right length, unique (a multiplicative permutation of g); 1 in 40 in the
 * trash, 1 in 50 blacklisted, 1 in 13 without a rating; newer ids newer (5 minutes apart).
 */
function insertPartnersSql(from: number, to: number, last: number): string {
  const col = (i: number, expr: string) => `(${textArray(CITIES.map((c) => c[i]))})[1 + (${expr}) % ${CITIES.length}]`;
  const bank = (i: number) => `(${textArray(BANKS.map((b) => b[i]))})[1 + x.g % ${BANKS.length}]`;
  const woman = 'x.g % 3 = 0';
  const fio = `${pick(SURNAMES, 'x.g / 7')} || case when ${woman} then 'а' else '' end || ' ' ||
      case when ${woman} then ${pick(WOMEN, 'x.g / 11')} || ' ' || ${pick(PATRONYMICS_W, 'x.g / 13')}
           else ${pick(MEN, 'x.g / 11')} || ' ' || ${pick(PATRONYMICS_M, 'x.g / 13')} end`;
  return `insert into partners (type, name, inn, kpp, ogrn, bank_name, bik, account, corr_account, address, contacts, phone, email,
      rating, blacklist, blacklist_reason, status, date_delete, date_add)
    select x.type,
      case x.type
        when 'organization' then ${pick(FORMS, 'x.g / 3')} || ' «' || ${pick(ADJECTIVES, 'x.g / 10')} || ' ' || ${pick(NOUNS, 'x.g / 400')} || ' ' || ${pick(BRANDS, 'x.g / 10000')} || '»'
        when 'entrepreneur' then 'ИП ' || ${fio}
        else ${fio} end,
      x.region || case when x.type = 'organization' then lpad(((x.g::bigint * 48271) % 99999989)::text, 8, '0')
                       else lpad(((x.g::bigint * 48271) % 9999999967)::text, 10, '0') end,
      case when x.type = 'organization' then x.region || lpad((x.g % 50 + 1)::text, 2, '0') || '01001' end,
      case x.type when 'organization' then '10' || x.region || lpad(((x.g::bigint * 69621) % 999999937)::text, 9, '0')
                  when 'entrepreneur' then '304' || x.region || lpad(((x.g::bigint * 69621) % 9999999967)::text, 10, '0') end,
      ${bank(0)}, ${bank(1)},
      case x.type when 'organization' then '40702' when 'entrepreneur' then '40802' else '40817' end || '810' || lpad(x.g::text, 12, '0'),
      ${bank(2)},
      'г. ' || ${col(1, 'x.g / 17')} || ', ' || ${pick(STREETS, 'x.g / 19')} || ', д. ' || (x.g % 150 + 1),
      case when x.type <> 'person' then 'Менеджер по продажам ' || ${pick(SURNAMES, 'x.g / 23')} || ', доб. ' || (100 + x.g % 900) end,
      '+7 (' || ${col(2, 'x.g / 17')} || ') ' || lpad(((x.g::bigint * 7919) % 9999999)::text, 7, '0'),
      case when x.type <> 'person' then 'info' || x.g || '@partner' || x.g || '.ru' end,
      case when x.g % 13 = 0 then null else x.g % 6 end,
      case when x.g % 50 = 0 then 1 else 0 end,
      case when x.g % 50 = 0 then 'Срыв сроков поставки дважды за квартал' end,
      case when x.g % 40 = 0 then 0 else 1 end,
      case when x.g % 40 = 0 then now() end,
      now() - (${n(last)} - x.g) * interval '5 minutes'
    from (
      select g,
        case when g % 10 < 7 then 'organization' when g % 10 < 9 then 'entrepreneur' else 'person' end as type,
        ${col(0, 'g / 17')} as region
      from generate_series(${n(from)}, ${n(to)}) g
    ) x`;
}

/** Partners' tags (three) on every 7th partner: the tags statement of a page has rows to answer. */
async function tagPartners(env: Env, afterId: number) {
  const [{ who }] = await env.recorder.query<{ who: number }>(`select id as who from users where login = 'manager'`);
  await env.recorder.query(`insert into tags (module, name, color, who_add)
    select 'partners', t.name, t.color, ${n(who)} from (values ('Надёжный', '#389E0D'), ('Проверен СБ', '#1677FF'), ('Дилер', '#D46B08')) t(name, color)
    where not exists (select 1 from tags where module = 'partners' and lower(name) = lower(t.name) and status = 1)`);
  await env.recorder.query(`insert into tag_links (who_add, tag_id, module, object_id)
    select ${n(who)}, (array(select id from tags where module = 'partners' and status = 1 order by id))[1 + p.id % 3], 'partners', p.id
    from partners p where p.id > ${n(afterId)} and p.id % 7 = 0
    on conflict do nothing`);
}

// ---------------------------------------------------------------------------
// The floor: one statement answering what the engine's repository answers in three.
// ---------------------------------------------------------------------------

const COLUMNS = [
  'type',
  'name',
  'inn',
  'kpp',
  'ogrn',
  'bank_name',
  'bik',
  'account',
  'corr_account',
  'address',
  'contacts',
  'phone',
  'email',
  'rating',
  'blacklist',
  'blacklist_reason',
];
const ROW = `p.id, p.status, p.version, p.date_add, p.who_add, p.date_edit, u.fio as who_add_name, ${COLUMNS.map((c) => `p.${c}`).join(', ')}`;
const TAGS = `(select json_agg(json_build_object('tag_id', t.id, 'name', t.name, 'color', t.color) order by l.id)
      from tag_links l join tags t on t.id = l.tag_id
      where l.module = 'partners' and l.object_id = p.id and l.status = 1) as tags`;

/**
 * A list page: the rows (one more than the page, as the engine asks, for the next cursor),
 * their sort key, tags and the total capped as `countCapped` counts it. `where` uses `p.`,
 * `$1`.. are `params`.
 */
function floorPage(where: string, params: unknown[], after?: { v: string; i: number }): Statement {
  const keyset = after ? ` and (p.name, p.id) > ($${params.length + 1}, $${params.length + 2}::int)` : '';
  return {
    text: `select ${ROW}, p.name::text as _sort_key, ${TAGS},
      (select count(*)::int from (select 1 from partners p where ${where} limit 1001) c) as total
    from partners p left join users u on u.id = p.who_add
    where ${where}${keyset}
    order by p.name, p.id
    limit 51`,
    params: after ? [...params, after.v, after.i] : params,
  };
}

const floorCard = (id: number): Statement => ({
  text: `select ${ROW}, ${TAGS} from partners p left join users u on u.id = p.who_add where p.id = $1`,
  params: [id],
});

// ---------------------------------------------------------------------------

const DEEP_PAGE = 200;

export const registrySuite: Suite = {
  name: 'partners',
  tables: ['partners', 'tag_links'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from partners',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertPartnersSql(last + done + 1, last + Math.min(count, done + 100_000), last + count));
      await tagPartners(env, last);
      await env.recorder.query('vacuum analyze partners');
      await env.recorder.query('vacuum analyze tag_links');
    }
    const [stats] = await env.recorder.query<{ total: number; active: number; word: number; tagged: number }>(
      `select count(*)::int as total, count(*) filter (where status = 1)::int as active,
              count(*) filter (where status = 1 and search_text like '%${SEARCH_WORD}%')::int as word,
              (select count(*)::int from tag_links where module = 'partners' and status = 1) as tagged
         from partners`,
    );
    return {
      total: Number(stats.total),
      detail: `${Number(stats.active).toLocaleString('en-US')} active, ${Number(stats.tagged).toLocaleString('en-US')} tag links, «${SEARCH_WORD}» in ${Number(stats.word).toLocaleString('en-US')}; `,
    };
  },
  async cases(env) {
    const authorization = await env.authorization('manager');
    // Page DEEP_PAGE of the default order (name ascending), reached by following cursors once.
    let cursor: string | null = null;
    for (let i = 1; i < DEEP_PAGE; i++) {
      const r: LightMyRequestResponse = await env.app.inject({
        url: `/api/partners?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().next_cursor;
      if (!cursor) throw new Error(`partners: no page ${i + 1} (too few partners for page ${DEEP_PAGE})`);
    }
    const key = JSON.parse(Buffer.from(cursor!, 'base64url').toString('utf8')) as { v: string; i: number };
    const card = await env.pick(
      `select p.id from partners p where p.status = 1 and p.type = 'organization'
         and exists (select 1 from tag_links l where l.module = 'partners' and l.object_id = p.id and l.status = 1)
       order by p.id desc limit 1 offset 100`,
    );
    const search = `(p.search_vector @@ websearch_to_tsquery('russian', $1) or p.search_text like $2)`;
    const cases: Case[] = [
      { name: 'list, page 1 (by name)', url: '/api/partners?limit=50', list: true, floor: floorPage('p.status = 1', []) },
      {
        name: `list, keyset page ${DEEP_PAGE}`,
        url: `/api/partners?limit=50&cursor=${encodeURIComponent(cursor!)}`,
        list: true,
        floor: floorPage('p.status = 1', [], key),
      },
      {
        name: `list, search «${SEARCH_WORD}»`,
        url: `/api/partners?limit=50&search=${encodeURIComponent(SEARCH_WORD)}`,
        list: true,
        floor: floorPage(`p.status = 1 and ${search}`, [SEARCH_WORD, `%${SEARCH_WORD}%`]),
      },
      {
        name: 'list, type = entrepreneur',
        url: '/api/partners?limit=50&type=entrepreneur',
        list: true,
        floor: floorPage(`p.status = 1 and p.type in ('entrepreneur')`, []),
      },
      {
        name: 'list, rating from 5',
        url: '/api/partners?limit=50&rating_from=5',
        list: true,
        floor: floorPage('p.status = 1 and p.rating >= 5', []),
      },
      { name: 'partner card', url: `/api/partners/${card}`, floor: floorCard(card) },
    ];
    for (const c of cases) await checkRegistryFloor(env, c, await env.send(c));
    return cases;
  },
  async report(env, rows, { measure }) {
    const lines: string[] = [''];
    let failed = false;
    const byName = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!;
    const first = byName('list, page 1');
    const deep = byName(`list, keyset page ${DEEP_PAGE}`);
    // Interleaved: page 1 and page 200 alternate, so that the load of the machine falls on both alike.
    const times: { first: number[]; deep: number[] } = { first: [], deep: [] };
    const timed = async (c: Case, into: number[]) => {
      const start = performance.now();
      await env.send(c);
      into.push(performance.now() - start);
    };
    await measure(async () => {
      await timed(first.case, times.first);
      await timed(deep.case, times.deep);
    });
    const p50 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const ratio = p50(times.deep) / p50(times.first);
    const over = ratio > 1.2;
    failed ||= over;
    lines.push(
      `page ${DEEP_PAGE} / page 1 (api p50, interleaved, ${times.first.length} calls each): ${p50(times.deep).toFixed(2)} / ${p50(times.first).toFixed(2)} ms = ${ratio.toFixed(2)}x (target <= 1.20x)${over ? ' OVER' : ''}; in the table: ${(deep.api.p50 / first.api.p50).toFixed(2)}x; floor: ${(deep.raw.p50 / first.raw.p50).toFixed(2)}x`,
    );
    // ARCHITECTURE.md "Performance budgets": a list at most 3 statements a call, a card at most 5,
    // besides the session read every signed-in request makes (plugins/auth.ts reads it afresh).
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
