import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { forgetObjectTraces } from '../objects/index.ts';
import { writeHistory } from './applications.collab.ts';
import { isDeleted } from './applications.policy.ts';
import { type Ctx, emit, visiblePack } from './context.service.ts';
import { deletePackRows, lockPackStatus } from './purge.repository.ts';

/**
 * Purge for good from the trash (`trash_purge`, checked by the trash): only a deleted
 * application (else 409 `trash.notInTrash`); its rows, positions and collaboration traces go in
 * one transaction, a history row `purge` stays; the `pack_delete` event tells open pages.
 * Answers the storage keys of its files, removed by the caller once committed.
 */
export async function purgeApplication(ctx: Ctx, user: SessionUser, id: number): Promise<string[]> {
  await visiblePack(ctx.db, user, id);
  const files = await ctx.db.transaction(async (tx) => {
    const pack = await lockPackStatus(tx, id);
    if (!pack) throw new NotFound();
    if (!isDeleted(pack.status)) throw new Conflict('trash.notInTrash');
    await writeHistory(tx, id, user.id, [{ field: 'purge', old: pack.name ?? id, new: null }]);
    const keys = await deletePackRows(tx, id);
    return [...keys, ...(await forgetObjectTraces(tx, 'applications', id))];
  });
  await emit(ctx, { action: 'pack_delete', id, fields: { status: 'delete' }, user_id: user.id });
  return files;
}
