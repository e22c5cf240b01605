import { Readable } from 'node:stream';
import type { DocumentState, Permit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { documentFiles } from './document-files.schema.ts';
import { documentPostalItems } from './document-postal-items.schema.ts';
import { documentReaders } from './document-readers.schema.ts';
import { documentCategories, documentCategoryFields, documents, documentTypes } from './documents.schema.ts';

/**
 * The demo correspondence (issue 15 "Demo"): five categories (letters open first) with their types,
 * a few hundred documents across them with Cyrillic subjects, organizations and partners, readers
 * (some read), postal items on outgoing letters, and the «Делопроизводство» role (documents_view,
 * documents_create) for two clerks (user14, user20). Files: `seedDocumentFiles` with a storage.
 */

interface CategorySeed {
  code: string;
  name: string;
  prefix: string;
  types: string[];
  subjects: string[];
}

const CATEGORIES: CategorySeed[] = [
  {
    code: 'letter',
    name: 'Письма',
    prefix: 'ПС',
    types: ['Запрос', 'Ответ на запрос', 'Претензия', 'Информационное письмо'],
    subjects: [
      'Запрос коммерческого предложения на поставку арматуры',
      'О погашении задолженности по договору поставки',
      'Запрос документов для сверки взаиморасчётов',
      'О переносе сроков выполнения работ на объекте',
      'Ответ на претензию о качестве бетона М300',
      'Об изменении банковских реквизитов',
      'О предоставлении исполнительной документации',
      'Приглашение на совещание по графику работ',
    ],
  },
  {
    code: 'order',
    name: 'Приказы',
    prefix: 'ПР',
    types: ['Приказ по основной деятельности', 'Приказ по личному составу'],
    subjects: [
      'О назначении ответственного за охрану труда',
      'Об утверждении графика отпусков на 2026 год',
      'О проведении инвентаризации склада',
      'О вводе в эксплуатацию нового оборудования',
      'О премировании сотрудников участка',
    ],
  },
  {
    code: 'notice',
    name: 'Уведомления',
    prefix: 'УВ',
    types: ['Уведомление о проверке', 'Уведомление о расторжении'],
    subjects: [
      'Уведомление о проведении плановой выездной проверки',
      'Уведомление о расторжении договора аренды техники',
      'Уведомление об отключении электроэнергии на площадке',
      'Уведомление о смене юридического адреса',
    ],
  },
  {
    code: 'act',
    name: 'Акты',
    prefix: 'АК',
    types: ['Акт сверки', 'Акт приёмки', 'Акт списания'],
    subjects: [
      'Акт сверки взаимных расчётов за квартал',
      'Акт приёмки выполненных работ по благоустройству',
      'Акт о списании материалов на объекте',
      'Акт осмотра строительной площадки',
    ],
  },
  {
    code: 'memo',
    name: 'Служебные записки',
    prefix: 'СЗ',
    types: ['Служебная записка', 'Докладная записка'],
    subjects: [
      'О закупке средств индивидуальной защиты',
      'О ремонте служебного автомобиля',
      'О нарушении сроков поставки щебня',
      'О выделении экскаватора для объекта',
    ],
  },
];

const STATES: DocumentState[] = ['new', 'active', 'active', 'answer_ready', 'complete', 'complete', 'additional_answer', 'archived'];
const RECIPIENTS = ['Генеральному директору', 'Главному инженеру', 'В бухгалтерию', 'Начальнику участка', 'В отдел снабжения'];
const CLERK_PERMITS: Permit[] = ['documents_view', 'documents_create'];
const CLERKS = ['user14', 'user20'];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A valid UPU S10 tracking number (`RA123456785RU`): eight digits and their check digit. */
export function s10TrackingNumber(serial: number): string {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  let check = 11 - (sum % 11);
  if (check === 10) check = 0;
  if (check === 11) check = 5;
  return `RA${digits}${check}RU`;
}

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
}

/** Categories and their types; answers the category ids by code and the type ids of each category. */
async function seedCategories(db: Db) {
  const categoryIds = await insertRegistryRows(
    db,
    documentCategories,
    CATEGORIES.map((c, i) => ({ name: c.name, code: c.code, default_load: c.code === 'letter' ? 1 : 0, position: i + 1 })),
  );
  const typeIds = new Map<string, number[]>();
  for (const [i, c] of CATEGORIES.entries())
    typeIds.set(
      c.code,
      await insertRegistryRows(
        db,
        documentTypes,
        c.types.map((name) => ({ name, category_id: categoryIds[i] })),
      ),
    );
  return { categoryIds, typeIds };
}

