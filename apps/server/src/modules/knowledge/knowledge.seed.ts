import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { documentationArticles, documentationSections, documentationVersions } from './knowledge.schema.ts';
import { SEED_ARTICLES, SEED_SECTIONS } from './knowledge.seed-data.ts';

/**
 * The demo knowledge base (issue 17), bulk inserts only: role «Редактор базы знаний»
 * (documentation_edit) for user18 (the support operator, who writes the IT articles), and the
 * project managers' role edits too (`manager` keeps one role); 4 root sections with sub-sections and 12 articles, each
 * with its first version (the author: manager).
 */
export async function seedKnowledge(db: Db): Promise<void> {
  const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
  const [manager] = await ids(sql`select id from users where login = 'manager'`);
  const [admin] = await ids(sql`select id from users where login = 'admin'`);
  const author = manager ?? admin ?? null;
  const [editor] = await ids(sql`select id from users where login = 'user18'`);
  const [role] = await db.insert(roles).values({ name: 'Редактор базы знаний' }).returning({ id: roles.id });
  await db.insert(rolePermits).values({ role_id: role.id, permit: 'documentation_edit' });
  if (editor) await db.insert(userRoles).values({ user_id: editor, role_id: role.id });
  const [pm] = await ids(sql`select id from roles where name = 'Руководитель проектов'`);
  if (pm) await db.insert(rolePermits).values({ role_id: pm, permit: 'documentation_edit' }).onConflictDoNothing();
  const roots = await db
    .insert(documentationSections)
    .values(SEED_SECTIONS.map((s) => ({ title: s.title, description: s.description, who_add: author })))
    .returning({ id: documentationSections.id, title: documentationSections.title });
  const sectionId = new Map(roots.map((r) => [r.title, r.id]));
  const children = SEED_SECTIONS.flatMap((s) =>
    s.children.map((title) => ({ title, parent_id: sectionId.get(s.title)!, who_add: author })),
  );
  for (const row of await db
    .insert(documentationSections)
    .values(children)
    .returning({ id: documentationSections.id, title: documentationSections.title }))
    sectionId.set(row.title, row.id);
  const DAY = 86_400_000;
  const now = Date.now();
  const articles = await db
    .insert(documentationArticles)
    .values(
      SEED_ARTICLES.map((a, i) => ({
        title: a.title,
        section_id: sectionId.get(a.section)!,
        body: a.body,
        who_add: author,
        date_add: new Date(now - (SEED_ARTICLES.length - i) * 3 * DAY),
      })),
    )
    .returning({
      id: documentationArticles.id,
      title: documentationArticles.title,
      body: documentationArticles.body,
      date_add: documentationArticles.date_add,
    });
  await db
    .insert(documentationVersions)
    .values(articles.map((a) => ({ article_id: a.id, number: 1, title: a.title, body: a.body, who_add: author, date_add: a.date_add })));
}
