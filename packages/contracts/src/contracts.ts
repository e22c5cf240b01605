import { defineRegistry, type EnumOption } from './registry/definition.ts';

/**
 * Where a contract stands (spec 3 §4: a new signer returns it to review). Only actions change it
 * (sending to signers, the last signature, cancel sign, expiry, `POST documents/contracts/:id/terminate`):
 * the field is `readOnly`, so the form leaves it out and a create or patch body's value is ignored.
 */
export const CONTRACT_STATES = [
  { value: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' },
  { value: 'review', ru: 'На согласовании', en: 'Under review', color: 'blue' },
  { value: 'signed', ru: 'Подписан', en: 'Signed', color: 'green' },
  { value: 'expired', ru: 'Истёк', en: 'Expired', color: 'orange' },
  { value: 'terminated', ru: 'Расторгнут', en: 'Terminated', color: 'red' },
] as const satisfies readonly EnumOption[];
export type ContractState = (typeof CONTRACT_STATES)[number]['value'];

/** A contract proper or an additional agreement to one (`parent_id`, its own `sum_change`). */
export const CONTRACT_KINDS = [
  { value: 'contract', ru: 'Договор', en: 'Contract', color: 'blue' },
  { value: 'agreement', ru: 'Доп. соглашение', en: 'Additional agreement', color: 'purple' },
] as const satisfies readonly EnumOption[];
export type ContractKind = (typeof CONTRACT_KINDS)[number]['value'];

/** Units of the prolongation term. */
export const CONTRACT_TERM_UNITS = [
  { value: 'month', ru: 'мес.', en: 'months', color: 'default' },
  { value: 'year', ru: 'г.', en: 'years', color: 'default' },
] as const satisfies readonly EnumOption[];

const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;
/** The contracts' look-up (spec 3 §7 "Contract autocomplete: GET documents/contracts"). */
export const CONTRACT_LOOKUP = { url: 'documents/contracts', params: { model_method: 'autocomplete' } } as const;

/**
 * Contracts with partners (spec 1 §2 `/contracts`, spec 3 §3 "Contracts and others", issue 14) on
 * the registry engine. The API is `/api/documents/contracts` (spec 3 §7: `GET/PATCH
 * documents/contracts/{id}`, `POST documents/contracts/`, the autocomplete `GET documents/contracts`);
 * chat, tags, files and history are keyed `contracts`. `contracts_view` reads, `contracts_edit`
 * writes; lawyers hold `contracts_lawyer` (spec 3 §6 document types). An additional agreement is a
 * contract of kind `agreement` whose `parent_id` is the main contract; its `sum_change` adds to the
 * main contract's sum (the works' limit is the sum plus the signed agreements' changes).
 */
export const contractsRegistry = defineRegistry({
  name: 'contracts',
  api: '/documents/contracts',
  label: { ru: 'Договоры', en: 'Contracts' },
  permits: { view: 'contracts_view', create: 'contracts_edit', edit: 'contracts_edit', delete: 'contracts_edit' },
  lookup: 'session',
  title: 'number',
  defaultSort: { field: 'id', order: 'desc' },
  chat: true,
  groups: [
    { label: { ru: 'Стороны', en: 'Parties' }, fields: ['organization_id', 'contractor_id'] },
    { label: { ru: 'Сумма и сроки', en: 'Sum and dates' }, fields: ['sum', 'sum_change', 'start_date', 'expiry_date'] },
    {
      label: { ru: 'Пролонгация', en: 'Prolongation' },
      fields: ['prolongation_auto', 'prolongation_term', 'prolongation_unit', 'prolongation_count'],
    },
    { label: { ru: 'Ответственные', en: 'People' }, fields: ['lawyer_id', 'responsible_id', 'project_id'] },
  ],
  fields: [
    { name: 'number', kind: 'text', max: 100, label: { ru: 'Номер', en: 'Number' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'date', kind: 'date', label: { ru: 'Дата договора', en: 'Contract date' }, list: true, sort: true, filter: true },
    {
      name: 'kind',
      kind: 'enum',
      label: { ru: 'Вид', en: 'Kind' },
      options: CONTRACT_KINDS,
      default: 'contract',
      required: true,
      filter: true,
    },
    {
      name: 'parent_id',
      kind: 'remote',
      registry: 'contracts',
      lookup: CONTRACT_LOOKUP,
      excludeSelf: true,
      requiredWhen: { field: 'kind', equals: 'agreement' },
      label: { ru: 'Основной договор', en: 'Main contract' },
      filter: true,
    },
    {
      name: 'type_id',
      kind: 'remote',
      registry: 'contract_types',
      label: { ru: 'Тип', en: 'Type' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'profit_type_id',
      kind: 'remote',
      registry: 'contract_profit_types',
      label: { ru: 'Доходность', en: 'Profit type' },
      filter: true,
    },
    {
      name: 'subject',
      kind: 'longText',
      max: 2000,
      label: { ru: 'Предмет договора', en: 'Subject' },
      required: true,
      list: true,
      search: 'B',
    },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: CONTRACT_STATES,
      default: 'draft',
      readOnly: true,
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      label: { ru: 'Организация', en: 'Organization' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'contractor_id',
      kind: 'remote',
      registry: 'partners',
      label: { ru: 'Контрагент', en: 'Contractor' },
      required: true,
      list: true,
      filter: true,
    },
    { name: 'sum', kind: 'money', total: true, label: { ru: 'Сумма, ₽', en: 'Sum, ₽' }, list: true, sort: true, filter: true },
    { name: 'sum_change', kind: 'money', label: { ru: 'Изменение суммы, ₽', en: 'Sum change, ₽' } },
    { name: 'start_date', kind: 'date', label: { ru: 'Начало действия', en: 'Start' }, sort: true, filter: true },
    { name: 'expiry_date', kind: 'date', label: { ru: 'Срок действия', en: 'Expiry' }, list: true, sort: true, filter: true },
    {
      name: 'prolongation_auto',
      kind: 'boolean',
      default: 0,
      label: { ru: 'Автопролонгация', en: 'Automatic prolongation' },
      filter: true,
    },
    { name: 'prolongation_term', kind: 'number', min: 1, max: 120, label: { ru: 'Срок пролонгации', en: 'Prolongation term' } },
    {
      name: 'prolongation_unit',
      kind: 'enum',
      options: CONTRACT_TERM_UNITS,
      default: 'year',
      label: { ru: 'Единица срока', en: 'Term unit' },
    },
    {
      name: 'prolongation_count',
      kind: 'number',
      min: 0,
      max: 99,
      label: { ru: 'Осталось пролонгаций', en: 'Prolongations left' },
    },
    { name: 'lawyer_id', kind: 'user', label: { ru: 'Юрист', en: 'Lawyer' }, list: true, filter: true },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'project_id', kind: 'remote', registry: 'projects', label: { ru: 'Проект', en: 'Project' }, filter: true },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'files', kind: 'files', label: { ru: 'Файлы', en: 'Files' } },
  ],
});

/** Contract types (the directory's first tab; spec 1 §2 `/contracts/directory`). */
export const contractTypesRegistry = defineRegistry({
  name: 'contract_types',
  path: '/contracts/directory',
  label: { ru: 'Типы договоров', en: 'Contract types' },
  permits: { view: 'contracts_view', create: 'contracts_edit', edit: 'contracts_edit', delete: 'contracts_edit' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, list: true },
  ],
});

/**
 * Profit types (spec 3 §7 `v2_contracts/profit/types`): whether the company pays (expense) or is
 * paid (income); `direction` picks the invoices' kind of the contract (`contracts` / `contracts_income`).
 */
export const CONTRACT_DIRECTIONS = [
  { value: 'expense', ru: 'Расходный', en: 'Expense', color: 'volcano' },
  { value: 'income', ru: 'Доходный', en: 'Income', color: 'green' },
] as const satisfies readonly EnumOption[];

export const contractProfitTypesRegistry = defineRegistry({
  name: 'contract_profit_types',
  path: '/contracts/directory/profit',
  label: { ru: 'Доходность договоров', en: 'Contract profit types' },
  permits: { view: 'contracts_view', create: 'contracts_edit', edit: 'contracts_edit', delete: 'contracts_edit' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'direction',
      kind: 'enum',
      options: CONTRACT_DIRECTIONS,
      default: 'expense',
      required: true,
      label: { ru: 'Направление', en: 'Direction' },
      list: true,
      filter: true,
    },
  ],
});
