import type { DocumentReader } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Notifications } from '../notifications/index.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import { activeUserIds } from '../users/index.ts';
import { announcePart } from './document-events.service.ts';
import * as repo from './document-readers.repository.ts';
import { documentsText, msg } from './documents.messages.ts';
import { DOCUMENTS_MODULE, newReaders, READER_PERMIT } from './documents.policy.ts';

/**
 * Readers of a document (spec 3 §7 `documents/{id}/readers`, §8 "'Changes saved' after adding a
 * reader"): the clerk sends the document to people, each is notified and marks it read.
 */

/** `GET documents/{id}/readers`: who the document was sent to and who read it. */
export async function listReaders(db: Db, user: SessionUser, documentId: number): Promise<DocumentReader[]> {
  await assertReadable(user, DOCUMENTS_MODULE, documentId);
  return readersOf(db, documentId);
}

async function readersOf(db: Db, documentId: number): Promise<DocumentReader[]> {
  return (await repo.findReadersOfDocument(db, documentId)).map((r) => ({
    user_id: r.user_id,
    fio: r.fio,
    avatar: r.avatar,
    status: r.status === 1 ? 1 : 0,
    date_read: r.date_read ? toWireMinutes(new Date(r.date_read)) : null,
    date_add: toWireMinutes(new Date(r.date_add)),
  }));
}

/**
 * `POST documents/{id}/readers`: sends the document to these users (active, holding documents_view,
 * so that they can open it); each new reader gets a notification. Users already readers stay as they
 * are. Answers the readers.
 */
export interface ReadersDeps {
  db: Db;
  notifications: Notifications;
  realtime: Realtime;
}

export async function addReaders({ db, notifications, realtime }: ReadersDeps, user: SessionUser, documentId: number, userIds: number[]) {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  const wanted = [...new Set(userIds)];
  const allowed = new Set(await activeUserIds(db, wanted, READER_PERMIT));
  if (wanted.some((id) => !allowed.has(id))) throw new ValidationFailed({ user_ids: [msg('readerInactive')] });
  const current = (await repo.findReadersOfDocument(db, documentId)).map((r) => r.user_id);
  const title = await repo.findDocumentTitle(db, documentId);
  const push = await db.transaction(async (tx) => {
    const added = await repo.insertReaders(tx, documentId, newReaders(current, wanted), user.id);
    const text = documentsText('readerAdded', 'ru', { number: title?.number ?? `#${documentId}`, subject: title?.subject ?? '' });
    return notifications.store(
      tx,
      added,
      { title: text, link: `/documents/${documentId}`, module: DOCUMENTS_MODULE, object_id: documentId },
      user.id,
    );
  });
  push();
  announcePart(realtime, documentId, user.id, 'readers');
  return readersOf(db, documentId);
}

/**
 * `PATCH documents/{id}/readers/read`: the caller marks the document read; 409 when not a reader (403
 * is kept for a missing right: the section's view is what this call needs).
 */
export async function markRead({ db, realtime }: ReadersDeps, user: SessionUser, documentId: number) {
  await assertReadable(user, DOCUMENTS_MODULE, documentId);
  if (!(await repo.markReaderRead(db, documentId, user.id))) throw new Refusal(msg('notReader'), undefined, 409);
  announcePart(realtime, documentId, user.id, 'readers');
  return readersOf(db, documentId);
}

/** `DELETE documents/{id}/readers/{userId}`: takes a user off the readers. */
export async function removeReader({ db, realtime }: ReadersDeps, user: SessionUser, documentId: number, userId: number) {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  if (!(await repo.deleteReader(db, documentId, userId))) throw new NotFound(msg('readerMissing'));
  announcePart(realtime, documentId, user.id, 'readers');
  return readersOf(db, documentId);
}
