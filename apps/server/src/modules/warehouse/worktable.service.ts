import { hasPermit, type Worktable } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { countOpenCounts, findOpenCounts } from './control.repository.ts';
import { countRowOf } from './control.service.ts';
import { num } from './warehouse-extra.sql.ts';
import * as repo from './worktable.repository.ts';

/**
 * The storekeeper's worktable (`warehouse/worktable`, spec 3 §7): incoming transfers (to the
 * storages the user keeps; all of them for warehouse_edit), application positions awaiting
 * receipt, returns due within a week or overdue, open stocktakings; each block cut at 100 rows,
 * with its full size in `badges`.
 */

export const WORKTABLE_LIMIT = 100;
export const RETURNS_DUE_DAYS = 7;

export async function worktable(db: Db, user: SessionUser): Promise<Worktable> {
  const keeper = hasPermit(user, 'warehouse_edit') ? null : user.id;
  const [incoming, awaiting, returns, counts, countsTotal] = await Promise.all([
    repo.findIncoming(db, keeper, WORKTABLE_LIMIT),
    repo.findAwaiting(db, WORKTABLE_LIMIT),
    repo.findReturnsDue(db, RETURNS_DUE_DAYS, WORKTABLE_LIMIT),
    findOpenCounts(db, WORKTABLE_LIMIT),
    countOpenCounts(db),
  ]);
  const badges = {
    incoming: incoming[0]?.total ?? 0,
    awaiting: awaiting[0]?.total ?? 0,
    returns_due: returns[0]?.total ?? 0,
    counts: countsTotal,
    total: 0,
  };
  badges.total = badges.incoming + badges.awaiting + badges.returns_due + badges.counts;
  return {
    incoming: incoming.map(({ total: _t, ...r }) => r),
    awaiting: awaiting.map(({ total: _t, ...r }) => ({ ...r, quantity: num(r.quantity), received: num(r.received) })),
    returns_due: returns.map(({ total: _t, ...r }) => ({ ...r, quantity: num(r.quantity) })),
    counts: counts.map(countRowOf),
    badges,
  };
}
