import path from 'node:path';
import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_FILE_EXTENSIONS,
  type ChatDeleteEvent,
  type ChatMessage,
  type ChatRefreshEvent,
  chatChannel,
  hasPermit,
  objectRoom,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { htmlToText, mentionsOf, sanitizeHtml } from '../../shared/html.ts';
import { translate } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import type { Notifications } from '../notifications/index.ts';
import {
  assertChatAllowed,
  objectLink,
  objectParticipants,
  readersAmong,
  registerObjectTraces,
  withIdempotency,
} from '../objects/index.ts';
import { activeUserIds, groupMemberIds, sessionUsersOf } from '../users/index.ts';
import * as repo from './chat.repository.ts';

registerObjectTraces('chat', repo.forgetObject);

export interface ChatDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
  notifications: Notifications;
}

export interface PostInput {
  comment?: string;
  hidden: 0 | 1;
  chanel?: string;
  parent_id?: number;
  edit?: number;
  files: UploadedFile[];
}

const HIDDEN_PERMIT = 'hidden_chat_access';
const canSeeHidden = (user: SessionUser) => hasPermit(user, HIDDEN_PERMIT);

/** The hidden tab is for holders of hidden_chat_access (super admin passes). */
function assertTab(user: SessionUser, hidden: number) {
  if (hidden === 1 && !canSeeHidden(user)) throw new Forbidden('chat.hiddenForbidden');
}

const isFresh = (date: Date) => Date.now() - date.getTime() < CHAT_EDIT_WINDOW_MS;

export const chatFilePath = (module: string, objectId: number, filename: string) =>
  `/upload/chat/${encodeURIComponent(module)}/${objectId}/${encodeURIComponent(filename)}`;

