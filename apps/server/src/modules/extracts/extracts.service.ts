import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  EXTRACT_MAX_BYTES,
  type ExtractFetchAnswer,
  type ExtractLine,
  type ExtractListPage,
  type ExtractPatchAnswer,
  type ExtractPatchBody,
  type ExtractRelationBody,
  type extractListQuerySchema,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { contentMatchesExtension, extensionOf } from '../../shared/uploads.ts';
import { recordChanges } from '../history/index.ts';
import { emitInvoiceUpdated, setInvoiceState } from '../invoices/index.ts';
import { setPaymentStatus } from '../payments/index.ts';
import { extractsText } from './extracts.messages.ts';
import { invoiceFullyPaid, linkProblem, proposeMatches } from './extracts.policy.ts';
import * as repo from './extracts.repository.ts';
import { type OnecDocument, type OnecFile, OnecFormatError, parseOnecFile } from './onec-format.ts';

export interface ExtractsCtx {
  db: Db;
  realtime: Realtime;
}

/** A malformed 1C file, answered 422 naming the line. */
export class ExtractFormatRefusal extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

const ACCEPTED_EXTENSIONS = ['txt', ''];

/** Spec 3 §5 and the upload gauntlet: `.txt` or no extension, content that is text (no known binary signature), within the size limit. */
async function readExtractUpload(file: UploadedFile | undefined, lang: Lang): Promise<Buffer> {
  if (!file) throw new ValidationFailed({ file: [extractsText('noFile', lang)] });
  const name = path.basename(file.filename);
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.filename)) || !(await contentMatchesExtension({ ...file, filename: 'extract.txt' })))
    throw new Refusal('file.wrongFormat', { name }, 422);
  if (file.size > EXTRACT_MAX_BYTES) throw new Refusal(extractsText('tooLarge', lang, { mb: EXTRACT_MAX_BYTES / 1024 / 1024 }), {}, 413);
  return fs.readFile(file.tmpPath);
}

export function parseExtract(bytes: Uint8Array, lang: Lang): OnecFile {
  try {
    return parseOnecFile(bytes);
  } catch (error) {
    if (!(error instanceof OnecFormatError)) throw error;
    const message = extractsText(error.key, lang, error.params);
    throw new ExtractFormatRefusal(error.line, extractsText('atLine', lang, { line: error.line, message }));
  }
}

/** The direction and our account of a document: written off from one of our accounts, or received on one. */
function placeOf(doc: OnecDocument, ours: ReadonlySet<string>): { direction: 'in' | 'out'; account: string } {
  if (ours.has(doc.payer.account)) return { direction: 'out', account: doc.payer.account };
  if (ours.has(doc.payee.account)) return { direction: 'in', account: doc.payee.account };
  if (doc.date_received && !doc.date_written_off) return { direction: 'in', account: doc.payee.account };
  return { direction: 'out', account: doc.payer.account };
}

const cut = (value: string, max: number) => value.slice(0, max);

export function lineValues(extractId: number, doc: OnecDocument, ours: ReadonlySet<string>, userId: number | null): repo.NewExtractLine {
  const { direction, account } = placeOf(doc, ours);
  const side = (p: OnecDocument['payer']) => ({
    name: cut(p.name, 500),
    inn: cut(p.inn, 12),
    kpp: cut(p.kpp, 9),
    account: cut(p.account, 34),
    bik: cut(p.bik, 9),
    bank: cut(p.bank, 500),
  });
  const payer = side(doc.payer);
  const payee = side(doc.payee);
  return {
    extract_id: extractId,
    who_add: userId,
    account: cut(account, 34),
    kind: cut(doc.kind, 200),
    number: cut(doc.number, 50),
    date: doc.date,
    sum: doc.sum,
    direction,
    payer_name: payer.name,
    payer_inn: payer.inn,
    payer_kpp: payer.kpp,
    payer_account: payer.account,
    payer_bik: payer.bik,
    payer_bank: payer.bank,
    payee_name: payee.name,
    payee_inn: payee.inn,
    payee_kpp: payee.kpp,
    payee_account: payee.account,
    payee_bik: payee.bik,
    payee_bank: payee.bank,
    purpose: cut(doc.purpose, 2000),
    date_written_off: doc.date_written_off,
    date_received: doc.date_received,
  };
}

