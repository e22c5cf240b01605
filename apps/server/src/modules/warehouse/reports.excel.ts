import type { Lang } from '../../shared/i18n.ts';
import { type ExtraKey, extraText } from './warehouse-extra.messages.ts';

/** A report column: its header key, the row field, the cell kind (numbers stay numbers in Excel). */
export interface ExcelColumn<R> {
  header: ExtraKey;
  value: (row: R) => string | number | null;
  kind?: 'text' | 'quantity' | 'money';
  width?: number;
}

/**
 * A report as an xlsx workbook (exceljs, loaded on first use like the registry export): a title
 * row, the header, the rows, and a totals row when given. Quantities with 3 decimals, money with
 * 2 and a thousands separator (Excel shows them in the reader's locale).
 */
export async function reportXlsx<R>(
  title: string,
  columns: ExcelColumn<R>[],
  rows: readonly R[],
  lang: Lang,
  totals?: Partial<Record<number, number>>,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  const header = sheet.addRow(columns.map((c) => extraText(c.header, lang)));
  header.font = { bold: true };
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? (c.kind ? 14 : 30);
    if (c.kind === 'quantity') column.numFmt = '#,##0.###';
    if (c.kind === 'money') column.numFmt = '#,##0.00';
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  if (totals) {
    const cells: (string | number | null)[] = columns.map((_, i) => totals[i] ?? null);
    cells[0] = extraText('col.total', lang);
    sheet.addRow(cells).font = { bold: true };
  }
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
