import { type CateringSettings, type CateringSettingsPatch, hasPermit } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, ValidationFailed } from '../../shared/errors.ts';
import { cateringNow, minutesOf, moscowDate } from './catering.clock.ts';
import { msg } from './catering.messages.ts';
import { cateringSettings } from './catering.schema.ts';

export type StoredSettings = Pick<CateringSettings, 'canteen_cutoff' | 'cafe_opens' | 'cafe_closes'>;
const DEFAULTS: StoredSettings = { canteen_cutoff: '10:30', cafe_opens: '08:00', cafe_closes: '18:00' };

/** The company's catering settings (the defaults until the kitchen changes them). */
export async function readSettings(db: Db): Promise<StoredSettings> {
  const [row] = await db.select().from(cateringSettings).where(eq(cateringSettings.id, 1));
  return row ? { canteen_cutoff: row.canteen_cutoff, cafe_opens: row.cafe_opens, cafe_closes: row.cafe_closes } : DEFAULTS;
}

const withNow = (s: StoredSettings): CateringSettings => {
  const now = cateringNow();
  return { ...s, now: now.toISOString(), today: moscowDate(now) };
};

export const getSettings = async (db: Db): Promise<CateringSettings> => withNow(await readSettings(db));

/** The cut-off needs canteen_manage, the cafe's hours cafe_manage; the cafe opens before it closes. */
export async function patchSettings(db: Db, user: SessionUser, patch: CateringSettingsPatch): Promise<CateringSettings> {
  if (patch.canteen_cutoff !== undefined && !hasPermit(user, 'canteen_manage')) throw new Forbidden();
  if ((patch.cafe_opens !== undefined || patch.cafe_closes !== undefined) && !hasPermit(user, 'cafe_manage')) throw new Forbidden();
  const next = { ...(await readSettings(db)), ...patch };
  if (next.canteen_cutoff === '24:00') throw new ValidationFailed({ canteen_cutoff: [msg('cutoffInvalid')] });
  if (minutesOf(next.cafe_opens) >= minutesOf(next.cafe_closes)) throw new ValidationFailed({ cafe_closes: [msg('hoursInvalid')] });
  await db
    .insert(cateringSettings)
    .values({ id: 1, ...next, who_edit: user.id })
    .onConflictDoUpdate({ target: cateringSettings.id, set: { ...next, who_edit: user.id, date_edit: sql`now()` } });
  return withNow(next);
}
