import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { ticketRecurrences, ticketReminders, tickets } from './tasks.schema.ts';

export async function insertReminder(db: Db, values: typeof ticketReminders.$inferInsert) {
  const [row] = await db.insert(ticketReminders).values(values).returning();
  return row;
}

export async function findReminder(db: Db, id: number) {
  const [row] = await db.select().from(ticketReminders).where(eq(ticketReminders.id, id));
  return row ?? null;
}

export async function updateReminder(db: Db, id: number, values: Partial<typeof ticketReminders.$inferInsert>) {
  await db.update(ticketReminders).set(values).where(eq(ticketReminders.id, id));
}

/** Marks a reminder sent; answers false when it was removed or already sent (a job run twice). */
export async function claimReminder(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(ticketReminders)
    .set({ notified_at: new Date() })
    .where(and(eq(ticketReminders.id, id), eq(ticketReminders.status, 1), sql`${ticketReminders.notified_at} is null`))
    .returning({ id: ticketReminders.id });
  return rows.length > 0;
}

export async function findRemindersOfTicket(db: Db, ticketId: number) {
  return queryRows<{ id: number; comment: string; ticket_id: number; time: Date; user_id: number; fio: string; who_add: number | null }>(
    db,
    sql`select r.id, r.comment, r.ticket_id, r.time, r.user_id, u.fio, r.who_add from ticket_reminders r join users u on u.id = r.user_id
        where r.ticket_id = ${ticketId} and r.status = 1 order by r.time, r.id`,
  );
}

export async function findRecurrence(db: Db, ticketId: number) {
  const [row] = await db.select().from(ticketRecurrences).where(eq(ticketRecurrences.ticket_id, ticketId));
  return row ?? null;
}

export async function findRecurrenceById(db: Db, id: number) {
  const [row] = await db.select().from(ticketRecurrences).where(eq(ticketRecurrences.id, id));
  return row ?? null;
}

export async function upsertRecurrence(db: Db, values: typeof ticketRecurrences.$inferInsert) {
  const [row] = await db
    .insert(ticketRecurrences)
    .values(values)
    .onConflictDoUpdate({ target: ticketRecurrences.ticket_id, set: { ...values, date_edit: new Date() } })
    .returning();
  return row;
}

export async function setRecurrenceJob(db: Db, id: number, jobId: string | null) {
  await db.update(ticketRecurrences).set({ job_id: jobId }).where(eq(ticketRecurrences.id, id));
}

export async function findTicketRow(db: Db, ticketId: number) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

export async function findActivePeople(db: Db, ticketId: number) {
  const performers = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from ticket_performers where ticket_id = ${ticketId} and status = 1 order by id`,
  );
  const watchers = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from ticket_watchers where ticket_id = ${ticketId} and status = 1 order by id`,
  );
  return { performers: performers.map((p) => p.user_id), watchers: watchers.map((w) => w.user_id) };
}

/** Moves a rule from the occurrence `at` to `next`; false when another run claimed it first. */
export async function claimOccurrence(db: Db, id: number, at: Date, next: Date | null): Promise<boolean> {
  const rows = await db
    .update(ticketRecurrences)
    .set({ next_at: next })
    .where(and(eq(ticketRecurrences.id, id), eq(ticketRecurrences.status, 1), eq(ticketRecurrences.next_at, at)))
    .returning({ id: ticketRecurrences.id });
  return rows.length > 0;
}

export async function findPendingReminders(db: Db) {
  return (
    db
      .select({ id: ticketReminders.id, time: ticketReminders.time })
      .from(ticketReminders)
      // Due ones too, whatever their job: a job that was running in a killed process stays
      // `active` in pg-boss until it expires; the claim makes the extra job a no-op otherwise.
      .where(
        and(
          eq(ticketReminders.status, 1),
          sql`${ticketReminders.notified_at} is null and (${ticketReminders.job_id} is null or ${ticketReminders.time} <= now())`,
        ),
      )
      .limit(10_000)
  );
}

export async function findScheduledRecurrences(db: Db) {
  return db
    .select({ id: ticketRecurrences.id, next_at: ticketRecurrences.next_at })
    .from(ticketRecurrences)
    .where(and(eq(ticketRecurrences.status, 1), sql`${ticketRecurrences.next_at} is not null and ${ticketRecurrences.job_id} is null`))
    .limit(10_000);
}
