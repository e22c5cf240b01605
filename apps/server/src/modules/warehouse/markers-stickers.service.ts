import type { StickersQuery } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type Db, queryRows } from '../../plugins/db.ts';
import { NotFound } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';
import * as repo from './markers.repository.ts';
import { extraKey } from './warehouse-extra.messages.ts';
import { idsIn } from './warehouse-extra.sql.ts';

/**
 * Sticker sheets (issue 16 "stickers"): a PDF of labels, each with a QR code of the marker code
 * (or, for a stock line without a marker, of its article / serial), the item's name, article
 * and serial. `label`: one 58×40 mm page per label (label printers); `a4`: 3×8 labels per A4
 * sheet (70×37 mm). Printed markers get `printed_at`. The application position stickers
 * (`GET applications/{id}/snab/sticker`) are the applications module's and stay as they are.
 */

const MM = 72 / 25.4;
const clip = (text: string | null | undefined, max: number) => {
  const s = (text ?? '').replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

interface Label {
  qr: string;
  code: string;
  name: string;
  article: string | null;
  serial: string;
}

async function labelsOf(db: Db, q: StickersQuery): Promise<{ labels: Label[]; markerIds: number[] }> {
  const labels: Label[] = [];
  let markerIds: number[] = [];
  if (q.markers) {
    const markers = await repo.findMarkersByIds(db, [...new Set(q.markers)]);
    markerIds = markers.map((m) => m.id);
    for (const m of markers) labels.push({ qr: m.code, code: m.code, name: m.nomenclature_name, article: m.article, serial: m.serial });
  }
  if (q.stock) {
    const rows = await queryRows<{ id: number; name: string; article: string | null; serial: string; code: string | null }>(
      db,
      sql`select st.id, n.name, n.article, st.serial,
          (select mk.code from warehouse_markers mk where mk.stock_id = st.id order by mk.id desc limit 1) as code
        from warehouse_stock st join nomenclature n on n.id = st.nomenclature_id
        where st.id in ${idsIn([...new Set(q.stock)])} order by st.id`,
    );
    for (const r of rows) {
      const qr = r.code ?? (r.serial || r.article || r.name);
      labels.push({ qr, code: r.code ?? r.article ?? '', name: r.name, article: r.article, serial: r.serial });
    }
  }
  if (labels.length === 0) throw new NotFound(extraKey('stickers.missing'));
  return { labels, markerIds };
}

function labelBody(label: Label, lang: Lang, size: { qr: number; name: number; small: number; nameMax: number; width: number }): Content {
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  const lines: Content[] = [{ text: clip(label.name, size.nameMax), fontSize: size.name, bold: true }];
  if (label.article) lines.push({ text: `${t('Арт.', 'Art.')} ${clip(label.article, 30)}`, fontSize: size.small });
  if (label.serial) lines.push({ text: `S/N ${clip(label.serial, 30)}`, fontSize: size.small });
  if (label.code) lines.push({ text: clip(label.code, 30), fontSize: size.small + 1, bold: true, margin: [0, 2, 0, 0] });
  return {
    columns: [
      { qr: label.qr, fit: size.qr, width: size.qr + 4, eccLevel: 'M' },
      { stack: lines, width: size.width - size.qr - 8 },
    ],
    columnGap: 4,
  };
}

/** Page i's empty line, then the labels of page i. */
function interleave(flow: Content[], placed: Content[]): Content[] {
  return flow.flatMap((line, p) => [line, ...placed.slice(p * 24, p * 24 + 24)]);
}

/** A4 3×8: 70×37 mm labels edge to edge (210×296 mm), each placed absolutely, 24 to a page. */
function a4Content(labels: Label[], lang: Lang): Content[] {
  const width = 70 * MM;
  const height = 37 * MM;
  const top = 0.5 * MM;
  const pad = 3 * MM;
  return labels.map((label, i) => {
    const n = i % 24;
    const body = labelBody(label, lang, { qr: 66, name: 8, small: 7, nameMax: 70, width: width - 2 * pad });
    return {
      stack: [body],
      absolutePosition: { x: (n % 3) * width + pad, y: top + Math.floor(n / 3) * height + pad },
    } as Content;
  });
}

export async function stickersPdf(db: Db, q: StickersQuery, lang: Lang): Promise<{ pdf: Buffer; name: string }> {
  const { labels, markerIds } = await labelsOf(db, q);
  let doc: TDocumentDefinitions;
  if (q.layout === 'a4') {
    // Absolutely placed labels do not flow: an empty line per page makes the pages.
    const pages = Math.ceil(labels.length / 24);
    const flow: Content[] = Array.from({ length: pages }, (_, p) => ({ text: '', ...(p > 0 ? { pageBreak: 'before' as const } : {}) }));
    doc = { pageSize: 'A4', pageMargins: [0, 0, 0, 0], content: interleave(flow, a4Content(labels, lang)) };
  } else {
    doc = {
      pageSize: { width: 58 * MM, height: 40 * MM },
      pageMargins: [2 * MM, 2 * MM, 2 * MM, 2 * MM],
      content: labels.map((l, i) => ({
        stack: [labelBody(l, lang, { qr: 72, name: 8, small: 6.5, nameMax: 60, width: 54 * MM })],
        pageBreak: i > 0 ? 'before' : undefined,
      })) as Content[],
    };
  }
  const pdf = await renderPdf({ ...doc, info: { title: lang === 'en' ? 'Stickers' : 'Наклейки' } });
  await repo.markPrinted(db, markerIds);
  return { pdf, name: `stickers-${q.layout}.pdf` };
}
