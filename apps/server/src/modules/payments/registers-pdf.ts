import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { renderPdf } from '../../shared/pdf.ts';

/** A landscape table document: a title, the header row, the rows and a bold total row. */
export async function tablePdf(title: string, header: string[], rows: string[][], total: string[], signature: string): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    pageMargins: [30, 30, 30, 30],
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 12, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: header.map((_, i) => (i === 9 ? '*' : 'auto')),
          body: [header.map((text) => ({ text, bold: true })), ...rows, total.map((text) => ({ text, bold: true }))],
        },
        layout: 'lightHorizontalLines',
      },
      { text: signature, margin: [0, 20, 0, 0] },
    ],
  };
  return renderPdf(doc);
}