/**
 * Stores a parsed extract: a `bank_extracts` row, the documents not yet known (a re-import adds
 * none), and a proposed payment for each new outgoing line the rules find. One transaction.
 */
export async function storeExtract(db: Db, parsed: OnecFile, file: { name: string; sha256: string }, userId: number | null) {
  return db.transaction(async (tx) => {
    await repo.lockImports(tx);
    const extractId = await repo.insertExtract(tx, {
      who_add: userId,
      name: cut(file.name || 'extract.txt', 255),
      sha256: file.sha256,
      version: parsed.version,
      encoding: parsed.encoding,
      sender: cut(parsed.sender, 255) || null,
      accounts: parsed.accounts.join(','),
      date_from: parsed.date_from,
      date_to: parsed.date_to,
      documents: parsed.documents.length,
    });
    const ours = new Set(parsed.accounts);
    const inserted = await repo.insertNewLines(
      tx,
      parsed.documents.map((doc) => lineValues(extractId, doc, ours, userId)),
    );
    const duplicates = parsed.documents.length - inserted.length;
    await repo.setExtractCounts(tx, extractId, { added: inserted.length, duplicates });
    const proposed = await proposeFor(tx, inserted);
    return { extractId, added: inserted.length, duplicates, proposed, ids: inserted.map((l) => l.id) };
  });
}

/** Proposes payments for unmatched lines (by the rules of extracts.policy.ts); answers how many. */
async function proposeFor(tx: Db, lines: repo.ExtractLineRow[]): Promise<number> {
  const open = lines
    .filter((l) => l.direction === 'out' && l.match_state === 'unmatched' && l.payee_inn !== '')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  if (open.length === 0) return 0;
  const candidates = await repo.payableCandidates(tx, [...new Set(open.map((l) => l.payee_inn))]);
  const proposals = proposeMatches(open, candidates);
  for (const [lineId, intervalId] of proposals) await repo.proposeLine(tx, lineId, intervalId);
  return proposals.size;
}

/** `POST invoices/extracts/fetch`: reads, parses and stores the 1C file, proposes matches. */
export async function fetchExtract(
  ctx: ExtractsCtx,
  userId: number,
  file: UploadedFile | undefined,
  lang: Lang,
): Promise<ExtractFetchAnswer> {
  const bytes = await readExtractUpload(file, lang);
  const parsed = parseExtract(bytes, lang);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const stored = await storeExtract(ctx.db, parsed, { name: path.basename(file?.filename ?? ''), sha256 }, userId);
  return {
    extract_id: stored.extractId,
    documents: parsed.documents.length,
    added: stored.added,
    duplicates: stored.duplicates,
    proposed: stored.proposed,
    encoding: parsed.encoding,
    accounts: parsed.accounts,
    lines: await views(ctx.db, stored.ids),
  };
}

const dateOnly = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : toWireMinutes(value).slice(0, 10);

function toWire(row: repo.LineViewRow): ExtractLine {
  const l = row.line;
  const party = (p: 'payer' | 'payee') => ({
    name: l[`${p}_name`],
    inn: l[`${p}_inn`],
    kpp: l[`${p}_kpp`],
    account: l[`${p}_account`],
    bik: l[`${p}_bik`],
    bank: l[`${p}_bank`],
  });
  return {
    id: l.id,
    extract_id: l.extract_id,
    account: l.account,
    kind: l.kind,
    number: l.number,
    date: l.date,
    sum: l.sum,
    direction: l.direction === 'in' ? 'in' : 'out',
    payer: party('payer'),
    payee: party('payee'),
    purpose: l.purpose,
    date_written_off: l.date_written_off,
    date_received: l.date_received,
    match_state: l.match_state as ExtractLine['match_state'],
    manual: l.manual,
    payment:
      l.interval_id !== null && row.invoice_id !== null && row.payment_sum !== null
        ? {
            interval_id: l.interval_id,
            date: row.payment_date ?? '',
            sum: row.payment_sum,
            status: row.payment_status ?? 0,
            invoice_id: row.invoice_id,
            invoice_number: row.invoice_number,
            invoice_date: dateOnly(row.invoice_date),
            partner_name: row.partner_name,
          }
        : null,
  };
}

