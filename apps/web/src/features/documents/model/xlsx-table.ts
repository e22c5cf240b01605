import JSZip from 'jszip';

/** A sheet of a workbook as text cells (values as stored: numbers as written, shared strings resolved). */
export interface SheetTable {
  name: string;
  rows: string[][];
}

/** How much of a sheet a preview shows. */
export const XLSX_PREVIEW_LIMIT = { rows: 200, cols: 30 } as const;

const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
const byTag = (node: Document | Element, tag: string) => Array.from(node.getElementsByTagName(tag));

/** `B12` → column 1 (0-based). */
export function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0) - 1;
}

/**
 * The sheets of an .xlsx for an in-browser preview (issue 15: office files without a server
 * office suite). An xlsx is a zip of XML parts: the workbook names the sheets, the shared strings
 * hold the texts; cells keep their stored value (no formulas evaluated, no formats applied).
 */
export async function readXlsx(bytes: ArrayBuffer): Promise<SheetTable[]> {
  const zip = await JSZip.loadAsync(bytes);
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  const shared = byTag(xml(await text('xl/sharedStrings.xml')), 'si').map((si) =>
    byTag(si, 't')
      .map((t) => t.textContent ?? '')
      .join(''),
  );
  const rels = new Map(
    byTag(xml(await text('xl/_rels/workbook.xml.rels')), 'Relationship').map((r) => [r.getAttribute('Id'), r.getAttribute('Target')]),
  );
  const sheets: SheetTable[] = [];
  for (const sheet of byTag(xml(await text('xl/workbook.xml')), 'sheet')) {
    const target = rels.get(sheet.getAttributeNS(NS_REL, 'id') ?? sheet.getAttribute('r:id'));
    if (!target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const rows: string[][] = [];
    for (const row of byTag(xml(await text(path)), 'row').slice(0, XLSX_PREVIEW_LIMIT.rows)) {
      const cells: string[] = [];
      for (const cell of byTag(row, 'c')) {
        const col = columnIndex(cell.getAttribute('r') ?? '');
        if (col >= XLSX_PREVIEW_LIMIT.cols) continue;
        const type = cell.getAttribute('t');
        const raw =
          type === 'inlineStr'
            ? byTag(cell, 't')
                .map((t) => t.textContent ?? '')
                .join('')
            : (byTag(cell, 'v')[0]?.textContent ?? '');
        cells[col] = type === 's' ? (shared[Number(raw)] ?? '') : type === 'b' ? (raw === '1' ? 'TRUE' : 'FALSE') : raw;
      }
      rows.push(Array.from(cells, (c) => c ?? ''));
    }
    sheets.push({ name: sheet.getAttribute('name') ?? '', rows });
  }
  return sheets;
}
