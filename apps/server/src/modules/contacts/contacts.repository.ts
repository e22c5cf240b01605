import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { users } from '../users/index.ts';
import { namedContact, type StoredContact } from './contacts.policy.ts';
import { contactGroups, contactSyncTokens, contacts } from './contacts.schema.ts';

/** The id of an active group, if there is one. */
export async function findActiveGroupId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(and(eq(contactGroups.id, id), eq(contactGroups.status, 1)));
  return row?.id;
}

/** Active groups by their lower-cased name (the import's CATEGORIES). */
export async function findActiveGroupsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(eq(contactGroups.status, 1))
    .orderBy(asc(contactGroups.id));
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(row.name.trim().toLowerCase())) byName.set(row.name.trim().toLowerCase(), row.id);
  return byName;
}

export async function insertGroup(db: Db, name: string, userId: number): Promise<number> {
  const [row] = await db.insert(contactGroups).values({ name, who_add: userId }).returning({ id: contactGroups.id });
  return row.id;
}

/** Every shown contact with its phones and e-mails (the import's index of duplicates). */
export async function findContactsForMerge(db: Db): Promise<StoredContact[]> {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      organization: contacts.organization,
      post: contacts.post,
      phones: contacts.phones,
      emails: contacts.emails,
      birthday: contacts.birthday,
      notes: contacts.notes,
      group_id: contacts.group_id,
    })
    .from(contacts)
    .where(and(eq(contacts.status, 1), namedContact(contacts.name)))
    .orderBy(asc(contacts.id));
}

export async function updateContact(db: Db, id: number, values: Partial<StoredContact>, userId: number): Promise<void> {
  await db
    .update(contacts)
    .set({ ...values, who_edit: userId, date_edit: new Date(), version: sql`${contacts.version} + 1` })
    .where(eq(contacts.id, id));
}

/** Shown contacts of a group and / or a search (the list's search: words or a substring), with the group's name, by name. */
export async function findContactsForExport(db: Db, filter: { group_id?: number; search?: string }, limit: number) {
  const term = filter.search?.trim();
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      organization: contacts.organization,
      post: contacts.post,
      phones: contacts.phones,
      emails: contacts.emails,
      birthday: contacts.birthday,
      notes: contacts.notes,
      date_edit: contacts.date_edit,
      group: contactGroups.name,
    })
    .from(contacts)
    .leftJoin(contactGroups, and(eq(contactGroups.id, contacts.group_id), eq(contactGroups.status, 1)))
    .where(
      and(
        eq(contacts.status, 1),
        namedContact(contacts.name),
        filter.group_id ? eq(contacts.group_id, filter.group_id) : undefined,
        term
          ? sql`(${contacts.search_text} like ${likePattern(term.toLowerCase())} or ${contacts.search_vector} @@ websearch_to_tsquery('russian', ${term}))`
          : undefined,
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(limit);
}

export async function findSyncToken(db: Db, userId: number) {
  const [row] = await db.select().from(contactSyncTokens).where(eq(contactSyncTokens.user_id, userId));
  return row;
}

/** Makes or replaces the user's token (the old one stops working). */
export async function saveSyncToken(db: Db, userId: number, token: string) {
  const [row] = await db
    .insert(contactSyncTokens)
    .values({ user_id: userId, token })
    .onConflictDoUpdate({ target: contactSyncTokens.user_id, set: { token, created_at: new Date() } })
    .returning();
  return row;
}

export async function deleteSyncToken(db: Db, userId: number): Promise<void> {
  await db.delete(contactSyncTokens).where(eq(contactSyncTokens.user_id, userId));
}

/** The active user a feed token belongs to. */
export async function findUserOfToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(contactSyncTokens)
    .innerJoin(users, eq(users.id, contactSyncTokens.user_id))
    .where(and(eq(contactSyncTokens.token, token), eq(users.status, 1)));
  return row?.id;
}
