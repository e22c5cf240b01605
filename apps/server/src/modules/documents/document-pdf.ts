import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@cantoo/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';

/**
 * The PDF work of document files (issue 15), as pure functions over bytes: page count, split into
 * one PDF per page, a quarter turn, an image wrapped into a PDF page, the registration stamp, the
 * text of each page. `@cantoo/pdf-lib` (the maintained pdf-lib fork) with `@cantoo/fontkit` (the
 * old `@pdf-lib/fontkit` crashes when subsetting, LIBRARIES.md) and the Roboto TTF of the pdfmake
 * package (Cyrillic; the standard PDF fonts cannot encode it). Text via `pdfjs-dist`.
 */

/** The bytes are no PDF (or an encrypted one) the library can read. */
export class PdfUnreadable extends Error {}

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
let fonts: Promise<{ regular: Uint8Array; medium: Uint8Array }> | undefined;
const fontBytes = () => {
  fonts ??= Promise.all([
    fs.readFile(path.join(FONT_DIR, 'Roboto-Regular.ttf')),
    fs.readFile(path.join(FONT_DIR, 'Roboto-Medium.ttf')),
  ]).then(([regular, medium]) => ({ regular, medium }));
  return fonts;
};

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    throw new PdfUnreadable(error instanceof Error ? error.message : String(error));
  }
}

const save = (doc: PDFDocument) => doc.save({ useObjectStreams: true });

/** Runs a PDF operation; a broken file fails deep inside the library, which is `PdfUnreadable` here. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PdfUnreadable || error instanceof RangeError) throw error;
    throw new PdfUnreadable(error instanceof Error ? error.message : String(error));
  }
}

/** Pages of a PDF. */
export function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return guarded(async () => (await load(bytes)).getPageCount());
}

/** One PDF per page, in page order (each page keeps its size, rotation and resources). */
export function splitPdf(bytes: Uint8Array): Promise<Uint8Array[]> {
  return guarded(async () => {
    const source = await load(bytes);
    const out: Uint8Array[] = [];
    for (let i = 0; i < source.getPageCount(); i++) {
      const one = await PDFDocument.create({ updateMetadata: false });
      const [page] = await one.copyPages(source, [i]);
      one.addPage(page);
      out.push(await save(one));
    }
    return out;
  });
}

const normal = (angle: number) => (((Math.round(angle / 90) * 90) % 360) + 360) % 360;

/** Every page turned clockwise by `angle` (a multiple of 90) on top of its own rotation. */
export function rotatePdf(bytes: Uint8Array, angle: number): Promise<Uint8Array> {
  return guarded(async () => {
    const doc = await load(bytes);
    for (const page of doc.getPages()) page.setRotation(degrees(normal(page.getRotation().angle + angle)));
    return save(doc);
  });
}

/** A4 in points. */
const A4 = { short: 595.28, long: 841.89 };

/**
 * A PNG or JPEG as one A4 page (portrait or landscape as the image is), the image fitted and
 * centred, turned clockwise by `rotation`.
 */
