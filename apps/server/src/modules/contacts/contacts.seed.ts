import { joinEntries } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { DEMO_FIRST_F, DEMO_FIRST_M, DEMO_LAST } from '../../shared/demo-names.ts';
import { transliterate } from '../../shared/transliterate.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { contactGroups, contacts } from './contacts.schema.ts';

const GROUPS: readonly (readonly [string, string])[] = [
  ['Поставщики', 'Менеджеры поставщиков материалов и запчастей'],
  ['Заказчики', 'Контактные лица заказчиков'],
  ['Подрядчики', 'Субподрядные организации'],
  ['Банки', 'Персональные менеджеры банков'],
  ['Госорганы', 'Инспекции, администрации, надзорные органы'],
  ['Транспорт', 'Перевозчики и экспедиторы'],
  ['Сервис', 'Сервисные центры и ремонт техники'],
  ['Личные', 'Прочие контакты'],
];

const MIDDLE = ['Александров', 'Сергеев', 'Иванов', 'Петров', 'Викторов', 'Николаев', 'Андреев', 'Михайлов'];
/** The demo last names and four more (contacts outnumber users). */
const LAST = [...DEMO_LAST, 'Павлов', 'Козлов', 'Степанов', 'Николаев'];
const ORGS = [
  'ООО «ПромСнаб»',
  'АО «Уралметиз»',
  'ООО «СтройКомплект»',
  'ООО «Северные перевозки»',
  'ПАО Сбербанк',
  'ООО «ЭлектроМонтаж»',
  'Администрация г. Сургута',
  'ООО «Техноресурс»',
  'ООО «АвтоДеталь-Сибирь»',
  'АО «Нефтехимпром»',
];
const POSTS = ['Менеджер', 'Главный инженер', 'Директор', 'Бухгалтер', 'Специалист', 'Начальник отдела', 'Диспетчер', 'Юрист'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The i-th demo contact: a Russian full name, a company and post, one to three phones (+7) and e-mails. */
function demoContact(i: number, groupIds: readonly number[]) {
  const female = i % 3 === 1;
  const first = (female ? DEMO_FIRST_F : DEMO_FIRST_M)[i % 12];
  const last = LAST[(i * 7) % LAST.length];
  const middle = MIDDLE[(i * 5) % MIDDLE.length];
  const name = `${last}${female ? 'а' : ''} ${first} ${middle}${female ? 'на' : 'ич'}`;
  const org = ORGS[(i * 3) % ORGS.length];
  const mobile = `+7 (9${pad((i * 37) % 100, 2)}) ${pad((i * 613) % 1000, 3)}-${pad((i * 7) % 100, 2)}-${pad((i * 29) % 100, 2)}`;
  const work = `+7 (34${pad(i % 100, 2)}) ${pad((i * 41) % 100, 2)}-${pad((i * 13) % 100, 2)}-${pad((i * 17) % 100, 2)}`;
  const phones = [
    mobile,
    ...(i % 2 === 0 ? [work] : []),
    ...(i % 7 === 0 ? [`8 800 ${pad(200 + (i % 700), 3)}-${pad(i % 100, 2)}-${pad((i * 3) % 100, 2)}`] : []),
  ];
  const login = `${transliterate(first)}.${transliterate(last)}${i}`;
  const emails = [`${login}@example.ru`, ...(i % 4 === 0 ? [`${transliterate(last)}${i}@mail.example.com`] : [])];
  return {
    name,
    organization: i % 9 === 8 ? null : org,
    post: POSTS[i % POSTS.length],
    group_id: groupIds[i % groupIds.length],
    phones: joinEntries(phones),
    emails: joinEntries(emails),
    birthday: i % 5 === 0 ? `${1960 + (i % 40)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}` : null,
    notes: i % 6 === 0 ? 'Предпочитает связь по почте' : null,
  };
}

/** Demo contacts: 8 groups and 300 contacts (times `scale`). Answers the contact ids in order. */
export async function seedContacts(db: Db, { scale = 1 }: { scale?: number } = {}): Promise<number[]> {
  const groupIds = await insertRegistryRows(
    db,
    contactGroups,
    GROUPS.map(([name, description]) => ({ name, description })),
  );
  const count = Math.max(1, Math.round(300 * scale));
  return insertRegistryRows(
    db,
    contacts,
    Array.from({ length: count }, (_, i) => demoContact(i, groupIds)),
  );
}
