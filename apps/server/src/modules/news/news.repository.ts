import { and, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { news, newsReads } from './news.schema.ts';

/** Active published news: what every signed-in user reads. */
const publishedActive = (): SQL => and(eq(news.status, 1), eq(news.state, 'published'))!;

/** Not read by the user. */
const unreadBy = (userId: number): SQL =>
  notExists(sql`(select 1 from ${newsReads} where ${newsReads.news_id} = ${news.id} and ${newsReads.user_id} = ${userId})`);

/** How many active published news the user has not read. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(news)
    .where(and(publishedActive(), unreadBy(userId)));
  return Number(row?.n ?? 0);
}

/** Of these ids, the active published news the user has not read. */
export async function unreadAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(inArray(news.id, ids), publishedActive(), unreadBy(userId)));
  return new Set(rows.map((r) => r.id));
}

/** Marks an active published item read; answers whether it was unread until now (drafts and trashed items: false). */
export async function markRead(db: Db, userId: number, newsId: number): Promise<boolean> {
  const [item] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, newsId), publishedActive()))
    .limit(1);
  if (!item) return false;
  const rows = await db
    .insert(newsReads)
    .values({ news_id: newsId, user_id: userId })
    .onConflictDoNothing()
    .returning({ news_id: newsReads.news_id });
  return rows.length > 0;
}
