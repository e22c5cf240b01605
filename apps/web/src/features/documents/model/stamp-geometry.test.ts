import { describe, expect, it } from 'vitest';
import { pdfPointsToPreview, previewToPdfPoints, STAMP_BOX_PT } from './stamp-geometry.ts';

/** An A4 page (595 × 842 pt) drawn 300 px wide (a phone's preview). */
const a4 = { widthPt: 595.28, heightPt: 841.89, widthPx: 300, heightPx: (300 / 595.28) * 841.89 };

/** Issue 15: the stamp dropped on a page preview is sent as page, x, y in PDF points from the top-left. */
describe('stamp drop: preview pixels to PDF points', () => {
  it('scales the drop point by the page’s points per drawn pixel', () => {
    // 100 px of a 300 px wide drawing of 595.28 pt is 198.4 pt; the same scale downwards.
    expect(previewToPdfPoints(a4, 100, 150, 1)).toEqual({ page: 1, x: 198.4, y: 297.6 });
    expect(previewToPdfPoints({ ...a4, widthPx: 595.28, heightPx: 841.89 }, 50, 50, 3)).toEqual({ page: 3, x: 50, y: 50 });
  });

  it('keeps the stamp box on the page: a drop past an edge lands at the edge', () => {
    expect(previewToPdfPoints(a4, -40, -5)).toEqual({ page: 1, x: 0, y: 0 });
    const corner = previewToPdfPoints(a4, 299, 420);
    expect(corner.x).toBeCloseTo(595.28 - STAMP_BOX_PT.width, 1);
    expect(corner.y).toBeCloseTo(841.89 - STAMP_BOX_PT.height, 1);
  });

  it('round-trips with the box drawn on the preview (the default x 50, y 50 of spec 3 §9)', () => {
    const drawn = pdfPointsToPreview(a4);
    expect(previewToPdfPoints(a4, drawn.left, drawn.top)).toEqual({ page: 1, x: 50, y: 50 });
    expect(drawn.width).toBeCloseTo((STAMP_BOX_PT.width * 300) / 595.28, 5);
  });

  it('a landscape page scales each axis by its own size', () => {
    const landscape = { widthPt: 841.89, heightPt: 595.28, widthPx: 600, heightPx: 300 };
    expect(previewToPdfPoints(landscape, 60, 30)).toEqual({ page: 1, x: 84.2, y: 59.5 });
  });
});
