import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindSigners } from '../src/modules/approvals/index.ts';
import { fireInvoiceChanged } from '../src/modules/invoices/index.ts';
import { createNotifications } from '../src/modules/notifications/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Approval of invoices (issue 13; spec 3 §3–§5, §8): the submission rules, the chain from the
 * approval rules or by hand, signing in order and in parallel (N of M), refusal with a reason,
 * substitutes (who really signed), restarts on a total or payment change, can_sign, the
 * "awaiting my signature" list, hostile input.
 */
let t: TestApp;
const headers = new Map<string, string>();
const ids = new Map<string, number>();
const LOGINS = ['admin', 'manager', 'employee', 'accountant', 'user1'];

beforeAll(async () => {
  t = await createTestApp();
  for (const login of LOGINS) headers.set(login, (await t.login(login)).authorization);
  const rows = await queryRows<{ id: number; login: string }>(
    t.database.db,
    sql`select id, login from users where login in ('admin', 'manager', 'employee', 'accountant', 'user1')`,
  );
  for (const r of rows) ids.set(r.login, r.id);
}, 60_000);
afterAll(async () => t?.close());

const uid = (login: string) => ids.get(login)!;
const call = (login: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: headers.get(login)! }, ...(payload ? { payload } : {}) });
const run = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

let seq = 0;
/** An invoice in draft made directly in the tables (kind `scheduled` needs no application position). */
async function makeInvoice(opts: { sum: string; payments?: string[]; mainFiles?: number; kind?: string; position?: boolean }) {
  seq += 1;
  const [inv] = await run<{ id: number }>(
    sql`insert into invoices (kind, number, sum) values (${opts.kind ?? 'scheduled'}, ${`АП-${seq}`}, ${opts.sum}) returning id`,
  );
  for (let i = 0; i < (opts.mainFiles ?? 1); i += 1)
    await run(
      sql`insert into invoice_files (invoice_id, name, path, main, status) values (${inv.id}, 'счёт.pdf', ${`t/${inv.id}-${i}`}, 1, 1)`,
    );
  for (const [i, sum] of (opts.payments ?? [opts.sum]).entries())
    await run(
      sql`insert into invoice_intervals (invoice_id, type, date, sum, status) values (${inv.id}, 'initial', ${`2026-12-0${i + 1}`}, ${sum}, 0)`,
    );
  if (opts.position)
    await run(
      sql`update application_positions set invoice_id = ${inv.id} where id = (select id from application_positions where invoice_id is null and status <> 'delete' order by id limit 1)`,
    );
  return inv.id;
}
const stateOf = async (id: number) => (await run<{ state: string | null }>(sql`select state from invoices where id = ${id}`))[0].state;
const paymentStatuses = async (id: number) =>
  (await run<{ status: number }>(sql`select status from invoice_intervals where invoice_id = ${id} and status <> 5 order by id`)).map(
    (r) => r.status,
  );
const chainOf = async (login: string, id: number) => (await call(login, 'GET', `/api/invoices/${id}/signers`)).json();
const sign = (login: string, id: number, body: object = { decision: 'sign' }) => call(login, 'POST', `/api/invoices/${id}/sign`, body);