/** The demo documents (bulk inserts only); `count` documents spread over the categories. */
export async function seedDocuments(db: Db, { count = 300 }: { count?: number } = {}) {
  const { categoryIds, typeIds } = await seedCategories(db);
  const orgs = await ids(db, sql`select id from organizations order by id`);
  const partners = await ids(db, sql`select id from partners where status = 1 order by id limit 60`);
  const projects = await ids(db, sql`select id from projects where status = 1 order by id limit 10`);
  const [admin] = await ids(db, sql`select id from users where login = 'admin'`);
  const [manager] = await ids(db, sql`select id from users where login = 'manager'`);
  const clerks = await ids(
    db,
    sql`select id from users where login in (${sql.join(
      CLERKS.map((l) => sql`${l}`),
      sql`, `,
    )}) order by id`,
  );
  if (!admin || !orgs.length) return;

  // The clerks' role: they register documents and read what is sent to them.
  const [clerkRole] = await db.insert(roles).values({ name: 'Делопроизводство' }).returning({ id: roles.id });
  await db.insert(rolePermits).values(CLERK_PERMITS.map((permit) => ({ role_id: clerkRole.id, permit })));
  if (clerks.length) await db.insert(userRoles).values(clerks.map((user_id) => ({ user_id, role_id: clerkRole.id })));

  const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const rows = Array.from({ length: count }, (_, i) => {
    // Letters are half of the mail; the other categories share the rest.
    const ci = i % 2 === 0 ? 0 : 1 + (Math.floor(i / 2) % (CATEGORIES.length - 1));
    const category = CATEGORIES[ci];
    const inbox = category.code === 'letter' || category.code === 'notice' ? (i % 3 === 0 ? 'outgoing' : 'incoming') : 'internal';
    const registered = now - ((i * 7) % 400) * DAY - (i % 24) * 3_600_000;
    const state = pick(STATES, i * 3 + ci);
    const partner = partners.length && inbox !== 'internal' ? pick(partners, i * 7) : null;
    return {
      category_id: categoryIds[ci],
      type_id: pick(typeIds.get(category.code)!, i),
      inbox,
      number: `${inbox === 'outgoing' ? 'ИСХ' : inbox === 'incoming' ? 'ВХ' : category.prefix}-${year}/${String(i + 1).padStart(4, '0')}`,
      date: iso(registered),
      subject: pick(category.subjects, Math.floor(i / CATEGORIES.length)),
      state,
      organization_id: pick(orgs, i),
      contractor_id: partner,
      recipient: inbox === 'internal' ? pick(RECIPIENTS, i) : null,
      outgoing_number: inbox === 'incoming' ? `${100 + ((i * 13) % 900)}/${String((i % 12) + 1).padStart(2, '0')}` : null,
      reason:
        inbox === 'incoming'
          ? 'Поступило по почте, зарегистрировано в журнале входящей корреспонденции.'
          : 'Подготовлено по поручению руководителя.',
      responsible_id: i % 4 === 0 ? manager : pick(clerks.length ? clerks : [admin], i),
      answer_due: state === 'active' || state === 'additional_answer' ? iso(registered + ((i % 20) + 5) * DAY) : null,
      priority: i % 11 === 0 ? 'high' : i % 5 === 0 ? 'low' : 'normal',
      project_id: projects.length && i % 5 === 2 ? pick(projects, i) : null,
      who_add: pick(clerks.length ? clerks : [admin], i),
    };
  });
  const documentIds = await insertRegistryRows(db, documents, rows);

  // Custom fields of letters (spec 3 §3 `custom[...]`), the first letters carrying values.
  const letters = categoryIds[CATEGORIES.findIndex((c) => c.code === 'letter')];
  await db.insert(documentCategoryFields).values([
    { category_id: letters, code: 'arrival', label: 'Способ поступления', kind: 'text', position: 0 },
    { category_id: letters, code: 'resolution_due', label: 'Срок исполнения по резолюции', kind: 'date', position: 1 },
  ]);
  const ARRIVALS = ['Почта России', 'Курьер', 'Электронная почта', 'Лично'];
  for (const [k, i] of rows
    .flatMap((r, i) => (r.category_id === letters ? [i] : []))
    .slice(0, 12)
    .entries()) {
    const custom = {
      arrival: pick(ARRIVALS, k),
      ...(k % 2 === 0 ? { resolution_due: iso(Date.parse(rows[i].date) + ((k % 5) + 7) * DAY) } : {}),
    };
    await db.update(documents).set({ custom }).where(sql`${documents.id} = ${documentIds[i]}`);
  }

  // Readers on every third document: one to three of the people holding documents_view, some read.
  const readersPool = [admin, manager, ...clerks].filter((id): id is number => Boolean(id));
  const readers = documentIds.flatMap((document_id, i) => {
    if (i % 3 !== 0) return [];
    const n = 1 + (i % 3);
    return Array.from(new Set(Array.from({ length: n }, (_, k) => pick(readersPool, i + k)))).map((user_id, k) => {
      const read = (i + k) % 2 === 0;
      return {
        document_id,
        user_id,
        status: read ? 1 : 0,
        date_read: read ? new Date(now - (i % 30) * DAY) : null,
        who_add: rows[i].who_add,
      };
    });
  });
  for (let i = 0; i < readers.length; i += 500) await db.insert(documentReaders).values(readers.slice(i, i + 500));

  // Postal items on outgoing letters and notices: a domestic number, and an S10 one on every other.
  const postal = documentIds.flatMap((document_id, i) => {
    if (rows[i].inbox !== 'outgoing') return [];
    const items = [{ document_id, number: String(80_100_000_000_000 + i * 17), who_add: rows[i].who_add }];
    if (i % 2 === 0) items.push({ document_id, number: s10TrackingNumber(10_000_000 + i * 31), who_add: rows[i].who_add });
    return items;
  });
  for (let i = 0; i < postal.length; i += 500) await db.insert(documentPostalItems).values(postal.slice(i, i + 500));
}

