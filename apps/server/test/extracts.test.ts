/**
 * Bank extracts from 1C (issue 13) through the API: import (both encodings), re-import adds
 * nothing, a malformed file names its line, matching proposes the right payment, confirm pays
 * the payments and then the invoice, unlink and links by hand, rights, hostile input never 5xx;
 * and the banks directory keeps the registry contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { banksRegistry, PAYMENT_STATUS } from '@app/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOnec, onecExchangeText } from '../src/modules/extracts/index.ts';
import { invoices } from '../src/modules/invoices/index.ts';
import { partners } from '../src/modules/partners/index.ts';
import { invoiceIntervals } from '../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

let t: TestApp;
let s: RegistrySession;
const session = () => s;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let seq = 0;
registryContract({
  session,
  definition: banksRegistry,
  // The correspondent account is checked against the BIK below (with it here, a missing BIK is named twice by the engine).
  valid: async () => ({ bik: '044525225', name: `Тестовый банк ${++seq}`, city: 'Москва' }),
  patch: { city: 'Тюмень', swift: 'SABRRUMM' },
});

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/1c', name));

function multipart(filename: string, content: Buffer | Uint8Array, field = 'file') {
  const boundary = `----extracts${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(filename: string, content: Buffer | Uint8Array, who: 'accountant' | 'employee' = 'accountant', lang = 'ru') {
  const b = multipart(filename, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/invoices/extracts/fetch',
    payload: b.payload,
    headers: { authorization: s.auth[who], 'accept-language': lang, ...b.headers },
  });
}

const OWN = {
  name: 'ООО «СеверСтройМонтаж»',
  inn: '7701234560',
  kpp: '770101001',
  account: '40702810200000000001',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
};

/** A live invoice of a demo partner with payments of the given sums and statuses. */
async function invoiceWithPayments(number: string, payments: { sum: string; status: number; register_id?: number }[]) {
  const db = t.database.db;
  const [partner] = await db
    .select({ id: partners.id, name: partners.name, inn: partners.inn, account: partners.account })
    .from(partners)
    .where(and(isNotNull(partners.inn), eq(partners.status, 1)))
    .orderBy(asc(partners.id))
    .limit(1)
    .offset(seq++ % 10);
  const total = payments.reduce((a, p) => a + Number(p.sum), 0).toFixed(2);
  const [invoice] = await db
    .insert(invoices)
    .values({ number, sum: total, contractor_id: partner.id, state: 'success', kind: 'scheduled' })
    .returning({ id: invoices.id });
  const ids = await db
    .insert(invoiceIntervals)
    .values(
      payments.map((p, i) => ({
        invoice_id: invoice.id,
        date: `2026-11-${10 + i}`,
        sum: p.sum,
        status: p.status,
        register_id: p.register_id ?? null,
      })),
    )
    .returning({ id: invoiceIntervals.id });
  return {
    invoiceId: invoice.id,
    paymentIds: ids.map((r) => r.id),
    partner: { ...partner, inn: partner.inn ?? '', account: partner.account ?? '' },
  };
}

const paymentOf = async (id: number) => (await t.database.db.select().from(invoiceIntervals).where(eq(invoiceIntervals.id, id)))[0];
const stateOf = async (id: number) =>
  (await t.database.db.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, id)))[0].state;

function extractFor(
  partner: { name: string; inn: string; account: string },
  docs: { number: string; sum: string; purpose: string; date?: string }[],
  encoding: 'Windows' | 'DOS' = 'Windows',
) {
  const text = onecExchangeText({
    accounts: [OWN.account],
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
    encoding,
    documents: docs.map((d) => ({
      number: d.number,
      date: d.date ?? '2026-11-20',
      sum: d.sum,
      payer: OWN,
      payee: { name: partner.name, inn: partner.inn, kpp: '', account: partner.account, bik: '044525225', bank: 'ПАО Сбербанк' },
      purpose: d.purpose,
      direction: 'out' as const,
    })),
  });
  return Buffer.from(encodeOnec(text, encoding));
}

const patch = (line_ids: number[], action: string, who: 'accountant' | 'employee' = 'accountant') =>
  callAs(s, who, 'PATCH', '/invoices/extracts', { line_ids, action });

