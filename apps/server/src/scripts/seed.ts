import { PERMIT_NAMES, type Permit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { seedApplications } from '../modules/applications/index.ts';
import { seedApprovals } from '../modules/approvals/index.ts';
import { DEMO_PASSWORD } from '../modules/auth/index.ts';
import { seedBudgeting } from '../modules/budgeting/index.ts';
import { seedCatering } from '../modules/catering/index.ts';
import { setParam } from '../modules/company/index.ts';
import { seedContacts } from '../modules/contacts/index.ts';
import { seedContractCases } from '../modules/contract-cases/index.ts';
import { seedContractDocumentFiles, seedContracts } from '../modules/contracts/index.ts';
import { DEMO_ORGANIZATIONS } from '../modules/directory/index.ts';
import { seedDocumentFiles, seedDocuments } from '../modules/documents/index.ts';
import { seedDrive } from '../modules/drive/index.ts';
import { seedEquipmentActs } from '../modules/equipment/index.ts';
import { seedExtracts } from '../modules/extracts/index.ts';
import { seedInvoiceDirectories } from '../modules/invoice-directories/index.ts';
import { seedInvoices } from '../modules/invoices/index.ts';
import { seedKnowledge } from '../modules/knowledge/index.ts';
import { seedNomenclature } from '../modules/nomenclature/index.ts';
import { seedPayments } from '../modules/payments/index.ts';
import { seedRecruiting } from '../modules/recruiting/index.ts';
import { seedSupport } from '../modules/support/index.ts';
import { seedTasks } from '../modules/tasks/index.ts';
import {
  departments,
  groupMembers,
  groups,
  organizations,
  rolePermits,
  roles,
  userOrganizations,
  userRoles,
  users,
} from '../modules/users/index.ts';
import { seedWarehouse, seedWarehouseMarkers } from '../modules/warehouse/index.ts';
import { type Db, queryRows } from '../plugins/db.ts';
import type { FileStorage } from '../plugins/files.ts';
import { DEMO_FIRST_F, DEMO_FIRST_M, DEMO_LAST } from '../shared/demo-names.ts';
import { hashPassword } from '../shared/passwords.ts';

/**
 * The demo company: organizations, departments, about 30 people with Russian names and
 * posts, roles and groups, and the four documented accounts (password demo1234).
 * Later modules add their demo data here. `scale` multiplies the staff for benchmarks.
 */
export async function seedIfEmpty(db: Db, options: { scale?: number; storage?: FileStorage } = {}): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists(select 1 from users) as any`);
  if (row.any) return false;
  await seedDemoCompany(db, options);
  // Drive demo content (folders; files too when a storage is given).
  await seedDrive(db, options.storage);
  // Files of the demo contract documents (PDFs), likewise only with a storage.
  await seedContractDocumentFiles(db, options.storage);
  // Generated PDF scans of the first demo documents, likewise only with a storage.
  await seedDocumentFiles(db, options.storage);
  return true;
}

const PATRONYMIC_M = ['Александрович', 'Дмитриевич', 'Сергеевич', 'Андреевич', 'Игоревич', 'Викторович'];
const PATRONYMIC_F = ['Александровна', 'Дмитриевна', 'Сергеевна', 'Андреевна', 'Игоревна', 'Викторовна'];
const POSTS = [
  'Инженер',
  'Механик',
  'Снабженец',
  'Прораб',
  'Водитель',
  'Кладовщик',
  'Экономист',
  'Юрист',
  'Менеджер по закупкам',
  'Специалист по кадрам',
  'Мастер участка',
  'Главный механик',
];

/** The project managers' role: every section to view, setting an application's urgency, editing news and projects (the manager demo account). */
const PROJECT_MANAGER_PERMITS: Permit[] = PERMIT_NAMES.filter(
  (p) =>
    p.endsWith('_view') ||
    p === 'project_manager' ||
    p === 'hidden_chat_access' ||
    p === 'snab_setPriority' ||
    p === 'news_edit' ||
    p === 'projects_edit',
);
const ACCOUNTANT_PERMITS: Permit[] = [
  'invoices_view',
  'invoices_requiredIntervalsView',
  'paid_view',
  'registry_paid_view',
  'registry_paid_sign',
  'registry_paid_edit',
  'contracts_view',
  'contracts_register_view',
  'contractors_view',
  'directory_expenditure',
];

export async function seedDemoCompany(db: Db, { scale = 1 }: { scale?: number } = {}) {
  // One hash for every demo account: Argon2id is deliberately slow.
  const demoHash = await hashPassword(DEMO_PASSWORD);

  const orgs = await db
    .insert(organizations)
    .values([...DEMO_ORGANIZATIONS])
    .returning({ id: organizations.id });
  const depts = await db
    .insert(departments)
    .values(
      ['Отдел снабжения', 'Бухгалтерия', 'Механическая служба', 'Производственный отдел', 'Отдел кадров'].map((name, i) => ({
        name,
        organization_id: orgs[i % orgs.length].id,
      })),
    )
    .returning({ id: departments.id });

  const [pmRole, accountantRole, supplyRole] = await db
    .insert(roles)
    .values([{ name: 'Руководитель проектов' }, { name: 'Бухгалтер' }, { name: 'Снабжение' }])
    .returning({ id: roles.id });
  await db.insert(rolePermits).values([
    ...PROJECT_MANAGER_PERMITS.map((permit) => ({ role_id: pmRole.id, permit })),
    ...ACCOUNTANT_PERMITS.map((permit) => ({ role_id: accountantRole.id, permit })),
    ...(['snab_setPriority', 'nomenclature_view', 'nomenclature_edit', 'contractors_view', 'invoices_view'] as Permit[]).map((permit) => ({
      role_id: supplyRole.id,
      permit,
    })),
  ]);

  const accounts = [
    { login: 'admin', fio: 'Администратор Системы', post: 'Системный администратор', type: 1, can_sign: 1 },
    { login: 'manager', fio: 'Соколова Ирина Викторовна', post: 'Руководитель проектов', type: 0, can_sign: 1 },
    { login: 'employee', fio: 'Петров Иван Сергеевич', post: 'Инженер', type: 0, can_sign: 0 },
    { login: 'accountant', fio: 'Морозова Елена Андреевна', post: 'Главный бухгалтер', type: 0, can_sign: 1 },
  ];
  const staffCount = Math.max(26, Math.round(26 * scale));
  const staff = Array.from({ length: staffCount }, (_, i) => {
    const female = i % 2 === 1;
    const first = (female ? DEMO_FIRST_F : DEMO_FIRST_M)[i % 12];
    const last = `${DEMO_LAST[(i * 7) % DEMO_LAST.length]}${female ? 'а' : ''}`;
    const patronymic = (female ? PATRONYMIC_F : PATRONYMIC_M)[i % 6];
    return {
      login: `user${i + 1}`,
      fio: `${last} ${first} ${patronymic}`,
      post: POSTS[i % POSTS.length],
      type: 0,
      can_sign: i % 5 === 0 ? 1 : 0,
    };
  });
  const people = [...accounts, ...staff];
  const inserted: { id: number; login: string }[] = [];
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500).map((p, j) => ({
      ...p,
      email: `${p.login}@demo.local`,
      phone: `+7 (9${String(10 + ((i + j) % 90)).padStart(2, '0')}) ${String(100 + ((i + j) % 900))}-${String(10 + ((i + j) % 90))}-${String(10 + ((i + j * 3) % 90))}`,
      department_id: depts[(i + j) % depts.length].id,
      password_hash: demoHash,
      // The demo password is published on purpose (README, start banner): a fresh demo does not
      // greet every account with the stale-password notice (issue 19). Real accounts created or
      // reset by an administrator still must change theirs, and old passwords still go stale.
      password_must_change: 0,
    }));
    inserted.push(...(await db.insert(users).values(chunk).returning({ id: users.id, login: users.login })));
  }
  const id = (login: string) => inserted.find((u) => u.login === login)!.id;
  await db.execute(sql`update users set avatar = '/api/users/' || id || '/avatar.svg' where avatar is null`);

  await db.insert(userOrganizations).values(inserted.map((u, i) => ({ user_id: u.id, organization_id: orgs[i % orgs.length].id })));
  await db.insert(userOrganizations).values({ user_id: id('admin'), organization_id: orgs[1].id });
  await db.insert(userRoles).values([
    { user_id: id('manager'), role_id: pmRole.id },
    { user_id: id('accountant'), role_id: accountantRole.id },
    { user_id: id('user1'), role_id: supplyRole.id },
    { user_id: id('user3'), role_id: supplyRole.id },
  ]);

  const [office, drivers] = await db
    .insert(groups)
    .values([{ name: 'Офис' }, { name: 'Водители' }])
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values([
      ...['admin', 'manager', 'employee', 'accountant'].map((login) => ({ group_id: office.id, user_id: id(login) })),
      ...inserted.filter((_, i) => i >= 4 && i % 4 === 0).map((u) => ({ group_id: drivers.id, user_id: u.id })),
    ]);

  await setParam(db, 'name', 'ООО «СеверСтройМонтаж»', id('admin'));
  await seedTasks(db, { scale });
  // Handover acts of the demo vehicles the task boards' seed made.
  await seedEquipmentActs(db);
  await seedApplications(db, { scale });
  await seedInvoices(db);
  await seedPayments(db);
  await seedApprovals(db);
  await seedExtracts(db);
  await seedInvoiceDirectories(db);
  // Groups, brands, properties and analogues of the demo nomenclature the applications' seed made.
  await seedNomenclature(db);
  await seedContracts(db);
  // The file registry's nomenclature; it places the originals of the signed contracts seeded before it.
  await seedContractCases(db);
  await seedContacts(db);
  // The demo correspondence: categories, types, documents with readers and postal items.
  await seedDocuments(db);
  // Storages, balances, acts of every kind (after the nomenclature and the users 'user9', 'employee').
  await seedWarehouse(db);
  await seedWarehouseMarkers(db);
  // Issue 17: vacancies and candidates, the knowledge base, support requests, budgets, menus.
  await seedRecruiting(db);
  await seedKnowledge(db);
  await seedSupport(db);
  await seedBudgeting(db);
  await seedCatering(db);
}
