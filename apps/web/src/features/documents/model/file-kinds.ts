import type { DocumentFile } from '@app/contracts';

/** How a document file is previewed in the browser: PDF pages (pdf.js), an image, an office file, or not at all. */
export type PreviewKind = 'pdf' | 'image' | 'docx' | 'xlsx' | 'none';

const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function previewKind(file: Pick<DocumentFile, 'ext'>): PreviewKind {
  const ext = file.ext.toLowerCase().replace(/^\./, '');
  if (ext === 'pdf') return 'pdf';
  if (IMAGES.includes(ext)) return 'image';
  if (ext === 'docx') return 'docx';
  if (ext === 'xlsx') return 'xlsx';
  return 'none';
}

/** Files of the list: the uploaded ones (live), their pages (after a split) under them, in page order. */
export function groupFiles(files: readonly DocumentFile[]): { file: DocumentFile; pages: DocumentFile[] }[] {
  const live = files.filter((f) => f.status !== 0);
  const pagesOf = new Map<number, DocumentFile[]>();
  for (const f of live) if (f.parent_id !== null) pagesOf.set(f.parent_id, [...(pagesOf.get(f.parent_id) ?? []), f]);
  const top = live.filter((f) => f.parent_id === null || !live.some((p) => p.id === f.parent_id));
  return top.map((file) => ({ file, pages: (pagesOf.get(file.id) ?? []).sort((a, b) => (a.page ?? 0) - (b.page ?? 0)) }));
}
