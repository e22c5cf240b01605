import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/** The editors' right: sections and articles are created, changed, moved and deleted with it. */
export const DOCUMENTATION_EDIT_PERMIT = 'documentation_edit';

/** The module name of articles in the collaboration kit (chat, tags, files, history, favourites). */
export const ARTICLES_MODULE = 'documentation';

/**
 * Sections of the knowledge base (spec 1 §2 `/documentation/list/{id}`; issue 17): a tree by
 * `parent_id`. Every signed-in user reads; `documentation_edit` creates, renames, moves and
 * deletes. A move that closes a cycle is 422; a section with active articles or sub-sections is
 * not deleted (409 `knowledge.sectionNotEmpty`).
 */
export const documentationSectionsRegistry = defineRegistry({
  name: 'documentation_sections',
  path: '/documentation/list',
  label: { ru: 'Разделы базы знаний', en: 'Knowledge base sections' },
  permits: { view: 'session', create: DOCUMENTATION_EDIT_PERMIT, edit: DOCUMENTATION_EDIT_PERMIT, delete: DOCUMENTATION_EDIT_PERMIT },
  lookup: 'session',
  title: 'title',
  defaultSort: { field: 'title', order: 'asc' },
  fields: [
    { name: 'title', kind: 'text', max: 200, label: { ru: 'Название', en: 'Title' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'parent_id',
      kind: 'remote',
      registry: 'documentation_sections',
      excludeSelf: true,
      label: { ru: 'Родительский раздел', en: 'Parent section' },
      list: true,
      filter: true,
    },
    { name: 'description', kind: 'longText', max: 2000, label: { ru: 'Описание', en: 'Description' }, search: 'B' },
  ],
});

/**
 * Articles (spec 1 §2 `/documentation/{id}/article/{articleId}`): title, section, rich-text body
 * (sanitized by the server), tags, chat, files (images and attachments). Every save keeps a
 * version (`GET /api/documentation/:id/versions`). Full-text search with Russian morphology:
 * `GET /api/documentation/search`.
 */
export const documentationRegistry = defineRegistry({
  name: ARTICLES_MODULE,
  path: '/documentation/article',
  label: { ru: 'Статьи базы знаний', en: 'Knowledge base articles' },
  permits: { view: 'session', create: DOCUMENTATION_EDIT_PERMIT, edit: DOCUMENTATION_EDIT_PERMIT, delete: DOCUMENTATION_EDIT_PERMIT },
  lookup: 'session',
  title: 'title',
  defaultSort: { field: 'title', order: 'asc' },
  chat: true,
  fields: [
    { name: 'title', kind: 'text', max: 300, label: { ru: 'Заголовок', en: 'Title' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'section_id',
      kind: 'remote',
      registry: 'documentation_sections',
      label: { ru: 'Раздел', en: 'Section' },
      required: true,
      list: true,
      filter: true,
    },
    { name: 'body', kind: 'longText', rich: true, max: 200000, label: { ru: 'Текст', en: 'Text' }, search: 'B' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'files', kind: 'files', label: { ru: 'Файлы', en: 'Files' } },
  ],
});

const dateTime = z.string();

/** One section of the tree (`GET /api/documentation/tree`). */
export const knowledgeSectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  parent_id: z.number().nullable(),
  description: z.string().nullable(),
  articles: z.number(),
});
export type KnowledgeSection = z.infer<typeof knowledgeSectionSchema>;

/** An article in a list (a section's, the recent, the favourites). */
export const articleItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  section_id: z.number(),
  section_title: z.string(),
  date_edit: dateTime,
  who_edit_fio: z.string().nullable(),
  liked: z.number(),
});
export type ArticleItem = z.infer<typeof articleItemSchema>;

export const knowledgeTreeSchema = z.object({
  sections: z.array(knowledgeSectionSchema),
  recent: z.array(articleItemSchema),
});
export type KnowledgeTree = z.infer<typeof knowledgeTreeSchema>;

export const sectionArticlesSchema = z.object({ articles: z.array(articleItemSchema) });

/** The reading view of an article. */
export const articleSchema = articleItemSchema.extend({
  body: z.string().nullable(),
  version: z.number(),
  date_add: dateTime,
  who_add_fio: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** A saved version: every create, edit and restore keeps one. */
export const articleVersionSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  date_add: dateTime,
  who_add_fio: z.string().nullable(),
  /** The version this one restored, when it is a restore. */
  restored_from: z.number().nullable(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;
export const articleVersionsSchema = z.object({ versions: z.array(articleVersionSchema) });

/** One part of a diff: text both have, text only the version has (removed since), text only the current has (added). */
export const diffPartSchema = z.object({ kind: z.enum(['same', 'removed', 'added']), text: z.string() });
export type DiffPart = z.infer<typeof diffPartSchema>;
export const articleDiffSchema = z.object({
  version: articleVersionSchema.extend({ body: z.string().nullable() }),
  title: z.array(diffPartSchema),
  body: z.array(diffPartSchema),
});
export type ArticleDiff = z.infer<typeof articleDiffSchema>;

export const knowledgeSearchQuerySchema = z.object({
  /** Empty: no hits. */
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
/** A search hit: `snippet` is plain text with the matched words in `<mark>`…`</mark>` (nothing else). */
export const searchHitSchema = z.object({
  id: z.number(),
  title: z.string(),
  section_id: z.number(),
  section_title: z.string(),
  snippet: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const knowledgeSearchSchema = z.object({ hits: z.array(searchHitSchema) });
