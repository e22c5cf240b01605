import { z } from 'zod';
import { defineRegistry, type EnumOption } from './registry/definition.ts';

/**
 * The contracts' file registry (spec 1 §2 `/contracts/fileregistry [contracts_nomenclature_view]`,
 * spec 3 §7 "nomenclature registry, division and case endpoints under v2_contracts/nomenclature"):
 * the case nomenclature (номенклатура дел) — divisions and their cases — and the registry of where
 * each signed original contract is kept. Three registries of the engine, API under
 * `/api/v2_contracts/nomenclature/...`; `contracts_nomenclature_view` views, `contracts_edit` writes.
 */
const PERMITS = {
  view: 'contracts_nomenclature_view',
  create: 'contracts_edit',
  edit: 'contracts_edit',
  delete: 'contracts_edit',
} as const;

/** The web path of the file registry (the originals); the divisions and cases are its other views. */
export const FILE_REGISTRY_PATH = '/contracts/fileregistry';

/**
 * Divisions of the nomenclature (разделы: «01 Юридический отдел»). The code is unique among live
 * divisions; a division with live cases cannot be deleted.
 */
export const contractDivisionsRegistry = defineRegistry({
  name: 'contract_divisions',
  api: '/v2_contracts/nomenclature/divisions',
  path: `${FILE_REGISTRY_PATH}/divisions`,
  label: { ru: 'Подразделения номенклатуры', en: 'Nomenclature divisions' },
  permits: PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    { name: 'code', kind: 'text', max: 20, label: { ru: 'Код', en: 'Code' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'head_id', kind: 'user', label: { ru: 'Руководитель', en: 'Head' }, list: true, filter: true },
    { name: 'note', kind: 'longText', max: 2000, label: { ru: 'Примечание', en: 'Note' }, search: 'C' },
  ],
});

/** A case is open for new originals or closed (its originals stay where they are). */
export const CONTRACT_CASE_STATES = [
  { value: 'open', ru: 'Открыто', en: 'Open', color: 'green' },
  { value: 'closed', ru: 'Закрыто', en: 'Closed', color: 'default' },
] as const satisfies readonly EnumOption[];
export type ContractCaseState = (typeof CONTRACT_CASE_STATES)[number]['value'];

/**
 * Cases of the nomenclature (дела: «01-05 Договоры с поставщиками»): index (unique among live
 * cases), title, division, year, storage period and the article of the list of storage periods,
 * the place where the originals are kept (shelf, box), the responsible. A closed case takes no new
 * originals; a case holding live originals cannot be deleted.
 */
export const contractCasesRegistry = defineRegistry({
  name: 'contract_cases',
  api: '/v2_contracts/nomenclature/cases',
  path: `${FILE_REGISTRY_PATH}/cases`,
  label: { ru: 'Дела', en: 'Cases' },
  permits: PERMITS,
  lookup: 'session',
  title: 'case_index',
  defaultSort: { field: 'case_index', order: 'asc' },
  groups: [{ label: { ru: 'Хранение', en: 'Storage' }, fields: ['storage_years', 'storage_article', 'shelf', 'box', 'responsible_id'] }],
  fields: [
    {
      name: 'case_index',
      kind: 'text',
      max: 30,
      label: { ru: 'Индекс дела', en: 'Case index' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    { name: 'title', kind: 'text', max: 500, label: { ru: 'Заголовок дела', en: 'Title' }, required: true, list: true, search: 'A' },
    {
      name: 'division_id',
      kind: 'remote',
      registry: 'contract_divisions',
      label: { ru: 'Подразделение', en: 'Division' },
      required: true,
      list: true,
      filter: true,
    },
    // Text, not a number: a year reads «2026», never «2 026».
    { name: 'year', kind: 'text', max: 4, label: { ru: 'Год', en: 'Year' }, list: true, sort: true, filter: true },
    {
      name: 'state',
      kind: 'enum',
      options: CONTRACT_CASE_STATES,
      default: 'open',
      required: true,
      label: { ru: 'Состояние', en: 'State' },
      list: true,
      filter: true,
    },
    { name: 'storage_years', kind: 'number', min: 1, max: 100, label: { ru: 'Срок хранения, лет', en: 'Kept for, years' }, list: true },
    { name: 'storage_article', kind: 'text', max: 100, label: { ru: 'Статья перечня', en: 'Article of the list' } },
    { name: 'shelf', kind: 'text', max: 100, label: { ru: 'Стеллаж / полка', en: 'Shelf' }, list: true, search: 'C' },
    { name: 'box', kind: 'text', max: 100, label: { ru: 'Короб', en: 'Box' }, list: true, search: 'C' },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'note', kind: 'longText', max: 2000, label: { ru: 'Примечание', en: 'Note' }, search: 'D' },
  ],
});

/**
 * Where each signed original is kept: one live entry per contract (an additional agreement is a
 * contract of its own), in an open case; only a signed contract (signed, expired or terminated) has
 * an original to place. The inventory number is unique among live entries; the date placed is not
 * in the future.
 */
export const contractOriginalsRegistry = defineRegistry({
  name: 'contract_originals',
  api: '/v2_contracts/nomenclature/registry',
  path: FILE_REGISTRY_PATH,
  label: { ru: 'Оригиналы договоров', en: 'Contract originals' },
  permits: PERMITS,
  lookup: 'session',
  title: 'inventory_number',
  defaultSort: { field: 'placed_date', order: 'desc' },
  fields: [
    {
      name: 'inventory_number',
      kind: 'text',
      max: 50,
      label: { ru: 'Учётный номер', en: 'Inventory number' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    {
      name: 'contract_id',
      kind: 'remote',
      registry: 'contracts',
      lookup: { url: 'documents/contracts', params: { model_method: 'autocomplete' } },
      label: { ru: 'Договор', en: 'Contract' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'case_id',
      kind: 'remote',
      registry: 'contract_cases',
      lookup: { url: 'v2_contracts/nomenclature/cases', params: { model_method: 'autocomplete', state: 'open' } },
      label: { ru: 'Дело', en: 'Case' },
      required: true,
      list: true,
      filter: true,
    },
    { name: 'sheets', kind: 'number', min: 1, max: 10000, label: { ru: 'Листов', en: 'Sheets' }, required: true, list: true },
    {
      name: 'placed_date',
      kind: 'date',
      label: { ru: 'Дата помещения', en: 'Date placed' },
      required: true,
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'placed_by', kind: 'user', label: { ru: 'Поместил', en: 'Placed by' }, required: true, list: true, filter: true },
    { name: 'note', kind: 'longText', max: 2000, label: { ru: 'Примечание', en: 'Note' }, search: 'C' },
  ],
});

/** The contract states whose original exists (it was signed). */
export const CONTRACT_STATES_WITH_ORIGINAL = ['signed', 'expired', 'terminated'] as const;

/** `GET v2_contracts/nomenclature/contracts/:id`: where the contract's original is kept, or `original: null`. */
export const contractOriginalPlaceSchema = z.object({
  original: z
    .object({
      id: z.number().int(),
      inventory_number: z.string(),
      sheets: z.number().int(),
      placed_date: z.string(),
      placed_by: z.number().int().nullable(),
      placed_by_name: z.string().nullable(),
      case_id: z.number().int(),
      case_index: z.string(),
      case_title: z.string(),
      shelf: z.string().nullable(),
      box: z.string().nullable(),
      division_id: z.number().int(),
      division_code: z.string(),
      division_name: z.string(),
    })
    .nullable(),
});
export type ContractOriginalPlace = z.infer<typeof contractOriginalPlaceSchema>;
