import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable, registerObjectTraces } from '../objects/index.ts';
import * as repo from './network-links.repository.ts';

registerObjectTraces('network-links', repo.forgetObject);

/** Network links of spec 3 §3/§5/§7: named http(s) links of an object; status 0 = deleted. */

const HISTORY_FIELD = 'network_link';

/** A valid http(s) URL (spec 3 §5 "link must be a valid URL"). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

type Wire = Awaited<ReturnType<typeof repo.findObjectLinks>>[number];
const toWire = (r: Wire) => ({ ...r, date_add: toWireMinutes(r.date_add) });

export async function listLinks(db: Db, user: SessionUser, module: string, objectId: number) {
  await assertReadable(user, module, objectId);
  return (await repo.findObjectLinks(db, module, objectId)).map(toWire);
}

export interface LinkInput {
  name?: string;
  link?: string;
  object_id?: number;
}

/** Every row needs a name and a valid link; otherwise 422 with 'Некорректные данные' and the fields. */
function checkRows(rows: LinkInput[], fallbackObjectId: number | undefined) {
  const errors: Record<string, string[]> = {};
  if (rows.length === 0) errors.link = ['field.fillRequired'];
  rows.forEach((row, i) => {
    if (!row.name?.trim()) errors[`link.${i}.name`] = ['field.fillRequired'];
    if (!row.link?.trim()) errors[`link.${i}.link`] = ['field.fillRequired'];
    else if (!isWebUrl(row.link.trim())) errors[`link.${i}.link`] = ['links.wrongFormat'];
    if (!(row.object_id ?? fallbackObjectId)) errors[`link.${i}.object_id`] = ['field.fillRequired'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed({ _: ['links.invalidData'], ...errors });
}

export async function addLinks(db: Db, user: SessionUser, input: { module: string; object_id?: number; link: LinkInput[] }) {
  checkRows(input.link, input.object_id);
  const rows = input.link.map((r) => ({
    module: input.module,
    object_id: (r.object_id ?? input.object_id)!,
    name: r.name!.trim(),
    link: r.link!.trim(),
    who_add: user.id,
  }));
  for (const objectId of new Set(rows.map((r) => r.object_id))) await assertEditable(user, input.module, objectId);
  const ids = await db.transaction(async (tx) => {
    const inserted = await repo.insertLinks(tx, rows);
    for (const row of rows) {
      await recordChanges(tx, row.module, row.object_id, user.id, [
        { field: HISTORY_FIELD, old_value: null, new_value: `${row.name}: ${row.link}` },
      ]);
    }
    return inserted.map((r) => r.id);
  });
  return (await repo.findLinksWithAuthors(db, ids)).map(toWire);
}

/** `PATCH network_links/:id` with link[name], link[link] or link[status]=0 (soft delete). */
export async function changeLink(db: Db, user: SessionUser, id: number, input: { name?: string; link?: string; status?: 0 | 1 }) {
  const row = await repo.findLink(db, id);
  if (row?.status !== 1) throw new NotFound();
  await assertEditable(user, row.module, row.object_id);
  const errors: Record<string, string[]> = {};
  if (input.name !== undefined && !input.name.trim()) errors['link.name'] = ['field.fillRequired'];
  if (input.link !== undefined && !isWebUrl(input.link.trim()))
    errors['link.link'] = [input.link.trim() ? 'links.wrongFormat' : 'field.fillRequired'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed({ _: ['links.invalidData'], ...errors });
  const changes = {
    name: input.name?.trim() ?? row.name,
    link: input.link?.trim() ?? row.link,
    status: input.status ?? row.status,
  };
  const before = `${row.name}: ${row.link}`;
  const after = changes.status === 0 ? null : `${changes.name}: ${changes.link}`;
  await db.transaction(async (tx) => {
    await repo.updateLink(tx, id, { ...changes, date_edit: new Date(), who_edit: user.id });
    await recordChanges(tx, row.module, row.object_id, user.id, [{ field: HISTORY_FIELD, old_value: before, new_value: after }]);
  });
  const [updated] = await repo.findLinksWithAuthors(db, [id]);
  return toWire(updated);
}
