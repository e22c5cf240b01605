import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * Contacts (spec 1 §2 `/contacts`, no permit: every signed-in user; spec 3 §3 "Users and
 * contacts", §5 "Documents and drive", §7 "Contacts", §9; issue 15). Groups and contacts are two
 * registries of the engine (`/api/contacts/groups`, `/api/contacts/contacts`); vCard import and
 * export, the sync feed, the entry types and a candidate's contacts are the module's own calls,
 * shaped below. Messages are keys `contacts.*`.
 *
 * A contact's phones and e-mails are two long-text fields of values separated by commas (a
 * semicolon or a new line is read as one too; stored as `a, b`): the engine's form, card, search,
 * history and export work on them as they are, and `contactEntries` reads them as the spec's list
 * of entries `{ type, value }` (type 1 = e-mail, any other = phone).
 */

/** Entry type of an e-mail (spec 3 §3 "Contact (display)": 1 means e-mail, otherwise phone). */
export const CONTACT_EMAIL = 1;
/** Entry type of a phone. */
export const CONTACT_PHONE = 2;

/** `GET contacts/types`: the entry types. */
export const CONTACT_ENTRY_TYPES = [
  { value: CONTACT_EMAIL, ru: 'Эл. почта', en: 'E-mail' },
  { value: CONTACT_PHONE, ru: 'Телефон', en: 'Phone' },
] as const;

/** At most this many phones, and as many e-mails, on one contact. */
export const CONTACT_ENTRIES_MAX = 20;

export const contactEntrySchema = z.object({ type: z.number().int(), value: z.string() });
export type ContactEntry = z.infer<typeof contactEntrySchema>;

