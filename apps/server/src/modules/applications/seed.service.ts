import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { DEMO_GOODS, seedDictionaries } from '../dictionaries/index.ts';
import { seedDeletions } from '../history/index.ts';
import { invoices } from '../invoices/index.ts';
import { seedSignerChains } from '../signers/index.ts';
import * as repo from './applications.repository.ts';
import { applicationOffers, applicationSigners, positions } from './applications.schema.ts';

const TYPES = [
  { code: 'tmc', name: 'ТМЦ', name_en: 'Goods and materials', form: 1, position_type: 'other', for_equipment: 0, sort: 1 },
  { code: 'services', name: 'Услуги', name_en: 'Services', form: 2, position_type: 'other', for_equipment: 0, sort: 2 },
  {
    code: 'nomenclature',
    name: 'Со склада (номенклатура)',
    name_en: 'From stock (nomenclature)',
    form: 1,
    position_type: 'nomenclatures',
    for_equipment: 0,
    sort: 3,
  },
  { code: 'delivery', name: 'Доставка', name_en: 'Delivery', form: 2, position_type: 'other', for_equipment: 0, sort: 4 },
  { code: 'autosnab', name: 'Автоснабжение', name_en: 'Vehicle supplies', form: 3, position_type: 'other', for_equipment: 1, sort: 5 },
  { code: 'tech', name: 'Запчасти для техники', name_en: 'Equipment parts', form: 3, position_type: 'other', for_equipment: 1, sort: 6 },
  { code: 'duty', name: 'Дежурная', name_en: 'Duty', form: 4, position_type: 'other', for_equipment: 1, sort: 7 },
] as const;

/** The goods of the demo positions: the dictionary's first nomenclature items, in its order. */
const ITEMS = DEMO_GOODS;

const SERVICES = ['Диагностика ходовой части', 'Вывоз строительного мусора', 'Поверка манометров', 'Ремонт кровли склада', 'Шиномонтаж'];

const STATUSES = [
  'active',
  'active',
  'active',
  'signed',
  'signed',
  'in_work',
  'paid',
  'complete',
  'archive',
  'delete',
  'stoped',
  'get_it',
] as const;

/**
 * Demo applications: types of every form kind, dictionaries, and `300 × scale` applications
 * across statuses with positions, signers, offers and invoices. Deterministic.
 */