async function views(db: Db, ids: readonly number[]): Promise<ExtractLine[]> {
  return (await repo.lineViews(db, ids)).map(toWire);
}

/** `GET invoices/extracts`: keyset pages of lines, newest first, with their payments. */
export async function listLines(db: Db, query: z.output<typeof extractListQuerySchema>): Promise<ExtractListPage> {
  const { cursor, limit, ...filters } = query;
  const key = cursor ? decodeCursor(cursor) : null;
  const after =
    key && typeof key.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(key.date) && Number.isInteger(key.id)
      ? { date: key.date, id: Number(key.id) }
      : null;
  const [rows, counted] = await Promise.all([repo.linePage(db, filters, after, limit), repo.countLines(db, filters, TOTAL_CAP)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toWire),
    next_cursor: rows.length > limit && last ? encodeCursor({ date: last.line.date, id: last.line.id }) : null,
    total: cappedTotal(counted),
  };
}

/** `GET invoices/extracts/files`. */
export async function listFiles(db: Db) {
  const rows = await repo.extractFiles(db, 100);
  return {
    items: rows.map(({ extract: e, who_add_name }) => ({
      id: e.id,
      name: e.name,
      date_add: toWireMinutes(e.date_add),
      who_add_name,
      encoding: e.encoding,
      accounts: e.accounts ? e.accounts.split(',') : [],
      date_from: e.date_from,
      date_to: e.date_to,
      documents: e.documents,
      added: e.added,
      duplicates: e.duplicates,
    })),
  };
}

const statusLabel = (status: number, lang: Lang) => PAYMENT_STATUSES.find((s) => s.code === status)?.[lang] ?? String(status);

/** Marks a payment paid by a line; when every live payment of its invoice is paid, the invoice is paid. Answers the invoice id when it became paid. */
async function payByLine(tx: Db, line: repo.ExtractLineRow, intervalId: number, userId: number, lang: Lang) {
  const payment = await repo.lockPayment(tx, intervalId, line.id);
  if (!payment) throw new ValidationFailed({ line_ids: [extractsText('paymentNotFound', lang, { id: intervalId })] });
  const problem = linkProblem({ ...line, match_state: 'proposed' }, payment);
  if (problem) {
    const key = problem.key === 'paymentNotPayable' && payment.status === PAYMENT_STATUS.paid ? 'paymentAlreadyInStatus' : problem.key;
    throw new ValidationFailed({ line_ids: [extractsText(key, lang, { ...problem.params, status: statusLabel(payment.status, lang) })] });
  }
  const paidAt = new Date(`${line.date_written_off ?? line.date}T00:00:00Z`);
  await setPaymentStatus(tx, [intervalId], PAYMENT_STATUS.paid, { extract_line_id: line.id, date_paid: paidAt });
  await repo.updateLine(tx, line.id, { match_state: 'confirmed', interval_id: intervalId, date_edit: new Date(), who_edit: userId });
  await recordChanges(tx, 'invoices', payment.invoice_id, userId, [
    {
      field: 'payment_status',
      old_value: `№${intervalId}: ${statusLabel(payment.status, lang)}`,
      new_value: `№${intervalId}: ${statusLabel(PAYMENT_STATUS.paid, lang)} (${line.number} / ${line.date})`,
    },
  ]);
  const paid = invoiceFullyPaid(await repo.paymentStatusesOfInvoice(tx, payment.invoice_id));
  if (paid) await setInvoiceState(tx, payment.invoice_id, 'paid', userId);
  return { invoiceId: payment.invoice_id, paid };
}

/** Takes a confirmed line's payment back to signed (or in the registry); a paid invoice goes back to approved. */
async function unpay(tx: Db, line: repo.ExtractLineRow, userId: number, lang: Lang) {
  if (line.interval_id === null) return undefined;
  const payment = await repo.lockPayment(tx, line.interval_id, line.id);
  if (!payment || payment.extract_line_id !== line.id || payment.status !== PAYMENT_STATUS.paid) return payment?.invoice_id;
  const back = payment.register_id !== null ? PAYMENT_STATUS.inRegister : PAYMENT_STATUS.signed;
  await setPaymentStatus(tx, [payment.id], back, { extract_line_id: null, date_paid: null });
  await recordChanges(tx, 'invoices', payment.invoice_id, userId, [
    {
      field: 'payment_status',
      old_value: `№${payment.id}: ${statusLabel(PAYMENT_STATUS.paid, lang)}`,
      new_value: `№${payment.id}: ${statusLabel(back, lang)}`,
    },
  ]);
  if ((await repo.invoiceState(tx, payment.invoice_id)) === 'paid') await setInvoiceState(tx, payment.invoice_id, 'success', userId);
  return payment.invoice_id;
}

