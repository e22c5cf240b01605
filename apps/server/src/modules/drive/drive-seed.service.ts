import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import * as repo from './drive.repository.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A one-page PDF with a line of text: enough for the preview. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const MIME: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', png: 'image/png', pdf: 'application/pdf' };

interface SeedFile {
  name: string;
  content: Buffer | string;
}

/**
 * Demo drive content: folders and small generated files for employee and manager, and one
 * folder of manager's shared with employee (edit) and accountant (view). Employee's folder
 * comes first (id 1). Without a storage only the folders are made.
 */
export async function seedDrive(db: Db, storage?: FileStorage): Promise<void> {
  const rows = await queryRows<{ id: number; login: string }>(
    db,
    sql`select id, login from users where login in ('employee', 'manager', 'accountant')`,
  );
  const id = (login: string) => rows.find((r) => r.login === login)?.id;
  const employee = id('employee');
  const manager = id('manager');
  const accountant = id('accountant');
  if (!employee || !manager || !accountant) return;

  const folder = async (who: number, name: string, parent?: { id: number; ancestors: number[] }) => {
    const folderId = await repo.insertFolder(db, { name, parentId: parent?.id ?? null, parentAncestors: parent?.ancestors ?? [], who });
    return { id: folderId, ancestors: [...(parent?.ancestors ?? []), folderId] };
  };
  const files = async (who: number, parent: { id: number } | null, list: SeedFile[]) => {
    if (!storage) return;
    const values: repo.NewFile[] = [];
    for (const f of list) {
      const buffer = typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content;
      const { key, size } = await storage.putStream('disk', Readable.from([buffer]), f.name);
      const ext = path.extname(f.name).slice(1).toLowerCase();
      values.push({
        name: f.name,
        folder_id: parent?.id ?? null,
        ext,
        mime: MIME[ext] ?? 'application/octet-stream',
        size,
        storage_key: key,
        filename: path.posix.basename(key),
        who_add: who,
      });
    }
    await repo.insertFiles(db, values);
  };

  const projects = await folder(employee, 'Проекты');
  const north = await folder(employee, 'Проект «Север»', projects);
  const photos = await folder(employee, 'Фото объекта', projects);
  await files(employee, north, [
    { name: 'Смета.txt', content: 'Смета работ по объекту «Север»\nМонтаж металлоконструкций: 1 250 000.00 ₽\n' },
    { name: 'График работ.csv', content: 'Этап;Начало;Окончание\nФундамент;01.03.2026;31.03.2026\nКаркас;01.04.2026;30.05.2026\n' },
  ]);
  await files(employee, photos, [{ name: 'Фасад.png', content: PNG_1X1 }]);
  await files(employee, null, [
    { name: 'Заметки.txt', content: 'Позвонить поставщику бетона до пятницы.\n' },
    { name: 'Инструкция.pdf', content: tinyPdf('Safety instruction') },
  ]);

  const common = await folder(manager, 'Общие документы отдела');
  await files(manager, common, [
    { name: 'Регламент закупок.txt', content: 'Заявки на закупку согласуются руководителем проекта.\n' },
    { name: 'Поставщики.csv', content: 'Поставщик;ИНН\nООО «Бетон-Трейд»;7712345678\n' },
  ]);
  await repo.replaceAccess(
    db,
    'folder',
    common.id,
    [
      { user_id: employee, edit: 1 },
      { user_id: accountant, edit: 0 },
    ],
    manager,
  );
  const personal = await folder(manager, 'Личное');
  await files(manager, personal, [{ name: 'План на квартал.txt', content: 'Закрыть договоры поставки, провести инвентаризацию.\n' }]);
}
