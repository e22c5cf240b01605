import { storagesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifications } from '../src/modules/notifications/index.ts';
import { postCorrectionAct, runWarehouseDaily } from '../src/modules/warehouse/index.ts';
import type { SessionUser } from '../src/plugins/types.ts';
import { pdfText } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { openSession, type RegistrySession, registryContract } from './registry-contract.ts';
import { type WarehouseKit, warehouseKit } from './warehouse-helpers.ts';

/**
 * Warehouse (issue 16): the storages registry keeps the registry contract; then the rules of the
 * acts — no negative balance under 20 concurrent checkouts, 50 positions at most, partial receipt
 * of application positions, transfer states and who confirms, write-off, clothes → debts →
 * return, signatures, the PDF in Cyrillic, bad input 4xx, the correction act, the reminders.
 */
let t: TestApp;
let s: RegistrySession;
let k: WarehouseKit;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  k = await warehouseKit(t);
});
afterAll(async () => {
  await t?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => k.rows<T>(query);
const call = (...args: Parameters<WarehouseKit['call']>) => k.call(...args);
const post = (body: object, who?: string) => k.post(body, who);
const newStorage = (name?: string, extra?: object) => k.newStorage(name, extra);
const newItem = (name?: string) => k.newItem(name);
const receive = (...args: Parameters<WarehouseKit['receive']>) => k.receive(...args);
const balance = (storage: number, item: number) => k.balance(storage, item);

registryContract({
  session: () => s,
  definition: storagesRegistry,
  valid: async () => ({ name: `Склад ${++seq}`, kind: 'zone' }),
  patch: { address: 'г. Тверь, ул. Заводская, 3' },
  ownRoutes: ['GET /api/warehouse/storages/:id/stock warehouse_view'],
  // The stocktaking's and markers' calls under a storage (warehouse-extra.test.ts).
  elsewhere: [/^\/api\/warehouse\/storages\/:id\/(?!stock$|restore$)/],
});

describe('demo and reading', () => {
  it('the demo holds thousands of balance lines, acts of every kind, and the storekeeper sees them', async () => {
    const stock = await call('user9', 'GET', '/warehouse/stock?per_page=5');
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().total).toBeGreaterThan(2000);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from warehouse_acts`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['correction', 'input', 'output', 'output_clothes', 'return', 'transfer', 'writeoff']);
    expect((await call('employee', 'GET', '/warehouse/stock')).statusCode).toBe(403);
    const line = stock.json().items[0];
    const moves = await call('user9', 'GET', `/warehouse/stock/${line.id}/movements`);
    expect(moves.statusCode, moves.body).toBe(200);
    expect(moves.json().items.length).toBeGreaterThan(0);
  });

  it('a storage’s stock with nested zones and shelves, the vocabularies in the caller’s language', async () => {
    const [wh] = await rows<{ id: number }>(sql`select id from storages where name = 'Центральный склад'`);
    const flat = (await call('user9', 'GET', `/warehouse/storages/${wh.id}/stock`)).json();
    const nested = (await call('user9', 'GET', `/warehouse/storages/${wh.id}/stock?nested=1&per_page=1`)).json();
    expect(flat.total).toBe(0);
    expect(nested.total).toBeGreaterThan(1000);
    expect((await call('user9', 'GET', '/warehouse/storages/999999/stock')).statusCode).toBe(404);
    expect((await call('user9', 'DELETE', `/warehouse/storages/${wh.id}`)).statusCode).toBe(409);
    const kinds = (await call('employee', 'GET', '/warehouse/act_kinds', undefined, { 'accept-language': 'en' })).json();
    expect(kinds.find((k: { value: string }) => k.value === 'writeoff').label).toBe('Write-off act');
    const states = (await call('employee', 'GET', '/warehouse/transfer_statuses')).json();
    expect(states.map((x: { value: string }) => x.value)).toEqual(['on_the_way', 'received', 'cancelled']);
  });
});

describe('balances never go negative', () => {
  it('20 concurrent checkouts of 15 pieces: exactly 15 succeed, the rest 422 naming the item, nothing below zero', async () => {
    const storage = await newStorage();
    const item = await newItem('Перфоратор Makita HR2470');
    await receive(storage, item, 15);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ kind: 'output', storage_id: storage, recipient_id: k.uid.employee, lines: [{ nomenclature_id: item, quantity: 1 }] }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok.length).toBe(15);
    expect(refused.length).toBe(5);
    expect(refused[0].json().result_content).toContain('Перфоратор Makita HR2470');
    expect(await balance(storage, item)).toBe(0);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from warehouse_holdings h join warehouse_acts a on a.id = h.act_id where a.storage_id = ${storage}`,
    );
    expect(Number(n)).toBe(15);
  });

  it('a short line refuses the whole act: nothing written', async () => {
    const storage = await newStorage();
    const [a, b] = [await newItem(), await newItem('Шуруповёрт Bosch')];
    await receive(storage, a, 5);
    await receive(storage, b, 2);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from warehouse_acts`);
    const res = await post({
      kind: 'writeoff',
      storage_id: storage,
      lines: [
        { nomenclature_id: a, quantity: 3 },
        { nomenclature_id: b, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result_content).toMatch(/Шуруповёрт Bosch.*2/);
    expect(await balance(storage, a)).toBe(5);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from warehouse_acts`)).toEqual(before);
  });

  it('at most 50 positions per act', async () => {
    const storage = await newStorage();
    const item = await newItem();
    const line = { nomenclature_id: item, quantity: 1, cost: 1 };
    const res = await post({ kind: 'input', storage_id: storage, lines: Array.from({ length: 51 }, () => line) });
    expect(res.statusCode).toBe(422);
    expect((await post({ kind: 'input', storage_id: storage, lines: Array.from({ length: 50 }, () => line) })).statusCode).toBe(200);
    expect(await balance(storage, item)).toBe(50);
  });

  it('write-off reduces the balance; weighted average cost on receipt', async () => {
    const storage = await newStorage();
    const item = await newItem();
    await receive(storage, item, 10, { cost: 100 });
    await receive(storage, item, 10, { cost: 200 });
    const [line] = await rows<{ cost: string }>(
      sql`select cost from warehouse_stock where storage_id = ${storage} and nomenclature_id = ${item}`,
    );
    expect(Number(line.cost)).toBe(150);
    const res = await post({ kind: 'writeoff', storage_id: storage, comment: 'Брак', lines: [{ nomenclature_id: item, quantity: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().number).toMatch(/^СП-\d{6}$/);
    expect(res.json().total).toBe(600);
    expect(await balance(storage, item)).toBe(16);
    expect((await post({ kind: 'writeoff', storage_id: storage, lines: [{ nomenclature_id: item, quantity: 17 }] })).statusCode).toBe(422);
  });
});

describe('receipt of application positions', () => {
  it('partial receipt → in_stock, the rest → get_it with history; more than ordered → 422', async () => {
    const [p] = await rows<{
      id: number;
      pack_id: number;
      quantity: string;
      nomenclature_id: number;
    }>(sql`select p.id, p.pack_id, p.quantity, p.nomenclature_id
      from application_positions p join applications a on a.id = p.pack_id
      where p.nomenclature_id is not null and p.quantity >= 2 and p.status in ('paid', 'in_work', 'in_invoice', 'success')
        and a.status not in ('delete', 'deleted') and not exists (select 1 from application_positions c where c.part_id = p.id) order by p.id limit 1`);
    const storage = await newStorage();
    const total = Number(p.quantity);
    const before = (await call('user9', 'GET', `/warehouse/applications/${p.pack_id}/receivable`)).json();
    const row = before.items.find((x: { position_id: number }) => x.position_id === p.id);
    expect(row).toMatchObject({ quantity: total, received: 0, remaining: total });
    const line = { nomenclature_id: p.nomenclature_id, position_id: p.id };
    const first = await post({ kind: 'input', storage_id: storage, application_id: p.pack_id, lines: [{ ...line, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect((await rows<{ status: string }>(sql`select status from application_positions where id = ${p.id}`))[0].status).toBe('in_stock');
    const after = (await call('user9', 'GET', `/warehouse/applications/${p.pack_id}/receivable`)).json();
    expect(after.items.find((x: { position_id: number }) => x.position_id === p.id)).toMatchObject({ received: 1, remaining: total - 1 });
    const over = await post({ kind: 'input', storage_id: storage, application_id: p.pack_id, lines: [{ ...line, quantity: total }] });
    expect(over.statusCode).toBe(422);
    const rest = await post({ kind: 'input', storage_id: storage, application_id: p.pack_id, lines: [{ ...line, quantity: total - 1 }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await rows<{ status: string }>(sql`select status from application_positions where id = ${p.id}`))[0].status).toBe('get_it');
    const history = await rows<{ new_value: string }>(
      sql`select new_value from object_history where module = 'applications' and object_id = ${p.pack_id} and field = ${`snab.${p.id}.status`} order by id`,
    );
    expect(history.map((h) => h.new_value)).toEqual(['in_stock', 'get_it']);
    expect(await balance(storage, p.nomenclature_id)).toBe(total);
    expect((await post({ kind: 'input', storage_id: storage, lines: [{ ...line, quantity: 1 }] })).statusCode).toBe(422);
  });
});

describe('transfers', () => {
  it('on the way → received by the target’s storekeeper; a stranger 403; twice 409; same storage 422', async () => {
    const [a, b] = [await newStorage(), await newStorage('Склад-получатель', { responsible_id: undefined })];
    const item = await newItem();
    await receive(a, item, 10);
    expect(
      (await post({ kind: 'transfer', storage_id: a, target_storage_id: a, lines: [{ nomenclature_id: item, quantity: 1 }] })).statusCode,
    ).toBe(422);
    const sent = await post({ kind: 'transfer', storage_id: a, target_storage_id: b, lines: [{ nomenclature_id: item, quantity: 4 }] });
    expect(sent.statusCode, sent.body).toBe(200);
    const act = sent.json();
    expect(act.state).toBe('on_the_way');
    expect([await balance(a, item), await balance(b, item)]).toEqual([6, 0]);
    expect((await call('manager', 'POST', `/warehouse/acts/${act.id}/receive`, {})).statusCode).toBe(403);
    expect((await call('employee', 'POST', `/warehouse/acts/${act.id}/receive`, {})).statusCode).toBe(404);
    const got = await call('user9', 'POST', `/warehouse/acts/${act.id}/receive`, { comment: 'Принято без замечаний' });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({ state: 'received', received_by_name: expect.any(String) });
    expect([await balance(a, item), await balance(b, item)]).toEqual([6, 4]);
    expect((await call('user9', 'POST', `/warehouse/acts/${act.id}/receive`, {})).statusCode).toBe(409);
    expect((await call('user9', 'POST', `/warehouse/acts/${act.id}/cancel`, {})).statusCode).toBe(409);
    const filtered = (await call('user9', 'GET', `/warehouse/acts?kind=transfer&storage_id=${b}`)).json();
    expect(filtered.items.map((x: { id: number }) => x.id)).toEqual([act.id]);
  });

  it('the target’s responsible (without warehouse rights) receives; a cancel returns the goods to the source', async () => {
    const a = await newStorage();
    const b = await newStorage('Склад прораба', { responsible_id: k.uid.employee });
    const item = await newItem();
    await receive(a, item, 5);
    const first = (
      await post({ kind: 'transfer', storage_id: a, target_storage_id: b, lines: [{ nomenclature_id: item, quantity: 2 }] })
    ).json();
    const got = await call('employee', 'POST', `/warehouse/acts/${first.id}/receive`, {});
    expect(got.statusCode, got.body).toBe(200);
    const second = (
      await post({ kind: 'transfer', storage_id: a, target_storage_id: b, lines: [{ nomenclature_id: item, quantity: 3 }] })
    ).json();
    expect(await balance(a, item)).toBe(0);
    const cancelled = await call('user9', 'POST', `/warehouse/acts/${second.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    expect([await balance(a, item), await balance(b, item)]).toEqual([3, 2]);
    expect((await call('employee', 'POST', `/warehouse/acts/${second.id}/receive`, {})).statusCode).toBe(409);
  });
  it('spec 3 §5 "selected items cannot be moved": goods on the way move from neither storage until received; 50 positions a transfer at most', async () => {
    const [a, b, c] = [await newStorage(), await newStorage(), await newStorage()];
    const item = await newItem();
    await receive(a, item, 3);
    const sent = await post({ kind: 'transfer', storage_id: a, target_storage_id: b, lines: [{ nomenclature_id: item, quantity: 3 }] });
    expect(sent.statusCode, sent.body).toBe(200);
    const line = [{ nomenclature_id: item, quantity: 1 }];
    for (const from of [a, b]) {
      const again = await post({ kind: 'transfer', storage_id: from, target_storage_id: c, lines: line });
      expect(again.statusCode, again.body).toBe(422);
      expect((await post({ kind: 'output', storage_id: from, recipient_id: k.uid.employee, lines: line })).statusCode).toBe(422);
    }
    expect((await call('user9', 'POST', `/warehouse/acts/${sent.json().id}/receive`, {})).statusCode).toBe(200);
    expect((await post({ kind: 'transfer', storage_id: b, target_storage_id: c, lines: line })).statusCode).toBe(200);
    const many = Array.from({ length: 51 }, () => ({ nomenclature_id: item, quantity: 0.01 }));
    expect((await post({ kind: 'transfer', storage_id: b, target_storage_id: c, lines: many })).statusCode).toBe(422);
  });
});

describe('work clothes, debts, returns, signatures, PDF', () => {
  it('clothes need a size and a return date; the employee sees them in their debts; a return clears them', async () => {
    const storage = await newStorage();
    const item = await newItem('Костюм сварщика брезентовый');
    await receive(storage, item, 5);
    const base = { kind: 'output_clothes', storage_id: storage, recipient_id: k.uid.employee };
    expect((await post({ ...base, lines: [{ nomenclature_id: item, quantity: 1 }] })).statusCode).toBe(422);
    const res = await post({ ...base, date: '2026-01-31', lines: [{ nomenclature_id: item, quantity: 1, size: '52', wear_months: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const act = res.json();
    expect(act.lines[0]).toMatchObject({ size: '52', return_date: '2026-02-28' });
    const mine = (await call('employee', 'GET', '/warehouse/debts?user_id=me&kind=clothes')).json();
    const debt = mine.items.find((d: { act_id: number }) => d.act_id === act.id);
    expect(debt).toMatchObject({ nomenclature_name: 'Костюм сварщика брезентовый', size: '52', overdue: true, quantity: 1, returned: 0 });
    expect((await call('employee', 'GET', `/warehouse/debts?user_id=${k.uid.manager}`)).statusCode).toBe(403);
    const all = (await call('user9', 'GET', `/warehouse/debts?user_id=${k.uid.employee}&overdue=1`)).json();
    expect(all.items.some((d: { id: number }) => d.id === debt.id)).toBe(true);

    // Signatures: the recipient and the storekeeper, each once.
    const signed = await call('employee', 'POST', `/warehouse/acts/${act.id}/sign`, {});
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().signatures.map((x: { role: string }) => x.role)).toEqual(['recipient']);
    expect((await call('employee', 'POST', `/warehouse/acts/${act.id}/sign`, {})).statusCode).toBe(409);
    expect((await call('manager', 'POST', `/warehouse/acts/${act.id}/sign`, {})).statusCode).toBe(422);
    expect((await call('user9', 'POST', `/warehouse/acts/${act.id}/sign`, {})).json().signatures).toHaveLength(2);

    // The PDF: Cyrillic, dd.MM.yyyy, money with ₽, the names under the signature lines.
    const pdf = await call('employee', 'GET', `/warehouse/acts/${act.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Выдача спецодежды');
    expect(text).toContain(`${act.number} от 31.01.2026`);
    expect(text).toContain('Костюм сварщика брезентовый');
    expect(text).toContain('100,00 ₽');
    expect(text).toContain('Петров Иван Сергеевич');
    expect(text).toContain('Подписано в системе');

    const back = await post({
      kind: 'return',
      storage_id: storage,
      recipient_id: k.uid.employee,
      lines: [{ nomenclature_id: item, quantity: 1, holding_id: debt.id }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await balance(storage, item)).toBe(5);
    const after = (await call('employee', 'GET', '/warehouse/debts?user_id=me')).json();
    expect(after.items.some((d: { id: number }) => d.id === debt.id)).toBe(false);
    expect(
      (await post({ kind: 'return', storage_id: storage, lines: [{ nomenclature_id: item, quantity: 1, holding_id: debt.id }] }))
        .statusCode,
    ).toBe(422);
  });

  it('serial items are one piece each and cannot be received twice into a storage', async () => {
    const storage = await newStorage();
    const item = await newItem('Ноутбук тестовый');
    expect(
      (await post({ kind: 'input', storage_id: storage, lines: [{ nomenclature_id: item, quantity: 2, serial: 'SN-1' }] })).statusCode,
    ).toBe(422);
    await receive(storage, item, 1, { serial: 'SN-1' });
    expect(
      (await post({ kind: 'input', storage_id: storage, lines: [{ nomenclature_id: item, quantity: 1, serial: 'SN-1' }] })).statusCode,
    ).toBe(422);
    const out = await post({
      kind: 'output',
      storage_id: storage,
      recipient_id: k.uid.manager,
      lines: [{ nomenclature_id: item, quantity: 1, serial: 'SN-1' }],
    });
    expect(out.statusCode, out.body).toBe(200);
    const picker = (await call('employee', 'GET', `/nomenclature/autocomplete/storages?term=${encodeURIComponent('Перфоратор')}`)).json();
    expect(Array.isArray(picker)).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 4xx, never 500', async () => {
    const storage = await newStorage();
    const item = await newItem();
    const line = { nomenclature_id: item, quantity: 1 };
    const bad = [
      { kind: 'input', storage_id: storage, comment: 'a\u0000b', lines: [line] },
      { kind: 'input', storage_id: storage, lines: [{ ...line, quantity: 1e12 }] },
      { kind: 'input', storage_id: storage, lines: [{ ...line, quantity: -1 }] },
      { kind: 'input', storage_id: storage, lines: [{ ...line, quantity: 0.0001 }] },
      { kind: 'input', storage_id: 99_999_999, lines: [line] },
      { kind: 'input', storage_id: storage, lines: [{ ...line, nomenclature_id: 99_999_999 }] },
      { kind: 'correction', storage_id: storage, lines: [line] },
      { kind: 'output', storage_id: storage, lines: [line] },
      { kind: 'input', storage_id: storage, lines: [] },
      { kind: 'nonsense', storage_id: storage, lines: [line] },
      { kind: 'input', storage_id: 'abc', lines: [line] },
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await post({ kind: 'input', storage_id: storage, lines: [line] }, 'manager')).statusCode).toBe(403);
    expect((await call('user9', 'GET', '/warehouse/acts/99999999')).statusCode).toBe(404);
    expect((await call('user9', 'GET', '/warehouse/acts?per_page=100000')).statusCode).toBe(422);
  });
});

describe('for the stocktaking and the daily job', () => {
  it('postCorrectionAct posts differences; a shortage beyond the balance refuses the act', async () => {
    const storage = await newStorage();
    const item = await newItem();
    await receive(storage, item, 3);
    const user = {
      id: k.uid.user9,
      login: 'user9',
      fio: 'Кладовщик',
      type: 0,
      permits: { warehouse_edit: 1, warehouse_view: 1 },
      sessionId: 0,
    } satisfies SessionUser;
    const id = await postCorrectionAct(
      t.database.db,
      user,
      {
        storage_id: storage,
        count_id: 1,
        lines: [
          { nomenclature_id: item, delta: -1 },
          { nomenclature_id: item, batch: 'Н', delta: 2, cost: 10 },
        ],
      },
      'ru',
    );
    expect(id).toBeGreaterThan(0);
    expect(await balance(storage, item)).toBe(4);
    await expect(
      postCorrectionAct(t.database.db, user, { storage_id: storage, count_id: 1, lines: [{ nomenclature_id: item, delta: -10 }] }, 'ru'),
    ).rejects.toMatchObject({ statusCode: 422 });
    const card = (await call('user9', 'GET', `/warehouse/acts/${id}`)).json();
    expect(card.kind).toBe('correction');
    expect(card.lines.map((l: { quantity: number }) => l.quantity)).toEqual([-1, 2]);
  });

  it('clothes due back within days remind the holder and the storekeeper once', async () => {
    const notifications = createNotifications(t.database.db, t.realtime);
    const today = new Date().toISOString().slice(0, 10);
    const first = await runWarehouseDaily({ db: t.database.db, notifications }, today);
    expect(first.reminded).toBeGreaterThan(0);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${k.uid.employee} and title like '%спецодежды%'`,
    );
    expect(Number(n.n)).toBeGreaterThan(0);
    expect((await runWarehouseDaily({ db: t.database.db, notifications }, today)).reminded).toBe(0);
  });
});