export async function imageToPdf(bytes: Uint8Array, ext: string, rotation = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
  try {
    image = ext === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch (error) {
    throw new PdfUnreadable(error instanceof Error ? error.message : String(error));
  }
  const landscape = image.width > image.height;
  const [width, height] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const scale = Math.min(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
  if (normal(rotation)) page.setRotation(degrees(normal(rotation)));
  return save(doc);
}

/** Where the stamp goes: 1-based page, its top-left corner in points from the page's top-left as shown. */
export interface StampPlace {
  page: number;
  x: number;
  y: number;
}

/** The stamp's text: a heading in the medium face (the organization), then plain lines. */
export interface StampText {
  heading?: string;
  lines: string[];
}

const STAMP = {
  size: 9,
  headingSize: 9.5,
  leading: 12,
  padding: 6,
  border: 1.2,
  maxWidth: 260,
  color: rgb(0.1, 0.2, 0.6),
};

/** The page as shown (its crop box, turned by its rotation): size and a mapping from shown points to PDF space. */
function shownFrame(page: PDFPage) {
  const box = page.getCropBox();
  const r = normal(page.getRotation().angle);
  const { x: cx, y: cy, width: W, height: H } = box;
  const turned = r === 90 || r === 270;
  const toPdf = (vx: number, vy: number): { x: number; y: number } => {
    switch (r) {
      case 90:
        return { x: cx + vy, y: cy + vx };
      case 180:
        return { x: cx + W - vx, y: cy + vy };
      case 270:
        return { x: cx + W - vy, y: cy + H - vx };
      default:
        return { x: cx + vx, y: cy + H - vy };
    }
  };
  return { width: turned ? H : W, height: turned ? W : H, rotation: r, toPdf };
}

/** `text` cut with an ellipsis to fit `width` points. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

/**
 * Draws the registration stamp, a bordered box of lines, upright on the page as shown (whatever
 * the page's rotation), its top-left corner at `place` and kept inside the page. Answers the new
 * PDF; the input is not changed. A page past the end is a `RangeError`.
 */
export function stampPdf(bytes: Uint8Array, place: StampPlace, text: StampText): Promise<Uint8Array> {
  return guarded(() => drawStamp(bytes, place, text));
}

async function drawStamp(bytes: Uint8Array, place: StampPlace, text: StampText): Promise<Uint8Array> {
  const doc = await load(bytes);
  if (place.page < 1 || place.page > doc.getPageCount()) throw new RangeError(`page ${place.page} of ${doc.getPageCount()}`);
  doc.registerFontkit(fontkit);
  const { regular, medium } = await fontBytes();
  const font = await doc.embedFont(regular, { subset: true });
  const bold = text.heading ? await doc.embedFont(medium, { subset: true }) : font;
  const page = doc.getPage(place.page - 1);
  const frame = shownFrame(page);

  const inner = Math.min(STAMP.maxWidth, frame.width - 2 * STAMP.padding) - 2 * STAMP.padding;
  const rows = [
    ...(text.heading ? [{ text: fit(bold, text.heading, STAMP.headingSize, inner), font: bold, size: STAMP.headingSize }] : []),
    ...text.lines.map((line) => ({ text: fit(font, line, STAMP.size, inner), font, size: STAMP.size })),
  ];
  const textWidth = Math.max(0, ...rows.map((row) => row.font.widthOfTextAtSize(row.text, row.size)));
  const w = textWidth + 2 * STAMP.padding;
  const h = rows.length * STAMP.leading + 2 * STAMP.padding - (STAMP.leading - STAMP.size) / 2;
  const vx = Math.max(0, Math.min(place.x, frame.width - w));
  const vy = Math.max(0, Math.min(place.y, frame.height - h));
  const rotate = degrees(frame.rotation);

  const corner = frame.toPdf(vx, vy + h);
  page.drawRectangle({
    ...corner,
    width: w,
    height: h,
    rotate,
    borderColor: STAMP.color,
    borderWidth: STAMP.border,
    color: rgb(1, 1, 1),
    opacity: 0.85,
    borderOpacity: 1,
  });
  rows.forEach((row, i) => {
    const baseline = frame.toPdf(vx + STAMP.padding, vy + STAMP.padding + STAMP.size + i * STAMP.leading);
    page.drawText(row.text, { ...baseline, size: row.size, font: row.font, color: STAMP.color, rotate });
  });
  return save(doc);
}

/** The longest text kept of one file (the search index stays well under PostgreSQL's tsvector limit). */
export const MAX_TEXT_LENGTH = 200_000;

/**
 * The text of each page as a reader sees it (pdfjs-dist), runs of white space as one space. A PDF
 * pdfjs cannot read answers no pages rather than failing: the text only feeds the search.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof getDocument>['promise']> | undefined;
  try {
    // pdfjs takes the buffer over: give it a copy.
    doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/\s+/g, ' ')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters cannot be stored (NUL) or searched
        .replace(/[\u0000-\u001f]/g, '')
        .trim();
      pages.push(text);
    }
    return pages;
  } catch {
    return [];
  } finally {
    await doc?.destroy();
  }
}