export async function seedApplications(db: Db, { scale = 1 }: { scale?: number } = {}) {
  const dict = await seedDictionaries(db, { scale });
  const types = await repo.insertTypes(
    db,
    TYPES.map((t) => ({ ...t })),
  );
  const people = await queryRows<{ id: number; login: string; can_sign: number }>(
    db,
    sql`select id, login, can_sign from users where status = 1 order by id`,
  );
  const orgs = await queryRows<{ id: number }>(db, sql`select id from organizations order by id`);
  const equipmentIds = (await queryRows<{ id: number }>(db, sql`select id from equipment where status = 1 order by id limit 20`)).map(
    (r) => r.id,
  );
  const byLogin = (login: string) => people.find((p) => p.login === login)?.id;
  const signers = people.filter((p) => p.can_sign === 1 && p.login !== 'admin').map((p) => p.id);
  const authors = [byLogin('employee'), byLogin('manager'), ...people.filter((p) => p.login.startsWith('user')).map((p) => p.id)].filter(
    (x): x is number => x !== undefined,
  );
  const units = dict.units;
  const count = Math.max(50, Math.round(300 * scale));
  const now = Date.now();
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  const nonEquipment = types.filter((t) => t.for_equipment === 0);
  const withEquipment = types.filter((t) => t.for_equipment === 1);

  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const packs: repo.PackInsert[] = [];
    const plan: { status: string; signers: number[]; signed: number; typeCode: string; positions: number }[] = [];
    for (let j = 0; j < size; j++) {
      const i = start + j;
      const useEquipment = equipmentIds.length > 0 && i % 7 === 0;
      const type = useEquipment ? withEquipment[i % withEquipment.length] : nonEquipment[i % nonEquipment.length];
      const status = STATUSES[i % STATUSES.length];
      // The first application belongs to staff, with the accountant as advance holder and signer:
      // the demo accounts then see it as editors or not at all (the route walk uses id 1).
      const first = i === 0;
      const chain = first
        ? [byLogin('accountant')].filter((v): v is number => v !== undefined)
        : [signers[i % signers.length], signers[(i + 1) % signers.length]].filter((v, k, a) => v !== undefined && a.indexOf(v) === k);
      const signed = status === 'active' ? Math.min(i % 2, chain.length) : status === 'delete' ? 0 : chain.length;
      const urgent = i % 9 === 0 ? 1 : 0;
      const dateAdd = new Date(now - (count - i) * (DAY / 6));
      packs.push({
        who_add: first ? (byLogin('user2') ?? authors[0]) : authors[i % authors.length],
        type_id: type.id,
        name: `${type.name}: ${type.code === 'services' ? SERVICES[i % SERVICES.length] : ITEMS[i % ITEMS.length][0]}${i % 3 === 0 ? ' и др.' : ''}`,
        status,
        urgent,
        comment: urgent ? 'Остановка работ на участке без поставки' : null,
        repeats: i % 11 === 0 ? 1 : 0,
        parent_id: null,
        performer: i % 4 === 0 ? (byLogin('user1') ?? null) : null,
        responsible: i % 5 === 0 ? (byLogin('user3') ?? null) : null,
        advance_holder: first ? (byLogin('accountant') ?? null) : i % 13 === 0 ? authors[(i + 3) % authors.length] : null,
        organization_id: orgs.length ? orgs[i % orgs.length].id : null,
        location_id: dict.locations[i % dict.locations.length],
        date_want: new Date(dateAdd.getTime() + ((i % 20) + 3) * DAY).toISOString().slice(0, 10),
        equipment_id: useEquipment ? equipmentIds[i % equipmentIds.length] : null,
        equipment_required: useEquipment ? 1 : 0,
        delete_reason: status === 'delete' ? 'Создана по ошибке' : null,
        sign_current: signed,
        sign_total: chain.length,
        date_add: dateAdd,
      });
      plan.push({ status, signers: chain, signed, typeCode: type.code, positions: (i % 4) + 1 });
    }
    const ids = await repo.insertPacks(db, packs);
    // Who deleted the deleted ones, and when (the trash reads it from the history): the author, a few hours after creation.
    await seedDeletions(
      db,
      'applications',
      ids.flatMap(({ id }, j) =>
        plan[j].status === 'delete'
          ? [
              {
                objectId: id,
                who: packs[j].who_add ?? null,
                at: new Date(Math.min(now - 60_000, (packs[j].date_add as Date).getTime() + 3 * HOUR)),
                from: 'active',
                to: 'delete',
              },
            ]
          : [],
      ),
    );
    // A few children (based-on) for the hierarchy tab.
    for (let j = 1; j < ids.length; j += 25) {
      await db.execute(sql`update applications set parent_id = ${ids[j - 1].id} where id = ${ids[j].id}`);
    }
    const positionRows: repo.PositionInsert[] = [];
    const signerRows: (typeof applicationSigners.$inferInsert)[] = [];
    const projectRows: { pack_id: number; project_id: number }[] = [];
    const offerRows: (typeof applicationOffers.$inferInsert)[] = [];
    ids.forEach(({ id }, j) => {
      const i = start + j;
      const p = plan[j];
      const positionStatus =
        p.status === 'delete'
          ? 'delete'
          : p.status === 'active'
            ? 'active'
            : p.status === 'paid'
              ? 'paid'
              : p.status === 'get_it'
                ? 'get_it'
                : 'success';
      for (let k = 0; k < p.positions; k++) {
        const item = ITEMS[(i + k) % ITEMS.length];
        const isService = p.typeCode === 'services' || p.typeCode === 'delivery';
        positionRows.push({
          pack_id: id,
          number: k + 1,
          who_add: packs[j].who_add,
          status: positionStatus,
          info: isService ? SERVICES[(i + k) % SERVICES.length] : item[0],
          article: p.typeCode === 'tmc' ? item[1] : null,
          for_use: 'Для текущего ремонта',
          quantity: String(((i + k) % 20) + 1),
          unit_id: units[(i + k) % units.length],
          cost: `${(((i * 37 + k * 101) % 9000) + 150).toString()}.00`,
          dv_work_name: isService ? SERVICES[(i + k) % SERVICES.length] : null,
          // The dictionary's first items are ITEMS in the same order.
          nomenclature_id: p.typeCode === 'nomenclature' ? dict.nomenclature[(i + k) % ITEMS.length] : null,
          date_want: packs[j].date_want ?? null,
          equipment_id: packs[j].equipment_id ?? null,
        });
      }
      p.signers.forEach((userId, k) => {
        signerRows.push({
          pack_id: id,
          user_id: userId,
          position: k + 1,
          status: k < p.signed ? 1 : 0,
          // Signed in order, two hours apart after creation, never in the future.
          date_sign:
            k < p.signed
              ? new Date(Math.min(now - (count - i) * (DAY / 6) + (k + 1) * 2 * HOUR, now - (p.signers.length - k) * 60_000))
              : null,
        });
      });
      projectRows.push({ pack_id: id, project_id: dict.projects[i % dict.projects.length] });
      if (i % 6 === 0)
        offerRows.push({
          pack_id: id,
          partner_id: dict.partners[i % dict.partners.length],
          sum: `${((i * 137) % 150000) + 5000}.00`,
          comment: 'Цена действительна 10 дней',
          who_add: byLogin('user1') ?? null,
        });
    });
    for (let k = 0; k < positionRows.length; k += 1000) await db.insert(positions).values(positionRows.slice(k, k + 1000));
    if (signerRows.length) await db.insert(applicationSigners).values(signerRows);
    await repo.insertProjectLinks(db, projectRows);
    if (offerRows.length) await db.insert(applicationOffers).values(offerRows);

    // Invoices for the applications already in work or paid: one per application, all its positions.
    const invoiced = ids.filter((_, j) => ['in_work', 'paid', 'get_it'].includes(plan[j].status));
    if (invoiced.length) {
      const created = await db
        .insert(invoices)
        .values(
          invoiced.map(({ id }, k) => ({
            kind: 'blank',
            number: `СЧ-${id}`,
            date_invoice: new Date(now - k * DAY),
            sum: `${((id * 911) % 90000) + 1000}.00`,
            vat_rate: '20.00',
            contractor_id: dict.partners[id % dict.partners.length],
            pack_id: id,
            state: plan[ids.findIndex((x) => x.id === id)].status === 'paid' ? 'paid' : 'active',
            who_add: byLogin('accountant') ?? null,
          })),
        )
        .returning({ id: invoices.id, pack_id: invoices.pack_id });
      const packIds = created.map((inv) => inv.pack_id as number);
      await db.execute(sql`update application_positions s set invoice_id = i.id from invoices i
        where i.pack_id = s.pack_id and i.kind = 'blank' and s.pack_id in (${sql.join(
          packIds.map((v) => sql`${v}`),
          sql`, `,
        )})`);
    }
  }
  await repo.rebuildAllMembers(db);
  // The ready chains the chain editor fills from: two staff chains and the employee's own signers.
  await seedSignerChains(db, {
    manager: byLogin('manager'),
    accountant: byLogin('accountant'),
    employee: byLogin('employee'),
    signers: people.filter((p) => p.can_sign === 1 && p.login.startsWith('user')).map((p) => p.id),
  });
  return { types: types.length, applications: count };
}

