import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runContractsDaily } from '../src/modules/contracts/index.ts';
import { createNotifications } from '../src/modules/notifications/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The contracts' daily job, run for a fixed day (2031-03-10, past every seeded date): reminders of
 * an expiry in 30 / 7 / 1 days (once per contract, threshold and expiry), automatic prolongation,
 * and `expired` for signed contracts past their expiry without prolongations left.
 */
let t: TestApp;
let responsible: number;
let lawyer: number;
const TODAY = '2031-03-10';

beforeAll(async () => {
  t = await createTestApp();
  [{ id: responsible }] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = 'user12'`);
  [{ id: lawyer }] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = 'user8'`);
});
afterAll(async () => {
  await t?.close();
});

async function contract(values: {
  number: string;
  state: string;
  expiry: string;
  auto?: number;
  term?: number;
  unit?: string;
  count?: number;
}) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into contracts (number, type_id, subject, organization_id, contractor_id, state, expiry_date,
          prolongation_auto, prolongation_term, prolongation_unit, prolongation_count, lawyer_id, responsible_id)
        select ${values.number}, type_id, 'Договор задачи', organization_id, contractor_id, ${values.state}, ${values.expiry}::date,
          ${values.auto ?? 0}, ${values.term ?? null}, ${values.unit ?? 'year'}, ${values.count ?? null}, ${lawyer}, ${responsible}
        from contracts where kind = 'contract' order by id limit 1
        returning id`,
  );
  return row.id;
}

const stateOf = async (id: number) =>
  (
    await queryRows<{ state: string; expiry_date: string; prolongation_count: number | null }>(
      t.database.db,
      sql`select state, expiry_date::text as expiry_date, prolongation_count from contracts where id = ${id}`,
    )
  )[0];

const notices = async (userId: number, like: string) =>
  (
    await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from notifications where user_id = ${userId} and title like ${like} order by id`,
    )
  ).map((n) => n.title);

describe('contracts: the daily job', () => {
  it('reminds the responsible and the lawyer 30, 7 and 1 days before the expiry, once each', async () => {
    const in30 = await contract({ number: 'НАП-30', state: 'signed', expiry: '2031-04-09' });
    await contract({ number: 'НАП-7', state: 'review', expiry: '2031-03-17' });
    await contract({ number: 'НАП-1', state: 'signed', expiry: '2031-03-11' });
    await contract({ number: 'НАП-5', state: 'signed', expiry: '2031-03-15' });
    await contract({ number: 'НАП-ЧЕРН', state: 'draft', expiry: '2031-03-11' });
    const deps = { db: t.database.db, notifications: createNotifications(t.database.db, t.realtime) };
    const first = await runContractsDaily(deps, TODAY);
    expect(first.reminded).toBe(3);
    for (const userId of [responsible, lawyer]) {
      expect(await notices(userId, 'Договор №НАП-%')).toEqual([
        'Договор №НАП-30 истекает 09.04.2031 (осталось дней: 30)',
        'Договор №НАП-7 истекает 17.03.2031 (осталось дней: 7)',
        'Договор №НАП-1 истекает 11.03.2031 (осталось дней: 1)',
      ]);
    }
    expect((await runContractsDaily(deps, TODAY)).reminded).toBe(0);
    // A new expiry (prolonged by hand) re-arms the reminders.
    await t.database.db.execute(sql`update contracts set expiry_date = '2031-04-16' where id = ${in30}`);
    expect((await runContractsDaily(deps, '2031-03-17')).reminded).toBeGreaterThanOrEqual(1);
    expect(await notices(responsible, 'Договор №НАП-30 %')).toHaveLength(2);
  });

  it('prolongs signed contracts with automatic prolongation, else marks them expired, with history rows', async () => {
    const yearly = await contract({ number: 'ПРОЛ-1', state: 'signed', expiry: '2031-03-09', auto: 1, term: 1, count: 2 });
    const monthly = await contract({ number: 'ПРОЛ-2', state: 'signed', expiry: '2031-01-31', auto: 1, term: 1, unit: 'month', count: 1 });
    const none = await contract({ number: 'ПРОЛ-3', state: 'signed', expiry: '2031-03-01', auto: 1, term: 1, count: 0 });
    const plain = await contract({ number: 'ПРОЛ-4', state: 'signed', expiry: '2031-03-09' });
    const terminated = await contract({ number: 'ПРОЛ-5', state: 'terminated', expiry: '2031-03-01' });
    const deps = { db: t.database.db, notifications: createNotifications(t.database.db, t.realtime), realtime: t.realtime };
    const emit = vi.spyOn(t.realtime, 'emit');
    const done = await runContractsDaily(deps, TODAY);
    // Open cards and lists refresh: an update event of the contracts channel to the card's room.
    expect(emit).toHaveBeenCalledWith(`object:contracts:${yearly}`, 'contracts', {
      action: 'update',
      id: yearly,
      fields: { expiry_date: '2032-03-09', prolongation_count: 1 },
      user_id: null,
    });
    expect(emit).toHaveBeenCalledWith(`object:contracts:${plain}`, 'contracts', expect.objectContaining({ fields: { state: 'expired' } }));
    emit.mockRestore();
    expect(done.prolonged).toBeGreaterThanOrEqual(2);
    expect(await stateOf(yearly)).toEqual({ state: 'signed', expiry_date: '2032-03-09', prolongation_count: 1 });
    // One month from 31 January: the last day of February; still past, no prolongation left → expired.
    expect(await stateOf(monthly)).toEqual({ state: 'expired', expiry_date: '2031-02-28', prolongation_count: 0 });
    expect((await stateOf(none)).state).toBe('expired');
    expect((await stateOf(plain)).state).toBe('expired');
    expect((await stateOf(terminated)).state).toBe('terminated');
    const history = await queryRows<{ object_id: number; field: string; old_value: string; new_value: string }>(
      t.database.db,
      sql`select object_id, field, old_value, new_value from object_history where module = 'contracts'
          and object_id in (${yearly}, ${plain}) order by id`,
    );
    expect(history).toEqual([
      { object_id: yearly, field: 'expiry_date', old_value: '2031-03-09', new_value: '2032-03-09' },
      { object_id: yearly, field: 'prolongation_count', old_value: '2', new_value: '1' },
      { object_id: plain, field: 'state', old_value: 'signed', new_value: 'expired' },
    ]);
    expect(await notices(responsible, 'Договор №ПРОЛ-1 продлён%')).toEqual(['Договор №ПРОЛ-1 продлён до 09.03.2032']);
    // The next run leaves them alone.
    const again = await runContractsDaily(deps, TODAY);
    expect(again).toMatchObject({ prolonged: 0, expired: 0 });
  });
});
