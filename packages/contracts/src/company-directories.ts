import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * The company's own directories of spec 1 §2 `/directory` (issue 12) on the registry engine:
 * organizations (`organizations_view`), locations (`locations_list_view`) and expenditure
 * items (`directory_expenditure`). Their API names differ from the tables' (`organizations_list`,
 * `locations_list`): `GET /api/organizations` and `GET /api/locations` stay the session
 * look-ups the users' and applications' forms read. The right opens and keeps the directory;
 * the look-up other forms call needs only a session.
 */

/** The picker of an own legal entity (the partners look-up with `type=organization`, as every form picks one). */
const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;

/**
 * The company's own legal entities (`/directory/organizations`; table `organizations` of the
 * users module, chosen wherever an organization is): names, INN / KPP / OGRN with their
 * checksums (a 10-digit INN), legal address, bank details (the account keys checked against the BIK), the
 * director and the chief accountant, contacts, tags and files (charter, extracts).
 */
export const organizationsRegistry = defineRegistry({
  name: 'organizations_list',
  path: '/directory/organizations',
  label: { ru: 'Организации', en: 'Organizations' },
  permits: { view: 'organizations_view', create: 'organizations_view', edit: 'organizations_view', delete: 'organizations_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    { label: { ru: 'Реквизиты', en: 'Company details' }, fields: ['inn', 'kpp', 'ogrn', 'legal_address'] },
    { label: { ru: 'Банк', en: 'Bank' }, fields: ['bank_name', 'bik', 'account', 'corr_account'] },
    { label: { ru: 'Руководство и контакты', en: 'Management and contacts' }, fields: ['director', 'chief_accountant', 'phone', 'email'] },
  ],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { ru: 'Полное наименование', en: 'Full name' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    { name: 'short_name', kind: 'text', label: { ru: 'Краткое наименование', en: 'Short name' }, list: true, sort: true, search: 'A' },
    { name: 'inn', kind: 'inn', label: { ru: 'ИНН', en: 'INN' }, list: true, sort: true, filter: true, search: 'A' },
    { name: 'kpp', kind: 'kpp', label: { ru: 'КПП', en: 'KPP' }, list: true, search: 'B' },
    { name: 'ogrn', kind: 'ogrn', label: { ru: 'ОГРН', en: 'OGRN' }, search: 'B' },
    { name: 'legal_address', kind: 'longText', label: { ru: 'Юридический адрес', en: 'Legal address' }, list: true, search: 'C' },
    { name: 'bank_name', kind: 'text', label: { ru: 'Банк', en: 'Bank' }, search: 'C' },
    { name: 'bik', kind: 'bik', label: { ru: 'БИК', en: 'BIK' } },
    { name: 'account', kind: 'account', bik: 'bik', label: { ru: 'Расчётный счёт', en: 'Settlement account' } },
    { name: 'corr_account', kind: 'corrAccount', bik: 'bik', label: { ru: 'Корр. счёт', en: 'Correspondent account' } },
    { name: 'director', kind: 'text', label: { ru: 'Генеральный директор', en: 'Director' }, list: true, search: 'C' },
    { name: 'chief_accountant', kind: 'text', label: { ru: 'Главный бухгалтер', en: 'Chief accountant' }, search: 'D' },
    { name: 'phone', kind: 'phone', label: { ru: 'Телефон', en: 'Phone' }, list: true, search: 'D' },
    { name: 'email', kind: 'email', label: { ru: 'Эл. почта', en: 'E-mail' }, search: 'D' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'documents', kind: 'files', label: { ru: 'Документы', en: 'Documents' } },
  ],
  /** The company's entities are legal entities: a 10-digit INN (12 digits are a person's). */
  check: (values): Record<string, string[]> =>
    typeof values.inn === 'string' && values.inn.length === 12 ? { inn: ['inn.organizationLength'] } : {},
});

/**
 * Locations (`/directory/locations`; table `locations` of the dictionaries module, the sites
 * and bases applications deliver to): name, address, the own organization, the responsible
 * employee, comment, tags.
 */
export const locationsRegistry = defineRegistry({
  name: 'locations_list',
  path: '/directory/locations',
  label: { ru: 'Локации', en: 'Locations' },
  permits: { view: 'locations_list_view', create: 'locations_list_view', edit: 'locations_list_view', delete: 'locations_list_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'address', kind: 'longText', label: { ru: 'Адрес', en: 'Address' }, list: true, search: 'B' },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

export const EXPENDITURE_KINDS = [
  { value: 'expense', ru: 'Расход', en: 'Expense', color: 'volcano' },
  { value: 'income', ru: 'Доход', en: 'Income', color: 'green' },
] as const;

/**
 * Expenditure items (`/directory/expenditure`, right `directory_expenditure`; invoices and
 * budgeting use them): a tree (`parent_id`, a record of the same registry; the server refuses
 * a parent that would close a cycle, atomically; the parent picker leaves out the item's whole
 * subtree), code, name, kind (expense / income), comment, tags.
 * The default order by code keeps a group next to its items (`01`, `01.01`, `01.02`, `02`...).
 */
export const expenditureItemsRegistry = defineRegistry({
  name: 'expenditure_items',
  path: '/directory/expenditure',
  label: { ru: 'Статьи расходов', en: 'Expenditure items' },
  permits: {
    view: 'directory_expenditure',
    create: 'directory_expenditure',
    edit: 'directory_expenditure',
    delete: 'directory_expenditure',
  },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  chat: true,
  fields: [
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, list: true, sort: true, search: 'A' },
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'parent_id',
      kind: 'remote',
      registry: 'expenditure_items',
      excludeSelf: true,
      label: { ru: 'Родительская статья', en: 'Parent item' },
      list: true,
      filter: true,
    },
    {
      name: 'kind',
      kind: 'enum',
      label: { ru: 'Вид', en: 'Kind' },
      options: EXPENDITURE_KINDS,
      default: 'expense',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

/** Items the tree view loads at most (`GET /api/expenditure_items/tree`); past it the answer says `truncated`. */
export const EXPENDITURE_TREE_MAX = 5000;

/**
 * `GET /api/expenditure_items/tree` (`directory_expenditure`): every active item by code, then
 * name, with its parent (null for a root, or when the parent is in the trash), for the web's
 * tree view; at most `EXPENDITURE_TREE_MAX`.
 */
export const expenditureTreeSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      code: z.string().nullable(),
      name: z.string(),
      parent_id: z.number().int().nullable(),
      kind: z.string(),
    }),
  ),
  truncated: z.boolean(),
});
export type ExpenditureTree = z.infer<typeof expenditureTreeSchema>;
