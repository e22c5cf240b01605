import { defineRegistry } from './registry/definition.ts';

/** What a news item is about. */
export const NEWS_CATEGORIES = [
  { value: 'company', ru: 'Компания', en: 'Company', color: 'blue' },
  { value: 'production', ru: 'Производство', en: 'Production', color: 'orange' },
  { value: 'staff', ru: 'Кадры', en: 'Staff', color: 'green' },
  { value: 'it', ru: 'ИТ', en: 'IT', color: 'purple' },
  { value: 'safety', ru: 'Безопасность', en: 'Safety', color: 'red' },
] as const;

/** A draft is seen by the editors only; a published item by everyone signed in. */
export const NEWS_STATUSES = [
  { value: 'draft', ru: 'Черновик', en: 'Draft', color: 'default' },
  { value: 'published', ru: 'Опубликовано', en: 'Published', color: 'green' },
] as const;

/** The editors' right: create, edit, delete news and see the drafts. */
export const NEWS_EDIT_PERMIT = 'news_edit';

/**
 * Company news: spec 1 §2 `/news` with `{id}` (issue 12). Every signed-in user reads the
 * published items; `news_edit` creates, edits, deletes them and alone sees the drafts (the
 * server's row filter hides them from the list, card, export, look-up and the record's kit).
 * The publication status is the field `state` (`status` is the engine's active / trashed
 * flag). `published_at` is filled by the server (a write hook) when `state` becomes
 * `published` without a date; editors may correct it. Read marks: `POST /api/news/:id/read` (the card
 * sends it on opening), `GET /api/news/unread-count` (the menu badge); the list marks unread
 * published items «Новое» (rows' `is_new`).
 */
export const newsRegistry = defineRegistry({
  name: 'news',
  label: { ru: 'Новости', en: 'News' },
  permits: { view: 'session', create: NEWS_EDIT_PERMIT, edit: NEWS_EDIT_PERMIT, delete: NEWS_EDIT_PERMIT },
  lookup: 'session',
  title: 'title',
  defaultSort: { field: 'published_at', order: 'desc' },
  chat: true,
  fields: [
    { name: 'title', kind: 'text', label: { ru: 'Заголовок', en: 'Title' }, required: true, list: true, search: 'A' },
    {
      name: 'category',
      kind: 'enum',
      label: { ru: 'Рубрика', en: 'Category' },
      options: NEWS_CATEGORIES,
      default: 'company',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: NEWS_STATUSES,
      default: 'draft',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'published_at',
      kind: 'datetime',
      label: { ru: 'Опубликовано', en: 'Published at' },
      list: true,
      sort: true,
      filter: true,
    },
    { name: 'summary', kind: 'longText', max: 1000, label: { ru: 'Анонс', en: 'Summary' }, list: true, search: 'B' },
    // Rich text of the description editor (sanitized by the server, rendered on the card).
    { name: 'body', kind: 'longText', rich: true, max: 20000, label: { ru: 'Текст', en: 'Text' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'cover', kind: 'files', label: { ru: 'Обложка', en: 'Cover image' } },
  ],
});

/** Realtime channel to the reader's own room when an item becomes read: `{ id }` (the menu badge refetches). */
export const NEWS_READ_CHANNEL = 'news_read';
