import { z } from 'zod';
import { defineRegistry, type EnumOption } from './registry/definition.ts';

/**
 * Documents and correspondence (spec 1 §2 `/documents [documents_view]`, add `[documents_create]`,
 * `{id}`; spec 3 §3 "Documents", §4 "Drive, documents, session", §5 "Documents and drive", §7
 * "Documents"; issue 15). The documents are a registry of the engine at `/api/documents`; their
 * categories (`services/guides` category types: code, default_load) and types (`documents/types?
 * group_id=2`) are two small registries. Files, readers, postal items and the registration queue
 * are the module's own calls, shaped below. Messages are keys `documents.*`.
 */

/** Where a document stands (spec 2 "Linked documents": active and additional_answer ask for an answer). */
export const DOCUMENT_STATES = [
  { value: 'new', ru: 'Зарегистрирован', en: 'Registered', color: 'default' },
  { value: 'active', ru: 'На исполнении', en: 'In progress', color: 'blue' },
  { value: 'additional_answer', ru: 'Нужен доп. ответ', en: 'Additional answer needed', color: 'orange' },
  { value: 'answer_ready', ru: 'Ответ готов', en: 'Answer ready', color: 'cyan' },
  { value: 'complete', ru: 'Исполнен', en: 'Complete', color: 'green' },
  { value: 'archived', ru: 'В архиве', en: 'Archived', color: 'default' },
] as const satisfies readonly EnumOption[];
export type DocumentState = (typeof DOCUMENT_STATES)[number]['value'];

/** States that ask a ticket's performer for an answer before the work is finished (spec 2 "Linked documents"). */
export const DOCUMENT_ANSWER_STATES: readonly DocumentState[] = ['active', 'additional_answer'];

/** The document's direction (spec 3 §3 `inbox`). */
export const DOCUMENT_DIRECTIONS = [
  { value: 'incoming', ru: 'Входящий', en: 'Incoming', color: 'blue' },
  { value: 'outgoing', ru: 'Исходящий', en: 'Outgoing', color: 'purple' },
  { value: 'internal', ru: 'Внутренний', en: 'Internal', color: 'default' },
] as const satisfies readonly EnumOption[];
export type DocumentDirection = (typeof DOCUMENT_DIRECTIONS)[number]['value'];

export const DOCUMENT_PRIORITIES = [
  { value: 'low', ru: 'Низкий', en: 'Low', color: 'default' },
  { value: 'normal', ru: 'Обычный', en: 'Normal', color: 'blue' },
  { value: 'high', ru: 'Высокий', en: 'High', color: 'red' },
] as const satisfies readonly EnumOption[];

const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;
/** The categories and types live under /documents (their registries' `api`), not at `/<registry name>`. */
const CATEGORY_LOOKUP = { url: '/documents/categories', params: { model_method: 'autocomplete' } } as const;
const TYPE_LOOKUP = { url: '/documents/kinds', params: { model_method: 'autocomplete' } } as const;

