import { DOCUMENT_DIRECTIONS, type DocumentDirection, STAMPABLE_EXTENSIONS } from '@app/contracts';
import type { StampText } from './document-pdf.ts';

/**
 * The rules of document files (spec 3 §4, §5, §9), as pure functions: what can be stamped, split
 * or turned, what the stamp says, which document changes draw the stamps again, what counts.
 */

/** Spec 3 §5: only png/jpg/jpeg/pdf can be stamped. */
export const isStampable = (ext: string) => (STAMPABLE_EXTENSIONS as readonly string[]).includes(ext);

/** Images a stamp is drawn on after wrapping them into a PDF page. */
export const isImage = (ext: string) => ext === 'png' || ext === 'jpg' || ext === 'jpeg';

/** A file can be turned when it is a PDF or such an image. */
export const isRotatable = isStampable;

/** Spec 3 §4: changing the type, number or date of a document draws the stamps of its scans again. */
export const STAMP_FIELDS = ['type_id', 'number', 'date'] as const;
/** The file type whose stamps follow the document (spec 3 §4 "files of type 1"). */
export const SCAN_TYPE = 1;

export const changesStamp = (changed: Readonly<Record<string, unknown>>) => STAMP_FIELDS.some((field) => field in changed);

/** What the stamp of a document needs. */
export interface StampedDocument {
  number: string | null;
  date: string | null;
  inbox: string;
  type_name: string | null;
  organization_name: string | null;
}

/** `yyyy-MM-dd` → `dd.MM.yyyy`. */
export const ruDate = (date: string) => date.slice(0, 10).split('-').reverse().join('.');

const PREFIX: Record<DocumentDirection, string> = { incoming: 'Вх.', outgoing: 'Исх.', internal: 'Рег.' };

/** The registration stamp (always in Russian, like the paper): the organization, the number with its direction, the date, the type. */
export function stampText(doc: StampedDocument): StampText | undefined {
  if (!doc.number?.trim() || !doc.date) return undefined;
  const direction = DOCUMENT_DIRECTIONS.find((d) => d.value === doc.inbox)?.value ?? 'incoming';
  return {
    heading: doc.organization_name?.trim() || undefined,
    lines: [
      `${PREFIX[direction]} № ${doc.number.trim()}`,
      `от ${ruDate(doc.date)}`,
      ...(doc.type_name?.trim() ? [doc.type_name.trim()] : []),
    ],
  };
}

/** `count_files` counts the files that were uploaded: the pages of a split file are not counted again. */
export const countsAsFile = (file: { parent_id: number | null; status: number }) => file.status === 1 && file.parent_id === null;

/** The name of a split page: `scan.pdf`, page 2 → `scan (стр. 2).pdf`. */
export function pageName(name: string, page: number): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base} (стр. ${page}).pdf`;
}

/** The download name of a file whose current version has another extension (a stamped image is a PDF). */
export function downloadName(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const own = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (own === ext) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

/** A quarter-turn total: 0, 90, 180 or 270. */
export const addTurn = (rotation: number, angle: number) => (((rotation + angle) % 360) + 360) % 360;
