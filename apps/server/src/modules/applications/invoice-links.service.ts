import type { z } from 'zod';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { addInvoiceFiles, createInvoice, findInvoice } from '../invoices/index.ts';
import { writeHistory } from './applications.collab.ts';
import { isDeleted } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import type { createInvoiceBody } from './applications.wire.ts';
import { assertInvoicesView, assertPositionLimit, type Ctx, visiblePack } from './context.service.ts';
import { checkInvoiceRefs, emitInvoiceChange, INVOICE_FILE_EXTENSIONS } from './invoices-tab.service.ts';

/** Positions that may go into an invoice: approved or in work (not deleted, refused, paid...). */
const LINKABLE = ['active', 'success', 'in_work', 'in_invoice'];

/** A positive quantity with up to 3 places as an exact integer of thousandths. */
const milli = (v: string) => {
  const [whole, fraction = ''] = v.split('.');
  return BigInt(whole) * 1000n + BigInt(`${fraction}000`.slice(0, 3));
};
const fromMilli = (v: bigint) => (v % 1000n === 0n ? String(v / 1000n) : (Number(v) / 1000).toString());

interface LinkRow {
  id: number;
  quantity?: string | null;
  invoice_id?: number | null;
}

/** The application whose positions are linked: visible, invoices_view, not deleted. */
async function workablePack(ctx: Ctx, user: SessionUser, packId: number) {
  const pack = await visiblePack(ctx.db, user, packId);
  assertInvoicesView(user);
  if (isDeleted(pack.status)) throw new Refusal('applications.deleted');
  return pack;
}

function assertRows(rows: LinkRow[]) {
  assertPositionLimit(rows.length);
  if (rows.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
}

const splitExceeds = (id: number) => new ValidationFailed({ [`snabs.${id}.quantity`]: ['position.splitExceeds'] });

/**
 * Links positions to an invoice (of this application or another one). A quantity below the
 * position's count splits it: a part with that quantity goes into the invoice, and the parts
 * together never exceed the count (spec 3 §5). A split position is linked only in parts (no
 * quantity = what it has left); a part goes whole.
 */
async function linkPositions(tx: Ctx['db'], user: SessionUser, packId: number, invoiceId: number, rows: LinkRow[]) {
  const positions = await repo.findPositionsByIds(
    tx,
    rows.map((r) => r.id),
  );
  const linked: number[] = [];
  for (const row of rows) {
    const position = positions.find((p) => p.id === row.id);
    if (!position || position.pack_id !== packId || position.status === 'delete') throw new NotFound();
    if (position.invoice_id) {
      if (position.invoice_id === invoiceId && !row.quantity) continue;
      throw new Refusal(position.invoice_id === invoiceId ? 'position.alreadyInInvoice' : 'position.inOtherInvoice');
    }
    if (!LINKABLE.includes(position.status)) throw new Refusal('position.notLinkable');
    const count = milli(position.quantity);
    if (position.part_id !== null) {
      if (row.quantity && milli(row.quantity) !== count) throw new Refusal('position.partWhole');
    }
    const taken = position.part_id === null ? milli(await repo.partsQuantity(tx, position.id)) : 0n;
    const wanted = row.quantity ? milli(row.quantity) : count - taken;
    if (wanted <= 0n || taken + wanted > count) throw splitExceeds(row.id);
    if (taken === 0n && wanted === count) {
      await repo.updatePosition(tx, position.id, { invoice_id: invoiceId, status: 'in_invoice', prev_status: position.status });
      linked.push(position.id);
      await writeHistory(tx, packId, user.id, [{ field: `snab.${position.id}.invoice_id`, old: null, new: invoiceId }]);
      continue;
    }
    // A split: a part with the wanted quantity goes into the invoice, the position keeps its count.
    const quantity = fromMilli(wanted);
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
  }
  return linked;
}

/** `POST applications/:id/invoices`: a new invoice for chosen positions. */
export async function createInvoiceForPositions(ctx: Ctx, user: SessionUser, packId: number, body: z.infer<typeof createInvoiceBody>) {
  await workablePack(ctx, user, packId);
  assertRows(body.snabs);
  if (!body.sum) throw new ValidationFailed({ sum: ['field.fillRequired'] });
  await checkInvoiceRefs(ctx, body);
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
  await emitInvoiceChange(ctx, [packId], [result.invoice.id], result.linked, user.id);
  return { id: result.invoice.id, sum: result.invoice.sum, snabs: result.linked };
}

/** `POST applications/:id/invoices/:inv/snabs/add`: positions into an existing invoice, of any application. */
export async function addPositionsToInvoice(ctx: Ctx, user: SessionUser, packId: number, invoiceId: number, rows: LinkRow[]) {
  await workablePack(ctx, user, packId);
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice || invoice.state === 'delete') throw new NotFound();
  assertRows(rows);
  const linked = await ctx.db.transaction((tx) => linkPositions(tx, user, packId, invoiceId, rows));
  await emitInvoiceChange(ctx, [packId], [invoiceId], linked, user.id);
  return { result: true, snabs: linked };
}

/**
 * `POST applications/:id/invoices/snabs/edit`: moves positions between invoices, or out of
 * them (invoice_id empty). A part leaving its invoice is removed, its quantity back with its
 * position; a paid position stays; a split position moves only through its parts.
 */
export async function editPositionLinks(ctx: Ctx, user: SessionUser, packId: number, rows: LinkRow[]) {
  await workablePack(ctx, user, packId);
  assertRows(rows);
  const positions = await repo.findPositionsByIds(
    ctx.db,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const position = positions.find((p) => p.id === row.id);
    if (!position || position.pack_id !== packId || position.status === 'delete') throw new NotFound();
    if (position.status === 'paid') throw new Refusal('position.paidLocked');
    if (!row.invoice_id) continue;
    const invoice = await findInvoice(ctx.db, row.invoice_id);
    if (!invoice || invoice.state === 'delete') throw new ValidationFailed({ [`snabs.${row.id}.invoice_id`]: ['field.invalid'] });
    if (!LINKABLE.includes(position.status)) throw new Refusal('position.notLinkable');
    if (position.part_id === null && milli(await repo.partsQuantity(ctx.db, position.id)) > 0n) throw new Refusal('position.splitParent');
  }
  const invoiceIds = new Set<number>();
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) {
      const position = positions.find((p) => p.id === row.id)!;
      const target = row.invoice_id ?? null;
      if (position.invoice_id === target) continue;
      if (position.invoice_id) invoiceIds.add(position.invoice_id);
      if (target) invoiceIds.add(target);
      if (!target && position.part_id !== null) {
        await repo.updatePosition(tx, position.id, { invoice_id: null, status: 'delete', prev_status: position.status });
        await writeHistory(tx, packId, user.id, [
          { field: `snab.${position.part_id}.split`, old: `${position.quantity} → ${position.invoice_id}`, new: null },
        ]);
        continue;
      }
      const status = target
        ? 'in_invoice'
        : position.prev_status && position.prev_status !== 'in_invoice'
          ? position.prev_status
          : 'success';
      await repo.updatePosition(tx, position.id, { invoice_id: target, status, prev_status: position.status });
      await writeHistory(tx, packId, user.id, [{ field: `snab.${position.id}.invoice_id`, old: position.invoice_id, new: target }]);
    }
  });
  await emitInvoiceChange(
    ctx,
    [packId],
    [...invoiceIds],
    rows.map((r) => r.id),
    user.id,
  );
  return { result: true };
}
