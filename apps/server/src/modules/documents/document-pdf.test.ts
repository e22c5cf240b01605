import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText, imageToPdf, PdfUnreadable, pdfPageCount, rotatePdf, splitPdf, stampPdf } from './document-pdf.ts';

/** A PDF of `pages` A4 pages, each saying "Page <n> <word>". */
async function samplePdf(pages: number, word = 'alpha'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Page ${i} ${word}`, { x: 72, y: 700, size: 18, font });
  return doc.save();
}

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Where pdfjs finds a text item on page 1: its x and y in the page's shown frame (top-left origin). */
async function positionOf(bytes: Uint8Array, needle: string) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const item = content.items.find((i) => 'str' in i && i.str.includes(needle));
  await doc.destroy();
  if (!item || !('transform' in item)) return undefined;
  const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
  return { x, y, width: viewport.width, height: viewport.height };
}

const STAMP = { heading: 'ООО «СеверСтройМонтаж»', lines: ['Вх. № 15/47', 'от 27.11.2026'] };

describe('document PDF work', () => {
  it('counts pages and splits a PDF into one PDF per page, in order', async () => {
    const pdf = await samplePdf(3);
    expect(await pdfPageCount(pdf)).toBe(3);
    const pages = await splitPdf(pdf);
    expect(pages).toHaveLength(3);
    for (const [i, page] of pages.entries()) {
      expect(await pdfPageCount(page)).toBe(1);
      expect(await extractPdfText(page)).toEqual([`Page ${i + 1} alpha`]);
    }
  });

  it('extracts the text of each page', async () => {
    expect(await extractPdfText(await samplePdf(2, 'beta'))).toEqual(['Page 1 beta', 'Page 2 beta']);
    expect(await extractPdfText(Buffer.from('not a pdf'))).toEqual([]);
  });

  it('draws a Cyrillic stamp at x, y from the top-left of the page', async () => {
    const stamped = await stampPdf(await samplePdf(2), { page: 2, x: 50, y: 50 }, STAMP);
    const [first, second] = await extractPdfText(stamped);
    expect(first).toBe('Page 1 alpha');
    expect(second).toContain('ООО «СеверСтройМонтаж»');
    expect(second).toContain('Вх. № 15/47');
    expect(second).toContain('от 27.11.2026');
    const one = await stampPdf(await samplePdf(1), { page: 1, x: 50, y: 50 }, STAMP);
    const at = await positionOf(one, 'СеверСтройМонтаж');
    // The heading's baseline sits inside the box, just under its top edge at y 50.
    expect(at?.x).toBeGreaterThan(50);
    expect(at?.x).toBeLessThan(70);
    expect(at?.y).toBeGreaterThan(50);
    expect(at?.y).toBeLessThan(75);
  });

  it('keeps the stamp on the page and upright on a turned page', async () => {
    const corner = await stampPdf(await samplePdf(1), { page: 1, x: 5000, y: 5000 }, STAMP);
    const at = await positionOf(corner, 'СеверСтройМонтаж');
    expect(at!.x).toBeLessThan(595);
    expect(at!.y).toBeLessThan(842);
    const turned = await rotatePdf(await samplePdf(1), 90);
    const stamped = await stampPdf(turned, { page: 1, x: 50, y: 50 }, STAMP);
    const shown = await positionOf(stamped, 'СеверСтройМонтаж');
    expect(shown?.width).toBeCloseTo(842, 0);
    expect(shown?.x).toBeGreaterThan(50);
    expect(shown?.x).toBeLessThan(70);
    expect(shown?.y).toBeGreaterThan(50);
    expect(shown?.y).toBeLessThan(75);
  });

  it('refuses a page past the end', async () => {
    await expect(stampPdf(await samplePdf(1), { page: 2, x: 50, y: 50 }, STAMP)).rejects.toBeInstanceOf(RangeError);
  });

  it('turns every page by a quarter turn on top of its own rotation', async () => {
    const once = await rotatePdf(await samplePdf(2), 90);
    const twice = await rotatePdf(once, 270);
    const angles = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((p) => p.getRotation().angle);
    expect(await angles(once)).toEqual([90, 90]);
    expect(await angles(twice)).toEqual([0, 0]);
  });

  it('wraps an image into one A4 page, turned as asked', async () => {
    const pdf = await imageToPdf(PNG, 'png', 180);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getRotation().angle).toBe(180);
    expect(Math.round(doc.getPage(0).getWidth())).toBe(595);
    await expect(imageToPdf(Buffer.from('no image'), 'jpg')).rejects.toBeInstanceOf(PdfUnreadable);
  });

  it('refuses bytes that are no PDF', async () => {
    await expect(splitPdf(Buffer.from('%PDF-1.4 garbage'))).rejects.toBeInstanceOf(PdfUnreadable);
  });
});
