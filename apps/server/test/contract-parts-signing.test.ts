import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useContractParts } from './contract-parts-helpers.ts';

/**
 * The parts of a contract (issue 14), signing and equipment: signers signing in order,
 * cancel_sign, attached equipment with its owners, hostile input on every parts route, the demo seed.
 */
const parts = useContractParts();
const { ids, one, rows, contract, call, stateOf } = parts;

describe('signers and signing', () => {
  const signers = async (id: number) => (await call('admin', 'GET', `/documents/contracts/${id}/signers`)).json();
  const signAs = (who: 'admin' | 'manager' | 'accountant', signerId: number, body: object = { action: 'sign' }) =>
    call(who, 'PATCH', `/documents/contracts/signers/${signerId}`, body);

  it('only users with can_sign; the first signers send a draft to review, with history and a list event', async () => {
    const id = await contract();
    const refused = await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager, ids.employee] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_ids[0]).toBe('У пользователя нет права подписи: Петров Иван Сергеевич');
    expect((await call('admin', 'POST', `/documents/contracts/${id}/signers`, {})).statusCode).toBe(422);
    expect((await call('accountant', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager] })).statusCode).toBe(403);
    const emit = vi.spyOn(parts.t.realtime, 'emit');
    const added = await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager, ids.accountant] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ state: 'review', can_edit: true, my_turn_signer_id: null });
    expect(added.json().signers).toMatchObject([
      { user_id: ids.manager, position: 1, state: 'waiting', current: true, can_sign: 1 },
      { user_id: ids.accountant, position: 2, state: 'waiting', current: false },
    ]);
    expect(emit).toHaveBeenCalledWith(
      'object:contracts_list:all',
      'contracts',
      expect.objectContaining({ id, fields: { state: 'review' } }),
    );
    emit.mockRestore();
    const again = await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager] });
    expect(again.json().errors.user_ids[0]).toBe('Уже в списке подписантов: Соколова Ирина Викторовна');
    const history = (await call('admin', 'GET', `/history/contracts/${id}`)).json().items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'state', old_value: 'draft', new_value: 'review' }),
        expect.objectContaining({ field: 'signers', new_value: 'Соколова Ирина Викторовна → Морозова Елена Андреевна' }),
      ]),
    );
  });

  it('signing goes in order by the signers themselves; the last signature signs the contract; a new signer returns it to review', async () => {
    const id = await contract();
    const [m, a] = (await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager, ids.accountant] })).json()
      .signers;
    const early = await signAs('accountant', a.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().result_content).toBe('Сейчас очередь подписанта Соколова Ирина Викторовна: подписание идёт по порядку');
    const other = await signAs('admin', m.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().result_content).toBe('Подписать или отказать может только сам подписант');
    const mine = (await parts.call('manager', 'GET', `/documents/contracts/${id}/signers`)).json();
    expect(mine.my_turn_signer_id).toBe(m.id);
    expect((await signAs('manager', m.id)).json()).toMatchObject({
      state: 'review',
      signers: [{ state: 'signed' }, { state: 'waiting', current: true }],
    });
    expect((await signAs('manager', m.id)).statusCode).toBe(409);
    const last = await signAs('accountant', a.id, { action: 'sign', comment: 'Согласовано' });
    expect(last.json()).toMatchObject({ state: 'signed', signers: [{ state: 'signed' }, { state: 'signed', comment: 'Согласовано' }] });
    expect(await stateOf(id)).toBe('signed');

    const back = await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.admin] });
    expect(back.json().state).toBe('review');
    const admin = back.json().signers[2];
    expect(back.json().my_turn_signer_id).toBe(admin.id);
    expect((await signAs('admin', admin.id)).json().state).toBe('signed');
  });

  it('a refusal needs a reason and stops the chain; cancel_sign takes back the own decision and the later ones', async () => {
    const id = await contract();
    const [m, a, ad] = (
      await call('admin', 'POST', `/documents/contracts/${id}/signers`, { user_ids: [ids.manager, ids.accountant, ids.admin] })
    ).json().signers;
    await signAs('manager', m.id);
    expect((await signAs('accountant', a.id, { action: 'refuse' })).statusCode).toBe(422);
    expect((await signAs('accountant', a.id, { action: 'refuse', comment: '   ' })).json().errors.comment[0]).toBe(
      'Укажите причину отказа',
    );
    const refusal = await signAs('accountant', a.id, { action: 'refuse', comment: 'Неверная сумма' });
    expect(refusal.json().signers[1]).toMatchObject({ state: 'refused', comment: 'Неверная сумма', current: true });
    const stopped = await signAs('admin', ad.id);
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().result_content).toBe('Подписант Морозова Елена Андреевна отказал: подписание остановлено');

    // The accountant takes the refusal back; the manager's signature stays.
    const cancelled = await call('accountant', 'GET', `/v2_contracts/${id}/cancel_sign`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().signers.map((x: { state: string }) => x.state)).toEqual(['signed', 'waiting', 'waiting']);
    expect((await call('accountant', 'GET', `/v2_contracts/${id}/cancel_sign`)).statusCode).toBe(409);
    await signAs('accountant', a.id);
    await signAs('admin', ad.id);
    expect(await stateOf(id)).toBe('signed');

    // The manager cancels their own: everything after it goes too; the contract returns to review.
    const own = await call('manager', 'GET', `/v2_contracts/${id}/cancel_sign`);
    expect(own.json()).toMatchObject({ state: 'review' });
    expect(own.json().signers.map((x: { state: string }) => x.state)).toEqual(['waiting', 'waiting', 'waiting']);
    await signAs('manager', m.id);
    // A contracts_edit holder without an own decision resets all.
    const other = await contract();
    const [u1] = (await call('admin', 'POST', `/documents/contracts/${other}/signers`, { user_ids: [ids.manager] })).json().signers;
    await signAs('manager', u1.id);
    expect(await stateOf(other)).toBe('signed');
    const reset = await call('admin', 'GET', `/v2_contracts/${other}/cancel_sign`);
    expect(reset.json()).toMatchObject({ state: 'review', signers: [{ state: 'waiting' }] });
    expect((await call('employee', 'GET', `/v2_contracts/${other}/cancel_sign`)).statusCode).toBe(409);
  });

  it('a staff chain adds its signable people in order; a waiting signer can be removed', async () => {
    const chain = await one<{ id: number }>(sql`select c.id from staff_chains c where c.status = 1
      and exists (select 1 from staff_chain_signers p join users u on u.id = p.user_id where p.chain_id = c.id and u.can_sign = 1) order by c.id limit 1`);
    const people = await rows<{ user_id: number }>(
      sql`select p.user_id from staff_chain_signers p join users u on u.id = p.user_id where p.chain_id = ${chain.id} and u.can_sign = 1 and u.status = 1 order by p.position`,
    );
    const id = await contract();
    const added = await call('admin', 'POST', `/documents/contracts/${id}/signers`, { chain_id: chain.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().signers.map((x: { user_id: number }) => x.user_id)).toEqual(people.map((p) => Number(p.user_id)));
    expect((await call('admin', 'POST', `/documents/contracts/${id}/signers`, { chain_id: chain.id })).statusCode).toBe(422);
    expect((await call('admin', 'POST', `/documents/contracts/${id}/signers`, { chain_id: 999_999 })).statusCode).toBe(422);
    for (const signer of added.json().signers) await call('admin', 'DELETE', `/documents/contracts/signers/${signer.id}`);
    expect(await signers(id)).toMatchObject({ state: 'draft', signers: [] });
    expect((await call('admin', 'DELETE', '/documents/contracts/signers/999999')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/documents/contracts/999999/signers')).statusCode).toBe(404);
    expect((await call('admin', 'PATCH', '/documents/contracts/signers/1', { action: 'approve' })).statusCode).toBe(422);
  });
});

describe('equipment', () => {
  it('a start date is required; dates are checked; owners are the contractors of live contracts covering today', async () => {
    const id = await contract('1000.00', 'signed');
    const missing = await call('admin', 'POST', `/documents/contracts/${id}/equipment`, { equipment_id: ids.machine });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.start_date).toEqual(['Укажите дату начала']);
    const blank = await call('admin', 'POST', `/documents/contracts/${id}/equipment`, { equipment_id: ids.machine, start_date: '' });
    expect(blank.json().errors.start_date).toEqual(['Укажите дату начала']);
    expect(
      (await call('admin', 'POST', `/documents/contracts/${id}/equipment`, { equipment_id: 999_999, start_date: '2026-01-01' })).statusCode,
    ).toBe(422);
    const backwards = await call('admin', 'POST', `/documents/contracts/${id}/equipment`, {
      equipment_id: ids.machine,
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    });
    expect(backwards.json().errors.end_date[0]).toBe('Дата окончания не может быть раньше даты начала');

    const attached = await call('admin', 'POST', `/documents/contracts/${id}/equipment`, {
      equipment_id: ids.machine,
      start_date: '2025-06-01',
    });
    expect(attached.statusCode).toBe(200);
    const [link] = attached.json().equipment;
    expect(link).toMatchObject({
      equipment_id: ids.machine,
      start_date: '2025-06-01',
      end_date: null,
      active: true,
      name: expect.any(String),
    });
    expect(
      (await call('admin', 'POST', `/documents/contracts/${id}/equipment`, { equipment_id: ids.machine, start_date: '2026-01-01' }))
        .statusCode,
    ).toBe(422);
    expect((await call('accountant', 'GET', `/documents/contracts/${id}/equipment`)).json().can_edit).toBe(false);

    const owners = await call('employee', 'GET', `/v2_contracts/equipment/${ids.machine}/owners`);
    expect(owners.statusCode).toBe(200);
    expect(owners.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: ids.partner, contract_id: id, start_date: '2025-06-01' })]),
    );
    const ended = await call('admin', 'PATCH', `/documents/contracts/equipment/${link.id}`, { end_date: '2025-12-31' });
    expect(ended.json().equipment[0]).toMatchObject({ end_date: '2025-12-31', active: false });
    const now = (await call('employee', 'GET', `/v2_contracts/equipment/${ids.machine}/owners`)).json();
    expect(now.some((o: { contract_id: number }) => o.contract_id === id)).toBe(false);
    expect((await call('admin', 'PATCH', `/documents/contracts/equipment/${link.id}`, { end_date: '2025-01-01' })).statusCode).toBe(422);
    expect((await call('admin', 'DELETE', `/documents/contracts/equipment/${link.id}`)).json().equipment).toEqual([]);
    expect((await call('admin', 'DELETE', `/documents/contracts/equipment/${link.id}`)).statusCode).toBe(404);
    expect((await call('employee', 'GET', '/v2_contracts/equipment/999999/owners')).statusCode).toBe(404);
    const history = (await call('admin', 'GET', `/history/contracts/${id}`)).json().items;
    expect(history.filter((h: { field: string }) => h.field === 'equipment')).toHaveLength(3);
  });
});

