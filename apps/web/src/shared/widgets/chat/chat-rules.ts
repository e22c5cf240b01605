import { CHAT_EDIT_WINDOW_MS, CHAT_FILE_EXTENSIONS, type ChatMessage, INLINE_IMAGE_EXTENSIONS, MAX_UPLOAD_FILES } from '@app/contracts';
import { fileExtension } from '../upload-request/index.ts';

/** Spec 3 §3: client-side request status of a message. */
export type RequestStatus = 'loading' | 'error' | 'none';

/** A message as the widget keeps it: the wire message plus its request status. */
export interface ChatItem extends ChatMessage {
  requestStatus: RequestStatus;
  /** Files of a message still being sent (retried on demand). */
  localFiles?: File[];
  /** The Idempotency-Key of a message still being sent: a retry reuses it, so the server creates it once. */
  idempotencyKey?: string;
}

export interface ChatViewer {
  userId: number;
  /** Permit chat_all_message_delete (super admin passes). */
  canDeleteAny: boolean;
}

/** Spec 3 §9: the scroll-to-bottom button shows past 1.6 screen heights. */
export const SCROLL_BUTTON_SCREENS = 1.6;
/** Spec 3 §4: the highlighted parent flashes 1 s. */
export const PARENT_FLASH_MS = 1000;
/** A long tap opens the context menu. */
export const LONG_TAP_MS = 500;

/** Server dates `yyyy-MM-dd HH:mm` are local wall-clock times. */
export function messageTime(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(date);
  if (!m) return Date.parse(date);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])).getTime();
}

/** Spec 3 §3 derived isFresh: younger than the 24 h edit window. */
export const isFresh = (m: ChatItem, now: number = Date.now()) => now - messageTime(m.date_add) < CHAT_EDIT_WINDOW_MS;

const isBusy = (m: ChatItem) => m.requestStatus !== 'none';
const hasText = (m: ChatItem) => htmlHasContent(m.message);

/** Spec 3 §4: own, younger than 24 h, with text, not loading or in error. */
export function canEdit(m: ChatItem, viewer: ChatViewer, now: number = Date.now()): boolean {
  return !isBusy(m) && m.user_id === viewer.userId && isFresh(m, now) && hasText(m);
}

/** Spec 3 §4/§6: own and younger than 24 h, or any with chat_all_message_delete; never while loading or in error. */
export function canDelete(m: ChatItem, viewer: ChatViewer, now: number = Date.now()): boolean {
  if (isBusy(m)) return false;
  return viewer.canDeleteAny || (m.user_id === viewer.userId && isFresh(m, now));
}

export const canReply = (m: ChatItem) => !isBusy(m);

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

function isEmptyNode(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
  if (node.nodeType !== Node.ELEMENT_NODE) return true;
  const el = node as Element;
  if (el.tagName === 'BR') return true;
  if (el.matches('img, hr, span[data-type="mention"]') || el.querySelector('img, hr, span[data-type="mention"]')) return false;
  return (el.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}

/** True when the html shows something: text, a mention or an image. */
export function htmlHasContent(html: string): boolean {
  return !!html && Array.from(parse(html).childNodes).some((n) => !isEmptyNode(n));
}

/**
 * Spec 3 §5: the input is trimmed and leading and trailing empty paragraphs removed;
 * '' when nothing visible is left.
 */
export function trimMessageHtml(html: string): string {
  const holder = parse(html);
  while (holder.firstChild && isEmptyNode(holder.firstChild)) holder.removeChild(holder.firstChild);
  while (holder.lastChild && isEmptyNode(holder.lastChild)) holder.removeChild(holder.lastChild);
  const trimEdge = (block: Element | null, side: 'start' | 'end') => {
    if (!block) return;
    // Trailing <br> and blank text at the edges of the first/last paragraph.
    for (;;) {
      const edge = side === 'start' ? block.firstChild : block.lastChild;
      if (!edge) break;
      if (
        (edge.nodeType === Node.ELEMENT_NODE && (edge as Element).tagName === 'BR') ||
        (edge.nodeType === Node.TEXT_NODE && !edge.textContent?.trim())
      ) {
        block.removeChild(edge);
        continue;
      }
      if (edge.nodeType === Node.TEXT_NODE)
        edge.textContent = side === 'start' ? (edge.textContent ?? '').trimStart() : (edge.textContent ?? '').trimEnd();
      break;
    }
  };
  trimEdge(holder.firstElementChild, 'start');
  trimEdge(holder.lastElementChild, 'end');
  return htmlHasContent(holder.innerHTML) ? holder.innerHTML.trim() : '';
}

/** Spec 3 §5: an empty comment without files is not sent. */
export const canSend = (html: string, files: readonly File[]) => trimMessageHtml(html) !== '' || files.length > 0;

/** Spec 3 §5: Enter sends on desktop; Shift+Enter breaks the line; on mobile Enter never sends. */
export const enterSends = (event: { key: string; shiftKey: boolean }, mobile: boolean) =>
  event.key === 'Enter' && !event.shiftKey && !mobile;

/** Spec 3 §5: the chat's allowed extensions; the rest are refused by name. */
export function splitByExtension(files: readonly File[]): { accepted: File[]; rejected: File[] } {
  const allowed = new Set<string>(CHAT_FILE_EXTENSIONS);
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const f of files) (allowed.has(fileExtension(f.name)) ? accepted : rejected).push(f);
  return { accepted: accepted.slice(0, MAX_UPLOAD_FILES), rejected };
}

export const isInlineImage = (name: string) => (INLINE_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));

/** Spec 3 §9: the first 3 images on the top row, the rest below. */
export function imageRows<T>(images: readonly T[]): { top: T[]; rest: T[] } {
  return { top: images.slice(0, 3), rest: images.slice(3) };
}

/** Spec 3 §4: the scroll button shows when scrolled more than 1.6 screen heights from the bottom. */
export function isFarFromBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BUTTON_SCREENS * el.clientHeight;
}
