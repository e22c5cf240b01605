import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import {
  boardMileage,
  checklistGroups,
  checklistItems,
  ticketFileVisibility,
  ticketPerformers,
  ticketRecurrences,
  ticketReminders,
  tickets,
  ticketWatchers,
  ticketWorks,
} from './tasks.schema.ts';

/** The ticket's status and name, its row locked until the purge commits (null: no such ticket). */
export async function lockTicketStatus(tx: Db, id: number): Promise<{ status: number; name: string } | null> {
  const [row] = await tx.select({ status: tickets.status, name: tickets.name }).from(tickets).where(eq(tickets.id, id)).for('update');
  return row ?? null;
}

/**
 * Deletes a ticket and what belongs to it (performers, watchers, works, checklists,
 * reminders, recurrence, file visibility); its subtasks, the tickets its recurrence created and
 * the board's mileage records stay, unlinked.
 */
export async function deleteTicketRows(tx: Db, id: number) {
  for (const table of [
    ticketPerformers,
    ticketWatchers,
    ticketWorks,
    checklistItems,
    checklistGroups,
    ticketReminders,
    ticketRecurrences,
    ticketFileVisibility,
  ])
    await tx.delete(table).where(eq(table.ticket_id, id));
  await tx.update(boardMileage).set({ ticket_id: null }).where(eq(boardMileage.ticket_id, id));
  await tx.update(tickets).set({ parent_id: null }).where(eq(tickets.parent_id, id));
  await tx.update(tickets).set({ recurrence_source_id: null }).where(eq(tickets.recurrence_source_id, id));
  await tx.delete(tickets).where(eq(tickets.id, id));
}
