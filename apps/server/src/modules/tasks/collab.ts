/**
 * The task module's one door to the collaboration kit (history, tags, favourites,
 * attachments): every call from the task module goes through here.
 * Tags and attachments publish no reader functions yet, so their tables (exported by
 * their index.ts) are read here directly, one query per page.
 */
import { ANSWER_FILE_TYPE, ATTACHMENT_TYPES, type TicketFile } from '@app/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { objectFiles } from '../attachments/index.ts';
import { chatMessages } from '../chat/index.ts';
import { likedSet } from '../favourites/index.ts';
import { recordChanges } from '../history/index.ts';
import { tagLinks, tags } from '../tags/index.ts';

export const TICKETS_MODULE = 'tickets';

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** History rows of a ticket change, in the caller's transaction. */
export async function recordTicketHistory(tx: Db, ticketId: number, userId: number | null, changes: FieldChange[]): Promise<void> {
  if (changes.length === 0) return;
  await recordChanges(
    tx,
    TICKETS_MODULE,
    ticketId,
    userId,
    changes.map((c) => ({ field: c.field, old_value: c.old, new_value: c.new })),
  );
}

export interface TagBrief {
  object_id: number;
  id: number;
  name: string;
  color: string;
}

/** Tags of a page of tickets, in one query. */
export async function tagsOfTickets(db: Db, ticketIds: number[]): Promise<TagBrief[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({ object_id: tagLinks.object_id, id: tags.id, name: tags.name, color: tags.color })
    .from(tagLinks)
    .innerJoin(tags, and(eq(tags.id, tagLinks.tag_id), eq(tags.status, 1)))
    .where(and(eq(tagLinks.module, TICKETS_MODULE), inArray(tagLinks.object_id, ticketIds), eq(tagLinks.status, 1)))
    .orderBy(asc(tagLinks.id));
}

/** Ids among `ticketIds` the user liked (one query). */
export async function likedTickets(db: Db, userId: number, ticketIds: number[]): Promise<Set<number>> {
  if (ticketIds.length === 0) return new Set();
  return likedSet(db, userId, TICKETS_MODULE, ticketIds);
}

/** Copies the tags of one ticket onto another (recurrence). */
export async function copyTicketTags(tx: Db, fromId: number, toId: number, userId: number): Promise<void> {
  const links = await tx
    .select({ tag_id: tagLinks.tag_id })
    .from(tagLinks)
    .where(and(eq(tagLinks.module, TICKETS_MODULE), eq(tagLinks.object_id, fromId), eq(tagLinks.status, 1)));
  if (links.length === 0) return;
  await tx.insert(tagLinks).values(links.map((l) => ({ tag_id: l.tag_id, module: TICKETS_MODULE, object_id: toId, who_add: userId })));
}

/** The ticket's attached files (uploads through the attachments module's `files/tickets/:id` calls). */
export async function filesOfTicket(db: Db, ticketId: number): Promise<TicketFile[]> {
  const rows = await db
    .select({
      id: objectFiles.id,
      name: objectFiles.name,
      type: objectFiles.type,
      column_name: objectFiles.column_name,
      doc_type: objectFiles.doc_type,
      filename: objectFiles.filename,
      link: objectFiles.link,
      who_add: objectFiles.who_add,
    })
    .from(objectFiles)
    .where(and(eq(objectFiles.module, TICKETS_MODULE), eq(objectFiles.object_id, ticketId), eq(objectFiles.status, 1)))
    .orderBy(asc(objectFiles.id))
    .limit(1000);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    type_code: ATTACHMENT_TYPES.find((t) => t.id === r.type)?.code ?? 'custom',
    column_name: r.column_name,
    link: r.link ?? (r.filename ? `/upload/files/${TICKETS_MODULE}/${ticketId}/${encodeURIComponent(r.filename)}` : null),
    who_add: r.who_add,
    doc_type: r.doc_type,
  }));
}

/**
 * Which of the tickets have a live answer file (spec 2 §3 "File" type answer 2) in their
 * `document` file group: what "answer ready" needs (spec 2 "Linked documents").
 */
export async function ticketsWithAnswerFile(db: Db, ticketIds: number[]): Promise<Set<number>> {
  if (ticketIds.length === 0) return new Set();
  const documentType = ATTACHMENT_TYPES.find((t) => t.code === 'document')!.id;
  const rows = await db
    .selectDistinct({ id: objectFiles.object_id })
    .from(objectFiles)
    .where(
      and(
        eq(objectFiles.module, TICKETS_MODULE),
        inArray(objectFiles.object_id, ticketIds),
        eq(objectFiles.status, 1),
        eq(objectFiles.type, documentType),
        isNull(objectFiles.column_name),
        eq(objectFiles.doc_type, ANSWER_FILE_TYPE),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const BENCH_TAGS = [
  { name: 'Срочно', color: '#E53935' },
  { name: 'Согласование', color: '#1E88E5' },
  { name: 'Склад', color: '#43A047' },
  { name: 'Ожидает оплаты', color: '#FB8C00' },
];

/** Benchmark volume: every fifth ticket with `id > afterId` gets one of four ticket tags, in one statement. */
export async function bulkTagTickets(db: Db, afterId: number, userId: number): Promise<void> {
  await db
    .insert(tags)
    .values(BENCH_TAGS.map((t) => ({ ...t, module: TICKETS_MODULE, who_add: userId })))
    .onConflictDoNothing();
  await db.execute(sql`with g as (
      select array_agg(id order by id) as ids from (select id from tags where module = ${TICKETS_MODULE} and status = 1 order by id limit 4) x
    )
    insert into tag_links (tag_id, module, object_id, who_add)
    select g.ids[1 + (t.id / 5) % cardinality(g.ids)], ${TICKETS_MODULE}, t.id, ${userId}::int
    from tickets t, g where t.id > ${afterId}::int and t.id % 5 = 0 and cardinality(g.ids) > 0`);
}

/** Demo chat messages of tickets (seed only): plain paragraphs, dated as given; a reply names its parent by index. */
export async function seedTicketChat(
  db: Db,
  messages: { ticketId: number; userId: number; text: string; at: Date; replyTo?: number }[],
): Promise<void> {
  const ids: number[] = [];
  for (const m of messages) {
    const [row] = await db
      .insert(chatMessages)
      .values({
        module: TICKETS_MODULE,
        object_id: m.ticketId,
        who_add: m.userId,
        message: `<p>${m.text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</p>`,
        parent_id: m.replyTo !== undefined ? (ids[m.replyTo] ?? null) : null,
        date_add: m.at,
      })
      .returning({ id: chatMessages.id });
    ids.push(row.id);
  }
}
