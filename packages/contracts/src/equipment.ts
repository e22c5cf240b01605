import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * Operating state of a machine, as fleet registries (1C:УАТ, Odoo Fleet) split it: in work,
 * under repair, idle (in reserve, waiting), written off (kept for its history).
 */
export const EQUIPMENT_STATES = [
  { value: 'work', ru: 'В работе', en: 'In work', color: 'green' },
  { value: 'repair', ru: 'На ремонте', en: 'Under repair', color: 'orange' },
  { value: 'idle', ru: 'Простой', en: 'Idle', color: 'gold' },
  { value: 'written_off', ru: 'Списана', en: 'Written off', color: 'default' },
] as const;

export type EquipmentState = (typeof EQUIPMENT_STATES)[number]['value'];

/**
 * The company's equipment (vehicles and machines): spec 1 §2 `/tech [tech_view]`, section
 * `/tech/equipment` with `add` and `{id}`. Everything needs `tech_view`; the look-up other
 * forms call (`equipment?model_method=autocomplete`) needs only a session, like the task
 * boards' `equipment/autocomplete/eq/select` (spec 2 §7), which the equipment module keeps.
 *
 * Fields: short name (the title), board number, serial number (VIN), equipment type (the
 * `/directory/types-tech` directory), state (in work, under repair, idle, written off),
 * location, organization and tenant (the own legal entities), driver (a user), run (km; the
 * task boards' mileage form raises it), photos (the record's files), tags; the card has a chat.
 * One driver per machine: the engine has a `user` kind, not a list of users.
 */
export const equipmentRegistry = defineRegistry({
  name: 'equipment',
  path: '/tech/equipment',
  label: { ru: 'Техника', en: 'Equipment' },
  permits: { view: 'tech_view', create: 'tech_view', edit: 'tech_view', delete: 'tech_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    { label: { ru: 'Принадлежность', en: 'Ownership' }, fields: ['organization_id', 'tenant_id'] },
    { label: { ru: 'Эксплуатация', en: 'Operation' }, fields: ['location', 'driver_id', 'run'] },
  ],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { ru: 'Краткое наименование', en: 'Short name' },
      required: true,
      list: true,
      sort: true,
      search: 'A',
    },
    {
      name: 'board_number',
      kind: 'text',
      max: 50,
      label: { ru: 'Бортовой номер', en: 'Board number' },
      list: true,
      sort: true,
      search: 'A',
    },
    { name: 's_n', kind: 'text', max: 50, label: { ru: 'Заводской номер (VIN)', en: 'Serial number (VIN)' }, list: true, search: 'A' },
    {
      name: 'type_id',
      kind: 'remote',
      registry: 'tech_types',
      label: { ru: 'Тип техники', en: 'Equipment type' },
      list: true,
      filter: true,
    },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: EQUIPMENT_STATES,
      default: 'work',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'location', kind: 'text', label: { ru: 'Местонахождение', en: 'Location' }, list: true, search: 'C' },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } },
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    {
      name: 'tenant_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } },
      label: { ru: 'Арендатор', en: 'Tenant' },
      filter: true,
    },
    { name: 'driver_id', kind: 'user', label: { ru: 'Водитель', en: 'Driver' }, list: true, filter: true },
    {
      name: 'run',
      kind: 'number',
      min: 0,
      max: 99_999_999,
      label: { ru: 'Пробег, км', en: 'Run, km' },
      default: 0,
      required: true,
      list: true,
      sort: true,
    },
    { name: 'photos', kind: 'files', label: { ru: 'Фото', en: 'Photos' } },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
});

/**
 * `GET equipment/:id/short`: the equipment hover card of task boards and applications (spec 2
 * §3 "Equipment"): label, VIN, photo, state (its Russian name), location, organization and
 * tenant names, run (km) and its photo, the driver.
 */
export const equipmentShortSchema = z.object({
  id: z.number().int(),
  equipment: z.object({ value: z.number().int(), label: z.string() }),
  name: z.string(),
  board_number: z.string().nullable(),
  s_n: z.string().nullable(),
  photo: z.string().nullable(),
  status: z.string().nullable(),
  location: z.string().nullable(),
  organization: z.string().nullable(),
  tenant: z.string().nullable(),
  run: z.number().nullable(),
  run_photo: z.string().nullable(),
  drivers: z.array(
    z.object({
      user_id: z.number().int(),
      fio: z.string(),
      post: z.string().nullable(),
      status_name: z.string().nullable(),
      avatar: z.string().nullable(),
      contacts: z.string().nullable(),
    }),
  ),
});
export type EquipmentShort = z.infer<typeof equipmentShortSchema>;
