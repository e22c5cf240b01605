import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CONTACT_ENTRY_TYPES,
  type ContactSync,
  entryLines,
  VCARD_MAX_BYTES,
  type VcardExportQuery,
  type VcardImportReport,
  type VcardVersion,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { extensionOf } from '../../shared/uploads.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { contactsText, msg } from './contacts.messages.ts';
import { acceptedEntries, emailsText, keysOf, mergeChanges, phonesText, type StoredContact } from './contacts.policy.ts';
import * as repo from './contacts.repository.ts';
import { contacts } from './contacts.schema.ts';
import { formatVcards, parseVcards, type VcardContact } from './contacts.vcard.ts';

/** The most contacts one export or feed writes. */
export const VCARD_EXPORT_MAX = 20_000;

/** `GET contacts/types`: the entry types in the caller's language. */
export const entryTypes = (lang: Lang) => CONTACT_ENTRY_TYPES.map((t) => ({ value: t.value, label: t[lang] }));

/** The text of an uploaded .vcf: a vCard file of at most 10 MB in UTF-8 (a clear 4xx otherwise). */
async function readVcardUpload(file: UploadedFile | undefined, lang: Lang): Promise<string> {
  if (!file) throw new ValidationFailed({ file: [msg('noFile')] });
  const name = path.basename(file.filename);
  if (file.size > VCARD_MAX_BYTES) throw new Refusal(contactsText('tooLarge', lang, { mb: VCARD_MAX_BYTES / 1024 / 1024 }), {}, 413);
  if (!['vcf', 'vcard', 'txt'].includes(extensionOf(file.filename)))
    throw new Refusal(contactsText('wrongFile', lang, { name, reason: 'extension' }), {}, 422);
  const bytes = await fs.readFile(file.tmpPath);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(contactsText('wrongFile', lang, { name, reason: 'UTF-8' }), {}, 422);
  }
  if (!/^\s*BEGIN:VCARD/im.test(text)) throw new Refusal(contactsText('noCards', lang), {}, 422);
  return text;
}

/** The group of the imported cards: the chosen one, else the card's first category (made when missing). */
async function groupResolver(db: Db, userId: number, chosen: number | undefined) {
  if (chosen !== undefined) {
    if (!(await repo.findActiveGroupId(db, chosen))) throw new ValidationFailed({ group_id: [msg('groupMissing')] });
    return async () => chosen;
  }
  const byName = await repo.findActiveGroupsByName(db);
  return async (card: VcardContact): Promise<number | null> => {
    const name = card.categories[0]?.trim().slice(0, 255);
    if (!name) return null;
    const key = name.toLowerCase();
    const known = byName.get(key);
    if (known) return known;
    const id = await repo.insertGroup(db, name, userId);
    byName.set(key, id);
    return id;
  };
}

/**
 * `POST contacts/vcard`: imports the cards of a .vcf. A card sharing an e-mail or a phone with a
 * shown contact (or with a card before it in the file) is merged into it; a card with nothing new
 * is skipped; the rest are added. Answers how many of each, and the cards that could not be read.
 */
export async function importVcards(
  db: Db,
  userId: number,
  input: { file: UploadedFile | undefined; groupId?: number },
  lang: Lang,
): Promise<VcardImportReport> {
  const text = await readVcardUpload(input.file, lang);
  const { cards } = parseVcards(text);
  if (cards.length === 0) throw new Refusal(contactsText('noCards', lang), {}, 422);
  const report: VcardImportReport = { added: 0, merged: 0, skipped: 0, errors: [] };
  await db.transaction(async (tx) => {
    const groupOf = await groupResolver(tx, userId, input.groupId);
    const stored = await repo.findContactsForMerge(tx);
    const byKey = new Map<string, StoredContact>();
    const index = (contact: StoredContact) => {
      for (const key of keysOf(entryLines(contact.phones), entryLines(contact.emails))) if (!byKey.has(key)) byKey.set(key, contact);
    };
    for (const contact of stored) index(contact);
    const fresh: (typeof contacts.$inferInsert)[] = [];
    const changed = new Map<number, Partial<StoredContact>>();
    for (const parsed of cards) {
      if ('error' in parsed) {
        const message =
          parsed.error === 'noName' ? contactsText('noName', lang) : contactsText('cardUnreadable', lang, { reason: parsed.error });
        report.errors.push({ card: parsed.card, message });
        continue;
      }
      const card = parsed.contact;
      const { phones, emails } = acceptedEntries(card);
      const match = keysOf(phones, emails)
        .map((key) => byKey.get(key))
        .find(Boolean);
      const groupId = await groupOf(card);
      if (match) {
        const changes = mergeChanges(match, card, groupId);
        if (Object.keys(changes).length === 0) {
          report.skipped++;
          continue;
        }
        Object.assign(match, changes);
        index(match);
        if (match.id > 0) changed.set(match.id, { ...changed.get(match.id), ...changes });
        report.merged++;
        continue;
      }
      // A new contact: indexed under a placeholder id, so a later card of the file merges into it.
      const row = {
        id: -(fresh.length + 1),
        name: card.name,
        organization: card.organization,
        post: card.post,
        phones: phonesText(phones),
        emails: emailsText(emails),
        birthday: card.birthday,
        notes: card.notes,
        group_id: groupId,
      };
      index(row);
      fresh.push(row as never);
      report.added++;
    }
    const rows = fresh.map((row) => {
      const { id: _placeholder, ...values } = row as StoredContact;
      return { ...values, who_add: userId };
    });
    await insertRegistryRows(tx, contacts, rows);
    for (const [id, changes] of changed) await repo.updateContact(tx, id, changes, userId);
  });
  return report;
}

/** `GET contacts/vcard`: the shown contacts of the group and / or search as one .vcf. */
export async function exportVcards(db: Db, query: VcardExportQuery): Promise<string> {
  const rows = await repo.findContactsForExport(db, query, VCARD_EXPORT_MAX);
  return formatVcards(
    rows.map((row) => ({ ...row, phones: entryLines(row.phones), emails: entryLines(row.emails) })),
    query.version,
  );
}

const FEED = '/api/contacts/sync/';
const syncOf = (row: { token: string; created_at: Date } | undefined): ContactSync => ({
  path: row ? `${FEED}${row.token}.vcf` : null,
  created_at: row ? row.created_at.toISOString() : null,
});

/** `GET contacts/sync`: the user's feed address, or null until made. */
export const getSync = async (db: Db, userId: number) => syncOf(await repo.findSyncToken(db, userId));

/** `POST contacts/sync`: a new feed address (the old one stops working). */
export const renewSync = async (db: Db, userId: number) =>
  syncOf(await repo.saveSyncToken(db, userId, randomBytes(24).toString('base64url')));

/** `DELETE contacts/sync`: the feed stops working. */
export async function revokeSync(db: Db, userId: number) {
  await repo.deleteSyncToken(db, userId);
  return syncOf(undefined);
}

/** `GET contacts/sync/<token>.vcf`: every shown contact as vCard 3.0 (what phones read best); 404 for an unknown or revoked token. */
export async function syncFeed(db: Db, file: string, version: VcardVersion = '3.0'): Promise<string | undefined> {
  const token = file.replace(/\.vcf$/i, '');
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  if (!(await repo.findUserOfToken(db, token))) return undefined;
  return exportVcards(db, { version });
}
