import { ARTICLES_MODULE } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { documentationArticles, documentationSections, documentationVersions } from './knowledge.schema.ts';

const wire = (value: unknown) => toWireMinutes(new Date(value as string));

interface ArticleRow {
  id: number;
  title: string;
  section_id: number;
  section_title: string;
  date_edit: unknown;
  who_edit_fio: string | null;
  liked: number | boolean;
}

const articleItem = (r: ArticleRow) => ({
  id: Number(r.id),
  title: r.title,
  section_id: Number(r.section_id),
  section_title: r.section_title,
  date_edit: wire(r.date_edit),
  who_edit_fio: r.who_edit_fio,
  liked: r.liked ? 1 : 0,
});

/** The columns of an article in a list: its section, the last change and the user's star. */
const itemColumns = (userId: number) => sql`a.id, a.title, a.section_id, s.title as section_title,
  coalesce(a.date_edit, a.date_add) as date_edit, u.fio as who_edit_fio,
  exists(select 1 from favourites f where f.user_id = ${userId} and f.module = ${ARTICLES_MODULE} and f.object_id = a.id) as liked`;
const itemJoins = sql`join documentation_sections s on s.id = a.section_id
  left join users u on u.id = coalesce(a.who_edit, a.who_add)`;

/** Every active section with its count of active articles (the tree is small: a few hundred at most). */
export async function findSectionsWithCounts(db: Db) {
  const rows = await queryRows<{ id: number; title: string; parent_id: number | null; description: string | null; articles: number }>(
    db,
    sql`select s.id, s.title, s.parent_id, s.description,
      (select count(*) from documentation a where a.section_id = s.id and a.status = 1)::int as articles
      from documentation_sections s where s.status = 1 order by s.title, s.id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    articles: Number(r.articles),
  }));
}

/** The last changed active articles. */
export async function findRecentArticles(db: Db, userId: number, limit = 10) {
  const rows = await queryRows<ArticleRow>(
    db,
    sql`select ${itemColumns(userId)} from documentation a ${itemJoins}
      where a.status = 1 order by coalesce(a.date_edit, a.date_add) desc, a.id desc limit ${limit}`,
  );
  return rows.map(articleItem);
}

/** The active articles of one section, by title. */
export async function findSectionArticles(db: Db, userId: number, sectionId: number) {
  const rows = await queryRows<ArticleRow>(
    db,
    sql`select ${itemColumns(userId)} from documentation a ${itemJoins}
      where a.status = 1 and a.section_id = ${sectionId} order by a.title, a.id limit 500`,
  );
  return rows.map(articleItem);
}

/** The active articles the user starred. */
export async function findFavouriteArticles(db: Db, userId: number) {
  const rows = await queryRows<ArticleRow>(
    db,
    sql`select ${itemColumns(userId)} from favourites f join documentation a on a.id = f.object_id ${itemJoins}
      where f.user_id = ${userId} and f.module = ${ARTICLES_MODULE} and a.status = 1 order by a.title, a.id limit 500`,
  );
  return rows.map(articleItem);
}

/** One article for reading (any status: the caller checks the access). */
export async function findArticle(db: Db, userId: number, id: number) {
  const [row] = await queryRows<
    ArticleRow & { body: string | null; version: number; status: number; date_add: unknown; who_add_fio: string | null }
  >(
    db,
    sql`select ${itemColumns(userId)}, a.body, a.version, a.status, a.date_add, ua.fio as who_add_fio
      from documentation a ${itemJoins} left join users ua on ua.id = a.who_add where a.id = ${id}`,
  );
  if (!row) return undefined;
  return {
    ...articleItem(row),
    body: row.body,
    version: Number(row.version),
    status: Number(row.status),
    date_add: wire(row.date_add),
    who_add_fio: row.who_add_fio,
  };
}

/** The article's stored title and body (for a version). */
export async function findArticleText(db: Db, id: number) {
  const [row] = await db
    .select({
      title: documentationArticles.title,
      body: documentationArticles.body,
      status: documentationArticles.status,
      version: documentationArticles.version,
    })
    .from(documentationArticles)
    .where(eq(documentationArticles.id, id));
  return row;
}

/** Writes a restored title and body (the engine's system columns as a patch would). */
export async function writeArticleText(tx: Db, id: number, userId: number, text: { title: string; body: string | null }) {
  await tx
    .update(documentationArticles)
    .set({ ...text, date_edit: new Date(), who_edit: userId, version: sql`${documentationArticles.version} + 1` })
    .where(eq(documentationArticles.id, id));
}

/** Keeps a version: the next number of the article. */
export async function insertVersion(
  tx: Db,
  articleId: number,
  userId: number | null,
  text: { title: string; body: string | null },
  restoredFrom: number | null = null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('documentation_versions'), ${articleId})`);
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${documentationVersions.number}), 0)::int` })
    .from(documentationVersions)
    .where(eq(documentationVersions.article_id, articleId));
  await tx.insert(documentationVersions).values({
    article_id: articleId,
    number: Number(last?.number ?? 0) + 1,
    title: text.title,
    body: text.body,
    restored_from: restoredFrom,
    who_add: userId,
  });
}

interface VersionRow {
  id: number;
  number: number;
  title: string;
  body: string | null;
  restored_from: number | null;
  date_add: unknown;
  who_add_fio: string | null;
}
const versionItem = (r: VersionRow) => ({
  id: Number(r.id),
  number: Number(r.number),
  title: r.title,
  restored_from: r.restored_from === null ? null : Number(r.restored_from),
  date_add: wire(r.date_add),
  who_add_fio: r.who_add_fio,
});

/** The article's versions, newest first. */
export async function findVersions(db: Db, articleId: number) {
  const rows = await queryRows<VersionRow>(
    db,
    sql`select v.id, v.number, v.title, null as body, v.restored_from, v.date_add, u.fio as who_add_fio
      from documentation_versions v left join users u on u.id = v.who_add
      where v.article_id = ${articleId} order by v.number desc limit 500`,
  );
  return rows.map(versionItem);
}

/** One version of the article, with its body. */
export async function findVersion(db: Db, articleId: number, versionId: number) {
  const [row] = await queryRows<VersionRow>(
    db,
    sql`select v.id, v.number, v.title, v.body, v.restored_from, v.date_add, u.fio as who_add_fio
      from documentation_versions v left join users u on u.id = v.who_add
      where v.article_id = ${articleId} and v.id = ${versionId}`,
  );
  return row ? { ...versionItem(row), body: row.body } : undefined;
}

/**
 * Full-text search (Russian morphology): `websearch_to_tsquery('russian')` over the generated,
 * GIN-indexed `search_vector` (title weight A, body B), ranked by `ts_rank_cd`, with a
 * `ts_headline` snippet of the plain body (or the title when the body does not match).
 */
export async function searchArticles(db: Db, term: string, limit: number) {
  const rows = await queryRows<{ id: number; title: string; section_id: number; section_title: string; snippet: string; rank: number }>(
    db,
    sql`with q as (select websearch_to_tsquery('russian', ${term}) as query),
      hits as (
        select a.id, a.title, a.section_id, a.body_text, ts_rank_cd(a.search_vector, q.query) as rank, q.query
        from documentation a, q where a.status = 1 and a.search_vector @@ q.query
        order by rank desc, a.id desc limit ${limit}
      )
      select h.id, h.title, h.section_id, s.title as section_title, h.rank,
        ts_headline('russian', coalesce(nullif(trim(h.body_text), ''), h.title), h.query,
          'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet
      from hits h join documentation_sections s on s.id = h.section_id order by h.rank desc, h.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), section_id: Number(r.section_id), rank: Number(r.rank) }));
}

