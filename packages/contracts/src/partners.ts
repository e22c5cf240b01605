import { defineRegistry } from './registry/definition.ts';

/** Legal form of a partner (issue 11 "Partners / contractors"). */
export const PARTNER_TYPES = [
  { value: 'organization', ru: 'Организация', en: 'Organization', color: 'blue' },
  { value: 'entrepreneur', ru: 'Индивидуальный предприниматель', en: 'Individual entrepreneur', color: 'cyan' },
  { value: 'person', ru: 'Физическое лицо', en: 'Person', color: 'purple' },
] as const;

export type PartnerType = (typeof PARTNER_TYPES)[number]['value'];

/**
 * Partners (contractors, suppliers): spec 1 §2 `/partners [contractors_view]` with `add` and
 * `{id}`. The list and card need `contractors_view`; the autocomplete of the application
 * form (`GET partners?model_method=autocomplete`, spec 1 §7 "Lookups") stays open to every
 * signed-in user, and with `type=organization` it answers the own legal entities, as before.
 */
export const partnersRegistry = defineRegistry({
  name: 'partners',
  label: { ru: 'Контрагенты', en: 'Partners' },
  permits: { view: 'contractors_view', create: 'contractors_view', edit: 'contractors_view', delete: 'contractors_view' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    {
      label: { ru: 'Реквизиты', en: 'Company details' },
      fields: ['inn', 'kpp', 'ogrn', 'bank_name', 'bik', 'account', 'corr_account'],
    },
    { label: { ru: 'Контакты', en: 'Contacts' }, fields: ['address', 'contacts', 'phone', 'email'] },
  ],
  fields: [
    {
      name: 'type',
      kind: 'enum',
      label: { ru: 'Тип', en: 'Type' },
      options: PARTNER_TYPES,
      default: 'organization',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'name', kind: 'text', label: { ru: 'Наименование', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'inn', kind: 'inn', label: { ru: 'ИНН', en: 'INN' }, list: true, sort: true, filter: true, search: 'A' },
    { name: 'kpp', kind: 'kpp', label: { ru: 'КПП', en: 'KPP' }, search: 'B' },
    { name: 'ogrn', kind: 'ogrn', label: { ru: 'ОГРН / ОГРНИП', en: 'OGRN / OGRNIP' }, search: 'B' },
    { name: 'bank_name', kind: 'text', label: { ru: 'Банк', en: 'Bank' }, search: 'C' },
    { name: 'bik', kind: 'bik', label: { ru: 'БИК', en: 'BIK' } },
    { name: 'account', kind: 'account', bik: 'bik', label: { ru: 'Расчётный счёт', en: 'Settlement account' } },
    { name: 'corr_account', kind: 'corrAccount', bik: 'bik', label: { ru: 'Корр. счёт', en: 'Correspondent account' } },
    { name: 'address', kind: 'longText', label: { ru: 'Адрес', en: 'Address' }, list: true, search: 'C' },
    { name: 'contacts', kind: 'longText', label: { ru: 'Контакты', en: 'Contacts' }, search: 'D' },
    { name: 'phone', kind: 'phone', label: { ru: 'Телефон', en: 'Phone' }, list: true, search: 'D' },
    { name: 'email', kind: 'email', label: { ru: 'Эл. почта', en: 'E-mail' }, list: true, search: 'D' },
    {
      name: 'rating',
      kind: 'number',
      label: { ru: 'Рейтинг', en: 'Rating' },
      min: 0,
      max: 5,
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'blacklist', kind: 'boolean', label: { ru: 'В чёрном списке', en: 'Blacklisted' }, default: 0, list: true, filter: true },
    {
      name: 'blacklist_reason',
      kind: 'longText',
      label: { ru: 'Причина внесения в чёрный список', en: 'Blacklist reason' },
      requiredWhen: { field: 'blacklist', equals: 1 },
    },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'documents', kind: 'files', label: { ru: 'Документы', en: 'Documents' } },
  ],
  // An organization has a 10-digit INN, an entrepreneur or a person a 12-digit one.
  check: (values): Record<string, string[]> => {
    const inn = values.inn;
    if (typeof inn !== 'string' || inn === '') return {};
    const wanted = values.type === 'organization' ? 10 : 12;
    return inn.length === wanted ? {} : { inn: [wanted === 10 ? 'inn.organizationLength' : 'inn.personLength'] };
  },
});
