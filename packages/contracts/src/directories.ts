import { expenditureItemsRegistry, locationsRegistry, organizationsRegistry } from './company-directories.ts';
import { defineRegistry } from './registry/definition.ts';

/**
 * Directories of spec 1 §2 `/directory` (issue 12) on the registry engine, each with its own
 * right: `types-work [works_view]`, `types-tech [types_tech_view]`, `rates [staff_rateHelper]`,
 * `routes [equipment_organization_route_view]`. The right opens the directory and lets its
 * holder keep it (create, edit, delete); the look-up other forms call needs only a session.
 * Organizations, locations and expenditure items: company-directories.ts.
 */

/** How an amount of work is measured (the unit of its price). */
export const WORK_UNITS = [
  { value: 'hour', ru: 'Час', en: 'Hour', color: 'blue' },
  { value: 'shift', ru: 'Смена', en: 'Shift', color: 'cyan' },
  { value: 'piece', ru: 'Штука', en: 'Piece', color: 'default' },
  { value: 'm', ru: 'Метр', en: 'Metre', color: 'green' },
  { value: 'm2', ru: 'Квадратный метр', en: 'Square metre', color: 'lime' },
  { value: 'm3', ru: 'Кубический метр', en: 'Cubic metre', color: 'gold' },
  { value: 't', ru: 'Тонна', en: 'Tonne', color: 'orange' },
  { value: 'km', ru: 'Километр', en: 'Kilometre', color: 'purple' },
  { value: 'service', ru: 'Услуга', en: 'Service', color: 'magenta' },
] as const;

/**
 * Types of work (`/directory/types-work`): name, code (as in 1C's "Виды работ" or an estimate
 * base), category, unit, price per unit, VAT included, description.
 */
