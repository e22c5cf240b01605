import type { ContractState, Permit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { contractDocuments } from './contract-documents.schema.ts';
import { seedContractParts } from './contract-parts.seed.ts';
import { contractProfitTypes, contracts, contractTypes } from './contracts.schema.ts';

const TYPES = [
  { name: 'Поставка', code: 'supply' },
  { name: 'Услуги', code: 'services' },
  { name: 'Подряд', code: 'works' },
  { name: 'Аренда', code: 'lease' },
  { name: 'Лизинг', code: 'leasing' },
  { name: 'Агентский', code: 'agency' },
];
const SUBJECTS = [
  'Поставка металлопроката для объекта',
  'Техническое обслуживание спецтехники',
  'Выполнение строительно-монтажных работ',
  'Аренда офисного помещения',
  'Лизинг грузового автомобиля',
  'Поставка запасных частей и расходных материалов',
  'Услуги охраны строительной площадки',
  'Вывоз строительного мусора',
  'Аренда башенного крана с экипажем',
  'Проектные и изыскательские работы',
];
const STATES: ContractState[] = ['signed', 'signed', 'signed', 'review', 'draft', 'signed', 'expired', 'terminated', 'signed', 'review'];
const LAWYER_PERMITS: Permit[] = [
  'contracts_view',
  'contracts_register_view',
  'contracts_nomenclature_view',
  'contracts_edit',
  'contracts_lawyer',
  'contractors_view',
  'invoices_view',
];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
}

/**
 * Demo contracts (issue 14): types, profit types, a hundred contracts across types and states (with
 * partners, organizations, lawyers, projects; some expire within 30 days, some prolong
 * automatically), additional agreements, documents, contract invoices linked to real contracts,
 * and the «Юрист» role (user8) — the manager's role gets `contracts_edit`; then the works, acts,
 * signers and equipment (`seedContractParts`). Bulk inserts only.
 */
