import { APPLICATION_STATUSES } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import { type Lang, translate } from '../../shared/i18n.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { likedPacks, MODULE, togglePackLike } from './applications.collab.ts';
import { isDeleted, seesAll, seesUrgentReason } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import type { ListQuery } from './applications.wire.ts';
import { type Ctx, visiblePack } from './context.service.ts';
import { add, type Errors, throwIfAny } from './pack-input.service.ts';
import { ddmmyyyy } from './positions-view.service.ts';

/** The applications list, favourites, alerts and the positions/performers lookups. */
// List -----------------------------------------------------------------------------

function intervalOf(q: ListQuery): { from?: string; to?: string } {
  let from = q.date_from;
  let to = q.date_to;
  if (q.interval) {
    const parts = q.interval.split(/,|_| - |\s+-\s+|~/);
    from = parts[0]?.trim() || from;
    to = parts[1]?.trim() || to;
  }
  const errors: Errors = {};
  const parse = (v: string | undefined, field: string) => {
    if (!v) return undefined;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim()) ?? null;
    const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v.trim());
    const iso = m ? v.trim() : dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
    if (!iso || Number.isNaN(new Date(`${iso}T00:00:00Z`).getTime())) add(errors, field, 'field.dateIncorrect');
    return iso ?? undefined;
  };
  const result = { from: parse(from, 'interval'), to: parse(to, 'interval') };
  throwIfAny(errors);
  return result;
}

export async function buildListFilter(db: Db, user: SessionUser, q: ListQuery): Promise<repo.ListFilter> {
  let typeId: number | undefined;
  if (q.type) {
    const type = /^\d+$/.test(q.type) ? await repo.findType(db, { id: Number(q.type) }) : await repo.findType(db, { code: q.type });
    typeId = type?.id ?? -1;
  }
  const { from, to } = intervalOf(q);
  return {
    // The author is always a member: "mine" needs no membership check (bench: the capped count of a member's own list).
    memberOf: seesAll(user) || q.mine === 1 ? null : user.id,
    statuses: q.status,
    includeDeleted: false,
    typeId,
    urgent: q.urgent,
    repeats: q.repeat,
    likedBy: q.liked === 1 ? user.id : undefined,
    mineOf: q.mine === 1 ? user.id : undefined,
    organizationId: q.organization,
    projectId: q.project,
    from,
    to,
    search: q.search?.trim() || undefined,
  };
}

function listCursor(cursor: string, sort: repo.ListSort): repo.ListKey {
  const key = decodeCursor(cursor);
  if (!key || key.s !== sort || typeof key.i !== 'number' || (sort !== 'id' && typeof key.v !== 'string'))
    throw new ValidationFailed({ cursor: ['field.invalid'] });
  return { id: key.i, v: key.v as string | undefined };
}

/** `GET applications`: filters, sort, keyset pages, a capped total, status badges and sign progress. */
export async function listApplications(ctx: Ctx, user: SessionUser, q: ListQuery, lang: Lang) {
  const { db } = ctx;
  const filter = await buildListFilter(db, user, q);
  const after = q.cursor ? listCursor(q.cursor, q.sort) : null;
  const desc = q.order === 'desc';
  const rows = await repo.findListPage(db, filter, q.sort, desc, after, q.limit + 1);
  const counted = await repo.countListUpTo(db, filter, TOTAL_CAP + 1);
  const page = rows.slice(0, q.limit);
  const ids = page.map((r) => r.id);
  const liked = await likedPacks(db, user.id, ids);
  const counts = await repo.countPositions(db, ids);
  const last = page.at(-1);
  const readsReason = seesUrgentReason(user);
  return {
    items: page.map((r) => {
      const status = APPLICATION_STATUSES.find((s) => s.code === r.status);
      return {
        id: r.id,
        name: r.name,
        type: { id: r.type_id, code: r.type_code, label: lang === 'en' ? r.type_name_en : r.type_name },
        status: r.status,
        status_name: status?.[lang] ?? r.status,
        status_color: status?.color ?? null,
        status_icon: status?.icon ?? null,
        urgent: r.urgent,
        comment: readsReason ? r.comment : null,
        repeats: r.repeats,
        liked: liked.has(r.id) ? 1 : 0,
        parent_id: r.parent_id,
        date_add: toWireMinutes(new Date(r.date_add)),
        date_want: r.date_want,
        date_want_display: ddmmyyyy(r.date_want),
        who_add: r.who_add,
        who_add_fio: r.who_add_fio,
        who_add_avatar: r.who_add_avatar,
        performer: r.performer,
        performer_name: r.performer_name,
        responsible: r.responsible,
        responsible_fio: r.responsible_fio,
        organization_id: r.organization_id,
        organization_name: r.organization_name,
        location_id: r.location_id,
        location_name: r.location_name,
        snabs_count: counts.get(r.id) ?? 0,
        sign_process: { current: r.sign_current, total: r.sign_total },
      };
    }),
    total: cappedTotal(counted),
    next_cursor:
      rows.length > q.limit && last
        ? encodeCursor(q.sort === 'id' ? { s: 'id', i: last.id } : { s: q.sort, i: last.id, v: last.sort_value })
        : null,
  };
}

// Favourite and alert ---------------------------------------------------------------

export async function toggleFavourite(ctx: Ctx, user: SessionUser, id: number) {
  await visiblePack(ctx.db, user, id);
  const liked = await togglePackLike(ctx.db, user.id, id);
  return { liked };
}

/**
 * `POST applications/alert/:id`: reminds the people working on it (performer, responsible,
 * the current signer) about the application; answers the notification-sent message.
 */
export async function alertApplication(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  if (isDeleted(pack.status)) throw new Refusal('applications.deleted');
  const signers = await repo.findSigners(ctx.db, id);
  const current = signers.find((s) => s.status === 0);
  const recipients = [pack.performer, pack.responsible, current?.user_id].filter((u): u is number => Boolean(u) && u !== user.id);
  await ctx.notifications?.notify(
    recipients,
    {
      title: translate(pack.urgent ? 'applications.alertUrgent' : 'applications.alert', lang, { id, name: pack.name }),
      link: `/applications/${id}`,
      module: MODULE,
      object_id: id,
      event: 'application_alert',
    },
    user.id,
  );
  return { result: true, result_content: translate('applications.notificationSent', lang), recipients: recipients.length };
}

export async function findPerformers(db: Db, term: string | undefined, limit: number) {
  const rows = await repo.findPerformers(db, term, limit);
  return rows.map((u) => ({ value: u.id, label: u.fio, avatar: u.avatar, post: u.post }));
}

/** `GET autocomplete/applications/snab`: positions of applications the user sees. */
export async function autocompletePositions(
  ctx: Ctx,
  user: SessionUser,
  term: string | undefined,
  packId: number | undefined,
  limit: number,
) {
  if (packId !== undefined) await visiblePack(ctx.db, user, packId);
  const rows = await repo.searchPositions(ctx.db, term, packId, seesAll(user) ? null : user.id, limit);
  return rows.map((r) => ({
    value: r.id,
    label: `№${r.id} ${r.info ?? r.dv_work_name ?? ''}`.trim(),
    pack_id: r.pack_id,
    quantity: Number(r.quantity),
  }));
}
