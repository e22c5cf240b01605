import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

/**
 * PDF documents (printed applications, payment registers) through pdfmake with the Roboto TTF
 * bundled in the pdfmake package (it covers Cyrillic). pdfmake may read only its own font
 * files and fetch no URL.
 */
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake') & {
  setLocalAccessPolicy(cb: (p: string) => boolean): void;
  setUrlAccessPolicy(cb: (u: string) => boolean): void;
};
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(FONT_DIR + path.sep));

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmake.createPdf({
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    pageMargins: [40, 40, 40, 40],
    ...doc,
    info: { producer: 'backoffice', ...doc.info },
  });
  return (await created.getBuffer()) as Buffer;
}