export const workTypesRegistry = defineRegistry({
  name: 'work_types',
  path: '/directory/types-work',
  label: { ru: 'Виды работ', en: 'Types of work' },
  permits: { view: 'works_view', create: 'works_view', edit: 'works_view', delete: 'works_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, list: true, sort: true, filter: true, search: 'A' },
    {
      name: 'category',
      kind: 'enum',
      label: { ru: 'Категория', en: 'Category' },
      options: [
        { value: 'construction', ru: 'Строительные', en: 'Construction', color: 'orange' },
        { value: 'repair', ru: 'Ремонтные', en: 'Repair', color: 'volcano' },
        { value: 'transport', ru: 'Транспортные', en: 'Transport', color: 'blue' },
        { value: 'electrical', ru: 'Электромонтажные', en: 'Electrical', color: 'gold' },
        { value: 'earthwork', ru: 'Земляные', en: 'Earthwork', color: '#8b5a2b' },
        { value: 'other', ru: 'Прочие', en: 'Other', color: 'default' },
      ],
      default: 'other',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'unit', kind: 'enum', label: { ru: 'Единица измерения', en: 'Unit' }, options: WORK_UNITS, list: true, filter: true },
    {
      name: 'price',
      kind: 'money',
      label: { ru: 'Расценка за единицу, ₽', en: 'Price per unit, ₽' },
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'vat_included', kind: 'boolean', label: { ru: 'Цена с НДС', en: 'VAT included' }, default: 1, list: true },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

/** Kinds of machines (as vehicle registration and 1C's "Виды ТС" split them). */
export const TECH_CATEGORIES = [
  { value: 'car', ru: 'Легковой автомобиль', en: 'Car', color: 'blue' },
  { value: 'truck', ru: 'Грузовой автомобиль', en: 'Truck', color: 'orange' },
  { value: 'bus', ru: 'Автобус', en: 'Bus', color: 'cyan' },
  { value: 'special', ru: 'Спецтехника', en: 'Special machinery', color: 'gold' },
  { value: 'trailer', ru: 'Прицеп / полуприцеп', en: 'Trailer', color: 'default' },
  { value: 'self_propelled', ru: 'Самоходная машина', en: 'Self-propelled machine', color: 'purple' },
] as const;

/**
 * Equipment types (`/directory/types-tech`): name, code, category, the driving licence or
 * tractor licence category it needs, fuel, a fuel consumption norm (l / 100 km or l / h),
 * description.
 */
export const techTypesRegistry = defineRegistry({
  name: 'tech_types',
  path: '/directory/types-tech',
  label: { ru: 'Типы техники', en: 'Equipment types' },
  permits: { view: 'types_tech_view', create: 'types_tech_view', edit: 'types_tech_view', delete: 'types_tech_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, list: true, sort: true, search: 'A' },
    {
      name: 'category',
      kind: 'enum',
      label: { ru: 'Категория', en: 'Category' },
      options: TECH_CATEGORIES,
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'license_category',
      kind: 'text',
      max: 20,
      label: { ru: 'Категория прав', en: 'Licence category' },
      list: true,
      filter: true,
      search: 'B',
    },
    {
      name: 'fuel',
      kind: 'enum',
      label: { ru: 'Топливо', en: 'Fuel' },
      options: [
        { value: 'diesel', ru: 'Дизельное топливо', en: 'Diesel', color: 'default' },
        { value: 'petrol', ru: 'Бензин', en: 'Petrol', color: 'blue' },
        { value: 'gas', ru: 'Газ', en: 'Gas', color: 'cyan' },
        { value: 'electric', ru: 'Электричество', en: 'Electric', color: 'green' },
        { value: 'none', ru: 'Без двигателя', en: 'No engine', color: 'default' },
      ],
      list: true,
      filter: true,
    },
    {
      name: 'fuel_norm',
      kind: 'number',
      min: 0,
      max: 1000,
      label: { ru: 'Норма расхода топлива, л/100 км или л/ч', en: 'Fuel norm, l/100 km or l/h' },
      list: true,
      sort: true,
    },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

/**
 * Staff rates (`/directory/rates`, right `staff_rateHelper`): post, the own legal entity
 * (users module's organizations, picked through the partners look-up with
 * `type=organization`), rate, its period (hour, shift, month), valid from, comment.
 */
export const staffRatesRegistry = defineRegistry({
  name: 'staff_rates',
  path: '/directory/rates',
  label: { ru: 'Ставки', en: 'Rates' },
  permits: { view: 'staff_rateHelper', create: 'staff_rateHelper', edit: 'staff_rateHelper', delete: 'staff_rateHelper' },
  lookup: 'staff_rateHelper',
  title: 'post',
  defaultSort: { field: 'post', order: 'asc' },
  fields: [
    { name: 'post', kind: 'text', label: { ru: 'Должность', en: 'Post' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } },
      label: { ru: 'Организация', en: 'Organization' },
      required: true,
      list: true,
      filter: true,
    },
    { name: 'rate', kind: 'money', label: { ru: 'Ставка, ₽', en: 'Rate, ₽' }, required: true, list: true, sort: true, filter: true },
    {
      name: 'period',
      kind: 'enum',
      label: { ru: 'За период', en: 'Per' },
      options: [
        { value: 'hour', ru: 'Час', en: 'Hour', color: 'blue' },
        { value: 'shift', ru: 'Смена', en: 'Shift', color: 'cyan' },
        { value: 'month', ru: 'Месяц (оклад)', en: 'Month (salary)', color: 'green' },
      ],
      default: 'month',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'valid_from', kind: 'date', label: { ru: 'Действует с', en: 'Valid from' }, list: true, sort: true, filter: true },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, search: 'C' },
  ],
});

/**
 * Routes of the organizations' equipment (`/directory/routes`, right
 * `equipment_organization_route_view`): name, organization, from, to, distance (km), norm
 * time (minutes), the equipment type that runs it, description. Rule of its own: from and
 * to differ.
 */
export const equipmentRoutesRegistry = defineRegistry({
  name: 'equipment_routes',
  path: '/directory/routes',
  label: { ru: 'Маршруты', en: 'Routes' },
  permits: {
    view: 'equipment_organization_route_view',
    create: 'equipment_organization_route_view',
    edit: 'equipment_organization_route_view',
    delete: 'equipment_organization_route_view',
  },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } },
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    { name: 'start_point', kind: 'text', label: { ru: 'Откуда', en: 'From' }, required: true, list: true, search: 'B' },
    { name: 'end_point', kind: 'text', label: { ru: 'Куда', en: 'To' }, required: true, list: true, search: 'B' },
    {
      name: 'distance_km',
      kind: 'number',
      min: 0,
      max: 100_000,
      label: { ru: 'Расстояние, км', en: 'Distance, km' },
      list: true,
      sort: true,
      filter: true,
    },
    {
      name: 'norm_minutes',
      kind: 'number',
      min: 0,
      max: 100_000,
      label: { ru: 'Нормативное время, мин', en: 'Norm time, min' },
      list: true,
      sort: true,
    },
    {
      name: 'tech_type_id',
      kind: 'remote',
      registry: 'tech_types',
      label: { ru: 'Тип техники', en: 'Equipment type' },
      list: true,
      filter: true,
    },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
  check: (values): Record<string, string[]> => {
    const from = typeof values.start_point === 'string' ? values.start_point.trim().toLowerCase() : '';
    const to = typeof values.end_point === 'string' ? values.end_point.trim().toLowerCase() : '';
    return from !== '' && from === to ? { end_point: ['route.samePoints'] } : {};
  },
});

/** The built directories of `/directory`, in the route table's order. */
export const DIRECTORY_REGISTRIES = [
  expenditureItemsRegistry,
  equipmentRoutesRegistry,
  locationsRegistry,
  workTypesRegistry,
  techTypesRegistry,
  staffRatesRegistry,
  organizationsRegistry,
] as const;
