import { CHAT_FILE_EXTENSIONS, FILE_GROUPS } from '@app/contracts';

/** Extension allow-lists of the server (documents.service.ts, offers.service.ts, positions). */
export const DEFECT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const OFFER_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'ods', 'odt', 'zip', 'rar'] as const;
export const IMPORT_EXTENSIONS = ['xlsx'] as const;
/** Files of a position: the kit's attachment list (the server's position files). */
export const POSITION_FILE_EXTENSIONS = CHAT_FILE_EXTENSIONS;
/** The mileage photo of a position: images only (spec 2 §5). */
export const PHOTO_EXTENSIONS = FILE_GROUPS.image;

/** `name.ext` → `ext` in lower case ('' without a dot). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const hasExtension = (name: string, allowed: readonly string[]) => allowed.includes(extensionOf(name));

/** The `accept` attribute of a file input for an allow-list. */
export const acceptOf = (allowed: readonly string[]) => allowed.map((e) => `.${e}`).join(',');

/**
 * A money amount as the server's decimal(2) takes it: spaces dropped, a comma becomes a dot.
 * Answers '' for an empty input and null for an invalid one.
 */
export function normalizeSum(input: string): string | null {
  const text = input.replace(/\s+/g, '').replace(',', '.');
  if (text === '') return '';
  return /^\d{1,15}(\.\d{1,2})?$/.test(text) ? text : null;
}
