import { INVOICE_CONTRACT_THRESHOLD, INVOICE_KINDS, INVOICE_STATUSES, type InvoiceKind, type InvoiceStatusCode } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage, UploadedFile } from '../../plugins/files.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { fireInvoiceChanged } from './invoices.events.ts';
import { compareMoney } from './invoices.money.ts';
import * as repo from './invoices.repository.ts';

export type InvoiceRow = repo.InvoiceRow;

export { compareMoney, toMoney } from './invoices.money.ts';

/** Spec 1 §9 / spec 3 §5: an invoice over 100 000 needs a contract or a reason in the note. */
export function checkInvoiceAmount(input: { sum: string; contract_id?: number | null; reason?: string | null }) {
  if (compareMoney(input.sum, String(INVOICE_CONTRACT_THRESHOLD)) > 0 && !input.contract_id && !input.reason?.trim()) {
    throw new ValidationFailed({ reason: ['invoice.contractOrReason'] });
  }
}

export interface InvoiceInput {
  kind?: InvoiceKind;
  number?: string | null;
  date_invoice?: Date | null;
  sum: string;
  vat_rate?: string | null;
  vat_sum?: string | null;
  contractor_id?: number | null;
  organization_id?: number | null;
  contract_id?: number | null;
  reason?: string | null;
  pack_id?: number | null;
  state?: InvoiceStatusCode | null;
}

export async function createInvoice(db: Db, input: InvoiceInput, userId: number | null): Promise<InvoiceRow> {
  checkInvoiceAmount(input);
  return repo.insertInvoice(db, { ...input, kind: input.kind ?? 'blank', who_add: userId });
}

export const findInvoice = (db: Db, id: number) => repo.findInvoice(db, id);

/** Applies a change; answers the row before and after it (null when there is no such invoice). */
export async function changeInvoice(db: Db, id: number, patch: Partial<InvoiceInput>) {
  const before = await repo.findInvoice(db, id);
  if (!before) return null;
  const merged = {
    sum: patch.sum ?? before.sum,
    contract_id: patch.contract_id ?? before.contract_id,
    reason: patch.reason ?? before.reason,
  };
  if (patch.sum !== undefined || patch.contract_id !== undefined || patch.reason !== undefined) checkInvoiceAmount(merged);
  const after = await repo.updateInvoice(db, id, patch);
  if (after && compareMoney(after.sum, before.sum) !== 0) await fireInvoiceChanged(db, { invoiceId: id, userId: null, change: 'total' });
  return after ? { before, after } : null;
}

/** Stores uploaded files of an invoice; the first file of an invoice without a main one becomes main. */
export async function addInvoiceFiles(
  db: Db,
  storage: FileStorage,
  invoiceId: number,
  files: { file: UploadedFile; name?: string }[],
  userId: number,
) {
  const existing = await repo.findFiles(db, [invoiceId]);
  let hasMain = existing.some((f) => f.main === 1);
  const rows = [];
  for (const { file, name } of files) {
    const stored = await storage.putUpload('invoices', file);
    rows.push({
      invoice_id: invoiceId,
      name: name || file.filename,
      path: stored.key,
      size: stored.size,
      main: hasMain ? 0 : 1,
      who_add: userId,
    });
    hasMain = true;
  }
  return repo.insertFiles(db, rows);
}

export interface InvoiceView {
  id: number;
  kind: string;
  number: string | null;
  number_invoice: string | null;
  date_invoice: string | null;
  sum: string;
  vat_rate: string | null;
  vat_sum: string | null;
  contractor_id: number | null;
  contractor: string | null;
  contract_id: number | null;
  reason: string | null;
  pack_id: number | null;
  status: string | null;
  files: { id: number; name: string; path: string; main: number }[];
  date_add: string;
}

/** Invoices with contractor and files, in two queries; order of `ids` kept (newest first otherwise). */
export async function invoiceViews(db: Db, ids: number[]): Promise<InvoiceView[]> {
  const rows = await repo.findInvoicesWithContractor(db, ids);
  const files = await repo.findFiles(
    db,
    rows.map((r) => r.invoice.id),
  );
  return rows.map(({ invoice, contractor }) => ({
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number || null,
    number_invoice: invoice.number || null,
    date_invoice: invoice.date_invoice ? toWireMinutes(invoice.date_invoice) : null,
    sum: invoice.sum,
    vat_rate: invoice.vat_rate,
    vat_sum: invoice.vat_sum,
    contractor_id: invoice.contractor_id,
    contractor,
    contract_id: invoice.contract_id,
    reason: invoice.reason,
    pack_id: invoice.pack_id,
    status: invoice.state,
    files: files
      .filter((f) => f.invoice_id === invoice.id)
      .map((f) => ({ id: f.id, name: f.name, path: `/api/invoices/files/${f.id}`, main: f.main })),
    date_add: toWireMinutes(invoice.date_add),
  }));
}

export async function invoiceFile(db: Db, fileId: number) {
  const row = await repo.findFile(db, fileId);
  return row && row.status === 1 ? row : null;
}

export const searchInvoices = (db: Db, term: string | undefined, restrictTo: number[] | null, limit = 20) =>
  repo.searchInvoices(db, term, restrictTo, limit);

export const invoiceIdsOfPack = (db: Db, packId: number) => repo.findInvoiceIdsOfPack(db, packId);

/** `GET invoices/types`: the invoice kinds, labelled in the caller's language. */
export function invoiceKinds(lang: Lang) {
  return INVOICE_KINDS.map((k) => ({ value: k.code, code: k.code, label: k[lang] }));
}

export function invoiceStatuses(lang: Lang) {
  return INVOICE_STATUSES.map((s) => ({ code: s.code, label: s[lang], color: s.color, icon: s.icon }));
}