/** Documents that get a generated PDF scan when the seed has a storage. */
const WITH_FILES = 30;

interface DemoDocument {
  id: number;
  number: string;
  date: string;
  subject: string;
  inbox: string;
  reason: string | null;
  organization: string;
  contractor: string;
  recipient: string | null;
  who_add: number | null;
}

function letterOf(d: DemoDocument): { definition: TDocumentDefinitions; text: string } {
  const body = [
    `${d.organization}`,
    `${d.inbox === 'incoming' ? 'Входящий' : d.inbox === 'outgoing' ? 'Исходящий' : 'Внутренний'} № ${d.number} от ${d.date.split('-').reverse().join('.')}`,
    d.contractor ? `Контрагент: ${d.contractor}` : d.recipient ? `Кому: ${d.recipient}` : '',
    `Тема: ${d.subject}`,
    `Уважаемые коллеги! Настоящим сообщаем: ${d.subject.toLowerCase()}. ${d.reason ?? ''}`,
    'Просим рассмотреть и дать ответ в установленный срок.',
    'С уважением, канцелярия.',
  ].filter(Boolean);
  return {
    definition: {
      pageSize: 'A4',
      content: body.map((text, i) => ({
        text,
        fontSize: i === 3 ? 13 : 11,
        bold: i === 3,
        margin: [0, 0, 0, 10] as [number, number, number, number],
      })),
    },
    text: body.join('\n'),
  };
}

/**
 * A generated PDF scan (type 1) for the first documents, stored as the document files' service keeps
 * them (area `documents`, the text for the list's search), and their `count_files`. Without a storage,
 * or when the documents already have files, nothing.
 */
export async function seedDocumentFiles(db: Db, storage?: FileStorage): Promise<void> {
  if (!storage) return;
  const list = await queryRows<DemoDocument>(
    db,
    sql`select d.id, d.number, d.date::text as date, d.subject, d.inbox, d.reason, d.recipient, d.who_add,
          coalesce(o.name, '') as organization, coalesce(p.name, '') as contractor
        from documents d
        left join organizations o on o.id = d.organization_id
        left join partners p on p.id = d.contractor_id
        where d.id in (select id from documents where status = 1 order by id limit ${WITH_FILES})
          and not exists (select 1 from document_files f where f.document_id = d.id)
        order by d.id`,
  );
  for (const d of list) {
    const { definition, text } = letterOf(d);
    const name = `${d.number.replaceAll('/', '-')}.pdf`;
    const { key, size } = await storage.putStream('documents', Readable.from([await renderPdf(definition)]), name);
    await db.insert(documentFiles).values({
      document_id: d.id,
      type: 1,
      name,
      ext: 'pdf',
      size,
      pages: 1,
      original_key: key,
      file_key: key,
      text,
      who_add: d.who_add,
    });
    await db.execute(sql`update documents set count_files = 1 where id = ${d.id}`);
  }
}
