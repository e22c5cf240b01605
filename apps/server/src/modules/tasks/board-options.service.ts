import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { allowedBoards } from './boards.service.ts';

/**
 * `GET tickets/boards/select` (spec 1 §7 lookups, `folder=0`: a flat list, boards are not kept in
 * folders here): the boards the user may put a ticket on, as select options, filtered by `term`.
 */
export async function boardOptions(db: Db, user: SessionUser, term?: string) {
  const needle = term?.trim().toLocaleLowerCase('ru');
  const { data } = await allowedBoards(db, user);
  return data
    .filter((b) => !needle || b.name.toLocaleLowerCase('ru').includes(needle))
    .map((b) => ({ value: b.id, label: b.name, personal: b.personal }));
}
