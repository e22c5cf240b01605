import {
  CONTACT_EMAIL,
  CONTACT_ENTRIES_MAX,
  CONTACT_PHONE,
  type ContactEntry,
  entryKey,
  entryLines,
  isContactEmail,
  isContactPhone,
  joinEntries,
} from '@app/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { VcardContact } from './contacts.vcard.ts';

/**
 * The rules of the vCard import (issue 15): a card is the same person as a stored contact when
 * they share an e-mail or a phone (`entryKey`: e-mails without case, phones by digits with 8 = +7);
 * a match is completed (new phones and e-mails added, empty fields filled), never overwritten.
 */

/** Spec 3 §5: a contact without status or name is not shown (the engine shows status 1 only; this the blank name). */
export const namedContact = (name: AnyColumn): SQL => sql`btrim(${name}) <> ''`;

/** A contact as the import reads and completes it. */
export interface StoredContact {
  id: number;
  name: string;
  organization: string | null;
  post: string | null;
  phones: string | null;
  emails: string | null;
  birthday: string | null;
  notes: string | null;
  group_id: number | null;
}

/** The keys of a contact's entries. */
export function keysOf(phones: readonly string[], emails: readonly string[]): string[] {
  return [
    ...phones.map((value) => entryKey({ type: CONTACT_PHONE, value })),
    ...emails.map((value) => entryKey({ type: CONTACT_EMAIL, value })),
  ];
}

/** A card's values the contacts' rules accept: valid phones and e-mails, at most 20 each. */
export function acceptedEntries(card: VcardContact): { phones: string[]; emails: string[] } {
  return {
    phones: card.phones.filter(isContactPhone).slice(0, CONTACT_ENTRIES_MAX),
    emails: card.emails.filter(isContactEmail).slice(0, CONTACT_ENTRIES_MAX),
  };
}

/** Values as stored (`a, b`), without repeats by key (null when none). */
function uniqueEntries(type: number, values: readonly string[]): string | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = entryKey({ type, value } satisfies ContactEntry);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return joinEntries(kept.slice(0, CONTACT_ENTRIES_MAX));
}

export const phonesText = (values: readonly string[]) => uniqueEntries(CONTACT_PHONE, values);
export const emailsText = (values: readonly string[]) => uniqueEntries(CONTACT_EMAIL, values);

/**
 * What merging a card into a stored contact changes: new phones and e-mails appended, blank
 * organization, post, birthday, notes and group filled. Empty when the card brings nothing new.
 */
export function mergeChanges(stored: StoredContact, card: VcardContact, groupId: number | null): Partial<StoredContact> {
  const { phones, emails } = acceptedEntries(card);
  const changes: Partial<StoredContact> = {};
  const storedPhones = entryLines(stored.phones);
  const storedEmails = entryLines(stored.emails);
  const nextPhones = phonesText([...storedPhones, ...phones]);
  const nextEmails = emailsText([...storedEmails, ...emails]);
  if ((nextPhones ?? '') !== (phonesText(storedPhones) ?? '')) changes.phones = nextPhones;
  if ((nextEmails ?? '') !== (emailsText(storedEmails) ?? '')) changes.emails = nextEmails;
  if (!stored.organization && card.organization) changes.organization = card.organization;
  if (!stored.post && card.post) changes.post = card.post;
  if (!stored.birthday && card.birthday) changes.birthday = card.birthday;
  if (!stored.notes && card.notes) changes.notes = card.notes;
  if (!stored.group_id && groupId) changes.group_id = groupId;
  return changes;
}

/** A create or patch stores phones and e-mails as `a, b` whatever separators were typed (the engine's `beforeWrite`). */
export function canonicalEntries(values: Record<string, unknown>): Record<string, unknown> {
  const next = { ...values };
  for (const field of ['phones', 'emails'] as const)
    if (typeof next[field] === 'string') next[field] = joinEntries(entryLines(next[field]));
  return next;
}
