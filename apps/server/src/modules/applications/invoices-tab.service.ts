import { hasPermit } from '@app/contracts';
import type { z } from 'zod';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { type Lang, translate } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { activeIdsOf } from '../dictionaries/index.ts';
import { addInvoiceFiles, changeInvoice, findInvoice, invoiceViews, searchInvoices } from '../invoices/index.ts';
import { emitInvoice, emitPack, writeHistory } from './applications.collab.ts';
import { mayEditAutoInvoice, seesAll } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import type { invoiceInput, invoiceStatusBody } from './applications.wire.ts';
import { packInvoices } from './card.service.ts';
import { autoInvoiceView } from './card-parts.service.ts';
import { assertInvoicesView, type Ctx, visiblePack } from './context.service.ts';
import { positionViews } from './positions-view.service.ts';

/** Invoice files accepted from the application card. */
export const INVOICE_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'];

/**
 * `invoice_change` (spec 1 §7) to every application the change touches: the given ones, the
 * invoices' own applications and those whose positions are in the invoices. Each open card
 * and list refreshes; the invoice rooms get it once.
 */
export async function emitInvoiceChange(ctx: Ctx, packIds: number[], invoiceIds: number[], snabIds: number[], userId: number) {
  const packs = new Set(packIds);
  for (const invoiceId of invoiceIds) {
    const invoice = await findInvoice(ctx.db, invoiceId);
    if (invoice?.pack_id) packs.add(invoice.pack_id);
    for (const p of await repo.findPositionsOfInvoice(ctx.db, invoiceId)) packs.add(p.pack_id);
  }
  let first = true;
  for (const id of packs) {
    const members = await repo.findMemberIds(ctx.db, id);
    const event = { action: 'invoice_change' as const, id, invoice_ids: invoiceIds, snab_ids: snabIds, user_id: userId };
    if (first) await emitInvoice(ctx.realtime, members, event);
    else await emitPack(ctx.realtime, members, event);
    first = false;
  }
}

export async function checkInvoiceRefs(ctx: Ctx, input: { contractor_id?: number | null; organization_id?: number | null }) {
  if (input.contractor_id && !(await activeIdsOf(ctx.db, 'partners', [input.contractor_id])).has(input.contractor_id))
    throw new ValidationFailed({ contractor_id: ['field.invalid'] });
  if (input.organization_id && !(await activeIdsOf(ctx.db, 'organizations', [input.organization_id])).has(input.organization_id))
    throw new ValidationFailed({ organization_id: ['field.invalid'] });
}

/** The auto invoice of the tab, unless it was deleted. */
async function autoInvoiceOf(ctx: Ctx, user: SessionUser, autoInvoiceId: number | null) {
  if (!autoInvoiceId) return null;
  const [auto] = await invoiceViews(ctx.db, [autoInvoiceId]);
  return auto && auto.status !== 'delete' ? autoInvoiceView(user, auto) : null;
}

/** `GET applications/:id/invoices/full`: the invoices tab (invoices_view): its invoices and the auto invoice. */
export async function invoicesFull(ctx: Ctx, user: SessionUser, packId: number) {
  const pack = await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  return {
    invoices: await packInvoices(ctx.db, packId),
    auto_invoice: await autoInvoiceOf(ctx, user, pack.auto_invoice_id),
  };
}

/** `GET applications/invoices/:id/snabs`: positions of an invoice the user sees (invoices_view). */
export async function positionsOfInvoice(ctx: Ctx, user: SessionUser, invoiceId: number, lang: Lang) {
  // Invoices are objects of invoices_view holders: to others they do not exist.
  if (!hasPermit(user, 'invoices_view')) throw new NotFound();
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice) throw new NotFound();
  const rows = await repo.findPositionsOfInvoice(ctx.db, invoiceId);
  const packIds = [...new Set(rows.map((r) => r.pack_id))];
  const byType = new Map<number, string>();
  for (const packId of packIds) {
    const details = await repo.findPackDetails(ctx.db, packId);
    byType.set(packId, details?.type_code ?? '');
  }
  const views = [];
  for (const packId of packIds) {
    views.push(
      ...(await positionViews(
        ctx.db,
        rows.filter((r) => r.pack_id === packId),
        { typeCode: byType.get(packId) ?? '', canEdit: false, lang },
      )),
    );
  }
  return { invoice_id: invoiceId, snabs: views };
}

/**
 * `GET autocomplete/applications/invoices?term=&pack_id=`: invoices of the application, or any
 * with invoices_view (positions may go into another application's invoice); the label names
 * the invoice's application.
 */
