import { ARTICLES_MODULE, type ArticleDiff } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { htmlToText } from '../../shared/html.ts';
import { recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import type { RegistryHooks } from '../registry/index.ts';
import { diffText } from './knowledge.diff.ts';
import { msg } from './knowledge.messages.ts';
import { sectionParentProblems, textChanged } from './knowledge.policy.ts';
import * as repo from './knowledge.repository.ts';

/** The sections registry's rules: a parent that exists and closes no cycle; only an empty section is deleted. */
export const sectionHooks = (db: Db): RegistryHooks => ({
  validate: async (tx, record, id): Promise<Record<string, string[]>> => {
    if (typeof record.parent_id !== 'number') return {};
    await repo.lockSectionTree(tx);
    const active = (await repo.sectionStatus(tx, record.parent_id)) === 1;
    return sectionParentProblems(id, record.parent_id, await repo.sectionChain(tx, record.parent_id), active);
  },
  // Decision: a section with active articles or sub-sections is refused (409), not trashed with them.
  writing: async (tx, { action, id }) => {
    if (action === 'delete' && id !== undefined && (await repo.sectionHasContent(tx ?? db, id))) throw new Conflict(msg('sectionNotEmpty'));
  },
});

/** The articles registry's rules: an active section; every save that changed the text keeps a version. */
export const articleHooks = (db: Db): RegistryHooks => ({
  validate: async (tx, record): Promise<Record<string, string[]>> =>
    typeof record.section_id === 'number' && !(await repo.activeSectionExists(tx, record.section_id))
      ? { section_id: [msg('sectionMissing')] }
      : {},
  written: async (user, id, action) => {
    if (action !== 'create' && action !== 'update') return;
    await keepVersion(db, id, user.id);
  },
});

/** Stores a version of the article's current text unless the newest version already has it. */
export async function keepVersion(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const now = await repo.findArticleText(tx, id);
    if (!now) return;
    if (textChanged(await repo.findLastVersionText(tx, id), now)) await repo.insertVersion(tx, id, userId, now);
  });
}

/** The tree of sections with their article counts, and the recently changed articles. */
export async function knowledgeTree(db: Db, user: SessionUser) {
  const [sections, recent] = await Promise.all([repo.findSectionsWithCounts(db), repo.findRecentArticles(db, user.id)]);
  return { sections, recent };
}

export async function sectionArticles(db: Db, user: SessionUser, sectionId: number) {
  if (!(await repo.activeSectionExists(db, sectionId))) throw new NotFound();
  return { articles: await repo.findSectionArticles(db, user.id, sectionId) };
}

export async function favouriteArticles(db: Db, user: SessionUser) {
  return { articles: await repo.findFavouriteArticles(db, user.id) };
}

/** The reading view: 404 when the user may not see the article (a trashed one only with the delete right). */
export async function readArticle(db: Db, user: SessionUser, id: number) {
  await assertReadable(user, ARTICLES_MODULE, id);
  const article = await repo.findArticle(db, user.id, id);
  if (!article) throw new NotFound();
  return article;
}

export async function articleVersions(db: Db, user: SessionUser, id: number) {
  await assertReadable(user, ARTICLES_MODULE, id);
  return { versions: await repo.findVersions(db, id) };
}

const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;
const BREAK = '\uE000';

/** The plain text of an article body, a line per paragraph, list item or heading. */
export function plainText(html: string | null): string {
  if (!html) return '';
  return htmlToText(html.replace(BLOCK_END, (tag) => `${tag}${BREAK}`))
    .replaceAll(` ${BREAK}`, BREAK)
    .replaceAll(BREAK, '\n')
    .trim();
}

/** The diff between a version and the current text (title and body as plain text). */
export async function versionDiff(db: Db, user: SessionUser, id: number, versionId: number): Promise<ArticleDiff> {
  await assertReadable(user, ARTICLES_MODULE, id);
  const version = await repo.findVersion(db, id, versionId);
  const now = await repo.findArticleText(db, id);
  if (!version || !now) throw new NotFound(msg('versionMissing'));
  return {
    version,
    title: diffText(version.title, now.title),
    body: diffText(plainText(version.body), plainText(now.body)),
  };
}

/** Restore: the article takes the version's title and body, and that becomes a new version. */
export async function restoreVersion(db: Db, user: SessionUser, id: number, versionId: number) {
  await assertEditable(user, ARTICLES_MODULE, id);
  const version = await repo.findVersion(db, id, versionId);
  if (!version) throw new NotFound(msg('versionMissing'));
  await db.transaction(async (tx) => {
    const now = await repo.findArticleText(tx, id);
    if (!now) throw new NotFound();
    const text = { title: version.title, body: version.body };
    await repo.writeArticleText(tx, id, user.id, text);
    await recordChanges(tx, ARTICLES_MODULE, id, user.id, [
      { field: 'title', old_value: now.title, new_value: text.title },
      { field: 'body', old_value: now.body, new_value: text.body },
    ]);
    await repo.insertVersion(tx, id, user.id, text, version.number);
  });
  return readArticle(db, user, id);
}

export const searchKnowledge = async (db: Db, term: string, limit: number) => ({
  hits: term ? await repo.searchArticles(db, term, limit) : [],
});
