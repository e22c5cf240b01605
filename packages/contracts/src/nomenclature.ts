import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * Nomenclature (spec 1 §2 `/nomenclature [nomenclature_view]`, add `[nomenclature_edit]`,
 * `{id}`; spec 3 §3 "nomenclature group and properties", "offer stack items: id,
 * calculation_id"; spec 3 §7 `nomenclature/autocomplete/storages`, `v2_nomenclature/offers/stack`;
 * issue 12). Two registries of the engine: groups (a tree with the typed properties their
 * items have) and items (article, name, group, unit, brand, description, tags, photo and files).
 * The property values, the analogues and the offers stack have routes of their own.
 */
const NOMENCLATURE_PERMITS = {
  view: 'nomenclature_view',
  create: 'nomenclature_edit',
  edit: 'nomenclature_edit',
  delete: 'nomenclature_edit',
} as const;

/** Groups of nomenclature: a tree (`parent_id`; the server refuses a parent closing a cycle). */
export const nomenclatureGroupsRegistry = defineRegistry({
  name: 'nomenclature_groups',
  path: '/nomenclature/groups',
  label: { ru: 'Группы номенклатуры', en: 'Nomenclature groups' },
  permits: NOMENCLATURE_PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'parent_id',
      kind: 'remote',
      registry: 'nomenclature_groups',
      excludeSelf: true,
      label: { ru: 'Родительская группа', en: 'Parent group' },
      list: true,
      filter: true,
    },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, list: true, search: 'C' },
  ],
});

/** Nomenclature items: what positions of the nomenclature application type are picked from. */
export const nomenclatureRegistry = defineRegistry({
  name: 'nomenclature',
  label: { ru: 'Номенклатура', en: 'Nomenclature' },
  permits: NOMENCLATURE_PERMITS,
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'article', kind: 'text', max: 100, label: { ru: 'Артикул', en: 'Article' }, list: true, sort: true, search: 'A' },
    {
      name: 'name',
      kind: 'text',
      max: 300,
      label: { ru: 'Наименование', en: 'Name' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    {
      name: 'group_id',
      kind: 'remote',
      registry: 'nomenclature_groups',
      label: { ru: 'Группа', en: 'Group' },
      list: true,
      filter: true,
    },
    {
      name: 'unit_id',
      kind: 'remote',
      registry: 'units',
      lookup: { url: 'units' },
      label: { ru: 'Единица измерения', en: 'Unit' },
      list: true,
      filter: true,
    },
    { name: 'brand', kind: 'text', max: 100, label: { ru: 'Бренд', en: 'Brand' }, list: true, sort: true, filter: true, search: 'B' },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' } },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'files', kind: 'files', label: { ru: 'Фото и файлы', en: 'Photos and files' } },
  ],
});

/** Types a group's property may have. */
export const NOMENCLATURE_PROPERTY_TYPES = ['text', 'number', 'boolean'] as const;
export type NomenclaturePropertyType = (typeof NOMENCLATURE_PROPERTY_TYPES)[number];

/** The most properties a group may define. */
export const NOMENCLATURE_MAX_PROPERTIES = 50;

/** A property a group gives its items: `key` stays when it is renamed (the server makes it for a new one). */
export const nomenclaturePropertySchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/)
    .optional(),
  name: z.string().trim().min(1).max(100),
  type: z.enum(NOMENCLATURE_PROPERTY_TYPES),
});
export type NomenclatureProperty = z.infer<typeof nomenclaturePropertySchema> & { key: string };

/** `PUT /api/nomenclature_groups/:id/properties`: the group's own properties, as a whole (names unique). */
export const groupPropertiesInputSchema = z.object({
  properties: z.array(nomenclaturePropertySchema).max(NOMENCLATURE_MAX_PROPERTIES),
});

/** A group's own properties and those it inherits from its ancestors (nearest first after its own). */
export const groupPropertiesSchema = z.object({
  properties: z.array(z.object({ key: z.string(), name: z.string(), type: z.enum(NOMENCLATURE_PROPERTY_TYPES) })),
  inherited: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      type: z.enum(NOMENCLATURE_PROPERTY_TYPES),
      group_id: z.number().int(),
      group_name: z.string(),
    }),
  ),
});
export type GroupProperties = z.infer<typeof groupPropertiesSchema>;

export const propertyValueSchema = z.union([z.string().max(1000), z.number(), z.boolean()]).nullable();
export type PropertyValue = z.infer<typeof propertyValueSchema>;

/** `PUT /api/nomenclature/:id/properties`: the values by property key (null clears one). */
export const itemPropertiesInputSchema = z.object({
  values: z.record(z.string().max(32), propertyValueSchema),
});

/** `GET /api/nomenclature/:id/properties`: the properties of the item's group and its ancestors, with the item's values. */
export const itemPropertiesSchema = z.object({
  properties: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      type: z.enum(NOMENCLATURE_PROPERTY_TYPES),
      group_id: z.number().int(),
      group_name: z.string(),
      value: propertyValueSchema,
    }),
  ),
});
export type ItemProperties = z.infer<typeof itemPropertiesSchema>;

/** The most analogues an item may have. */
export const NOMENCLATURE_MAX_ANALOGUES = 100;

/** `PUT /api/nomenclature/:id/analogues`: the item's analogues as a whole (links are symmetric). */
export const analoguesInputSchema = z.object({
  ids: z.array(z.number().int().positive()).max(NOMENCLATURE_MAX_ANALOGUES),
});

export const analogueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string().nullable(),
  brand: z.string().nullable(),
  unit_name: z.string().nullable(),
});
/** `GET /api/nomenclature/:id/analogues`: the item's active analogues by name. */
export const analoguesSchema = z.object({ items: z.array(analogueSchema) });
export type Analogue = z.infer<typeof analogueSchema>;

/** `GET /api/nomenclature/autocomplete` (the applications' picker): items by name, article or brand. */
export const nomenclatureOptionSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  article: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
});
export type NomenclatureOption = z.infer<typeof nomenclatureOptionSchema>;

/**
 * `GET /api/nomenclature/autocomplete/storages`: the picker's items with the storages holding
 * them (`storages: [{ id, name, quantity }]`; empty until the warehouse exists).
 */
export const nomenclatureStorageOptionSchema = nomenclatureOptionSchema.extend({
  storages: z.array(z.object({ id: z.number().int(), name: z.string(), quantity: z.string() })),
});

/**
 * `GET /api/v2_nomenclature/offers/stack?ids=`: the supplier prices collected from the
 * commercial offers of applications holding the items. One item per offer and item: `id` the
 * offer, `calculation_id` the application (spec 3 §3), the supplier, the offer's total, the
 * positions' quantity and cost, the offer's date (`yyyy-MM-dd HH:mm`, UTC). Newest first, at most
 * 500; no `ids`, no items.
 */
export const offerStackItemSchema = z.object({
  id: z.number().int(),
  calculation_id: z.number().int(),
  nomenclature_id: z.number().int(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  sum: z.string().nullable(),
  quantity: z.string(),
  cost: z.string().nullable(),
  date: z.string(),
});
export const offerStackSchema = z.object({ items: z.array(offerStackItemSchema) });
export type OfferStackItem = z.infer<typeof offerStackItemSchema>;

/** The most items one offers stack call asks for. */
export const OFFER_STACK_MAX_IDS = 50;
