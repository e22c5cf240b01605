import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { objectFiles } from '../attachments/index.ts';
import { chatFiles, chatMessages } from '../chat/index.ts';
import { objectHistory } from '../history/index.ts';
import { tagLinks } from '../tags/index.ts';

/** The collaboration kit's rows of a removed candidate moved to the kept one (merge); answers the counts moved. */

const MODULE = 'candidates';

export async function moveKitRows(tx: Db, fromId: number, toId: number) {
  const from = (table: typeof objectFiles | typeof chatMessages | typeof chatFiles | typeof objectHistory) =>
    and(eq(table.module, MODULE), eq(table.object_id, fromId));
  const files = await tx.update(objectFiles).set({ object_id: toId }).where(from(objectFiles)).returning({ id: objectFiles.id });
  const messages = await tx.update(chatMessages).set({ object_id: toId }).where(from(chatMessages)).returning({ id: chatMessages.id });
  await tx.update(chatFiles).set({ object_id: toId }).where(from(chatFiles));
  const history = await tx.update(objectHistory).set({ object_id: toId }).where(from(objectHistory)).returning({ id: objectHistory.id });
  // A tag the kept candidate already has stays once: the removed one's link is detached.
  await tx
    .update(tagLinks)
    .set({ status: 0 })
    .where(
      and(
        eq(tagLinks.module, MODULE),
        eq(tagLinks.object_id, fromId),
        eq(tagLinks.status, 1),
        sql`${tagLinks.tag_id} in (select tag_id from tag_links where module = ${MODULE} and object_id = ${toId} and status = 1)`,
      ),
    );
  const tags = await tx
    .update(tagLinks)
    .set({ object_id: toId })
    .where(and(eq(tagLinks.module, MODULE), eq(tagLinks.object_id, fromId), eq(tagLinks.status, 1)))
    .returning({ id: tagLinks.id });
  return { files: files.length, messages: messages.length, history: history.length, tags: tags.length };
}
