import { Alert, Button, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from '../model/pdf-engine.ts';
import '../texts.ts';

/** Where a drop on a page lands: the file and page the stamp call names. */
export interface PageTarget {
  fileId: number;
  page: number;
}

/** Pages drawn at first; more on request (a 50-page scan stays light). */
const FIRST_PAGES = 10;

/** pdf.js, loaded with the first preview only (kept out of every route's chunk). */
const loadEngine = () => import('../model/pdf-engine.ts');

/**
 * The pages of a PDF drawn in the browser by pdf.js, each marked as a stamp drop target
 * (`data-stamp-target` with its size in points) and with `pageExtra` under it (the keyboard's
 * stamp button). `onScale` reports the pixels per point of the first page (the stamp box's size).
 */
export function PdfPages({
  bytes,
  width,
  target,
  label,
  pageExtra,
  onScale,
}: {
  bytes: ArrayBuffer;
  width: number;
  target: (index: number) => PageTarget;
  label: (index: number) => string;
  pageExtra?: (target: PageTarget) => ReactNode;
  onScale?: (scale: number) => void;
}) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(FIRST_PAGES);

  useEffect(() => {
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    setFailed(false);
    void loadEngine()
      .then((engine) => engine.openPdf(bytes))
      .then((next) => {
        opened = next;
        if (alive) setDoc(next);
        else void next.destroy();
      })
      .catch((error: unknown) => {
        console.error('documents: PDF preview failed', error);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [bytes]);

  if (failed) return <Alert type="warning" showIcon title={t('documents.files.previewFailed')} />;
  if (!doc) return <Spin size="small" />;
  const count = doc.numPages;
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {Array.from({ length: Math.min(count, shown) }, (_, i) => i + 1).map((pageNumber) => (
        <PdfPage
          key={pageNumber}
          doc={doc}
          index={pageNumber - 1}
          width={width}
          target={target(pageNumber - 1)}
          label={label(pageNumber - 1)}
          extra={pageExtra}
          onScale={pageNumber === 1 ? onScale : undefined}
        />
      ))}
      {count > shown && (
        <Button onClick={() => setShown((n) => n + FIRST_PAGES)}>{t('documents.files.more', { count: count - shown })}</Button>
      )}
    </div>
  );
}

function PdfPage({
  doc,
  index,
  width,
  target,
  label,
  extra,
  onScale,
}: {
  doc: PDFDocumentProxy;
  index: number;
  width: number;
  target: PageTarget;
  label: string;
  extra?: (target: PageTarget) => ReactNode;
  onScale?: (scale: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ widthPt: number; heightPt: number } | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let alive = true;
    void loadEngine()
      .then((engine) => engine.renderPage(doc, index + 1, element, width))
      .then((next) => {
        if (!alive) return;
        setSize(next);
        onScale?.(width / next.widthPt);
      })
      .catch((error: unknown) => console.error('documents: page render failed', error));
    return () => {
      alive = false;
    };
  }, [doc, index, width, onScale]);

  return (
    <figure style={{ margin: 0 }}>
      <div
        data-stamp-target={size ? '' : undefined}
        data-file-id={target.fileId}
        data-page={target.page}
        data-width-pt={size?.widthPt}
        data-height-pt={size?.heightPt}
        data-testid="page-preview"
        style={{ position: 'relative', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', lineHeight: 0, maxWidth: '100%' }}
      >
        <canvas ref={canvas} role="img" aria-label={label} />
      </div>
      <figcaption style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 4, fontSize: 12 }}>
        <span>{label}</span>
        {extra?.(target)}
      </figcaption>
    </figure>
  );
}

/** A4 in points, the page the server wraps an image into (portrait, or landscape for a wide image). */
const A4 = { short: 595.28, long: 841.89 };

/**
 * An image file, shown as the page the server makes of it when stamping: the image fitted and
 * centred on an A4 page (so a drop lands where the stamp will be drawn).
 */
export function ImagePage({
  src,
  rotation = 0,
  width,
  target,
  label,
  extra,
}: {
  src: string;
  /** Quarter turns clockwise the user gave the image (its stamped page is turned the same). */
  rotation?: number;
  width: number;
  target: PageTarget;
  label: string;
  extra?: (target: PageTarget) => ReactNode;
}) {
  const turned = rotation === 90 || rotation === 270;
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const wide = natural ? natural.w > natural.h !== turned : false;
  const page = natural ? (wide ? { widthPt: A4.long, heightPt: A4.short } : { widthPt: A4.short, heightPt: A4.long }) : null;
  const widthPx = Math.min(width, wide ? 720 : 560);
  const heightPx = page ? (widthPx / page.widthPt) * page.heightPt : undefined;
  return (
    <figure style={{ margin: 0 }}>
      <div
        data-stamp-target={page ? '' : undefined}
        data-file-id={target.fileId}
        data-page={target.page}
        data-width-pt={page?.widthPt}
        data-height-pt={page?.heightPt}
        data-testid="page-preview"
        style={{
          position: 'relative',
          width: widthPx,
          height: heightPx,
          maxWidth: '100%',
          background: '#fff',
          boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <img
          src={src}
          alt={label}
          style={{
            // Turned a quarter, the image's width fits the page's height and the other way round.
            maxWidth: turned && heightPx ? heightPx : '100%',
            maxHeight: turned ? widthPx : '100%',
            objectFit: 'contain',
            transform: rotation ? `rotate(${rotation}deg)` : undefined,
          }}
          onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        />
      </div>
      <figcaption style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 4, fontSize: 12 }}>
        <span>{label}</span>
        {extra?.(target)}
      </figcaption>
    </figure>
  );
}
