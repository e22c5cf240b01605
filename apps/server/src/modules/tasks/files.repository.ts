import { and, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { ticketFileVisibility } from './tasks.schema.ts';

export async function findFileVisibility(db: Db, ticketId: number, userId: number) {
  return db
    .select()
    .from(ticketFileVisibility)
    .where(and(eq(ticketFileVisibility.ticket_id, ticketId), eq(ticketFileVisibility.user_id, userId)));
}

export async function upsertFileVisibility(db: Db, ticketId: number, userId: number, group: string, visibility: number) {
  const [row] = await db
    .insert(ticketFileVisibility)
    .values({ ticket_id: ticketId, user_id: userId, group, visibility, who_add: userId })
    .onConflictDoUpdate({
      target: [ticketFileVisibility.ticket_id, ticketFileVisibility.user_id, ticketFileVisibility.group],
      set: { visibility },
    })
    .returning({ id: ticketFileVisibility.id });
  return row.id;
}