/** Document categories (letter, order, notice…): spec 3 §3 "Document category: code, default_load". */
export const documentCategoriesRegistry = defineRegistry({
  name: 'document_categories',
  api: '/documents/categories',
  path: '/documents/directory/categories',
  label: { ru: 'Категории документов', en: 'Document categories' },
  permits: { view: 'documents_view', create: 'documents_create', edit: 'documents_create', delete: 'documents_create' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'position', order: 'asc' },
  fields: [
    {
      name: 'name',
      kind: 'text',
      max: 200,
      label: { ru: 'Наименование', en: 'Name' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, required: true, list: true, search: 'B' },
    {
      name: 'default_load',
      kind: 'boolean',
      default: 0,
      label: { ru: 'Открывать по умолчанию', en: 'Opened by default' },
      list: true,
    },
    { name: 'position', kind: 'number', min: 0, max: 10_000, default: 0, label: { ru: 'Порядок', en: 'Order' }, list: true, sort: true },
  ],
});

/** Document types within a category (`documents/types?group_id=2`: group 2 is correspondence). */
export const documentTypesRegistry = defineRegistry({
  name: 'document_types',
  api: '/documents/kinds',
  path: '/documents/directory/types',
  label: { ru: 'Типы документов', en: 'Document types' },
  permits: { view: 'documents_view', create: 'documents_create', edit: 'documents_create', delete: 'documents_create' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    {
      name: 'name',
      kind: 'text',
      max: 200,
      label: { ru: 'Наименование', en: 'Name' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    {
      name: 'category_id',
      kind: 'remote',
      registry: 'document_categories',
      lookup: CATEGORY_LOOKUP,
      label: { ru: 'Категория', en: 'Category' },
      list: true,
      filter: true,
    },
  ],
});

/**
 * A document (spec 3 §3): number, date, direction (`inbox`), organization, recipient, contractor,
 * reason; `count_files` is kept by the file calls. `number` and `date` are checked with the spec's
 * own messages (spec 3 §5: empty number 'Enter number', empty date 'Select date').
 */
export const documentsRegistry = defineRegistry({
  name: 'documents',
  label: { ru: 'Документы', en: 'Documents' },
  permits: { view: 'documents_view', create: 'documents_create', edit: 'documents_create', delete: 'documents_create' },
  lookup: 'session',
  title: 'subject',
  defaultSort: { field: 'date', order: 'desc' },
  chat: true,
  groups: [
    { label: { ru: 'Стороны', en: 'Parties' }, fields: ['organization_id', 'contractor_id', 'recipient', 'outgoing_number'] },
    { label: { ru: 'Исполнение', en: 'Execution' }, fields: ['responsible_id', 'answer_due', 'priority', 'project_id'] },
  ],
  fields: [
    {
      name: 'category_id',
      kind: 'remote',
      registry: 'document_categories',
      lookup: CATEGORY_LOOKUP,
      label: { ru: 'Категория', en: 'Category' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'type_id',
      kind: 'remote',
      registry: 'document_types',
      lookup: TYPE_LOOKUP,
      label: { ru: 'Тип', en: 'Type' },
      list: true,
      filter: true,
    },
    {
      name: 'inbox',
      kind: 'enum',
      options: DOCUMENT_DIRECTIONS,
      default: 'incoming',
      required: true,
      label: { ru: 'Направление', en: 'Direction' },
      list: true,
      filter: true,
    },
    { name: 'number', kind: 'text', max: 100, label: { ru: 'Рег. номер', en: 'Reg. number' }, list: true, sort: true, search: 'A' },
    { name: 'date', kind: 'date', label: { ru: 'Дата регистрации', en: 'Registration date' }, list: true, sort: true, filter: true },
    { name: 'subject', kind: 'text', max: 500, label: { ru: 'Тема', en: 'Subject' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'state',
      kind: 'enum',
      options: DOCUMENT_STATES,
      default: 'new',
      required: true,
      label: { ru: 'Статус', en: 'Status' },
      list: true,
      filter: true,
    },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    {
      name: 'contractor_id',
      kind: 'remote',
      registry: 'partners',
      label: { ru: 'Контрагент', en: 'Contractor' },
      list: true,
      filter: true,
    },
    { name: 'recipient', kind: 'text', max: 255, label: { ru: 'Адресат', en: 'Recipient' }, search: 'B' },
    { name: 'outgoing_number', kind: 'text', max: 100, label: { ru: 'Исх. номер отправителя', en: "Sender's number" }, search: 'A' },
    { name: 'reason', kind: 'longText', max: 4000, label: { ru: 'Основание / содержание', en: 'Reason / summary' }, search: 'C' },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'answer_due', kind: 'date', label: { ru: 'Срок ответа', en: 'Answer due' }, sort: true, filter: true },
    {
      name: 'priority',
      kind: 'enum',
      options: DOCUMENT_PRIORITIES,
      default: 'normal',
      required: true,
      label: { ru: 'Приоритет', en: 'Priority' },
      filter: true,
    },
    { name: 'project_id', kind: 'remote', registry: 'projects', label: { ru: 'Проект', en: 'Project' }, filter: true },
    {
      name: 'count_files',
      kind: 'number',
      min: 0,
      default: 0,
      readOnly: true,
      label: { ru: 'Файлов', en: 'Files' },
      list: true,
      sort: true,
    },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
  check: (values): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    if (typeof values.number !== 'string' || values.number.trim() === '') errors.number = ['documents.enterNumber'];
    if (typeof values.date !== 'string' || values.date === '') errors.date = ['documents.selectDate'];
    return errors;
  },
});

const INT_LIMIT = 2_147_483_647;
export const documentIdParam = z.coerce.number().int().positive().max(INT_LIMIT);
