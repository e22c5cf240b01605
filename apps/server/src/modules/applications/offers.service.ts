import { randomBytes } from 'node:crypto';
import { hasPermit, type SupplierRequest } from '@app/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { activeIdsOf } from '../dictionaries/index.ts';
import { type Change, writeHistory } from './applications.collab.ts';
import * as repo from './applications.repository.ts';
import type { offerBody, requestBody } from './applications.wire.ts';
import { findOffersView } from './card-parts.service.ts';
import { assertPositionLimit, type Ctx, editablePack, emit, visiblePack } from './context.service.ts';

const OFFER_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'ods', 'odt', 'zip', 'rar'];

async function checkPartner(ctx: Ctx, partnerId: number | null | undefined) {
  if (partnerId && !(await activeIdsOf(ctx.db, 'partners', [partnerId])).has(partnerId))
    throw new ValidationFailed({ partner_id: ['field.invalid'] });
}

/**
 * `POST applications/:id/offers`: a commercial offer (kp) with its file. With `request_id` it
 * records the supplier's answer to a sent request: the request's supplier by default, and the
 * request becomes `answered` (one answer per request).
 */
export async function addOffer(ctx: Ctx, user: SessionUser, packId: number, body: z.infer<typeof offerBody>) {
  await visiblePack(ctx.db, user, packId);
  await editablePackOrSupply(ctx, user, packId);
  const request = body.request_id ? await answerableRequest(ctx, packId, body.request_id) : null;
  const partnerId = body.partner_id ?? request?.partner_id ?? null;
  await checkPartner(ctx, partnerId);
  const file = body.files?.[0];
  if (!partnerId && !file && !body.comment) throw new ValidationFailed({ partner_id: ['field.fillRequired'] });
  if (file) await checkUploads([file.file], OFFER_FILE_EXTENSIONS);
  const stored = file ? await ctx.storage.putUpload('applications', file.file) : null;
  const offer = await ctx.db
    .transaction(async (tx) => {
      const row = await repo.insertOffer(tx, {
        pack_id: packId,
        partner_id: partnerId,
        sum: body.sum ?? null,
        comment: body.comment ?? null,
        file_name: file ? file.name || file.file.filename : null,
        file_path: stored?.key ?? null,
        who_add: user.id,
      });
      const changes: Change[] = [{ field: 'offer_add', old: null, new: row.id }];
      if (request) {
        // Only a sent request becomes answered: two answers at once cannot both win.
        if (!(await repo.markRequestAnswered(tx, request.id))) throw new Refusal('requests.alreadyAnswered');
        changes.push({ field: 'request_answer', old: request.id, new: row.id });
      }
      await writeHistory(tx, packId, user.id, changes);
      return row;
    })
    .catch(async (error: unknown) => {
      if (stored) await ctx.storage.remove(stored.key).catch(() => undefined);
      throw error;
    });
  await emit(ctx, { action: 'update', id: packId, property: request ? 'requests' : 'offers', user_id: user.id });
  return { id: offer.id, offers: await findOffersView(ctx.db, packId) };
}

async function answerableRequest(ctx: Ctx, packId: number, requestId: number) {
  const request = await repo.findRequest(ctx.db, requestId);
  if (!request || request.state === 0 || request.pack_id !== packId) throw new ValidationFailed({ request_id: ['field.invalid'] });
  if (request.status === 'answered') throw new Refusal('requests.alreadyAnswered');
  if (request.status !== 'sent') throw new Refusal('requests.notSent');
  return request;
}

/** Offers and requests are made by the application's editors and by supply staff (invoices_view). */
async function editablePackOrSupply(ctx: Ctx, user: SessionUser, packId: number) {
  if (hasPermit(user, 'invoices_view')) return visiblePack(ctx.db, user, packId);
  return editablePack(ctx.db, user, packId);
}

export async function offerFile(ctx: Ctx, user: SessionUser, packId: number, offerId: number) {
  await visiblePack(ctx.db, user, packId);
  const offer = await repo.findOffer(ctx.db, offerId);
  if (!offer || offer.pack_id !== packId || offer.status !== 1 || !offer.file_path) throw new NotFound();
  return { path: offer.file_path, name: offer.file_name ?? 'offer' };
}

// Supplier requests ----------------------------------------------------------------

/** Open cards refresh their requests (the web refetches the card's parts on `update`). */
const emitRequests = (ctx: Ctx, user: SessionUser, packId: number) =>
  emit(ctx, { action: 'update', id: packId, property: 'requests', user_id: user.id });

function requestView(r: repo.RequestRow & { partner_name?: string | null }) {
  return {
    id: r.id,
    pack_id: r.pack_id,
    partner_id: r.partner_id,
    partner_name: r.partner_name ?? null,
    email: r.email,
    comment: r.comment,
    snabs: r.snab_ids,
    status: r.status as SupplierRequest['status'],
    date_send: r.date_send ? toWireMinutes(r.date_send) : null,
    date_add: toWireMinutes(r.date_add),
    link: r.link_hash ? `/api/applications/requests/shared/${r.link_hash}` : null,
  };
}