/**
 * `PATCH invoices/extracts`: `confirm` pays each line's proposed payment (status 2, the paid
 * date, the line) and marks invoices whose live payments are all paid as paid; `ignore` sets
 * unmatched or proposed lines aside; `unlink` drops the match (a confirmed payment goes back
 * to signed or in the registry). All or nothing; the invoices' cards and lists are told.
 */
export async function patchLines(ctx: ExtractsCtx, userId: number, body: ExtractPatchBody, lang: Lang): Promise<ExtractPatchAnswer> {
  const ids = [...new Set(body.line_ids)];
  const result = await ctx.db.transaction(async (tx) => {
    const lines = await repo.lockLines(tx, ids);
    const missing = ids.find((id) => !lines.some((l) => l.id === id));
    if (missing !== undefined) throw new NotFound(extractsText('lineNotFound', lang, { id: missing }));
    const touched = new Set<number>();
    const paid = new Set<number>();
    let changed = 0;
    for (const line of lines) {
      if (body.action === 'confirm') {
        if (line.match_state === 'confirmed') continue;
        if (line.interval_id === null) throw new ValidationFailed({ line_ids: [extractsText('nothingToConfirm', lang, { id: line.id })] });
        const outcome = await payByLine(tx, line, line.interval_id, userId, lang);
        touched.add(outcome.invoiceId);
        if (outcome.paid) paid.add(outcome.invoiceId);
      } else if (body.action === 'ignore') {
        if (line.match_state === 'ignored') continue;
        if (line.match_state === 'confirmed') throw new ValidationFailed({ line_ids: [extractsText('alreadyConfirmed', lang)] });
        await repo.updateLine(tx, line.id, {
          match_state: 'ignored',
          interval_id: null,
          manual: 0,
          date_edit: new Date(),
          who_edit: userId,
        });
      } else {
        if (line.match_state === 'unmatched') continue;
        const invoiceId = line.match_state === 'confirmed' ? await unpay(tx, line, userId, lang) : undefined;
        if (invoiceId !== undefined) touched.add(invoiceId);
        await repo.updateLine(tx, line.id, {
          match_state: 'unmatched',
          interval_id: null,
          manual: 0,
          date_edit: new Date(),
          who_edit: userId,
        });
      }
      changed++;
    }
    return { changed, touched: [...touched], paid: [...paid] };
  });
  if (result.touched.length) emitInvoiceUpdated(ctx.realtime, result.touched, userId);
  return { changed: result.changed, paid_invoice_ids: result.paid, lines: await views(ctx.db, ids) };
}

/** `POST invoices/extracts/interval/relation`: links a line to a payment by hand (proposed, to confirm). */
export async function relateLine(ctx: ExtractsCtx, userId: number, body: ExtractRelationBody, lang: Lang): Promise<ExtractLine> {
  await ctx.db.transaction(async (tx) => {
    const [line] = await repo.lockLines(tx, [body.line_id]);
    if (!line) throw new NotFound(extractsText('lineNotFound', lang, { id: body.line_id }));
    const payment = await repo.lockPayment(tx, body.interval_id, line.id);
    if (!payment) throw new ValidationFailed({ interval_id: [extractsText('paymentNotFound', lang, { id: body.interval_id })] });
    const problem = linkProblem(line, payment);
    if (problem) {
      const field = problem.key === 'notOutgoing' || problem.key === 'alreadyConfirmed' ? 'line_id' : 'interval_id';
      throw new ValidationFailed({
        [field]: [extractsText(problem.key, lang, { ...problem.params, status: statusLabel(payment.status, lang) })],
      });
    }
    await repo.updateLine(tx, line.id, {
      interval_id: payment.id,
      match_state: 'proposed',
      manual: 1,
      date_edit: new Date(),
      who_edit: userId,
    });
  });
  const [view] = await views(ctx.db, [body.line_id]);
  return view;
}