describe('banks: the correspondent account matches the BIK', () => {
  it('accepts a valid key, refuses a wrong one, lists the demo banks', async () => {
    const ok = await callAs(s, 'accountant', 'POST', '/banks', {
      bik: '044525225',
      name: 'Банк с ключом',
      corr_account: '30101810400000000225',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await callAs(s, 'accountant', 'POST', '/banks', {
      bik: '044525225',
      name: 'Банк без ключа',
      corr_account: '30101810500000000225',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('corr_account');
    const list = await callAs(s, 'accountant', 'GET', `/banks?search=${encodeURIComponent('Сбербанк')}`);
    expect(list.json().items.length).toBeGreaterThan(0);
  });
});

describe('extracts: the demo seed', () => {
  it('has the demo banks and one imported extract with proposed and unmatched lines', async () => {
    const banks = await callAs(s, 'accountant', 'GET', '/banks?limit=50');
    expect(banks.json().items.length).toBeGreaterThanOrEqual(10);
    const files = await callAs(s, 'accountant', 'GET', '/invoices/extracts/files');
    const demo = files.json().items.at(-1);
    expect(demo).toMatchObject({ name: 'kl_to_1c.txt', encoding: 'Windows' });
    const lines = await callAs(s, 'accountant', 'GET', `/invoices/extracts?extract_id=${demo.id}`);
    const states = (lines.json().items as { match_state: string }[]).map((l) => l.match_state);
    expect(states).toContain('unmatched');
    expect(states.filter((x) => x === 'proposed').length).toBeGreaterThan(0);
  });
});

describe('extracts: import', () => {
  it('imports a Windows-1251 file, a re-import adds nothing, the list reads Cyrillic', async () => {
    const first = await upload('kl_to_1c.txt', fixture('extract-windows-1251.txt'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ documents: 4, added: 4, duplicates: 0, encoding: 'Windows' });
    const again = await upload('kl_to_1c.txt', fixture('extract-windows-1251.txt'));
    expect(again.json()).toMatchObject({ documents: 4, added: 0, duplicates: 4, lines: [] });
    const list = await callAs(s, 'accountant', 'GET', `/invoices/extracts?extract_id=${first.json().extract_id}`);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { number: string; direction: string; payee: { name: string }; purpose: string }[];
    expect(items.map((i) => i.number).sort()).toEqual(['101', '102', '103', '5581']);
    expect(items.find((i) => i.number === '101')).toMatchObject({ direction: 'out', payee: { name: 'ООО «ПромСнаб»' } });
    expect(items.find((i) => i.number === '5581')?.direction).toBe('in');
    expect(list.body).toContain('Оплата по счету № 45');
  });

  it('imports a DOS (cp866) file and a text file without extension', async () => {
    const dos = await upload('extract', fixture('extract-dos-866.txt'));
    expect(dos.statusCode, dos.body).toBe(200);
    expect(dos.json()).toMatchObject({ added: 3, encoding: 'DOS' });
    expect(dos.json().lines.map((l: { payer: { name: string } }) => l.payer.name)).toContain('ООО ?СеверСтройМонтаж?');
  });

  it('a malformed file gets 422 naming the line, in the caller language', async () => {
    const ru = await upload('cut.txt', fixture('extract-truncated.txt'));
    expect(ru.statusCode).toBe(422);
    expect(ru.json().line).toBe(30);
    expect(ru.json().errors.file[0]).toMatch(/^Строка 30: документ не закрыт/);
    const en = await upload('cut.txt', fixture('extract-truncated.txt'), 'accountant', 'en');
    expect(en.json().errors.file[0]).toMatch(/^Line 30: the document is not closed/);
    const badSum =
      '1CClientBankExchange\nКодировка=Windows\nСекцияДокумент=Платежное поручение\nНомер=1\nДата=01.01.2026\nСумма=abc\nКонецДокумента\nКонецФайла\n';
    const bad = await upload('x.txt', encodeOnec(badSum, 'Windows'));
    expect(bad.json()).toMatchObject({ line: 6 });
    // Re-saved as UTF-8 by an editor: still read.
    expect((await upload('x.txt', Buffer.from(badSum))).json()).toMatchObject({ line: 6 });
    const notOnec = await upload('x.txt', Buffer.from('name;sum\nfoo;1\n'));
    expect(notOnec.statusCode).toBe(422);
    expect(notOnec.json().errors.file[0]).toContain('1CClientBankExchange');
  });

  it('only .txt or no extension with text content: lying content and other types are refused, never 5xx', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    for (const [name, content] of [
      ['extract.pdf', PDF],
      ['extract.txt', PDF],
      ['extract.txt', ELF],
      ['extract.txt.exe', fixture('extract-windows-1251.txt')],
      ['../../extract.csv', fixture('extract-windows-1251.txt')],
      ['', PDF],
    ] as const) {
      const res = await upload(name, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/invoices/extracts/fetch',
      payload: { file: 'x' },
      headers: { authorization: s.auth.accountant },
    });
    expect(none.statusCode).toBe(422);
    const random = await upload('extract.txt', Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)));
    expect(random.statusCode).toBeLessThan(500);
  });
});

describe('extracts: matching and confirmation', () => {
  it('proposes the right payments, confirm pays them, the invoice is paid when all are paid; unlink takes it back', async () => {
    const { invoiceId, paymentIds, partner } = await invoiceWithPayments('T-150', [
      { sum: '75000.00', status: PAYMENT_STATUS.signed },
      { sum: '75000.00', status: PAYMENT_STATUS.inRegister, register_id: 77 },
    ]);
    const file = extractFor(partner, [
      { number: '901', sum: '75000.00', purpose: 'Оплата по счету № T-150, первый платёж' },
      { number: '902', sum: '75000.00', purpose: 'Оплата по сч. T-150 окончательный' },
      { number: '903', sum: '74999.99', purpose: 'Оплата по счету № T-150' },
      { number: '904', sum: '75000.00', purpose: 'Оплата по договору T-150' },
    ]);
    const res = await upload('match.txt', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 4, proposed: 2 });
    const lines = res.json().lines as {
      id: number;
      number: string;
      match_state: string;
      payment: { interval_id: number; invoice_id: number } | null;
    }[];
    const byNumber = (n: string) => lines.find((l) => l.number === n)!;
    expect(byNumber('901')).toMatchObject({ match_state: 'proposed', payment: { interval_id: paymentIds[0], invoice_id: invoiceId } });
    expect(byNumber('902')).toMatchObject({ match_state: 'proposed', payment: { interval_id: paymentIds[1] } });
    expect(byNumber('903')).toMatchObject({ match_state: 'unmatched', payment: null });
    expect(byNumber('904').match_state).toBe('unmatched');

    const matched = await callAs(s, 'accountant', 'GET', `/invoices/extracts?matched=1&partner=${partner.inn}`);
    expect(
      matched
        .json()
        .items.map((l: { number: string }) => l.number)
        .sort(),
    ).toEqual(['901', '902']);

    const one = await patch([byNumber('901').id], 'confirm');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ changed: 1, paid_invoice_ids: [] });
    const paid = await paymentOf(paymentIds[0]);
    expect(paid).toMatchObject({ status: PAYMENT_STATUS.paid, extract_line_id: byNumber('901').id });
    expect(paid.date_paid?.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(await stateOf(invoiceId)).toBe('success');

    const both = await patch([byNumber('901').id, byNumber('902').id], 'confirm');
    expect(both.json()).toMatchObject({ changed: 1, paid_invoice_ids: [invoiceId] });
    expect((await paymentOf(paymentIds[1])).status).toBe(PAYMENT_STATUS.paid);
    expect(await stateOf(invoiceId)).toBe('paid');
    const history = await callAs(s, 'accountant', 'GET', `/history/invoices/${invoiceId}`);
    if (history.statusCode === 200) expect(history.body).toContain('paid');

    const unlink = await patch([byNumber('902').id], 'unlink');
    expect(unlink.json().lines[0]).toMatchObject({ match_state: 'unmatched', payment: null });
    expect(await paymentOf(paymentIds[1])).toMatchObject({ status: PAYMENT_STATUS.inRegister, extract_line_id: null, date_paid: null });
    expect(await stateOf(invoiceId)).toBe('success');

    // Confirming an unmatched line, or ignoring a confirmed one, is refused with the reason.
    const nothing = await patch([byNumber('903').id], 'confirm');
    expect(nothing.statusCode).toBe(422);
    const ignoreConfirmed = await patch([byNumber('901').id], 'ignore');
    expect(ignoreConfirmed.statusCode).toBe(422);
    const ignore = await patch([byNumber('904').id], 'ignore');
    expect(ignore.json().lines[0].match_state).toBe('ignored');
  });

  it('links by hand: the sums must be equal and the payment signed or in the registry', async () => {
    const { paymentIds, partner } = await invoiceWithPayments('H-9', [
      { sum: '1000.00', status: PAYMENT_STATUS.signed },
      { sum: '500.00', status: PAYMENT_STATUS.active },
    ]);
    const res = await upload('hand.txt', extractFor(partner, [{ number: '77', sum: '1000.00', purpose: 'Оплата без номера счёта' }]));
    const lineId = res.json().lines[0].id as number;
    expect(res.json().lines[0].match_state).toBe('unmatched');
    const candidates = await callAs(s, 'accountant', 'GET', `/invoices/extracts/${lineId}/candidates`);
    expect(candidates.statusCode, candidates.body).toBe(200);
    const offered = (candidates.json().items as { interval_id: number }[]).map((c) => c.interval_id);
    expect(offered).toContain(paymentIds[0]);
    expect(offered).not.toContain(paymentIds[1]);
    expect((await callAs(s, 'accountant', 'GET', '/invoices/extracts/2000000000/candidates')).statusCode).toBe(404);
    const relate = (interval_id: number) =>
      callAs(s, 'accountant', 'POST', '/invoices/extracts/interval/relation', { line_id: lineId, interval_id });
    const differ = await relate(paymentIds[1]);
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors.interval_id[0]).toMatch(/не согласован/);
    const ok = await relate(paymentIds[0]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ match_state: 'proposed', manual: 1, payment: { interval_id: paymentIds[0] } });
    const confirm = await patch([lineId], 'confirm');
    expect(confirm.statusCode).toBe(200);
    expect((await paymentOf(paymentIds[0])).status).toBe(PAYMENT_STATUS.paid);
    expect((await relate(paymentIds[0])).statusCode).toBe(422);
    expect(
      (
        await callAs(s, 'accountant', 'POST', '/invoices/extracts/interval/relation', {
          line_id: 2_000_000_000,
          interval_id: paymentIds[0],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('extracts: list, rights and hostile input', () => {
  it('filters by dates, account and partner name; keyset pages', async () => {
    const all = await callAs(s, 'accountant', 'GET', '/invoices/extracts?limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    const next = await callAs(s, 'accountant', 'GET', `/invoices/extracts?limit=2&cursor=${all.json().next_cursor}`);
    expect(next.json().items[0].id).not.toBe(all.json().items[0].id);
    const dated = await callAs(
      s,
      'accountant',
      'GET',
      '/invoices/extracts?date_from=2026-11-03&date_to=2026-11-03&account=40702810200000000001',
    );
    expect(dated.json().items.every((l: { date: string }) => l.date === '2026-11-03')).toBe(true);
    const byName = await callAs(s, 'accountant', 'GET', `/invoices/extracts?partner=${encodeURIComponent('Газпром')}`);
    expect(byName.json().items.length).toBeGreaterThan(0);
    const files = await callAs(s, 'accountant', 'GET', '/invoices/extracts/files');
    expect(files.json().items[0]).toHaveProperty('duplicates');
  });

  it('needs registry_paid_view: 401 without a token, 403 for the employee', async () => {
    for (const [method, url] of [
      ['GET', '/invoices/extracts'],
      ['GET', '/invoices/extracts/files'],
      ['GET', '/invoices/extracts/1/candidates'],
      ['PATCH', '/invoices/extracts'],
      ['POST', '/invoices/extracts/interval/relation'],
    ] as const) {
      expect((await callAs(s, null, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
      expect(
        (await callAs(s, 'employee', method, url, method === 'GET' ? undefined : { line_ids: [1], action: 'confirm' })).statusCode,
      ).toBe(403);
    }
    expect((await upload('x.txt', fixture('extract-windows-1251.txt'), 'employee')).statusCode).toBe(403);
  });

  it('hostile queries and bodies answer 4xx, never 5xx', async () => {
    for (const query of [
      'date_from=abc',
      'limit=100000',
      'matched=2',
      'cursor=%00',
      'cursor=eyJ4Ijoi',
      'partner=%00x',
      `partner=${'a'.repeat(500)}`,
      'extract_id=99999999999',
    ]) {
      const res = await callAs(s, 'accountant', 'GET', `/invoices/extracts?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
    for (const body of [
      {},
      { line_ids: [], action: 'confirm' },
      { line_ids: [1], action: 'pay' },
      { line_ids: [99999999999], action: 'ignore' },
      { line_ids: ['x'], action: 'ignore' },
      { line_ids: [2_000_000_000], action: 'unlink' },
    ]) {
      const res = await callAs(s, 'accountant', 'PATCH', '/invoices/extracts', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