async function checkRequestPositions(ctx: Ctx, packId: number, ids: number[]) {
  const rows = await repo.findPositionsByIds(ctx.db, ids);
  if (rows.length !== new Set(ids).size || rows.some((r) => r.pack_id !== packId || r.status === 'delete'))
    throw new ValidationFailed({ snabs: ['field.invalid'] });
}

/** `POST applications/:id/requests`: a request to a supplier for prices of chosen positions. */
export async function createRequest(ctx: Ctx, user: SessionUser, packId: number, body: z.infer<typeof requestBody>) {
  await editablePackOrSupply(ctx, user, packId);
  await checkPartner(ctx, body.partner_id);
  const snabs = body.snabs ?? [];
  assertPositionLimit(snabs.length);
  if (snabs.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
  await checkRequestPositions(ctx, packId, snabs);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.insertRequest(tx, {
      pack_id: packId,
      partner_id: body.partner_id ?? null,
      email: body.email ?? null,
      comment: body.comment ?? null,
      snab_ids: [...new Set(snabs)],
      who_add: user.id,
    });
    await writeHistory(tx, packId, user.id, [{ field: 'request_add', old: null, new: r.id }]);
    return r;
  });
  await emitRequests(ctx, user, packId);
  return requestView(row);
}

export async function listRequests(ctx: Ctx, user: SessionUser, packId: number) {
  await visiblePack(ctx.db, user, packId);
  return { requests: (await repo.findRequests(ctx.db, packId)).map(requestView) };
}

async function requestOf(ctx: Ctx, packId: number | null, requestId: number) {
  const request = await repo.findRequest(ctx.db, requestId);
  if (!request || request.state === 0 || (packId !== null && request.pack_id !== packId)) throw new NotFound();
  return request;
}

/** `POST applications/:id/requests/:req` and `PATCH applications/requests/:id` (state 0 deletes). */
export async function updateRequest(
  ctx: Ctx,
  user: SessionUser,
  packId: number | null,
  requestId: number,
  body: z.infer<typeof requestBody>,
) {
  const current = await requestOf(ctx, packId, requestId);
  await editablePackOrSupply(ctx, user, current.pack_id);
  await checkPartner(ctx, body.partner_id);
  if (body.snabs !== undefined) {
    assertPositionLimit(body.snabs.length);
    if (body.snabs.length === 0) throw new ValidationFailed({ snabs: ['position.atLeastOne'] });
    await checkRequestPositions(ctx, current.pack_id, body.snabs);
  }
  if (current.status !== 'draft' && body.state !== 0) throw new Refusal('requests.alreadySent');
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.updateRequest(tx, requestId, {
      ...(body.partner_id !== undefined ? { partner_id: body.partner_id } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(body.snabs !== undefined ? { snab_ids: [...new Set(body.snabs)] } : {}),
      ...(body.state === 0 ? { state: 0 } : {}),
    });
    await writeHistory(tx, current.pack_id, user.id, [
      { field: body.state === 0 ? 'request_delete' : 'request_edit', old: requestId, new: body.state === 0 ? null : requestId },
    ]);
    return r;
  });
  await emitRequests(ctx, user, current.pack_id);
  return requestView(row);
}

/** `POST applications/:id/requests/:req/send`: marks the request sent and makes its supplier link. */
export async function sendRequest(ctx: Ctx, user: SessionUser, packId: number, requestId: number) {
  const current = await requestOf(ctx, packId, requestId);
  await editablePackOrSupply(ctx, user, packId);
  if (current.status === 'answered') throw new Refusal('requests.alreadyAnswered');
  if (!current.partner_id && !current.email) throw new ValidationFailed({ partner_id: ['field.fillRequired'] });
  const hash = current.link_hash ?? randomBytes(24).toString('base64url');
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.updateRequest(tx, requestId, { status: 'sent', date_send: new Date(), link_hash: hash });
    await writeHistory(tx, packId, user.id, [{ field: 'request_send', old: current.status, new: 'sent' }]);
    return r;
  });
  await emitRequests(ctx, user, packId);
  return { ...requestView(row), result_content: 'requests.sent' };
}

/** `GET applications/:id/requests/:req/link/:x`: the supplier's link (x = pdf). */
export async function requestLink(ctx: Ctx, user: SessionUser, packId: number, requestId: number, kind: string) {
  await visiblePack(ctx.db, user, packId);
  const current = await requestOf(ctx, packId, requestId);
  if (kind !== 'pdf') throw new NotFound();
  let hash = current.link_hash;
  if (!hash) {
    hash = randomBytes(24).toString('base64url');
    await repo.updateRequest(ctx.db, requestId, { link_hash: hash });
  }
  return { link: `/api/applications/requests/shared/${hash}` };
}

export async function requestForPdf(ctx: Ctx, user: SessionUser | null, by: { packId: number; requestId: number } | { hash: string }) {
  if ('hash' in by) {
    if (!/^[\w-]{20,64}$/.test(by.hash)) throw new NotFound();
    const request = await repo.findRequestByHash(ctx.db, by.hash);
    if (!request || request.state === 0) throw new NotFound();
    return request;
  }
  await visiblePack(ctx.db, user!, by.packId);
  return requestOf(ctx, by.packId, by.requestId);
}
