import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { objectFiles } from '../attachments/index.ts';
import { DOCUMENT_FILES_MODULE } from './contract-documents.service.ts';

/** Demo documents given a file: those of the first contracts (each file a PDF made at seed time). */
const WITH_FILES = 24;

const display = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—');

/** A one-page scan stand-in: the document's name, the contract's number, date, parties and subject (Cyrillic). */
function scanOf(d: DemoDocument): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    content: [
      { text: d.name, style: 'title' },
      { text: `к договору № ${d.number} от ${display(d.date)}`, margin: [0, 0, 0, 16] },
      { text: `Заказчик: ${d.organization}` },
      { text: `Исполнитель: ${d.contractor}`, margin: [0, 0, 0, 8] },
      { text: `Предмет: ${d.subject}` },
      { text: 'Демонстрационный документ: создан при заполнении демо-компании.', margin: [0, 24, 0, 0], italics: true },
    ],
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] } },
    defaultStyle: { fontSize: 11 },
  };
}

interface DemoDocument {
  id: number;
  name: string;
  who_add: number | null;
  number: string;
  date: string | null;
  subject: string;
  organization: string;
  contractor: string;
}

/**
 * Files of the demo contract documents (issue 14 "Demo: … with files"): a PDF for each document of
 * the first contracts, stored as the attachments module keeps uploads (module `contract_documents`).
 * Needs the file storage: the app's first start passes it; tests seed without files.
 */
export async function seedContractDocumentFiles(db: Db, storage?: FileStorage): Promise<void> {
  if (!storage) return;
  const documents = await queryRows<DemoDocument>(
    db,
    sql`select d.id, d.name, d.who_add, c.number, c.date::text as date, c.subject,
          coalesce(o.name, '') as organization, coalesce(p.name, '') as contractor
        from contract_documents d
        join contracts c on c.id = d.contract_id
        left join organizations o on o.id = c.organization_id
        left join partners p on p.id = c.contractor_id
        where d.id in (select id from contract_documents where status = 1 order by id limit ${WITH_FILES})
          and not exists (select 1 from object_files f where f.module = ${DOCUMENT_FILES_MODULE} and f.object_id = d.id)
        order by d.id`,
  );
  const rows = [];
  for (const d of documents) {
    const title = d.name.includes(d.number) ? d.name : `${d.name} № ${d.number}`;
    // A file name holds no slashes (contract numbers do: ДР-2026/001).
    const name = `${title.replaceAll('/', '-')}.pdf`;
    const { key, size } = await storage.putStream('files', Readable.from([await renderPdf(scanOf(d))]), name);
    const filename = key.slice(key.lastIndexOf('/') + 1);
    rows.push({
      who_add: d.who_add ?? 1,
      module: DOCUMENT_FILES_MODULE,
      object_id: d.id,
      name: title,
      original_name: name,
      filename,
      storage_key: key,
      size,
      type: 2,
    });
  }
  if (rows.length) await db.insert(objectFiles).values(rows);
}
