/**
 * Shared constants of the collaboration kit (spec 3 §5, §9): chat, attachments, tags,
 * network links, history and favourites, keyed by (module, object_id).
 */

/** Spec 3 §5: file extensions a chat message may carry. */
export const CHAT_FILE_EXTENSIONS = [
  'zip',
  'rar',
  'ods',
  'gif',
  'jpg',
  'jpeg',
  'tiff',
  'png',
  'doc',
  'docx',
  'pdf',
  'ppt',
  'pptx',
  'txt',
  'xls',
  'xlsx',
] as const;

/** Spec 3 §5: chat images shown inline; every other file is a download. */
export const INLINE_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;

/** Spec 3 §5: dropzone filter groups. */
export const FILE_GROUPS = {
  image: ['gif', 'jpg', 'jpeg', 'tiff', 'png'],
  document: ['doc', 'docx', 'vsdx', 'odt', 'ods', 'pdf', 'ppt', 'pptx', 'txt', 'xls', 'xlsx'],
} as const;

export type FileGroup = keyof typeof FILE_GROUPS;

/** Spec 3 §9: max files per upload. */
export const MAX_UPLOAD_FILES = 99;

/** Spec 3 §9: own messages are editable this long after sending. */
export const CHAT_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Chat tabs (spec 3 §3): 0 general, 1 hidden. */
export const CHAT_TYPES = [
  { id: 0, name: 'Общий', hidden: 0 },
  { id: 1, name: 'Скрытый', hidden: 1 },
] as const;

/** Spec 3 §9: default tag colour. */
export const DEFAULT_TAG_COLOR = '#4A4A4A';

/** A hex colour: `#rgb` or `#rrggbb`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** Attachment types (spec 3 §3 file item: type, type_name, type_code, type_color). */
export const ATTACHMENT_TYPES = [
  { id: 1, code: 'main', ru: 'Основной', en: 'Main', color: 'primary' },
  { id: 2, code: 'document', ru: 'Документ', en: 'Document', color: 'info' },
  { id: 3, code: 'contract', ru: 'Договор', en: 'Contract', color: 'success' },
  { id: 4, code: 'custom', ru: 'Прочее', en: 'Other', color: 'default' },
] as const;

export type AttachmentTypeCode = (typeof ATTACHMENT_TYPES)[number]['code'];

/** A chat message on the wire (spec 3 §3). */
export interface ChatMessage {
  id: number;
  message: string;
  user_id: number;
  object_id: number;
  module: string;
  username: string;
  avatar: string | null;
  /** `yyyy-MM-dd HH:mm`. */
  date_add: string;
  /** `HH:mm`. */
  time_add: string;
  date_edit: string | null;
  hidden: 0 | 1;
  parent_id: number | null;
  parent: { id: number; message: string; username: string } | null;
  files: { id: number; name: string; path: string; who_upload: number }[];
  status: number;
}