describe('submission (spec 3 §5)', () => {
  it('refuses each broken rule with its own 422 field, then sends the invoice with the chain from the rules', async () => {
    const bare = await makeInvoice({ sum: '5000.00', payments: [], mainFiles: 0, kind: 'blank' });
    const res = await call('accountant', 'POST', `/api/invoices/${bare}/submit`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['files', 'payments', 'positions']);
    expect(res.json().errors.payments[0]).toMatch(/хотя бы один платёж/);

    const mismatch = await makeInvoice({ sum: '5000.00', payments: ['3000.00', '1000.00'] });
    const bad = await call('accountant', 'POST', `/api/invoices/${mismatch}/submit`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sum[0]).toContain('4000.00');

    const twoMain = await makeInvoice({ sum: '5000.00', mainFiles: 2 });
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${twoMain}/submit`,
      headers: { authorization: headers.get('accountant')!, 'accept-language': 'en' },
    });
    expect(en.json().errors.files).toEqual(['The invoice needs exactly one main invoice file']);

    const good = await makeInvoice({ sum: '5000.00', payments: ['2000.00', '3000.00'], kind: 'blank', position: true });
    const ok = await call('accountant', 'POST', `/api/invoices/${good}/submit`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('active');
    expect(ok.json().chain.steps.map((s: { signers: { user_id: number }[] }) => s.signers.map((x) => x.user_id))).toEqual([
      [uid('accountant')],
    ]);
    expect(await stateOf(good)).toBe('active');
    // Already on approval: not again.
    expect((await call('accountant', 'POST', `/api/invoices/${good}/submit`)).statusCode).toBe(400);
  });
});

describe('signing', () => {
  it('signs in order over 100 000: the second signer waits, then the invoice is approved', async () => {
    const id = await makeInvoice({ sum: '150000.00', payments: ['50000.00', '100000.00'] });
    expect((await call('accountant', 'POST', `/api/invoices/${id}/submit`)).statusCode).toBe(200);
    const chain = await chainOf('manager', id);
    expect(chain.steps.map((s: { signers: { user_id: number }[] }) => s.signers[0].user_id)).toEqual([uid('accountant'), uid('manager')]);
    expect(chain.current_user_ids).toEqual([uid('accountant')]);
    expect(chain.me.can_sign).toBe(false);

    const early = await sign('manager', id);
    expect(early.statusCode).toBe(400);
    expect(early.json().result_content).toMatch(/дождитесь предыдущих/);
    expect((await sign('accountant', id)).json().state).toBe('active');
    expect(await paymentStatuses(id)).toEqual([0, 0]);
    const done = await sign('manager', id);
    expect(done.json().state).toBe('success');
    expect(await paymentStatuses(id)).toEqual([1, 1]);
    expect(await stateOf(id)).toBe('success');
    expect(done.json().chain.steps.map((s: { state: string }) => s.state)).toEqual(['done', 'done']);
    const again = await sign('manager', id);
    expect(again.json().result_content).toBe('Платёж уже в этом статусе');
    const history = await run<{ field: string }>(
      sql`select field from object_history where module = 'invoices' and object_id = ${id} and field = 'approval'`,
    );
    expect(history.length).toBe(2);
  });

  it('a parallel step needs N of M signers', async () => {
    const id = await makeInvoice({ sum: '1000.00' });
    const put = await call('accountant', 'PUT', `/api/invoices/${id}/signers`, {
      steps: [{ mode: 'parallel', required: 2, user_ids: [uid('accountant'), uid('manager'), uid('admin')] }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().source).toBe('manual');
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    expect((await chainOf('accountant', id)).current_user_ids.sort()).toEqual([uid('accountant'), uid('manager'), uid('admin')].sort());
    expect((await sign('admin', id)).json().state).toBe('active');
    expect((await sign('manager', id)).json().state).toBe('success');
    const late = await sign('accountant', id);
    expect(late.statusCode).toBe(400);
    const chain = await chainOf('accountant', id);
    expect(chain.steps[0].signers.find((s: { user_id: number }) => s.user_id === uid('accountant')).state).toBe('skipped');
  });

  it('a refusal needs a reason, suspends the invoice and leaves payments on review; a new submission starts over', async () => {
    const id = await makeInvoice({ sum: '150000.00' });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    const noReason = await sign('accountant', id, { decision: 'refuse', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const refused = await sign('accountant', id, { decision: 'refuse', reason: 'Нет договора' });
    expect(refused.json().state).toBe('stoped');
    expect(refused.json().chain.refusal).toMatchObject({ reason: 'Нет договора', user: { id: uid('accountant') } });
    expect(await paymentStatuses(id)).toEqual([0]);
    expect((await sign('accountant', id)).json().result_content).toBe('Счёт не на согласовании');
    const again = await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    expect(again.json().state).toBe('active');
    expect(again.json().chain.refusal).toBeNull();
  });

  it('a substitute signs for the manager: the chain records who really signed', async () => {
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const set = await call('manager', 'PUT', '/api/approvals/substitutes', {
      substitute_id: uid('user1'),
      date_from: day(-1),
      date_to: day(2),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ substitute: { id: uid('user1') }, active: true });
    expect((await call('user1', 'GET', '/api/approvals/substitutes')).json().for_users).toEqual([
      expect.objectContaining({ id: uid('manager') }),
    ]);

    const id = await makeInvoice({ sum: '200000.00' });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    expect((await sign('user1', id)).statusCode).toBe(400);
    await sign('accountant', id);
    const awaiting = (await call('user1', 'GET', '/api/approvals/awaiting')).json().items;
    expect(awaiting).toContainEqual(
      expect.objectContaining({ module: 'invoices', id, on_behalf_of: expect.objectContaining({ id: uid('manager') }) }),
    );
    expect((await chainOf('user1', id)).me).toMatchObject({ can_sign: true, on_behalf_of: { id: uid('manager') } });
    const res = await sign('user1', id);
    expect(res.json().state).toBe('success');
    const [row] = await run<{ user_id: number; signed_by: number }>(
      sql`select user_id, signed_by from invoice_signatures where invoice_id = ${id} and step = 2 and status = 1`,
    );
    expect(row).toEqual({ user_id: uid('manager'), signed_by: uid('user1') });
    const manager = res.json().chain.steps[1].signers[0];
    expect(manager).toMatchObject({ state: 'signed', signed_by: { id: uid('user1') } });
    // Outside the period the substitution does not hold; removing it works.
    expect(
      (await call('manager', 'PUT', '/api/approvals/substitutes', { substitute_id: uid('manager'), date_from: day(0), date_to: day(1) }))
        .statusCode,
    ).toBe(422);
    expect((await call('manager', 'PUT', '/api/approvals/substitutes', { substitute_id: null })).json().substitute).toBeNull();
  });

  it('only users with can_sign sign; a chain takes only them', async () => {
    const id = await makeInvoice({ sum: '700.00' });
    const put = await call('accountant', 'PUT', `/api/invoices/${id}/signers`, { steps: [{ user_ids: [uid('employee')] }] });
    expect(put.statusCode).toBe(422);
    expect(Object.keys(put.json().errors)).toEqual(['steps.0']);
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    await run(sql`update users set can_sign = 0 where id = ${uid('accountant')}`);
    try {
      const res = await sign('accountant', id);
      expect(res.statusCode).toBe(403);
      expect(res.json().result_content).toBe('У вас нет права подписи');
    } finally {
      await run(sql`update users set can_sign = 1 where id = ${uid('accountant')}`);
    }
    // The employee sees neither the invoice nor its chain.
    expect((await call('employee', 'GET', `/api/invoices/${id}/signers`)).statusCode).toBe(404);
  });
});

describe('restarting approval', () => {
  it('a new total sends every unpaid payment back on review with its signatures cleared', async () => {
    const id = await makeInvoice({ sum: '3000.00', payments: ['1000.00', '2000.00'] });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    await sign('accountant', id);
    expect(await stateOf(id)).toBe('success');
    await run(sql`update invoice_intervals set status = 2 where id = (select min(id) from invoice_intervals where invoice_id = ${id})`);
    await t.database.db.transaction((tx) => fireInvoiceChanged(tx, { invoiceId: id, userId: uid('accountant'), change: 'total' }));
    expect(await paymentStatuses(id)).toEqual([2, 0]);
    expect(await stateOf(id)).toBe('active');
    const kept = await run<{ n: number }>(sql`select count(*)::int as n from invoice_signatures where invoice_id = ${id} and status = 1`);
    expect(kept[0].n).toBe(1);
    expect((await chainOf('accountant', id)).current_user_ids).toEqual([uid('accountant')]);
  });

  it('deleting the main file resets approval; a payment date change restarts that payment', async () => {
    const id = await makeInvoice({ sum: '3000.00', payments: ['1000.00', '2000.00'] });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    await sign('accountant', id);
    await t.database.db.transaction((tx) => fireInvoiceChanged(tx, { invoiceId: id, userId: null, change: 'mainFileRemoved' }));
    expect(await paymentStatuses(id)).toEqual([0, 0]);
    await sign('accountant', id);
    const [first] = await run<{ id: number; version: number }>(
      sql`select id, version from invoice_intervals where invoice_id = ${id} order by id limit 1`,
    );
    const patch = await call('accountant', 'PATCH', `/api/invoices/intervals/${first.id}`, { date: '2027-01-15', version: first.version });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await paymentStatuses(id)).toEqual([0, 1]);
    expect(await stateOf(id)).toBe('active');
    const left = await run<{ interval_id: number }>(
      sql`select interval_id from invoice_signatures where invoice_id = ${id} and status = 1`,
    );
    expect(left.map((r) => r.interval_id)).not.toContain(first.id);
  });
});

describe('awaiting my signature', () => {
  it('lists invoices whose current step is mine and applications whose next signer I am', async () => {
    const id = await makeInvoice({ sum: '120000.00' });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    const ofAccountant = (await call('accountant', 'GET', '/api/approvals/awaiting')).json().items;
    expect(ofAccountant).toContainEqual(
      expect.objectContaining({ module: 'invoices', id, link: `/invoices/list/applications/${id}`, on_behalf_of: null }),
    );
    const before = (await call('manager', 'GET', '/api/approvals/awaiting')).json().items;
    expect(before.some((i: { id: number; module: string }) => i.module === 'invoices' && i.id === id)).toBe(false);
    await sign('accountant', id);
    const after = (await call('manager', 'GET', '/api/approvals/awaiting')).json().items;
    expect(after).toContainEqual(expect.objectContaining({ module: 'invoices', id }));

    const apps = await run<{ pack_id: number; user_id: number }>(
      sql`select s.pack_id, s.user_id from application_signers s join applications a on a.id = s.pack_id
          where s.status = 0 and a.status = 'active' and s.user_id = ${uid('manager')}
            and not exists (select 1 from application_signers e where e.pack_id = s.pack_id and e.status = 0 and e.position < s.position)`,
    );
    const listed = after.filter((i: { module: string }) => i.module === 'applications').map((i: { id: number; link: string }) => i.id);
    expect(listed.sort()).toEqual(apps.map((a) => a.pack_id).sort());
  });
});

describe('reminders', () => {
  it('notifies the current signer of an invoice waiting too long, once per wait', async () => {
    const id = await makeInvoice({ sum: '900.00' });
    await call('accountant', 'POST', `/api/invoices/${id}/submit`);
    await run(sql`update invoices set date_edit = now() - interval '30 hours' where id = ${id}`);
    const deps = { db: t.database.db, notifications: createNotifications(t.database.db, t.realtime) };
    expect(await remindSigners(deps, 24)).toBeGreaterThanOrEqual(1);
    const rows = await run<{ user_id: number; link: string }>(
      sql`select user_id, link from notifications where object_id = ${id} and module = 'invoices'`,
    );
    expect(rows).toEqual([{ user_id: uid('accountant'), link: `/invoices/list/applications/${id}` }]);
    await remindSigners(deps, 24);
    expect((await run(sql`select 1 from notifications where object_id = ${id} and module = 'invoices'`)).length).toBe(1);
  });

  it('is written in the recipient language: Russian by default, English for an English reader', async () => {
    const deps = { db: t.database.db, notifications: createNotifications(t.database.db, t.realtime) };
    const titleOf = async (invoiceId: number) =>
      (await run<{ title: string }>(sql`select title from notifications where object_id = ${invoiceId} and module = 'invoices'`))[0]?.title;
    const ru = await makeInvoice({ sum: '910.00' });
    const en = await makeInvoice({ sum: '920.00' });
    for (const id of [ru, en]) {
      await call('accountant', 'POST', `/api/invoices/${id}/submit`);
      await run(sql`update invoices set date_edit = now() - interval '30 hours' where id = ${id}`);
    }
    // Only `ru` is stale at first: the default reminder is Russian.
    await run(sql`update invoices set date_edit = now() where id = ${en}`);
    await remindSigners(deps, 24);
    expect(await titleOf(ru)).toMatch(/^Счёт №.+ ждёт вашей подписи больше 24 ч$/);
    await run(sql`update invoices set date_edit = now() - interval '30 hours' where id = ${en}`);
    await remindSigners({ ...deps, langOf: () => 'en' }, 24);
    expect(await titleOf(en)).toMatch(/^Invoice #.+ has been waiting for your signature for more than 24 h$/);
  });
});

describe('demo seed', () => {
  it('has the rules, chains consistent with the invoice states, and a substitute for the manager', async () => {
    expect((await run<{ n: number }>(sql`select count(*)::int as n from approval_rules where status = 1`))[0].n).toBe(2);
    const unchained = await run<{ id: number }>(
      sql`select i.id from invoices i where i.state in ('active', 'success', 'paid', 'stoped')
          and i.id < (select min(id) from invoices where number like 'АП-%')
          and not exists (select 1 from invoice_approval_steps s where s.invoice_id = i.id)`,
    );
    expect(unchained).toEqual([]);
    const [sub] = await run<{ substitute_id: number }>(sql`select substitute_id from signer_substitutes where user_id = ${uid('manager')}`);
    expect(sub?.substitute_id ?? uid('user1')).toBe(uid('user1'));
    const stopped = await run<{ id: number }>(
      sql`select i.id from invoices i where i.state = 'stoped' and not exists
          (select 1 from invoice_signatures g where g.invoice_id = i.id and g.decision = 'refused' and g.status = 1)
          and i.id < (select min(id) from invoices where number like 'АП-%')`,
    );
    expect(stopped).toEqual([]);
  });
});

describe('hostile input', () => {
  it('answers 422, never a server fault', async () => {
    const id = await makeInvoice({ sum: '10.00' });
    for (const body of [
      { decision: 'maybe' },
      { decision: 'sign', interval_ids: ['x'] },
      { decision: 'refuse', reason: 'я'.repeat(3000) },
    ]) {
      expect((await sign('accountant', id, body)).statusCode).toBe(422);
    }
    for (const body of [
      { steps: 'all' },
      { steps: [{ user_ids: [] }] },
      { steps: [{ mode: 'x', user_ids: [1] }] },
      { steps: [{ user_ids: [2_147_483_648] }] },
    ]) {
      expect((await call('accountant', 'PUT', `/api/invoices/${id}/signers`, body)).statusCode).toBe(422);
    }
    expect(
      (await call('manager', 'PUT', '/api/approvals/substitutes', { substitute_id: uid('user1'), date_from: 'вчера' })).statusCode,
    ).toBe(422);
    expect(
      (
        await call('manager', 'PUT', '/api/approvals/substitutes', {
          substitute_id: uid('user1'),
          date_from: '2026-02-10',
          date_to: '2026-02-01',
        })
      ).statusCode,
    ).toBe(422);
    for (const reason of ['a\u0000b', 'a\ud800b', ['x'], { a: 1 }]) {
      const res = await sign('accountant', id, { decision: 'refuse', reason });
      expect(res.statusCode, JSON.stringify(reason)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await call('accountant', 'GET', '/api/invoices/abc/signers')).statusCode).toBe(422);
    expect((await call('accountant', 'POST', '/api/invoices/99999999999999999999/submit')).statusCode).toBe(422);
    expect((await call('accountant', 'GET', '/api/invoices/999999/signers')).statusCode).toBe(404);
    await sign('accountant', id, { decision: 'sign', interval_ids: [999999] }).then((r) => expect(r.statusCode).toBe(400));
  });
});