export async function seedContracts(db: Db, { count = 100 }: { count?: number } = {}) {
  const typeIds = await insertRegistryRows(db, contractTypes, TYPES);
  const [expense, income] = await insertRegistryRows(db, contractProfitTypes, [
    { name: 'Расходный', direction: 'expense' },
    { name: 'Доходный', direction: 'income' },
  ]);
  const partners = await ids(db, sql`select id from partners where status = 1 order by id limit 60`);
  const orgs = await ids(db, sql`select id from organizations order by id`);
  const projects = await ids(db, sql`select id from projects where status = 1 order by id limit 20`);
  const [lawyer] = await ids(db, sql`select id from users where login = 'user8'`);
  const [manager] = await ids(db, sql`select id from users where login = 'manager'`);
  const staff = await ids(db, sql`select id from users where status = 1 and login like 'user%' order by id limit 12`);
  if (!partners.length || !orgs.length) return;
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();

  const main = Array.from({ length: count }, (_, i) => {
    const state = STATES[i % STATES.length];
    const start = now - (30 + ((i * 37) % 700)) * DAY;
    // Every seventh contract expires within the month (reminders); expired ones lie in the past.
    const expiry =
      state === 'expired' ? now - ((i % 90) + 5) * DAY : i % 7 === 0 ? now + ((i % 28) + 1) * DAY : now + (60 + ((i * 53) % 600)) * DAY;
    const auto = i % 6 === 0;
    return {
      number: `${i % 4 === 3 ? 'ДД' : 'ДР'}-${year}/${String(i + 1).padStart(3, '0')}`,
      date: iso(start - 5 * DAY),
      kind: 'contract',
      type_id: pick(typeIds, i),
      profit_type_id: i % 4 === 3 ? income : expense,
      subject: pick(SUBJECTS, i),
      state,
      organization_id: pick(orgs, i),
      contractor_id: pick(partners, i * 7),
      sum: `${((i * 7919) % 4_800_000) + 120_000}.${String((i * 13) % 100).padStart(2, '0')}`,
      start_date: iso(start),
      expiry_date: iso(expiry),
      prolongation_auto: auto ? 1 : 0,
      prolongation_term: auto ? 1 : null,
      prolongation_unit: 'year',
      prolongation_count: auto ? 2 : null,
      lawyer_id: i % 5 === 4 ? null : lawyer,
      responsible_id: i % 3 === 0 ? manager : pick(staff, i),
      project_id: i % 3 === 2 && projects.length ? pick(projects, i) : null,
      who_add: lawyer,
    };
  });
  const mainIds = await insertRegistryRows(db, contracts, main);

  // Additional agreements to every sixth signed contract: a sum change each.
  const agreements = mainIds
    .map((id, i) => ({ id, i, c: main[i] }))
    .filter(({ c, i }) => c.state === 'signed' && i % 6 === 0)
    .map(({ id, i, c }, k) => ({
      ...c,
      number: `${c.number}-ДС${(k % 2) + 1}`,
      kind: 'agreement',
      parent_id: id,
      subject: `Доп. соглашение: изменение стоимости (${c.subject.toLowerCase()})`,
      state: k % 3 === 2 ? 'review' : 'signed',
      sum: null,
      sum_change: `${(i % 2 === 0 ? '' : '-') + (((i * 311) % 200_000) + 10_000)}.00`,
      prolongation_auto: 0,
      prolongation_term: null,
      prolongation_count: null,
    }));
  if (agreements.length) await insertRegistryRows(db, contracts, agreements);

  // Documents: a signed scan for signed contracts, a draft for the others, acts for some.
  const docTypes = new Map(
    (await queryRows<{ id: number; code: string }>(db, sql`select id, code from contract_document_types`)).map((t) => [
      t.code,
      Number(t.id),
    ]),
  );
  const docs = mainIds.flatMap((contract_id, i) => {
    const c = main[i];
    const signed = c.state === 'signed' || c.state === 'expired' || c.state === 'terminated';
    const rows: (typeof contractDocuments.$inferInsert)[] = [
      {
        contract_id,
        type_id: docTypes.get(signed ? 'signed_contract' : 'draft_contract')!,
        name: `${signed ? 'Договор' : 'Проект договора'} ${c.number}`,
        number: c.number,
        date: c.date,
        version: signed ? 1 : (i % 3) + 1,
        who_add: lawyer,
      },
    ];
    if (signed && i % 2 === 0) {
      rows.push({
        contract_id,
        type_id: docTypes.get('draft_contract')!,
        name: `Проект договора ${c.number}`,
        number: c.number,
        date: c.date,
        version: 2,
        who_add: lawyer,
      });
    }
    if (signed && i % 4 === 1) {
      rows.push({
        contract_id,
        type_id: docTypes.get('act')!,
        name: `Акт сверки ${c.number}`,
        number: null,
        date: iso(now - 10 * DAY),
        version: 1,
        who_add: lawyer,
      });
    }
    return rows.filter((r) => r.type_id !== undefined);
  });
  for (let k = 0; k < docs.length; k += 500) await db.insert(contractDocuments).values(docs.slice(k, k + 500));

  // Contract invoices (and those over 100 000 the invoices' seed linked to placeholder ids) point at real contracts.
  const live = mainIds.filter((_, i) => main[i].state !== 'draft');
  await db.execute(sql`update invoices set contract_id = (${sql.raw(`array[${live.join(',')}]`)})[1 + id % ${live.length}]
    where contract_id is not null or kind in ('contracts', 'contracts_income')`);

  // The lawyers' role (user8, post «Юрист») and contracts_edit for the project managers.
  const [lawyerRole] = await db.insert(roles).values({ name: 'Юрист' }).returning({ id: roles.id });
  await db.insert(rolePermits).values(LAWYER_PERMITS.map((permit) => ({ role_id: lawyerRole.id, permit })));
  if (lawyer) await db.insert(userRoles).values({ user_id: lawyer, role_id: lawyerRole.id });
  const [pm] = await ids(db, sql`select id from roles where name = 'Руководитель проектов'`);
  if (pm) await db.insert(rolePermits).values({ role_id: pm, permit: 'contracts_edit' });
  // Works, acts, signers and equipment of the contracts (after the agreements: limits include them).
  await seedContractParts(db);
}
