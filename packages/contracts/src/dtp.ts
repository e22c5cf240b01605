import { defineRegistry } from './registry/definition.ts';

/** Where a road incident stands: registered, under review by the insurer, under repair, closed. */
export const DTP_STATES = [
  { value: 'registered', ru: 'Зарегистрировано', en: 'Registered', color: 'blue' },
  { value: 'insurer', ru: 'На рассмотрении у страховщика', en: 'Under review by the insurer', color: 'gold' },
  { value: 'repair', ru: 'В ремонте', en: 'Under repair', color: 'orange' },
  { value: 'closed', ru: 'Закрыто', en: 'Closed', color: 'green' },
] as const;

/** Who caused it, as the traffic police or the insurer found. */
export const DTP_GUILT = [
  { value: 'unknown', ru: 'Не установлена', en: 'Not established', color: 'default' },
  { value: 'own', ru: 'Наш водитель', en: 'Our driver', color: 'red' },
  { value: 'other', ru: 'Другой участник', en: 'Other party', color: 'green' },
  { value: 'both', ru: 'Обоюдная', en: 'Both parties', color: 'orange' },
] as const;

/**
 * Road incidents of the company's vehicles: spec 1 §2 `/dtp [dtp_view]` with `add` and `{id}`
 * (issue 12). Everything needs `dtp_view`. The vehicle is a remote select over the equipment
 * module's machines (`equipment/autocomplete/eq/select`), the driver a user; photos and the
 * insurer's papers are the record's files. Rule of its own: a case under review by the insurer
 * needs the insurance case number.
 */
export const dtpRegistry = defineRegistry({
  name: 'dtp',
  label: { ru: 'ДТП', en: 'Road incidents' },
  permits: { view: 'dtp_view', create: 'dtp_view', edit: 'dtp_view', delete: 'dtp_view' },
  lookup: 'dtp_view',
  title: 'place',
  defaultSort: { field: 'occurred_at', order: 'desc' },
  chat: true,
  groups: [
    {
      label: { ru: 'Ущерб и страхование', en: 'Damage and insurance' },
      fields: ['damage', 'damage_amount', 'insurance_company', 'insurance_case'],
    },
  ],
  fields: [
    {
      name: 'occurred_at',
      kind: 'datetime',
      label: { ru: 'Дата и время', en: 'Date and time' },
      required: true,
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'place', kind: 'text', label: { ru: 'Место', en: 'Place' }, required: true, list: true, search: 'A' },
    {
      name: 'equipment_id',
      kind: 'remote',
      registry: 'equipment',
      lookup: { url: 'equipment/autocomplete/eq/select' },
      label: { ru: 'Транспортное средство', en: 'Vehicle' },
      required: true,
      list: true,
      filter: true,
    },
    { name: 'driver_id', kind: 'user', label: { ru: 'Водитель', en: 'Driver' }, list: true, filter: true },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: DTP_STATES,
      default: 'registered',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'guilt',
      kind: 'enum',
      label: { ru: 'Виновность', en: 'Fault' },
      options: DTP_GUILT,
      default: 'unknown',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'participants', kind: 'longText', label: { ru: 'Участники', en: 'Participants' }, search: 'B' },
    { name: 'damage', kind: 'longText', label: { ru: 'Описание повреждений', en: 'Damage' }, search: 'C' },
    {
      name: 'damage_amount',
      kind: 'money',
      label: { ru: 'Сумма ущерба, ₽', en: 'Damage amount, ₽' },
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'insurance_company', kind: 'text', label: { ru: 'Страховая компания', en: 'Insurer' }, search: 'B' },
    {
      name: 'insurance_case',
      kind: 'text',
      max: 50,
      label: { ru: 'Номер страхового дела', en: 'Insurance case number' },
      list: true,
      search: 'A',
      requiredWhen: { field: 'state', equals: 'insurer' },
    },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'photos', kind: 'files', label: { ru: 'Фотографии', en: 'Photos' } },
  ],
});
