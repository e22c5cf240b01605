import type { SupportPriority, SupportSla, SupportState } from '@app/contracts';
import { DEFAULT_SUPPORT_SLA } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { queryRows } from '../../plugins/db.ts';
import { chatNotices } from '../chat/index.ts';
import { supportRequests, supportSla } from './support.schema.ts';

/** What the module's own calls need of a request. */
export interface RequestRow {
  id: number;
  status: number;
  subject: string;
  priority: SupportPriority;
  state: SupportState;
  requester_id: number | null;
  operator_id: number | null;
  date_add: Date;
  responded_at: Date | null;
  paused_at: Date | null;
  paused_ms: number;
  ticket_id: number | null;
  body: string;
}

const requestColumns = {
  id: supportRequests.id,
  status: supportRequests.status,
  subject: supportRequests.subject,
  priority: supportRequests.priority,
  state: supportRequests.state,
  requester_id: supportRequests.requester_id,
  operator_id: supportRequests.operator_id,
  date_add: supportRequests.date_add,
  responded_at: supportRequests.responded_at,
  paused_at: supportRequests.paused_at,
  paused_ms: supportRequests.paused_ms,
  ticket_id: supportRequests.ticket_id,
  body: supportRequests.body,
};

/** An active request, locked for the write when `tx` is a transaction. */
export async function findRequest(db: Db, id: number, lock = false): Promise<RequestRow | undefined> {
  const query = db.select(requestColumns).from(supportRequests).where(eq(supportRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && row.status === 1 ? (row as RequestRow) : undefined;
}

/** Writes the module's own (read-only) fields: state, operator, SLA times, ticket. The version stays: edits of the fields do not conflict with them. */
export async function updateRequest(db: Db, id: number, values: Partial<typeof supportRequests.$inferInsert>, userId: number) {
  await db
    .update(supportRequests)
    .set({ ...values, date_edit: new Date(), who_edit: userId })
    .where(eq(supportRequests.id, id));
}

/** The SLA targets per priority: the stored rows over the defaults. */
export async function findSla(db: Db): Promise<SupportSla[]> {
  const rows = await db.select().from(supportSla);
  return DEFAULT_SUPPORT_SLA.map((d) => {
    const stored = rows.find((r) => r.priority === d.priority);
    return stored ? { priority: d.priority, response_minutes: stored.response_minutes, resolve_minutes: stored.resolve_minutes } : { ...d };
  });
}

export async function saveSla(db: Db, sla: SupportSla[], userId: number) {
  for (const s of sla)
    await db
      .insert(supportSla)
      .values({ ...s, who_edit: userId })
      .onConflictDoUpdate({
        target: supportSla.priority,
        set: { response_minutes: s.response_minutes, resolve_minutes: s.resolve_minutes, date_edit: new Date(), who_edit: userId },
      });
}

/** Active users holding `operator_view` (admins hold every permit). */
export async function findOperatorIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where u.status = 1 and (u.type = 1
      or exists (select 1 from user_roles ur join role_permits rp on rp.role_id = ur.role_id
        join roles r on r.id = ur.role_id and r.status = 1 where ur.user_id = u.id and rp.permit = 'operator_view')
      or exists (select 1 from user_permits up where up.user_id = u.id and up.permit = 'operator_view' and up.value = 1))`,
  );
  return rows.map((r) => Number(r.id));
}

/** Makes the user a follower of the request's chat (the chat module then notifies them of each message). */
export async function followChat(db: Db, userId: number, requestId: number) {
  await db.insert(chatNotices).values({ who_add: userId, module: 'support', object_id: requestId }).onConflictDoNothing();
}
