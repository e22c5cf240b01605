import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { pdfText } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The warehouse extras (issue 16): IT equipment, markers, stickers, control (stocktaking →
 * correction act), reports (stock on a date, movements, issued, projects; xlsx) and the
 * worktable. Stock is made through the core's `POST warehouse/acts`.
 */
let t: TestApp;
let admin: { authorization: string };
let keeper: { authorization: string };
let employee: { authorization: string };
let employeeId: number;
let projectId: number;
let main: number;
let zone: number;
let other: number;
let laptop: number;
let gloves: number;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const call = (who: { authorization: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who, payload });
const ok = async (who: { authorization: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const r = await call(who, method, url, payload);
  if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return r.json();
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
const stockLine = async (storage: number, item: number, serial = '') =>
  (
    await rows<{ id: number; quantity: string }>(
      sql`select id, quantity from warehouse_stock where storage_id = ${storage} and nomenclature_id = ${item} and serial = ${serial}`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  keeper = await t.login('user9');
  employee = await t.login('employee');
  employeeId = (await rows<{ id: number }>(sql`select id from users where login = 'employee'`))[0].id;
  projectId = (await rows<{ id: number }>(sql`select id from projects where status = 1 order by id limit 1`))[0].id;
  const keeperId = (await rows<{ id: number }>(sql`select id from users where login = 'user9'`))[0].id;
  const storage = async (name: string, kind: string, parent: number | null, responsible: number | null) =>
    (
      await rows<{ id: number }>(
        sql`insert into storages (name, kind, parent_id, responsible_id) values (${name}, ${kind}, ${parent}, ${responsible}) returning id`,
      )
    )[0].id;
  main = await storage('Тестовый склад ИТ', 'warehouse', null, keeperId);
  zone = await storage('Тестовая зона', 'zone', main, null);
  other = await storage('Тестовый склад 2', 'warehouse', null, keeperId);
  const item = async (name: string, article: string) =>
    (await rows<{ id: number }>(sql`insert into nomenclature (name, article) values (${name}, ${article}) returning id`))[0].id;
  laptop = await item('Ноутбук Тестовый ThinkPad', 'NB-TEST-14');
  gloves = await item('Перчатки тестовые рабочие', 'GL-TEST-01');

  await ok(keeper, 'POST', 'warehouse/acts', {
    kind: 'input',
    storage_id: main,
    lines: [
      { nomenclature_id: laptop, quantity: 1, serial: 'SN-TEST-001', cost: 85000 },
      { nomenclature_id: laptop, quantity: 1, serial: 'SN-TEST-002', cost: 85000 },
      { nomenclature_id: gloves, quantity: 100, cost: 50 },
    ],
  });
  await ok(keeper, 'POST', 'warehouse/acts', {
    kind: 'input',
    storage_id: zone,
    lines: [{ nomenclature_id: gloves, quantity: 10, cost: 50 }],
  });
  // The input happened ten days ago: its movements are history for the stock on a date.
  await t.database.db.execute(sql`update warehouse_movements set date = now() - interval '10 days' where storage_id in (${main}, ${zone})`);
  await ok(keeper, 'POST', 'warehouse/acts', {
    kind: 'output',
    storage_id: main,
    recipient_id: employeeId,
    lines: [{ nomenclature_id: laptop, quantity: 1, serial: 'SN-TEST-002' }],
  });
  await ok(keeper, 'POST', 'warehouse/acts', {
    kind: 'output_clothes',
    storage_id: main,
    recipient_id: employeeId,
    lines: [{ nomenclature_id: gloves, quantity: 4, size: '48', return_date: day(3) }],
  });
  await ok(keeper, 'POST', 'warehouse/acts', {
    kind: 'output',
    storage_id: main,
    project_id: projectId,
    lines: [{ nomenclature_id: gloves, quantity: 6 }],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('IT equipment', () => {
  it('lists serial items kept in storages and held by people, with filters and paging', async () => {
    const all = await ok(admin, 'GET', 'warehouse/IT?search=SN-TEST');
    expect(all.total).toBe(2);
    const kept = all.items.find((r: { serial: string }) => r.serial === 'SN-TEST-001');
    const held = all.items.find((r: { serial: string }) => r.serial === 'SN-TEST-002');
    expect(kept).toMatchObject({
      place: 'storage',
      storage_id: main,
      storage_name: 'Тестовый склад ИТ',
      nomenclature_name: 'Ноутбук Тестовый ThinkPad',
    });
    expect(held).toMatchObject({ place: 'holder', holder_id: employeeId, holder_name: 'Петров Иван Сергеевич', storage_id: null });
    expect(held.act_number).toMatch(/^ВД-\d{6}$/);
    expect(
      (await ok(admin, 'GET', `warehouse/IT?holder_id=${employeeId}&search=SN-TEST`)).items.map((r: { serial: string }) => r.serial),
    ).toEqual(['SN-TEST-002']);
    expect((await ok(admin, 'GET', `warehouse/IT?storage_id=${main}`)).items.map((r: { serial: string }) => r.serial)).toEqual([
      'SN-TEST-001',
    ]);
    const page = await ok(admin, 'GET', 'warehouse/IT?search=SN-TEST&per_page=1&page=2');
    expect(page).toMatchObject({ total: 2 });
    expect(page.items).toHaveLength(1);
    const card = await ok(admin, 'GET', `warehouse/IT/${held.key}`);
    expect(card.movements.map((m: { kind: string }) => m.kind)).toEqual(['issued', 'received']);
    expect((await call(admin, 'GET', 'warehouse/IT/x1')).statusCode).toBe(404);
    expect((await call(admin, 'GET', 'warehouse/IT/s99999999999')).statusCode).toBe(404);
    expect((await call(employee, 'GET', 'warehouse/IT')).statusCode).toBe(403);
  });
});

describe('markers and stickers', () => {
  it('generates unique codes per stock line, holding or item count, and resolves scans', async () => {
    const laptopLine = await stockLine(main, laptop, 'SN-TEST-001');
    const glovesLine = await stockLine(main, gloves);
    const a = await ok(keeper, 'POST', 'warehouse/markers', { stock_ids: [laptopLine.id, glovesLine.id] });
    const holding = (await rows<{ id: number }>(sql`select id from warehouse_holdings where serial = 'SN-TEST-002'`))[0];
    const b = await ok(keeper, 'POST', 'warehouse/markers', { holding_ids: [holding.id] });
    const c = await ok(keeper, 'POST', 'warehouse/markers', { nomenclature_id: gloves, count: 3, storage_id: main });
    const codes = [...a.items, ...b.items, ...c.items].map((m: { code: string }) => m.code);
    expect(codes).toHaveLength(6);
    expect(new Set(codes).size).toBe(6);
    for (const code of codes) expect(code).toMatch(/^ИН-\d{6,}$/);
    expect(a.items[0]).toMatchObject({ serial: 'SN-TEST-001', storage_id: main, stock_id: laptopLine.id, printed_at: null });

    const byMarker = await ok(admin, 'GET', `warehouse/markers/resolve?code=${encodeURIComponent(a.items[0].code)}`);
    expect(byMarker).toMatchObject({ match: 'marker', nomenclature_id: laptop, serial: 'SN-TEST-001', holder_id: null });
    expect(byMarker.stock).toEqual([expect.objectContaining({ id: laptopLine.id, quantity: 1, storage_id: main })]);
    const bySerial = await ok(admin, 'GET', 'warehouse/markers/resolve?code=SN-TEST-002');
    expect(bySerial).toMatchObject({ match: 'serial', holder_id: employeeId, stock: [] });
    expect(await ok(admin, 'GET', 'warehouse/markers/resolve?code=gl-test-01')).toMatchObject({
      match: 'article',
      nomenclature_id: gloves,
    });
    const unknown = await call(admin, 'GET', 'warehouse/markers/resolve?code=NOPE-404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result_content).toContain('NOPE-404');

    const it1 = await ok(admin, 'GET', 'warehouse/IT?search=SN-TEST-001');
    expect(it1.items[0].inventory_number).toBe(a.items[0].code);
    expect((await ok(admin, 'GET', `warehouse/IT?search=${encodeURIComponent(a.items[0].code)}`)).total).toBe(1);
    const listed = await ok(admin, 'GET', `warehouse/markers?nomenclature_id=${gloves}`);
    expect(listed.total).toBe(4);
  });

  it('refuses bad marker requests with 4xx', async () => {
    expect((await call(keeper, 'POST', 'warehouse/markers', {})).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/markers', { stock_ids: [2_000_000_000] })).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/markers', { stock_ids: [1], nomenclature_id: gloves, count: 1 })).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/markers', { nomenclature_id: gloves })).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/markers', { nomenclature_id: gloves, count: 501 })).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/markers', { nomenclature_id: 99_999_999_999, count: 1 })).statusCode).toBe(422);
    expect((await call(employee, 'POST', 'warehouse/markers', { nomenclature_id: gloves, count: 1 })).statusCode).toBe(403);
    expect((await call(admin, 'GET', 'warehouse/markers?search=a%00b')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call(admin, 'GET', 'warehouse/markers/resolve?code=')).statusCode).toBe(422);
  });

  it('prints label and A4 sticker sheets with the item name in Cyrillic and marks them printed', async () => {
    const made = await ok(keeper, 'POST', 'warehouse/markers', { stock_ids: [(await stockLine(main, laptop, 'SN-TEST-001')).id] });
    const marker = made.items[0];
    const res = await call(admin, 'GET', `warehouse/stickers/pdf?markers=${marker.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Ноутбук Тестовый ThinkPad');
    expect(text).toContain(marker.code);
    expect(text).toContain('SN-TEST-001');
    expect(text).toContain('NB-TEST-14');
    const after = await ok(admin, 'GET', `warehouse/markers?search=${encodeURIComponent(marker.code)}`);
    expect(after.items[0].printed_at).not.toBeNull();

    const many = await ok(keeper, 'POST', 'warehouse/markers', { nomenclature_id: gloves, count: 24 });
    const sheet = await call(
      admin,
      'GET',
      `warehouse/stickers/pdf?layout=a4&markers=${many.items.map((m: { id: number }) => m.id).join(',')}`,
    );
    expect(sheet.statusCode).toBe(200);
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pages = async (pdf: Buffer) => {
      const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
      const n = doc.numPages;
      await doc.destroy();
      return n;
    };
    expect(await pages(sheet.rawPayload)).toBe(1);
    const text24 = await pdfText(sheet.rawPayload);
    for (const m of many.items) expect(text24).toContain(m.code);
    const more = `${many.items.map((m: { id: number }) => m.id).join(',')},${marker.id}`;
    expect(await pages((await call(admin, 'GET', `warehouse/stickers/pdf?layout=a4&markers=${more}`)).rawPayload)).toBe(2);
    expect(await pages((await call(admin, 'GET', `warehouse/stickers/pdf?markers=${more}`)).rawPayload)).toBe(25);

    const byStock = await call(admin, 'GET', `warehouse/stickers/pdf?stock=${(await stockLine(main, gloves)).id}`);
    expect(byStock.statusCode).toBe(200);
    expect((await call(admin, 'GET', 'warehouse/stickers/pdf')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/stickers/pdf?markers=abc')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/stickers/pdf?markers=99999999')).statusCode).toBe(404);
  });
});

describe('control (stocktaking)', () => {
  it('opens with the expected balances, counts by hand and by scan, closes into a correction act', async () => {
    const count = await ok(keeper, 'POST', 'warehouse/control', { storage_id: main });
    expect(count).toMatchObject({ state: 'open', storage_id: main, act_id: null });
    expect(count.number).toMatch(/^ИНВ-\d{6}$/);
    const glovesLine = count.lines.find((l: { nomenclature_id: number }) => l.nomenclature_id === gloves);
    const laptopLine = count.lines.find((l: { serial: string }) => l.serial === 'SN-TEST-001');
    expect(glovesLine).toMatchObject({ expected: 90, counted: null, difference: 0 });
    expect(laptopLine).toMatchObject({ expected: 1 });
    expect(count.lines).toHaveLength(2);

    // A second count of the same storage while this one is open is refused.
    expect((await call(keeper, 'POST', 'warehouse/control', { storage_id: main })).statusCode).toBe(409);

    const patched = await ok(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, { lines: [{ id: glovesLine.id, counted: 88 }] });
    expect(patched.lines.find((l: { id: number }) => l.id === glovesLine.id)).toMatchObject({ counted: 88, difference: -2 });
    const marker = (await ok(keeper, 'POST', 'warehouse/markers', { stock_ids: [(await stockLine(main, laptop, 'SN-TEST-001')).id] }))
      .items[0];
    const scanned = await ok(keeper, 'POST', `warehouse/control/${count.id}/scan`, { code: marker.code });
    expect(scanned).toMatchObject({ added: false, line: { id: laptopLine.id, counted: 1, difference: 0 } });

    expect((await call(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, { lines: [{ id: 99999999, counted: 1 }] })).statusCode).toBe(
      422,
    );
    expect(
      (await call(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, { lines: [{ id: glovesLine.id, counted: -1 }] })).statusCode,
    ).toBe(422);
    expect((await call(keeper, 'POST', `warehouse/control/${count.id}/scan`, { code: 'NOTHING-LIKE-IT' })).statusCode).toBe(404);
    expect((await call(employee, 'POST', `warehouse/control/${count.id}/scan`, { code: marker.code })).statusCode).toBe(403);
    const listed = await ok(admin, 'GET', `warehouse/control?storage_id=${main}&state=open`);
    expect(listed.items[0]).toMatchObject({ id: count.id, lines_count: 2, counted_count: 2, differences_count: 1 });

    const closed = await ok(keeper, 'POST', `warehouse/control/${count.id}/close`, {});
    expect(closed.act_id).toBeGreaterThan(0);
    expect(closed.act_ids).toEqual([closed.act_id]);
    const act = await ok(admin, 'GET', `warehouse/acts/${closed.act_id}`);
    expect(act).toMatchObject({ kind: 'correction', storage_id: main });
    expect(act.lines).toEqual([expect.objectContaining({ nomenclature_id: gloves, quantity: -2 })]);
    expect(Number((await stockLine(main, gloves)).quantity)).toBe(88);
    const after = await ok(admin, 'GET', `warehouse/control/${count.id}`);
    expect(after).toMatchObject({ state: 'closed', act_id: closed.act_id, act_number: act.number });
    expect(
      (await call(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, { lines: [{ id: glovesLine.id, counted: 1 }] })).statusCode,
    ).toBe(409);
    expect((await call(keeper, 'POST', `warehouse/control/${count.id}/close`, {})).statusCode).toBe(409);
  });

  it('counts nested storages, adds unexpected items, and closes with nothing to correct', async () => {
    const count = await ok(keeper, 'POST', 'warehouse/control', { storage_id: main, nested: true });
    expect(count.lines.map((l: { storage_id: number }) => l.storage_id).sort()).toEqual([main, main, zone].sort());
    const zoneLine = count.lines.find((l: { storage_id: number }) => l.storage_id === zone);
    const patched = await ok(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, {
      lines: count.lines.map((l: { id: number; expected: number }) => ({ id: l.id, counted: l.expected })),
      add: [{ nomenclature_id: laptop, storage_id: zone, counted: 0 }],
    });
    expect(patched.lines).toHaveLength(4);
    expect(patched.lines.find((l: { id: number }) => l.id === zoneLine.id)).toMatchObject({ counted: 10, difference: 0 });
    expect(
      (
        await call(keeper, 'PATCH', `warehouse/control/${count.id}/lines`, {
          add: [{ nomenclature_id: laptop, storage_id: other, counted: 1 }],
        })
      ).statusCode,
    ).toBe(422);
    const closed = await ok(keeper, 'POST', `warehouse/control/${count.id}/close`, {});
    expect(closed).toMatchObject({ act_id: null, act_ids: [] });
  });

  it('refuses a missing storage or count', async () => {
    expect((await call(keeper, 'POST', 'warehouse/control', { storage_id: 99999999 })).statusCode).toBe(422);
    expect((await call(keeper, 'POST', 'warehouse/control', { storage_id: 'x' })).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/control/99999999')).statusCode).toBe(404);
    expect((await call(keeper, 'POST', 'warehouse/control/99999999/close', {})).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('stock on a date: today the balances, a past date the balance then', async () => {
    const now = await ok(admin, 'GET', `warehouse/reports/stock?storage_id=${main}&nested=0`);
    const qty = (r: { items: { nomenclature_id: number; serial: string; quantity: number }[] }, item: number, serial = '') =>
      r.items.find((i) => i.nomenclature_id === item && i.serial === serial)?.quantity ?? 0;
    expect(qty(now, gloves)).toBe(Number((await stockLine(main, gloves)).quantity));
    expect(qty(now, laptop, 'SN-TEST-001')).toBe(1);
    expect(qty(now, laptop, 'SN-TEST-002')).toBe(0);
    const then = await ok(admin, 'GET', `warehouse/reports/stock?storage_id=${main}&nested=0&date=${day(-5)}`);
    expect(qty(then, gloves)).toBe(100);
    expect(qty(then, laptop, 'SN-TEST-002')).toBe(1);
    expect(then.totals).toEqual({ quantity: 102, sum: 100 * 50 + 2 * 85000 });
    const before = await ok(admin, 'GET', `warehouse/reports/stock?storage_id=${main}&date=${day(-20)}`);
    expect(before).toMatchObject({ total: 0, items: [] });
    const nested = await ok(admin, 'GET', `warehouse/reports/stock?storage_id=${main}&date=${day(-5)}`);
    expect(nested.totals.quantity).toBe(112);
  });

  it('movements for a period with totals and a per-day series; issued to people and projects', async () => {
    const r = await ok(admin, 'GET', `warehouse/reports/movements?from=${day(-30)}&to=${day(0)}&storage_id=${main}&per_page=2`);
    expect(r.items).toHaveLength(2);
    expect(r.total).toBe(3 + 3 + 1);
    expect(r.totals.in).toBe(102);
    expect(r.totals.out).toBe(1 + 4 + 6 + 2);
    expect(r.totals.sum_in).toBe(175000);
    expect(r.series.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(r.total);
    expect(r.series).toHaveLength(2);
    const issuedOnly = await ok(admin, 'GET', `warehouse/reports/movements?from=${day(-30)}&to=${day(0)}&storage_id=${main}&kind=issued`);
    expect(issuedOnly.total).toBe(3);

    const issued = await ok(admin, 'GET', `warehouse/reports/issued?from=${day(-1)}&to=${day(0)}&user_id=${employeeId}`);
    const mine = issued.items.filter((i: { nomenclature_id: number }) => [laptop, gloves].includes(i.nomenclature_id));
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ nomenclature_id: laptop, issued: 1, holding: 1, sum: 85000 }),
        expect.objectContaining({ nomenclature_id: gloves, issued: 4, returned: 0, sum: 200 }),
      ]),
    );
    const projects = await ok(admin, 'GET', `warehouse/reports/projects?from=${day(-1)}&to=${day(0)}&project_id=${projectId}`);
    expect(projects.items.find((i: { nomenclature_id: number }) => i.nomenclature_id === gloves)).toMatchObject({ issued: 6, sum: 300 });
    expect(projects.by_project[0]).toMatchObject({ project_id: projectId });
  });

  it('exports every report as xlsx', async () => {
    for (const url of [
      `warehouse/reports/stock?format=xlsx&storage_id=${main}`,
      `warehouse/reports/movements/excel?from=${day(-30)}&to=${day(0)}`,
      `warehouse/reports/issued?format=xlsx&from=${day(-1)}&to=${day(0)}`,
      `warehouse/reports/projects/excel?from=${day(-1)}&to=${day(0)}`,
    ]) {
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0].rowCount).toBeGreaterThan(2);
    }
  });

  it('refuses bad report input with 422', async () => {
    expect((await call(admin, 'GET', `warehouse/reports/movements?from=${day(0)}&to=${day(-3)}`)).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/movements?from=2020-01-01&to=2026-01-01')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/movements?from=yesterday&to=today')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/movements?from=2026-02-30&to=2026-03-01')).statusCode).toBeLessThan(500);
    expect((await call(admin, 'GET', 'warehouse/reports/stock?date=2026-13-45')).statusCode).toBeLessThan(500);
    expect((await call(admin, 'GET', 'warehouse/reports/stock?storage_id=-1')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/issued?from=2026-01-01&to=2026-01-01x')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/movements?from=2026-02-30&to=2026-03-01')).statusCode).toBe(422);
    expect((await call(admin, 'GET', 'warehouse/reports/stock?date=2026-02-29')).statusCode).toBe(422);
    // Without a period: this month up to today.
    const month = await ok(admin, 'GET', 'warehouse/reports/movements');
    expect(month.series.every((d: { day: string }) => d.day.slice(0, 7) === day(0).slice(0, 7))).toBe(true);
    expect((await call(employee, 'GET', `warehouse/reports/stock`)).statusCode).toBe(403);
  });
});

describe('worktable', () => {
  it('shows incoming transfers, positions awaiting receipt, returns due and open counts with badges', async () => {
    const transfer = await ok(keeper, 'POST', 'warehouse/acts', {
      kind: 'transfer',
      storage_id: main,
      target_storage_id: other,
      lines: [{ nomenclature_id: gloves, quantity: 3 }],
    });
    const count = await ok(keeper, 'POST', 'warehouse/control', { storage_id: other });
    const w = await ok(keeper, 'GET', 'warehouse/worktable');
    expect(w.incoming).toEqual(
      expect.arrayContaining([expect.objectContaining({ act_id: transfer.id, target_storage_id: other, lines_count: 1 })]),
    );
    expect(w.returns_due).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: employeeId, nomenclature_id: gloves, quantity: 4, size: '48', overdue: false }),
      ]),
    );
    expect(w.counts).toEqual(expect.arrayContaining([expect.objectContaining({ id: count.id, state: 'open' })]));
    expect(w.badges.incoming).toBeGreaterThanOrEqual(1);
    expect(w.badges.total).toBe(w.badges.incoming + w.badges.awaiting + w.badges.returns_due + w.badges.counts);
    for (const a of w.awaiting) expect(a.received).toBeLessThan(a.quantity);
    expect((await call(employee, 'GET', 'warehouse/worktable')).statusCode).toBe(403);
  });
});
