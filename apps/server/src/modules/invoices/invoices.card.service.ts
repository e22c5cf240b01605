import { hasPermit, type InvoicesMenu } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound } from '../../shared/errors.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { recordChanges } from '../history/index.ts';
import { emitInvoiceUpdated, fireInvoiceChanged, INVOICES } from './invoices.events.ts';
import { visibleKinds, visibleLists } from './invoices.policy.ts';
import * as repo from './invoices.repository.ts';
import { addInvoiceFiles } from './invoices.service.ts';

/** Invoice files accepted (the same list as the application card's). */
export const INVOICE_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'];

export interface CardCtx {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
}

/** `GET invoices/menu`: the lists the user may see with their counters (active invoices, urgent ones). */
export async function invoicesMenu(db: Db, user: SessionUser): Promise<InvoicesMenu> {
  const lists = visibleLists(user);
  const counts = await repo.countByKind(
    db,
    lists.flatMap((l) => [...l.kinds]),
  );
  const of = (kinds: readonly string[], key: 'count' | 'urgent') =>
    counts.filter((c) => kinds.includes(c.kind)).reduce((n, c) => n + Number(c[key]), 0);
  return {
    lists: lists.map((l) => ({ name: l.name, ru: l.ru, en: l.en, count: of(l.kinds, 'count'), urgent: of(l.kinds, 'urgent') })),
  };
}

/** The invoice, when the user may see it (its list's right); `write` also needs `invoices_view` and an active invoice. */
async function visibleInvoice(db: Db, user: SessionUser, id: number, write = false) {
  const row = await repo.findKind(db, id);
  if (!row || !visibleKinds(user).includes(row.kind as never)) throw new NotFound();
  if (write && (!hasPermit(user, 'invoices_view') || row.status !== 1)) throw new Forbidden();
  return row;
}

/** `GET invoices/:id/positions`: the application positions the invoice pays for. */
export async function invoicePositions(db: Db, user: SessionUser, id: number) {
  await visibleInvoice(db, user, id);
  return { items: await repo.findPositions(db, id) };
}

const fileView = (f: { id: number; name: string; size: number; main: number; date_add: Date }) => ({
  id: f.id,
  name: f.name,
  size: f.size,
  main: f.main,
  url: `/api/invoices/files/${f.id}`,
  date_add: f.date_add.toISOString(),
});

export async function invoiceFiles(db: Db, user: SessionUser, id: number) {
  await visibleInvoice(db, user, id);
  return { items: (await repo.findFiles(db, [id])).map(fileView) };
}

/** Uploads files (allow-list of extensions); the first file of an invoice without a main one becomes main. */
export async function uploadInvoiceFiles(ctx: CardCtx, user: SessionUser, id: number, files: { file: UploadedFile; name?: string }[]) {
  await visibleInvoice(ctx.db, user, id, true);
  await checkUploads(
    files.map((f) => f.file),
    INVOICE_FILE_EXTENSIONS,
  );
  const added = await addInvoiceFiles(ctx.db, ctx.storage, id, files, user.id);
  await recordChanges(ctx.db, INVOICES, id, user.id, [{ field: 'files', old_value: null, new_value: added.map((f) => f.name).join(', ') }]);
  emitInvoiceUpdated(ctx.realtime, [id], user.id);
  return invoiceFiles(ctx.db, user, id);
}

async function fileOf(db: Db, invoiceId: number, fileId: number) {
  const [file] = (await repo.findFiles(db, [invoiceId])).filter((f) => f.id === fileId);
  if (!file) throw new NotFound();
  return file;
}

/** Makes one file the main invoice file (exactly one). */
export async function setMainInvoiceFile(ctx: CardCtx, user: SessionUser, id: number, fileId: number) {
  await visibleInvoice(ctx.db, user, id, true);
  const file = await fileOf(ctx.db, id, fileId);
  await ctx.db.transaction(async (tx) => {
    await repo.setMainFile(tx, id, fileId);
    await recordChanges(tx, INVOICES, id, user.id, [{ field: 'main_file', old_value: null, new_value: file.name }]);
  });
  emitInvoiceUpdated(ctx.realtime, [id], user.id);
  return invoiceFiles(ctx.db, user, id);
}

/** Deletes a file; deleting the main one fires `mainFileRemoved` and makes the oldest remaining file main. */
export async function deleteInvoiceFile(ctx: CardCtx, user: SessionUser, id: number, fileId: number) {
  await visibleInvoice(ctx.db, user, id, true);
  const file = await fileOf(ctx.db, id, fileId);
  await ctx.db.transaction(async (tx) => {
    await repo.removeFile(tx, fileId);
    await recordChanges(tx, INVOICES, id, user.id, [{ field: 'files', old_value: file.name, new_value: null }]);
    if (file.main === 1) {
      const [next] = await repo.findFiles(tx, [id]);
      if (next) await repo.setMainFile(tx, id, next.id);
      await fireInvoiceChanged(tx, { invoiceId: id, userId: user.id, change: 'mainFileRemoved' });
    }
  });
  emitInvoiceUpdated(ctx.realtime, [id], user.id);
  return invoiceFiles(ctx.db, user, id);
}

/** A file to download, when the user may see its invoice. */
export async function invoiceFileForDownload(db: Db, user: SessionUser, fileId: number) {
  const file = await repo.findFile(db, fileId);
  if (file?.status !== 1) throw new NotFound();
  await visibleInvoice(db, user, file.invoice_id);
  return file;
}
