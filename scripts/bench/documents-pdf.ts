/**
 * Documents' PDF work (issue 15 "splitting and stamping a 50-page PDF under 2 s on this machine"):
 * a scan-like PDF of 50 pages (each an image of its own, as a scanner makes them, plus a line of
 * Cyrillic text) is split into one PDF per page and page 1 is stamped, as `POST documents/{id}/
 * watermark/{file}` does on an unsplit file; the text extraction of an upload is timed beside it.
 * Pure functions of `modules/documents/document-pdf.ts`, no database. Run alone:
 * `node scripts/bench/documents-pdf.ts`, or from the documents suite through `documentsPdfBench()`.
 */
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { extractPdfText, splitPdf, stampPdf } from '../../apps/server/src/modules/documents/document-pdf.ts';
import { out } from './harness.ts';

/** The figure the issue asks for. */
export const PDF_BUDGET_MS = 2000;

export interface DocumentsPdfResult {
  pages: number;
  /** Size of the source PDF in bytes. */
  bytes: number;
  /** Median over the rounds, milliseconds. */
  split_ms: number;
  stamp_ms: number;
  /** Split and stamp together (the watermark call on an unsplit file). */
  total_ms: number;
  /** The first round's split + stamp (cold: font parsing, code warm-up). */
  cold_total_ms: number;
  /** Text of every page (what an upload extracts for the search). */
  text_ms: number;
  within_budget: boolean;
}

/** A grey-scale PNG of a scanned page: white with dark dashes of "text", each page different. */
function scanPng(width: number, height: number, seed: number): Buffer {
  let state = seed * 7919 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const raw = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte: none
  for (let line = 60; line < height - 60; line += 24) {
    let x = 60;
    while (x < width - 60) {
      const word = 10 + Math.floor(random() * 60);
      for (let dy = 0; dy < 9; dy++)
        for (let dx = 0; dx < word && x + dx < width - 60; dx++)
          if (random() > 0.25) raw[(line + dy) * (width + 1) + 1 + x + dx] = Math.floor(random() * 90);
      x += word + 8;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The source: `pages` A4 pages, each with its own 100 dpi scan image and a text line. */
export async function scanLikePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const image = await doc.embedPng(scanPng(827, 1169, i + 1));
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
    page.drawText(`Page ${i + 1}`, { x: 40, y: 20, size: 10 });
  }
  return doc.save();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const STAMP = { heading: 'ООО «СеверСтройМонтаж»', lines: ['Вх. № 15/47', 'от 27.11.2026', 'Письмо'] };

/** Measures split + stamp of a `pages`-page PDF over `rounds` rounds and prints one report line. */
export async function documentsPdfBench({ pages = 50, rounds = 5 } = {}): Promise<DocumentsPdfResult> {
  const source = await scanLikePdf(pages);
  const split: number[] = [];
  const stamp: number[] = [];
  const total: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const parts = await splitPdf(source);
    const splitDone = performance.now();
    await stampPdf(parts[0], { page: 1, x: 50, y: 50 }, STAMP);
    const end = performance.now();
    split.push(splitDone - start);
    stamp.push(end - splitDone);
    total.push(end - start);
  }
  const textStart = performance.now();
  const text = await extractPdfText(source);
  const textMs = performance.now() - textStart;
  if (text.length !== pages) throw new Error(`text of ${text.length} pages, expected ${pages}`);
  const result: DocumentsPdfResult = {
    pages,
    bytes: source.length,
    split_ms: median(split),
    stamp_ms: median(stamp),
    total_ms: median(total),
    cold_total_ms: total[0],
    text_ms: textMs,
    within_budget: Math.max(median(total), total[0]) < PDF_BUDGET_MS,
  };
  out(
    `documents pdf: ${pages} pages (${(source.length / 1024 / 1024).toFixed(1)} MB) split ${result.split_ms.toFixed(0)} ms + stamp ${result.stamp_ms.toFixed(0)} ms = ${result.total_ms.toFixed(0)} ms (cold ${result.cold_total_ms.toFixed(0)} ms; budget ${PDF_BUDGET_MS} ms: ${result.within_budget ? 'ok' : 'OVER'}); text of all pages ${textMs.toFixed(0)} ms`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await documentsPdfBench();
  process.exitCode = result.within_budget ? 0 : 1;
}