/** Chat of any object (spec 3 §3-§7), keyed by (module, object_id). */
export function createChat({ db, storage, realtime, notifications }: ChatDeps) {
  async function toWire(rows: repo.MessageWithAuthor[]): Promise<ChatMessage[]> {
    const ids = rows.map((r) => r.id);
    const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is number => id !== null))];
    const [files, parents] = await Promise.all([repo.findFilesOfMessages(db, ids), repo.findParents(db, parentIds)]);
    const parentById = new Map(parents.map((p) => [p.id, p]));
    return rows.map((r) => {
      const date = toWireMinutes(r.date_add);
      return {
        id: r.id,
        message: r.message,
        user_id: r.who_add,
        object_id: r.object_id,
        module: r.module,
        username: r.username,
        avatar: r.avatar,
        date_add: date,
        time_add: date.slice(11),
        date_edit: r.date_edit ? toWireMinutes(r.date_edit) : null,
        hidden: r.hidden === 1 ? 1 : 0,
        parent_id: r.parent_id,
        parent: r.parent_id !== null ? (parentById.get(r.parent_id) ?? null) : null,
        files: files
          .filter((f) => f.message_id === r.id)
          .map((f) => ({ id: f.id, name: f.name, path: chatFilePath(r.module, r.object_id, f.filename), who_upload: f.who_add })),
        status: r.status,
      };
    });
  }

  async function wireMessage(row: repo.MessageRow): Promise<ChatMessage> {
    const rows = await repo.findMessagesWithAuthors(
      db,
      { module: row.module, objectId: row.object_id, hidden: row.hidden, ids: [row.id] },
      1,
    );
    return (await toWire(rows))[0];
  }

  /** Hidden-chat events reach only the sockets of users with `hidden_chat_access`. */
  async function emitToObject(hidden: number, module: string, objectId: number, event: ChatRefreshEvent | ChatDeleteEvent) {
    const room = objectRoom(module, objectId);
    if (hidden === 1) await realtime.emitWhere(room, chatChannel(module), event, canSeeHidden);
    else realtime.emit(room, chatChannel(module), event);
  }

  async function emitRefresh(message: ChatMessage) {
    const event: ChatRefreshEvent = { action: 'refresh', module: message.module, object_id: message.object_id, message };
    await emitToObject(message.hidden, message.module, message.object_id, event);
  }

  async function emitDelete(row: repo.MessageRow, deletedBy: number) {
    const event: ChatDeleteEvent = { action: 'delete', module: row.module, object_id: row.object_id, id: row.id, user_id: deletedBy };
    await emitToObject(row.hidden, row.module, row.object_id, event);
  }

  /** A message of this object the user may see, or 404. */
  async function visibleMessage(user: SessionUser, module: string, objectId: number, id: number) {
    const row = await repo.findMessage(db, id);
    if (row?.status !== 1 || row.module !== module || row.object_id !== objectId) throw new NotFound();
    if (row.hidden === 1 && !canSeeHidden(user)) throw new NotFound();
    return row;
  }

  /**
   * Of these users, the active ones (other than the author) who may see the object and use
   * its chat (objects registry), and for a hidden message hold hidden_chat_access.
   */
  async function recipientsAmong(user: SessionUser, row: repo.MessageRow, ids: number[]): Promise<number[]> {
    const permit = row.hidden === 1 ? HIDDEN_PERMIT : undefined;
    const active = (await activeUserIds(db, ids, permit)).filter((id) => id !== user.id);
    if (active.length === 0) return [];
    return readersAmong(row.module, row.object_id, await sessionUsersOf(db, active), { chat: true });
  }

  /**
   * Mentions (users, groups `g<id>`, `all`) and followers of the chat get a notification
   * linking to the object, only if they may see the object and its chat; in a hidden
   * message only holders of hidden_chat_access.
   */
  async function notifyAbout(user: SessionUser, row: repo.MessageRow, previousHtml?: string) {
    const mentions = mentionsOf(row.message);
    const before = previousHtml !== undefined ? mentionsOf(previousHtml) : undefined;
    const newUsers = mentions.userIds.filter((id) => !before?.userIds.includes(id));
    const newGroups = mentions.groupIds.filter((id) => !before?.groupIds.includes(id));
    const candidates = [...newUsers, ...(await groupMemberIds(db, newGroups))];
    if (mentions.all && !before?.all) {
      const [authors, followers, participants] = await Promise.all([
        repo.findAuthorIds(db, row.module, row.object_id),
        repo.findNoticeUserIds(db, row.module, row.object_id),
        objectParticipants(row.module, row.object_id),
      ]);
      candidates.push(...authors, ...followers, ...participants);
    }
    const mentioned = await recipientsAmong(user, row, candidates);
    const text = htmlToText(row.message).slice(0, 200);
    const link = objectLink(row.module, row.object_id);
    const target = { link, module: row.module, object_id: row.object_id };
    if (mentioned.length > 0) {
      await notifications.notify(
        mentioned,
        { ...target, event: 'chat_mention', title: translate('chat.mentioned', 'ru', { name: user.fio, text }) },
        user.id,
      );
    }
    if (previousHtml !== undefined) return;
    const followerIds = (await repo.findNoticeUserIds(db, row.module, row.object_id)).filter((id) => !mentioned.includes(id));
    const followers = await recipientsAmong(user, row, followerIds);
    if (followers.length > 0) {
      await notifications.notify(
        followers,
        { ...target, event: 'chat_message', title: translate('chat.newMessage', 'ru', { name: user.fio, text }) },
        user.id,
      );
    }
  }

  async function softDelete(row: repo.MessageRow, deletedBy: number) {
    await repo.updateMessage(db, row.id, { status: 0, date_edit: new Date() });
    await emitDelete(row, deletedBy);
  }

  /** Spec 3 §7 add without the access check: a new message, or with `edit` an edit of one. */
  async function postOnce(
    user: SessionUser,
    module: string,
    objectId: number,
    input: PostInput,
  ): Promise<ChatMessage | { id: number; status: 0 }> {
    const html = sanitizeHtml(input.comment ?? '');

    if (input.edit !== undefined) {
      const row = await visibleMessage(user, module, objectId, input.edit);
      if (row.who_add !== user.id || !isFresh(row.date_add)) throw new Forbidden('chat.editForbidden');
      if (row.message === '') throw new Forbidden('chat.filesOnlyNotEditable');
      if (html === '') {
        // Spec 3 §4: editing to empty text deletes the message.
        await softDelete(row, user.id);
        return { id: row.id, status: 0 };
      }
      if (html !== row.message) {
        await repo.updateMessage(db, row.id, { message: html, date_edit: new Date() });
        const updated = { ...row, message: html };
        await notifyAbout(user, updated, row.message);
      }
      const message = await wireMessage(row);
      await emitRefresh(message);
      return message;
    }

    assertTab(user, input.hidden);
    if (html === '' && input.files.length === 0) throw new ValidationFailed({ comment: ['chat.emptyMessage'] });
    if (input.parent_id !== undefined) {
      const parent = await repo.findMessage(db, input.parent_id);
      if (parent?.status !== 1 || parent.module !== module || parent.object_id !== objectId || parent.hidden !== input.hidden) {
        throw new ValidationFailed({ parent_id: ['field.invalid'] });
      }
    }
    await checkUploads(input.files, CHAT_FILE_EXTENSIONS);
    const stored: { file: UploadedFile; key: string; size: number }[] = [];
    try {
      for (const file of input.files) stored.push({ file, ...(await storage.putUpload('chat', file)) });
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertMessage(tx, {
          who_add: user.id,
          module,
          object_id: objectId,
          message: html,
          hidden: input.hidden,
          parent_id: input.parent_id ?? null,
          chanel: input.chanel ?? null,
        });
        await repo.insertFiles(
          tx,
          stored.map((s) => ({
            who_add: user.id,
            message_id: created.id,
            module,
            object_id: objectId,
            name: path.basename(s.file.filename),
            filename: path.basename(s.key),
            storage_key: s.key,
            size: s.size,
          })),
        );
        return created;
      });
      const message = await wireMessage(row);
      await emitRefresh(message);
      await notifyAbout(user, row);
      return message;
    } catch (error) {
      await Promise.all(stored.map((s) => storage.remove(s.key).catch(() => undefined)));
      throw error;
    }
  }

  return {
    /** Spec 3 §7 load: one tab's messages oldest first, and the user's notification setting. */
    async load(user: SessionUser, module: string, objectId: number, query: { hidden: 0 | 1; before?: number; limit: number }) {
      await assertChatAllowed(user, module, objectId);
      assertTab(user, query.hidden);
      const rows = await repo.findMessagesWithAuthors(db, { module, objectId, hidden: query.hidden, beforeId: query.before }, query.limit);
      const [messages, noticeId] = await Promise.all([toWire(rows.reverse()), repo.findNotice(db, user.id, module, objectId)]);
      return { messages, notice_id: noticeId };
    },

    /** Spec 3 §7 add: a new message (text and/or files, maybe a reply) or, with `edit`, an edit of one. */
    async post(
      user: SessionUser,
      module: string,
      objectId: number,
      input: PostInput,
      idempotencyKey?: string,
    ): Promise<ChatMessage | { id: number; status: 0 }> {
      await assertChatAllowed(user, module, objectId);
      // A retried send with the same Idempotency-Key answers the first message and creates nothing.
      return withIdempotency(db, user.id, idempotencyKey, `chat:${module}:${objectId}`, () => postOnce(user, module, objectId, input));
    },

    /** Spec 3 §4/§6: own messages younger than 24 h, or any with chat_all_message_delete. */
    async remove(user: SessionUser, module: string, objectId: number, id: number) {
      await assertChatAllowed(user, module, objectId);
      const row = await visibleMessage(user, module, objectId, id);
      const own = row.who_add === user.id && isFresh(row.date_add);
      if (!own && !hasPermit(user, 'chat_all_message_delete')) throw new Forbidden('chat.deleteForbidden');
      await softDelete(row, user.id);
      return { id: row.id, status: 0 };
    },

    /** Spec 3 §7: with the id of an existing setting it is removed (`{ id: null }`); otherwise one is created (`{ id }`). */
    async toggleNotice(user: SessionUser, input: { id?: number; module?: string; object_id?: number }) {
      if (input.id !== undefined) {
        const notice = await repo.findNoticeById(db, input.id);
        if (notice && notice.who_add === user.id) {
          await repo.deleteNotice(db, notice.id);
          return { id: null };
        }
        if (!input.module || !input.object_id) throw new NotFound();
      }
      if (!input.module || !input.object_id) {
        throw new ValidationFailed({
          ...(input.module ? {} : { module: ['field.fillRequired'] }),
          ...(input.object_id ? {} : { object_id: ['field.fillRequired'] }),
        });
      }
      await assertChatAllowed(user, input.module, input.object_id);
      return { id: await repo.insertNotice(db, user.id, input.module, input.object_id) };
    },

    /** A chat file for download, only to users who may see that object's chat (and tab). */
    async file(user: SessionUser, module: string, objectId: number, filename: string) {
      await assertChatAllowed(user, module, objectId);
      const file = await repo.findServedFile(db, module, objectId, filename);
      if (file?.status !== 1 || file.message_status !== 1 || (file.hidden === 1 && !canSeeHidden(user))) throw new NotFound();
      return { stream: storage.open(file.storage_key), name: file.name, size: await storage.size(file.storage_key) };
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
