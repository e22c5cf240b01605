import { hasPermit } from '@app/contracts';
import type { z } from 'zod';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { activeIdsOf } from '../dictionaries/index.ts';
import { addInvoiceFiles, changeInvoice, createInvoice, findInvoice, searchInvoices } from '../invoices/index.ts';
import { emitInvoice, writeHistory } from './applications.collab.ts';
import { seesAll } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import { packInvoices } from './applications.service.ts';
import type { createInvoiceBody, invoiceInput, invoiceStatusBody } from './applications.wire.ts';
import { assertInvoicesView, assertPositionLimit, type Ctx, visiblePack } from './context.service.ts';
import { positionViews } from './positions-view.service.ts';

const INVOICE_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'];

/** Positions that may go into an invoice: approved or in work (not deleted, refused, paid...). */
const LINKABLE = ['active', 'success', 'in_work', 'in_invoice'];

/** A positive quantity with up to 3 places as an exact integer of thousandths. */
const milli = (v: string) => {
  const [whole, fraction = ''] = v.split('.');
  return BigInt(whole) * 1000n + BigInt(`${fraction}000`.slice(0, 3));
};

interface LinkRow {
  id: number;
  quantity?: string | null;
  invoice_id?: number | null;
}

async function emitChange(ctx: Ctx, packId: number, invoiceIds: number[], snabIds: number[], userId: number) {
  const members = await repo.findMemberIds(ctx.db, packId);
  await emitInvoice(ctx.realtime, members, {
    action: 'invoice_change',
    id: packId,
    invoice_ids: invoiceIds,
    snab_ids: snabIds,
    user_id: userId,
  });
}

/** `GET applications/:id/invoices/full`: the invoices tab (invoices_view). */
export async function invoicesFull(ctx: Ctx, user: SessionUser, packId: number) {
  await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  return { invoices: await packInvoices(ctx.db, packId) };
}

/**
 * Links positions to an invoice. A quantity below the position's splits it: a part with
 * that quantity goes into the invoice; parts together cannot exceed the count (spec 3 §5).
 */
async function linkPositions(tx: Ctx['db'], user: SessionUser, packId: number, invoiceId: number, rows: LinkRow[]) {
  const positions = await repo.findPositionsByIds(
    tx,
    rows.map((r) => r.id),
  );
  const linked: number[] = [];
  for (const row of rows) {
    const position = positions.find((p) => p.id === row.id);
    if (!position || position.pack_id !== packId) throw new NotFound();
    if (!LINKABLE.includes(position.status)) throw new Refusal('position.notLinkable');
    if (position.invoice_id && position.invoice_id !== invoiceId) throw new Refusal('position.inOtherInvoice');
    const quantity = row.quantity ?? null;
    if (quantity && milli(quantity) > milli(position.quantity))
      throw new ValidationFailed({ [`snabs.${row.id}.quantity`]: ['position.splitExceeds'] });
    if (quantity && milli(quantity) < milli(position.quantity)) {
      // A split: the parts taken so far plus this one may not exceed the position's count.
      const taken = await repo.partsQuantity(tx, position.id);
      if (milli(taken) + milli(quantity) > milli(position.quantity))
        throw new ValidationFailed({ [`snabs.${row.id}.quantity`]: ['position.splitExceeds'] });
      const { id: _id, date_add: _dateAdd, ...copy } = position;
      const [part] = await repo.insertPositions(tx, [
        {
          ...copy,
          part_id: position.id,
          quantity,
          invoice_id: invoiceId,
          status: 'in_invoice',
          prev_status: position.status,
          who_add: user.id,
          date_edit: null,
        },
      ]);
      linked.push(part.id);
      await writeHistory(tx, packId, user.id, [
        { field: `snab.${position.id}.split`, old: position.quantity, new: `${quantity} → ${invoiceId}` },
      ]);
    } else {
      await repo.updatePosition(tx, position.id, { invoice_id: invoiceId, status: 'in_invoice', prev_status: position.status });
      linked.push(position.id);
      await writeHistory(tx, packId, user.id, [{ field: `snab.${position.id}.invoice_id`, old: position.invoice_id, new: invoiceId }]);
    }
  }
  return linked;
}

async function checkRefs(ctx: Ctx, input: { contractor_id?: number | null; organization_id?: number | null }) {
  if (input.contractor_id && !(await activeIdsOf(ctx.db, 'partners', [input.contractor_id])).has(input.contractor_id))
    throw new ValidationFailed({ contractor_id: ['field.invalid'] });
  if (input.organization_id && !(await activeIdsOf(ctx.db, 'organizations', [input.organization_id])).has(input.organization_id))
    throw new ValidationFailed({ organization_id: ['field.invalid'] });
}