/**
 * Benchmark volume (`npm run bench`): `count` more applications bulk-inserted in SQL
 * (`insert ... select from generate_series`) over the demo company's people, types,
 * organizations and locations, each with one to three positions, a chain of two signers
 * and a project; then their members and `vacuum analyze`. Answers the applications total.
 */
export async function seedBulkApplications(db: Db, count: number, { batch = 100_000 }: { batch?: number } = {}): Promise<number> {
  const ids = async (query: SQL) => (await queryRows<{ id: number }>(db, query)).map((r) => r.id);
  const staff = await ids(sql`select id from users where status = 1 and login like 'user%' order by id`);
  const signers = await ids(sql`select id from users where status = 1 and can_sign = 1 and type = 0 order by id`);
  const types = await ids(sql`select id from application_types where status = 1 and for_equipment = 0 order by sort, id`);
  const orgs = await ids(sql`select id from organizations order by id`);
  const locations = await ids(sql`select id from locations order by id`);
  const projects = await ids(sql`select id from projects order by id`);
  if (staff.length < 2 || signers.length < 2 || types.length === 0 || orgs.length === 0 || locations.length === 0 || projects.length === 0)
    throw new Error('seedBulkApplications needs the demo company (seedApplications) first');
  const intArray = (list: readonly number[]) => sql.raw(`array[${list.map((v) => Math.trunc(v)).join(',')}]::int[]`);
  const textArray = (list: readonly string[]) => sql`${sql.param(list)}::text[]`;
  // Numbers go in as literals: untyped parameters would be text in the generated expressions.
  const n = (v: number) => sql.raw(String(Math.trunc(v)));
  const pick = (list: readonly number[], expr: SQL) => sql`(${intArray(list)})[1 + (${expr}) % ${n(list.length)}]`;
  const statuses = [...STATUSES];
  const names = ITEMS.map((i) => i[0]);
  const [{ before }] = await queryRows<{ before: number }>(db, sql`select coalesce(max(id), 0)::int as before from applications`);
  for (let done = 0; done < count; done += batch) {
    const from = before + done + 1;
    const to = before + Math.min(count, done + batch);
    // g runs over the ids the new rows will roughly get; it only drives the generated values.
    await db.execute(sql`insert into applications (who_add, type_id, name, status, urgent, comment, repeats, performer, responsible,
        organization_id, location_id, date_want, delete_reason, sign_current, sign_total, date_add)
      select x.who_add, x.type_id, x.name, x.status, x.urgent,
             case when x.urgent = 1 then 'Остановка работ на участке без поставки' end,
             case when x.g % 11 = 0 then 1 else 0 end,
             case when x.g % 4 = 0 then ${pick(staff, sql`x.g + 1`)} end,
             case when x.g % 5 = 0 then ${pick(staff, sql`x.g + 2`)} end,
             ${pick(orgs, sql`x.g`)}, ${pick(locations, sql`x.g`)},
             (x.created + ((x.g % 20) + 3) * interval '1 day')::date,
             case when x.status = 'delete' then 'Создана по ошибке' end,
             case when x.status = 'active' then x.g % 2 when x.status = 'delete' then 0 else 2 end, 2, x.created
      from (
        select g,
          ${pick(staff, sql`g`)} as who_add,
          ${pick(types, sql`g`)} as type_id,
          (${textArray(names)})[1 + g % ${n(names.length)}] || ' №' || g as name,
          (${textArray(statuses)})[1 + g % ${n(statuses.length)}] as status,
          case when g % 9 = 0 then 1 else 0 end as urgent,
          -- Newer ids are newer applications (40 s apart), as in real data: a date range is an id range.
          now() - (${n(before + count)} - g) * interval '40 seconds' as created
        from generate_series(${n(from)}, ${n(to)}) g
      ) x`);
  }
  const fresh = sql`p.id > ${n(before)}`;
  await db.execute(sql`insert into application_positions (pack_id, number, who_add, status, info, for_use, quantity, cost, date_want)
    select p.id, k, p.who_add,
           case p.status when 'delete' then 'delete' when 'active' then 'active' when 'paid' then 'paid' when 'get_it' then 'get_it' else 'success' end,
           (${textArray(names)})[1 + (p.id + k) % ${n(names.length)}], 'Для текущего ремонта',
           ((p.id + k) % 20) + 1, ((p.id * 37 + k * 101) % 9000) + 150, p.date_want
    from applications p, generate_series(1, 3) k where ${fresh} and k <= 1 + p.id % 3`);
  await db.execute(sql`insert into application_signers (pack_id, user_id, position, status, date_sign)
    select p.id, case k when 1 then ${pick(signers, sql`p.id`)} else ${pick(signers, sql`p.id + 1`)} end, k,
           case when k <= p.sign_current then 1 else 0 end,
           case when k <= p.sign_current then p.date_add + k * interval '2 hours' end
    from applications p, generate_series(1, 2) k where ${fresh}`);
  await db.execute(
    sql`insert into application_projects (pack_id, project_id) select p.id, ${pick(projects, sql`p.id`)} from applications p where ${fresh}`,
  );
  await db.execute(sql`insert into application_members (user_id, pack_id)
    select distinct v.u, p.id from applications p,
      lateral (values (p.who_add), (p.performer), (p.responsible), (p.advance_holder)) v(u) where ${fresh} and v.u is not null
    union
    select s.user_id, s.pack_id from application_signers s where s.pack_id > ${n(before)}
    on conflict do nothing`);
  // What autovacuum would do after a bulk load: statistics and the visibility map (index-only scans).
  for (const table of ['applications', 'application_positions', 'application_signers', 'application_projects', 'application_members'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from applications`);
  return Number(total.n);
}
