import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgesOf } from '../src/modules/invoices/invoices.policy.ts';
import { type ApplicationsClient, applicationsClient } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Invoice badges beyond urgent (spec 3 §4; invoices README "Badges"): refund from the state,
 * archive for an old paid invoice, on_storage / in_transit / get_it from its positions' delivery.
 */
let t: TestApp;
let c: ApplicationsClient;

beforeAll(async () => {
  t = await createTestApp();
  c = applicationsClient(t);
});
afterAll(async () => {
  await t?.close();
});

const badges = async (ids: number[], who = 'accountant') => c.call(who, 'GET', `/api/invoices/badges?ids=${ids.join(',')}`);

/** An invoice of a new application with its `n` positions; answers the invoice and the positions' ids. */
async function invoiceWithPositions(n: number, extra: object = {}) {
  const packId = await c.createTmc('employee', n);
  const positions = (await c.call('accountant', 'GET', `/api/applications/${packId}`)).json().snabs as { id: number }[];
  const res = await c.call('accountant', 'POST', `/api/applications/${packId}/invoices`, {
    sum: '1000',
    snabs: positions.map((p) => ({ id: p.id })),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as number, positions: positions.map((p) => p.id) };
}

const setStatus = (ids: number[], status: string) =>
  t.database.db.execute(
    sql`update application_positions set status = ${status} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );

describe('invoice badges (GET invoices/badges)', () => {
  it('refund, archive, and the delivery of the positions; none for a fresh invoice; refused without invoices_view', async () => {
    const fresh = await invoiceWithPositions(1);
    const refund = await invoiceWithPositions(1);
    await c.call('accountant', 'PATCH', `/api/invoices/${refund.id}/status`, { status: 'refund' });
    const old = await invoiceWithPositions(1, { date_invoice: '2024-01-15' });
    await c.call('accountant', 'PATCH', `/api/invoices/${old.id}/status`, { status: 'paid' });
    const delivery = await invoiceWithPositions(3);
    await setStatus([delivery.positions[0]], 'in_stock');
    await setStatus([delivery.positions[1]], 'on_the_way');
    const received = await invoiceWithPositions(2);
    await setStatus(received.positions, 'get_it');

    const res = await badges([fresh.id, refund.id, old.id, delivery.id, received.id]);
    expect(res.statusCode, res.body).toBe(200);
    const of = new Map(res.json().items.map((i: { id: number; badges: string[] }) => [i.id, i.badges]));
    expect(of.get(fresh.id)).toEqual([]);
    expect(of.get(refund.id)).toEqual(['refund']);
    expect(of.get(old.id)).toContain('archive');
    expect(of.get(delivery.id)).toEqual(['on_storage', 'in_transit']);
    expect(of.get(received.id)).toEqual(['get_it']);

    expect((await badges([fresh.id], 'employee')).statusCode).toBe(403);
    expect((await badges([])).json()).toEqual({ items: [] });
    expect((await c.call('accountant', 'GET', '/api/invoices/badges?ids=abc')).statusCode).toBe(422);
  });

  it('a recently paid invoice is not archive yet; a refused position does not hold back get_it', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(badgesOf({ state: 'paid', date: new Date('2026-10-01T00:00:00Z'), positions: [] }, now)).toEqual([]);
    expect(badgesOf({ state: 'paid', date: new Date('2026-01-01T00:00:00Z'), positions: [] }, now)).toEqual(['archive']);
    expect(badgesOf({ state: null, date: now, positions: ['get_it', 'refusal'] }, now)).toEqual(['get_it']);
    expect(badgesOf({ state: null, date: now, positions: ['get_it', 'in_invoice'] }, now)).toEqual([]);
  });
});
