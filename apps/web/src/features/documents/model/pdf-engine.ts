import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is emitted as its own file and started by pdf.js when a PDF opens (never on /login).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only by the page previews (`import('./pdf-engine.ts')`): opens a PDF's bytes and
 * draws one page onto a canvas. `isEvalSupported: false` keeps it inside the app's CSP (no eval).
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  // pdf.js takes the buffer over (transfers it to the worker): give it a copy.
  return getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}

/** The page's size in PDF points as displayed (its /Rotate applied). */
export async function pageSize(doc: PDFDocumentProxy, pageNumber: number) {
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/** Draws page `pageNumber` `cssWidth` pixels wide (sharp on high-density screens). */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = globalThis.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${(cssWidth / base.width) * base.height}px`;
  await page.render({ canvas, viewport }).promise;
  return { widthPt: base.width, heightPt: base.height };
}

export type { PDFDocumentProxy };