const PHONE = /^\+?[\d\s().-]{5,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isContactPhone = (value: string): boolean => PHONE.test(value) && value.replace(/\D/g, '').length >= 5;
export const isContactEmail = (value: string): boolean => value.length <= 255 && EMAIL.test(value);

/** The values of a phones or e-mails field: split at commas, semicolons and new lines, trimmed, blanks left out. */
export function entryLines(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/[\r\n,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** How a phones or e-mails field is stored: its values joined by `, ` (null when none). */
export const joinEntries = (values: readonly string[]): string | null => values.join(', ') || null;

/** A contact's phones and e-mails as the spec's entries: phones first, then e-mails. */
export function contactEntries(row: Readonly<Record<string, unknown>>): ContactEntry[] {
  return [
    ...entryLines(row.phones).map((value) => ({ type: CONTACT_PHONE, value })),
    ...entryLines(row.emails).map((value) => ({ type: CONTACT_EMAIL, value })),
  ];
}

/**
 * The key two entries are the same by (import merges contacts by it): an e-mail lower-cased,
 * a phone's digits with a Russian leading 8 read as 7 (`8 912…` = `+7 912…`).
 */
export function entryKey(entry: ContactEntry): string {
  if (entry.type === CONTACT_EMAIL) return `e:${entry.value.trim().toLowerCase()}`;
  const digits = entry.value.replace(/\D/g, '');
  return `p:${digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits}`;
}

/** Contact groups (spec 3 §3 "Contact group: id, name, status"; a group in the trash, status 0, is hidden). */
export const contactGroupsRegistry = defineRegistry({
  name: 'contact_groups',
  api: '/contacts/groups',
  path: '/contacts/groups',
  label: { ru: 'Группы контактов', en: 'Contact groups' },
  permits: { view: 'session', create: 'session', edit: 'session', delete: 'session' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, list: true, search: 'C' },
  ],
});

/** Contacts (spec 3 §3 "Contact: id, name, status"; §5: a contact without status or name is hidden). */
export const contactsRegistry = defineRegistry({
  name: 'contacts',
  api: '/contacts/contacts',
  label: { ru: 'Контакты', en: 'Contacts' },
  permits: { view: 'session', create: 'session', edit: 'session', delete: 'session' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    { label: { ru: 'Телефоны и почта', en: 'Phones and e-mail' }, fields: ['phones', 'emails'] },
    { label: { ru: 'Дополнительно', en: 'More' }, fields: ['birthday', 'notes'] },
  ],
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Имя', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'organization', kind: 'text', label: { ru: 'Организация', en: 'Organization' }, list: true, sort: true, search: 'B' },
    { name: 'post', kind: 'text', label: { ru: 'Должность', en: 'Position' }, list: true, search: 'C' },
    {
      name: 'group_id',
      kind: 'remote',
      registry: 'contact_groups',
      // The groups' API is `/contacts/groups`, not `/<registry>`.
      lookup: { url: 'contacts/groups', params: { model_method: 'autocomplete' } },
      label: { ru: 'Группа', en: 'Group' },
      list: true,
      filter: true,
    },
    {
      name: 'phones',
      kind: 'longText',
      label: { ru: 'Телефоны', en: 'Phones' },
      max: 1000,
      search: 'B',
    },
    {
      name: 'emails',
      kind: 'longText',
      label: { ru: 'Эл. почта', en: 'E-mail' },
      max: 2000,
      search: 'B',
    },
    { name: 'birthday', kind: 'date', label: { ru: 'День рождения', en: 'Birthday' }, list: true, sort: true, filter: true },
    { name: 'notes', kind: 'longText', label: { ru: 'Заметки', en: 'Notes' }, search: 'D' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
  // Each value of the phones is a phone, each value of the e-mails an e-mail (spec 3 §3 entries).
  check: (values): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    const phones = entryLines(values.phones);
    const emails = entryLines(values.emails);
    if (phones.some((p) => !isContactPhone(p))) errors.phones = ['contacts.phoneInvalid'];
    else if (phones.length > CONTACT_ENTRIES_MAX) errors.phones = ['contacts.tooManyEntries'];
    if (emails.some((e) => !isContactEmail(e))) errors.emails = ['contacts.emailInvalid'];
    else if (emails.length > CONTACT_ENTRIES_MAX) errors.emails = ['contacts.tooManyEntries'];
    return errors;
  },
});

/** `GET contacts/types`: `[{ value, label }]` in the caller's language. */
export const contactTypesSchema = z.array(z.object({ value: z.number().int(), label: z.string() }));

export const VCARD_VERSIONS = ['3.0', '4.0'] as const;
export type VcardVersion = (typeof VCARD_VERSIONS)[number];

/** `GET contacts/vcard`: the contacts of a group and / or a search, as one .vcf. */
export const vcardExportQuerySchema = z.object({
  group_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional()),
  version: z.preprocess((v) => (v === '' ? undefined : v), z.enum(VCARD_VERSIONS).default('3.0')),
});
export type VcardExportQuery = z.infer<typeof vcardExportQuerySchema>;

/** Largest .vcf the import takes. */
export const VCARD_MAX_BYTES = 10 * 1024 * 1024;

/** `POST contacts/vcard` (multipart, field `file`, optional `group_id`): what the import did. */
export const vcardImportReportSchema = z.object({
  /** New contacts. */
  added: z.number().int(),
  /** Cards that matched a contact by an e-mail or a phone and completed it. */
  merged: z.number().int(),
  /** Cards left out (no name, nothing new, a repeat within the file). */
  skipped: z.number().int(),
  /** Cards that could not be read, by their number in the file (1-based). */
  errors: z.array(z.object({ card: z.number().int(), message: z.string() })),
});
export type VcardImportReport = z.infer<typeof vcardImportReportSchema>;

/**
 * `GET contacts/sync`: the user's read-only vCard feed a phone's contacts app subscribes to (null
 * until made); `POST contacts/sync` makes or renews it (the old address stops working), `DELETE`
 * revokes it.
 */
export const contactSyncSchema = z.object({
  /** Path of the feed under the site (`/api/contacts/sync/<token>.vcf`); the web prefixes its origin. */
  path: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type ContactSync = z.infer<typeof contactSyncSchema>;

/** `GET humanresources/{id}/contacts`: a candidate's contacts as entries. */
export const candidateContactsSchema = z.array(contactEntrySchema);
