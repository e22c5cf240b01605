import type { ChatMessage } from '@app/contracts';
import { api } from '../../api/index.ts';
import { sendMultipart } from '../upload-request/index.ts';
import type { MentionItem } from './mention-rules.ts';

/** Spec 3 §7 chat calls, `{a}/{b}` being the module and the object id. */
const path = (kind: 'vue' | 'add' | 'delete', module: string, objectId: number | string) =>
  `components/chat/${kind}/${encodeURIComponent(module)}/${encodeURIComponent(String(objectId))}`;

export interface ChatLoad {
  messages: ChatMessage[];
  notice_id: number | null;
}

/** Messages per load: a full page means older ones may exist. */
export const CHAT_PAGE_SIZE = 200;

/** Spec 3 §7 load: the newest messages of one tab, oldest first; with `before`, those older than that message id. */
export const loadChat = (module: string, objectId: number | string, hidden: 0 | 1, signal?: AbortSignal, before?: number) =>
  api<ChatLoad>(path('vue', module, objectId), { query: { hidden, before, limit: CHAT_PAGE_SIZE }, signal });

export interface SendInput {
  comment: string;
  hidden: 0 | 1;
  parentId?: number | null;
  files: readonly File[];
  chanel?: string;
  /** The Idempotency-Key header: a retry of the same message sends the same key. */
  idempotencyKey?: string;
}

/** Create: comment, hidden, chanel, parent_id, files[i] (multipart). */
export function sendMessage(module: string, objectId: number | string, input: SendInput): Promise<ChatMessage> {
  const form = new FormData();
  form.append('comment', input.comment);
  form.append('hidden', String(input.hidden));
  if (input.chanel) form.append('chanel', input.chanel);
  if (input.parentId) form.append('parent_id', String(input.parentId));
  input.files.forEach((file, i) => {
    form.append(`files[${i}]`, file, file.name);
  });
  return sendMultipart<ChatMessage>(path('add', module, objectId), form, { idempotencyKey: input.idempotencyKey });
}

/** Edit: comment, edit (message id), hidden. An empty comment deletes: `{ id, status: 0 }`. */
export const editMessage = (module: string, objectId: number | string, id: number, comment: string, hidden: 0 | 1) =>
  api<ChatMessage | { id: number; status: 0 }>(path('add', module, objectId), { method: 'POST', json: { comment, edit: id, hidden } });

export const deleteMessage = (module: string, objectId: number | string, id: number) =>
  api<{ id: number; status: 0 }>(path('delete', module, objectId), { method: 'PATCH', json: { id } });

/** Spec 3 §4/§7: with the notice id it is switched off, without it on; the answer carries the (new) id. */
export const toggleNotice = (module: string, objectId: number | string, noticeId: number | null) =>
  api<{ id: number | null }>('chat/user_notifications', {
    method: 'POST',
    json: noticeId ? { id: noticeId } : { module, object_id: Number(objectId) },
  });

interface MentionOption {
  id: number | string;
  value: string;
  type: 'user' | 'group' | 'all';
  avatar: string | null;
}

/** Spec 3 §7 mention search; in the hidden chat only users with hidden_chat_access. */
export async function searchMentionUsers(term: string, hidden: boolean): Promise<MentionItem[]> {
  const rows = await api<MentionOption[]>('autocomplete/users/notices', { query: { term, hidden_chat_access: hidden ? 1 : undefined } });
  return (Array.isArray(rows) ? rows : []).map((r) => ({ id: String(r.id), label: r.value, avatar: r.avatar, type: r.type }));
}