/** The section and its ancestors, nearest first (at most 100 levels, so a stored cycle cannot loop). */
export async function sectionChain(db: Db, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 1 from documentation_sections where id = ${id}
      union all
      select s.id, s.parent_id, c.depth + 1 from documentation_sections s join chain c on s.id = c.parent_id where c.depth < 100
    ) select id from chain order by depth`,
  );
  return rows.map((r) => Number(r.id));
}

/** Serializes moves within the section tree until the transaction ends. */
export async function lockSectionTree(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('documentation_sections'))`);
}

/** Whether the section has active articles or active sub-sections. */
export async function sectionHasContent(db: Db, id: number): Promise<boolean> {
  const [row] = await queryRows<{ busy: boolean }>(
    db,
    sql`select exists(select 1 from documentation where section_id = ${id} and status = 1)
      or exists(select 1 from documentation_sections where parent_id = ${id} and status = 1) as busy`,
  );
  return Boolean(row?.busy);
}

/** The section's status (undefined when there is none). */
export async function sectionStatus(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ status: documentationSections.status })
    .from(documentationSections)
    .where(eq(documentationSections.id, id));
  return row ? Number(row.status) : undefined;
}

/** Whether an active section exists. */
export async function activeSectionExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: documentationSections.id })
    .from(documentationSections)
    .where(and(eq(documentationSections.id, id), eq(documentationSections.status, 1)));
  return row !== undefined;
}

/** The title and body of the article's newest version. */
export async function findLastVersionText(db: Db, articleId: number) {
  const [row] = await db
    .select({ title: documentationVersions.title, body: documentationVersions.body })
    .from(documentationVersions)
    .where(eq(documentationVersions.article_id, articleId))
    .orderBy(sql`${documentationVersions.number} desc`)
    .limit(1);
  return row;
}