/** `POST applications/:id/invoices`: a new invoice for chosen positions. */
export async function createInvoiceForPositions(ctx: Ctx, user: SessionUser, packId: number, body: z.infer<typeof createInvoiceBody>) {
  await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  assertPositionLimit(body.snabs.length);
  if (body.snabs.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
  if (!body.sum) throw new ValidationFailed({ sum: ['field.fillRequired'] });
  await checkRefs(ctx, body);
  if (body.files?.length)
    await checkUploads(
      body.files.map((f) => f.file),
      INVOICE_FILE_EXTENSIONS,
    );
  const result = await ctx.db.transaction(async (tx) => {
    const invoice = await createInvoice(
      tx,
      {
        kind: 'blank',
        number: body.number ?? null,
        date_invoice: body.date_invoice ? new Date(`${body.date_invoice}T00:00:00Z`) : null,
        sum: body.sum!,
        vat_rate: body.vat_rate ?? null,
        vat_sum: body.vat_sum ?? null,
        contractor_id: body.contractor_id ?? null,
        organization_id: body.organization_id ?? null,
        contract_id: body.contract_id ?? null,
        reason: body.reason ?? null,
        pack_id: packId,
      },
      user.id,
    );
    const linked = await linkPositions(tx, user, packId, invoice.id, body.snabs);
    if (body.files?.length) await addInvoiceFiles(tx, ctx.storage, invoice.id, body.files, user.id);
    await writeHistory(tx, packId, user.id, [{ field: 'invoice_add', old: null, new: invoice.id }]);
    return { invoice, linked };
  });
  await emitChange(ctx, packId, [result.invoice.id], result.linked, user.id);
  return { id: result.invoice.id, sum: result.invoice.sum, snabs: result.linked };
}

/** `POST applications/:id/invoices/:inv/snabs/add`: positions into an existing invoice. */
export async function addPositionsToInvoice(ctx: Ctx, user: SessionUser, packId: number, invoiceId: number, rows: LinkRow[]) {
  await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice || invoice.status === 'delete') throw new NotFound();
  assertPositionLimit(rows.length);
  if (rows.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
  const linked = await ctx.db.transaction((tx) => linkPositions(tx, user, packId, invoiceId, rows));
  await emitChange(ctx, packId, [invoiceId], linked, user.id);
  return { result: true, snabs: linked };
}

/** `POST applications/:id/invoices/snabs/edit`: moves positions between invoices, or out of them (invoice_id empty). */
export async function editPositionLinks(ctx: Ctx, user: SessionUser, packId: number, rows: LinkRow[]) {
  await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  assertPositionLimit(rows.length);
  if (rows.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
  const positions = await repo.findPositionsByIds(
    ctx.db,
    rows.map((r) => r.id),
  );
  const invoiceIds = new Set<number>();
  for (const row of rows) {
    const position = positions.find((p) => p.id === row.id);
    if (!position || position.pack_id !== packId) throw new NotFound();
    if (position.status === 'paid') throw new Refusal('position.paidLocked');
    if (row.invoice_id) {
      const invoice = await findInvoice(ctx.db, row.invoice_id);
      if (!invoice || invoice.status === 'delete') throw new ValidationFailed({ [`snabs.${row.id}.invoice_id`]: ['field.invalid'] });
    }
  }
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) {
      const position = positions.find((p) => p.id === row.id)!;
      const target = row.invoice_id ?? null;
      if (position.invoice_id === target) continue;
      if (position.invoice_id) invoiceIds.add(position.invoice_id);
      if (target) invoiceIds.add(target);
      const status = target
        ? 'in_invoice'
        : position.prev_status && position.prev_status !== 'in_invoice'
          ? position.prev_status
          : 'success';
      await repo.updatePosition(tx, position.id, { invoice_id: target, status, prev_status: position.status });
      await writeHistory(tx, packId, user.id, [{ field: `snab.${position.id}.invoice_id`, old: position.invoice_id, new: target }]);
    }
  });
  await emitChange(
    ctx,
    packId,
    [...invoiceIds],
    rows.map((r) => r.id),
    user.id,
  );
  return { result: true };
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

/** `GET autocomplete/applications/invoices?term=&pack_id=`: invoices of the application, or any with invoices_view. */
export async function autocompleteInvoices(
  ctx: Ctx,
  user: SessionUser,
  term: string | undefined,
  packId: number | undefined,
  limit: number,
) {
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
    label: `№${r.number ?? r.id}${r.contractor ? ` — ${r.contractor}` : ''} (${r.sum})`,
    sum: r.sum,
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
  if (invoice.kind === 'autocreate' && invoice.status && !hasPermit(user, 'registry_paid_edit')) throw new Forbidden('invoice.autoLocked');
  if (invoice.status === 'delete') throw new Refusal('invoice.deleted');
  await checkRefs(ctx, body);
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
  if (invoice.pack_id) await emitChange(ctx, invoice.pack_id, [invoiceId], [], user.id);
  return {
    id: invoiceId,
    sum: after?.sum ?? invoice.sum,
    number: after?.number ?? invoice.number,
    status: after?.status ?? invoice.status,
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
  if (invoice.kind === 'autocreate' && invoice.status && !hasPermit(user, 'registry_paid_edit')) throw new Forbidden('invoice.autoLocked');
  await ctx.db.transaction(async (tx) => {
    await changeInvoice(tx, invoiceId, { status });
    if (status === 'paid') {
      for (const p of await repo.findPositionsOfInvoice(tx, invoiceId))
        await repo.updatePosition(tx, p.id, { status: 'paid', prev_status: p.status });
    }
    if (invoice.pack_id)
      await writeHistory(tx, invoice.pack_id, user.id, [{ field: `invoice.${invoiceId}.status`, old: invoice.status, new: status }]);
  });
  if (invoice.pack_id) await emitChange(ctx, invoice.pack_id, [invoiceId], [], user.id);
  return { id: invoiceId, status };
}
