import { DEFAULT_STAMP_POSITION, type DocumentStamp } from '@app/contracts';

/** A page as the preview shows it: its size in PDF points and its drawn size in CSS pixels. */
export interface PagePreviewBox {
  /** The page's width and height in PDF points (as displayed, rotation applied). */
  widthPt: number;
  heightPt: number;
  /** The preview's drawn width and height in CSS pixels. */
  widthPx: number;
  heightPx: number;
}

/** The stamp box's size in PDF points (as the server draws it): the preview shows a box of that size. */
export const STAMP_BOX_PT = { width: 120, height: 40 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where a dropped stamp lands on the page, in PDF points from the page's top-left corner
 * (`POST documents/{id}/watermark/{file}` {page, x, y}): `px`/`py` are the stamp box's top-left
 * corner in CSS pixels from the preview's top-left. The preview is scaled uniformly, so points
 * are pixels times the page's width in points over its drawn width; the box is kept on the page.
 */
export function previewToPdfPoints(box: PagePreviewBox, px: number, py: number, page = 1): DocumentStamp {
  const scaleX = box.widthPt / box.widthPx;
  const scaleY = box.heightPt / box.heightPx;
  const maxX = Math.max(0, box.widthPt - STAMP_BOX_PT.width);
  const maxY = Math.max(0, box.heightPt - STAMP_BOX_PT.height);
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
  return { page, x: round(clamp(px * scaleX, maxX)), y: round(clamp(py * scaleY, maxY)) };
}

/** The other way: where a stamp (or the default x 50, y 50 of spec 3 §9) is drawn on the preview, in CSS pixels. */
export function pdfPointsToPreview(box: PagePreviewBox, stamp: Pick<DocumentStamp, 'x' | 'y'> = DEFAULT_STAMP_POSITION) {
  const scale = box.widthPx / box.widthPt;
  return {
    left: stamp.x * scale,
    top: stamp.y * (box.heightPx / box.heightPt),
    width: STAMP_BOX_PT.width * scale,
    height: STAMP_BOX_PT.height * (box.heightPx / box.heightPt),
  };
}
