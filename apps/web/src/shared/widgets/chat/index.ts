/**
 * Public entry of the chat: the lazy wrapper (TipTap loads only where a chat is shown),
 * its props, and the TipTap-free rules. Tests import `./chat.tsx` directly.
 */
export type { ChatProps } from './chat.tsx';
export {
  type ChatItem,
  type ChatViewer,
  canDelete,
  canEdit,
  enterSends,
  isFarFromBottom,
  type RequestStatus,
  splitByExtension,
  trimMessageHtml,
} from './chat-rules.ts';
export { LazyChat as Chat } from './lazy-chat.tsx';
export { type MentionChar, type MentionItem, matchMention } from './mention-rules.ts';
export {
  isAppPath,
  linkMentions,
  type MentionSource,
  type MentionSources,
  type ObjectMentionChar,
  objectMentionLabel,
  registerMentionSource,
} from './mention-sources.ts';
export { useObjectRoom } from './use-object-room.ts';