describe('hostile input on the parts’ routes', () => {
  const HOSTILE: unknown[] = ['a\u0000b', 'a\ud800b', 2 ** 63, -1e300, ['1', '2'], { a: { b: 'c' } }, 'я'.repeat(70_000)];
  it('no 5xx from hostile values in paths, bodies and queries', async () => {
    const doc = (await parts.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
        >
      >;
    };
    const mine = Object.entries(doc.paths).filter(([path]) => /v2_contracts|contracts\/(\{[^}]+\}\/)?(signers|equipment)/.test(path));
    expect(mine.length).toBeGreaterThanOrEqual(13);
    const failures: string[] = [];
    for (const [path, methods] of mine)
      for (const [method, op] of Object.entries(methods)) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const fields = Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {});
        for (const pathValue of ['2', '99999999999999999999', '-1', '%00'])
          for (const value of HOSTILE) {
            const url = `${path.replace(/\{[^}]+\}/g, pathValue)}${query.length ? `?${query.map((q) => `${q}=${String(value).includes('\ud800') ? '%ED%A0%80' : encodeURIComponent(String(value))}`).join('&')}` : ''}`;
            const payload = method === 'get' || method === 'delete' ? undefined : Object.fromEntries(fields.map((f) => [f, value]));
            const r = await parts.t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              payload,
              headers: { authorization: parts.s.auth.admin },
            });
            if (r.statusCode >= 500) failures.push(`${method} ${url.slice(0, 80)}: ${r.statusCode} ${r.body.slice(0, 200)}`);
          }
      }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('demo content', () => {
  it('seedContractParts gives works within the limits, signers, acts and equipment (once)', async () => {
    const { seedContractParts } = await import('../src/modules/contracts/contract-parts.seed.ts');
    const started = Date.now();
    await seedContractParts(parts.t.database.db);
    await seedContractParts(parts.t.database.db);
    expect(Date.now() - started).toBeLessThan(20_000);
    const count = async (table: string) => Number((await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).n);
    expect(await count('contract_works')).toBeGreaterThan(100);
    expect(await count('contract_signers')).toBeGreaterThan(50);
    expect(await count('contract_acts')).toBeGreaterThan(10);
    expect(await count('contract_equipment')).toBeGreaterThan(3);
    // No seeded contract's works cost more than its limit; no act takes more of a work than it has.
    const over = await rows(sql`select c.id from contracts c join contract_works w on w.contract_id = c.id and w.status = 1
          where c.number not like 'ТСТ-%' group by c.id, c.sum having sum(w.sum) > c.sum`);
    expect(over).toEqual([]);
    const overdone = await rows(
      sql`select w.id from contract_works w join contract_act_lines l on l.work_id = w.id group by w.id, w.quantity having sum(l.quantity) > w.quantity`,
    );
    expect(overdone).toEqual([]);
    // A signed seeded contract reads back with its parts.
    const signed = await one<{ id: number }>(sql`select a.contract_id as id from contract_acts a order by a.id limit 1`);
    const acts = (await call('accountant', 'GET', `/v2_contracts/${signed.id}/acts/works`)).json();
    expect(acts.acts.length).toBeGreaterThan(0);
    expect((await call('accountant', 'GET', `/v2_contracts/acts/${acts.acts[0].id}/pdf`)).statusCode).toBe(200);
    expect((await call('accountant', 'GET', `/documents/contracts/${signed.id}/signers`)).json().state).toBe('signed');
  });
});
