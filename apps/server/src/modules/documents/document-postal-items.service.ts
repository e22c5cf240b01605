import type { PostalItem } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import { announcePart } from './document-events.service.ts';
import * as repo from './document-postal-items.repository.ts';
import { msg } from './documents.messages.ts';
import { DOCUMENTS_MODULE, normalizeTracking, trackingProblem } from './documents.policy.ts';

/**
 * Postal items of a document (spec 3 §7 `v2_documents/{id}/postal_items`): Russian Post tracking
 * numbers, checked (14 digits or the S10 form with its check digit) and never twice among live items.
 */

export interface PostalDeps {
  db: Db;
  realtime: Realtime;
}

export async function listPostalItems({ db }: PostalDeps, user: SessionUser, documentId: number): Promise<PostalItem[]> {
  await assertReadable(user, DOCUMENTS_MODULE, documentId);
  return postalItemsOf(db, documentId);
}

async function postalItemsOf(db: Db, documentId: number): Promise<PostalItem[]> {
  return (await repo.findPostalItemsOfDocument(db, documentId)).map((p) => ({ ...p, date_add: toWireMinutes(new Date(p.date_add)) }));
}

/** The number as stored, or 422 `documents.trackingInvalid` / `documents.trackingDuplicate`. */
async function usableNumber(db: Db, raw: string, exceptId?: number): Promise<string> {
  const problem = trackingProblem(raw);
  if (problem) throw new ValidationFailed({ number: [problem] });
  const number = normalizeTracking(raw);
  if (await repo.trackingTaken(db, number, exceptId)) throw new ValidationFailed({ number: [msg('trackingDuplicate')] });
  return number;
}

/** `POST v2_documents/{id}/postal_items/{number}`: answers the document's postal items. */
export async function addPostalItem({ db, realtime }: PostalDeps, user: SessionUser, documentId: number, raw: string) {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  const number = await usableNumber(db, raw);
  if ((await repo.insertPostalItem(db, documentId, number, user.id)) === null)
    throw new ValidationFailed({ number: [msg('trackingDuplicate')] });
  announcePart(realtime, documentId, user.id, 'postal_items');
  return postalItemsOf(db, documentId);
}

/** `PATCH v2_documents/{id}/postal_items/{postal}/{number}`: a new number for the item. */
export async function changePostalItem({ db, realtime }: PostalDeps, user: SessionUser, documentId: number, postalId: number, raw: string) {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  const number = await usableNumber(db, raw, postalId);
  // A race with another item taking the number meanwhile ends at the unique index (409).
  if (!(await repo.updatePostalNumber(db, documentId, postalId, number))) throw new NotFound(msg('postalMissing'));
  announcePart(realtime, documentId, user.id, 'postal_items');
  return postalItemsOf(db, documentId);
}

/** `DELETE v2_documents/{id}/postal_items/{postal}`. */
export async function removePostalItem({ db, realtime }: PostalDeps, user: SessionUser, documentId: number, postalId: number) {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  if (!(await repo.deletePostalItem(db, documentId, postalId))) throw new NotFound(msg('postalMissing'));
  announcePart(realtime, documentId, user.id, 'postal_items');
  return postalItemsOf(db, documentId);
}