export async function autocompleteInvoices(
  ctx: Ctx,
  user: SessionUser,
  query: { term?: string; pack_id?: number; limit: number },
  lang: Lang,
) {
  const { term, pack_id: packId, limit } = query;
  let restrict: number[] | null = null;
  if (packId !== undefined) {
    await visiblePack(ctx.db, user, packId);
    restrict = (await packInvoices(ctx.db, packId)).map((i) => i.id);
  } else if (!hasPermit(user, 'invoices_view') && !seesAll(user)) {
    return [];
  }
  const rows = await searchInvoices(ctx.db, term, restrict, limit);
  return rows.map((r) => ({
    value: r.id,
    label: `№${r.number ?? r.id}${r.contractor ? ` — ${r.contractor}` : ''} (${r.sum})${r.pack_id ? ` · ${translate('invoice.ofApplication', lang, { id: r.pack_id })}` : ''}`,
    sum: r.sum,
    pack_id: r.pack_id,
  }));
}

/**
 * `PATCH invoices/:id` (sum, number...) and files, from the application card. The auto
 * invoice with a status is locked without registry_paid_edit (spec 1 §6).
 */
export async function patchInvoice(ctx: Ctx, user: SessionUser, invoiceId: number, body: z.infer<typeof invoiceInput>) {
  // Invoices are objects of invoices_view holders: to others they do not exist.
  if (!hasPermit(user, 'invoices_view')) throw new NotFound();
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice) throw new NotFound();
  if (invoice.pack_id) await visiblePack(ctx.db, user, invoice.pack_id);
  if (invoice.kind === 'autocreate' && !mayEditAutoInvoice(user, invoice)) throw new Forbidden('invoice.autoLocked');
  if (invoice.state === 'delete') throw new Refusal('invoice.deleted');
  await checkInvoiceRefs(ctx, body);
  if (body.files?.length)
    await checkUploads(
      body.files.map((f) => f.file),
      INVOICE_FILE_EXTENSIONS,
    );
  const patch = {
    ...(body.number !== undefined ? { number: body.number } : {}),
    ...(body.date_invoice !== undefined ? { date_invoice: body.date_invoice ? new Date(`${body.date_invoice}T00:00:00Z`) : null } : {}),
    ...(body.sum ? { sum: body.sum } : {}),
    ...(body.vat_rate !== undefined ? { vat_rate: body.vat_rate } : {}),
    ...(body.vat_sum !== undefined ? { vat_sum: body.vat_sum } : {}),
    ...(body.contractor_id !== undefined ? { contractor_id: body.contractor_id } : {}),
    ...(body.organization_id !== undefined ? { organization_id: body.organization_id } : {}),
    ...(body.contract_id !== undefined ? { contract_id: body.contract_id } : {}),
    ...(body.reason !== undefined ? { reason: body.reason } : {}),
  };
  const after = await ctx.db.transaction(async (tx) => {
    const result = await changeInvoice(tx, invoiceId, patch);
    if (body.files?.length)
      await addInvoiceFiles(tx, ctx.storage, invoiceId, body.files as { file: UploadedFile; name?: string }[], user.id);
    if (invoice.pack_id)
      await writeHistory(
        tx,
        invoice.pack_id,
        user.id,
        Object.entries(patch).map(([k, v]) => ({
          field: `invoice.${invoiceId}.${k}`,
          old: result?.before[k as keyof typeof result.before],
          new: v,
        })),
      );
    return result?.after;
  });
  await emitInvoiceChange(ctx, invoice.pack_id ? [invoice.pack_id] : [], [invoiceId], [], user.id);
  return {
    id: invoiceId,
    sum: after?.sum ?? invoice.sum,
    number: after?.number ?? invoice.number,
    status: after?.state ?? invoice.state,
  };
}

/** `PATCH invoices/:id/status`. */
export async function setInvoiceStatus(
  ctx: Ctx,
  user: SessionUser,
  invoiceId: number,
  status: z.infer<typeof invoiceStatusBody>['status'],
) {
  // Invoices are objects of invoices_view holders: to others they do not exist.
  if (!hasPermit(user, 'invoices_view')) throw new NotFound();
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice) throw new NotFound();
  if (invoice.pack_id) await visiblePack(ctx.db, user, invoice.pack_id);
  if (invoice.kind === 'autocreate' && !mayEditAutoInvoice(user, invoice)) throw new Forbidden('invoice.autoLocked');
  await ctx.db.transaction(async (tx) => {
    await changeInvoice(tx, invoiceId, { state: status });
    if (status === 'paid') {
      for (const p of await repo.findPositionsOfInvoice(tx, invoiceId))
        await repo.updatePosition(tx, p.id, { status: 'paid', prev_status: p.status });
    }
    if (invoice.pack_id)
      await writeHistory(tx, invoice.pack_id, user.id, [{ field: `invoice.${invoiceId}.status`, old: invoice.state, new: status }]);
  });
  await emitInvoiceChange(ctx, invoice.pack_id ? [invoice.pack_id] : [], [invoiceId], [], user.id);
  return { id: invoiceId, status };
}
