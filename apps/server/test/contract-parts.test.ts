import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from './applications-helpers.ts';
import { useContractParts } from './contract-parts-helpers.ts';

/**
 * The parts of a contract (issue 14), works and acts: works and services within the contract's
 * limit, periods, acts of completed work and the printable act. Signers and equipment:
 * contract-parts-signing.test.ts.
 */
const parts = useContractParts();
const { ids, contract, call, asEn, work } = parts;

describe('works and services', () => {
  it('contracts_view reads, contracts_edit writes; sum = quantity × price; the total and the remainder under the limit', async () => {
    const id = await contract('100000.00');
    const read = await call('accountant', 'GET', `/v2_contracts/${id}/works`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ limit: '100000.00', total: '0.00', remainder: '100000.00', can_edit: false, works: [] });
    expect((await call('accountant', 'POST', `/v2_contracts/${id}/works`, { type: 1, name: 'x', quantity: 1, price: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('employee', 'GET', `/v2_contracts/${id}/works`)).statusCode).toBe(403);

    const created = await work(id, { quantity: '10', price: '1 000,50' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      type: 1,
      type_label: 'Работы',
      quantity: '10.000',
      price: '1000.50',
      sum: '10005.00',
      vat: 20,
      vat_sum: '1667.50',
      remaining_quantity: '10.000',
      version: 1,
    });
    const service = await work(id, {
      type: 2,
      name: 'Аренда крана',
      unit: 'маш.-ч',
      quantity: '2.5',
      price: undefined,
      cost: '3333.33',
      vat: null,
    });
    expect(service.json()).toMatchObject({ type_label: 'Услуги', sum: '8333.33', price: '3333.33', vat: null, vat_sum: '0.00' });
    const list = (await call('admin', 'GET', `/v2_contracts/${id}/works`)).json();
    expect(list).toMatchObject({ total: '18338.33', remainder: '81661.67', can_edit: true });
    expect(list.works).toHaveLength(2);
  });

  it('the live works never cost more than the limit: 422 naming the limit and the remainder (ru, en)', async () => {
    const id = await contract('100000.00');
    await work(id, { quantity: '1', price: '10000' });
    const over = await work(id, { quantity: '1', price: '95000' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.sum[0]).toBe(
      'Стоимость работ и услуг не может превышать сумму договора: лимит 100 000,00 ₽, остаток 90 000,00 ₽',
    );
    const en = await asEn('POST', `/v2_contracts/${id}/works`, { type: 1, name: 'X', quantity: '1', price: '95000' });
    expect(en.json().errors.sum[0]).toBe(
      'Works and services cannot cost more than the contract: limit 100,000.00 ₽, remainder 90,000.00 ₽',
    );
    expect((await work(id, { quantity: '1', price: '90000' })).statusCode).toBe(200);
    // Raising an existing work past the limit is refused too; lowering is fine.
    const [first] = (await call('admin', 'GET', `/v2_contracts/${id}/works`)).json().works;
    const raise = await call('admin', 'PATCH', `/v2_contracts/works/${first.id}`, { version: first.version, price: '10000.01' });
    expect(raise.statusCode).toBe(422);
    const lower = await call('admin', 'PATCH', `/v2_contracts/works/${first.id}`, { version: first.version, price: '5000' });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({ total: '95000.00', remainder: '5000.00' });
  });

  it('the limit includes signed agreements; a contract without a sum has no limit', async () => {
    const id = await contract('1000.00');
    await parts.t.database.db.execute(sql`insert into contracts (number, kind, parent_id, type_id, subject, state, organization_id, contractor_id, sum_change)
      values ('ДС-1', 'agreement', ${id}, ${ids.type}, 'ДС', 'signed', ${ids.org}, ${ids.partner}, '500.00')`);
    expect((await call('admin', 'GET', `/v2_contracts/${id}/works`)).json().limit).toBe('1500.00');
    expect((await work(id, { quantity: '1', price: '1500' })).statusCode).toBe(200);
    const free = await contract(null);
    expect((await work(free, { quantity: '1000', price: '999999' })).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/v2_contracts/${free}/works`)).json()).toMatchObject({ limit: null, remainder: null });
  });

  it('PATCH keeps a version (409 when stale); status 0 deletes; history and the live event follow', async () => {
    const id = await contract();
    const created = (await work(id, {})).json();
    const emit = vi.spyOn(parts.t.realtime, 'emit');
    const changed = await call('admin', 'PATCH', `/v2_contracts/works/${created.id}`, { version: 1, name: 'Монтаж опор', quantity: '4' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().works[0]).toMatchObject({ name: 'Монтаж опор', sum: '4002.00', version: 2 });
    expect(emit).toHaveBeenCalledWith(`object:contracts:${id}`, 'contracts', expect.objectContaining({ action: 'update', id }));
    emit.mockRestore();
    const stale = await call('admin', 'PATCH', `/v2_contracts/works/${created.id}`, { version: 1, name: 'Другое' });
    expect(stale.statusCode).toBe(409);
    const gone = await call('admin', 'PATCH', `/v2_contracts/works/${created.id}`, { version: 2, status: 0 });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().works).toEqual([]);
    expect((await call('admin', 'PATCH', `/v2_contracts/works/${created.id}`, { version: 3, name: 'x' })).statusCode).toBe(404);
    const history = (await call('admin', 'GET', `/history/contracts/${id}`)).json().items;
    expect(history.map((h: { field: string }) => h.field)).toContain('works');
  });

  it('bad input is a 4xx, never a 5xx', async () => {
    const id = await contract();
    const bad: [string, object][] = [
      ['quantity', { quantity: '-1' }],
      ['quantity', { quantity: '0' }],
      ['quantity', { quantity: 'много' }],
      ['price', { price: '-5' }],
      ['name', { name: 'я'.repeat(501) }],
      ['name', { name: '' }],
      ['type', { type: 3 }],
      ['vat', { vat: 18 }],
      ['period_id', { period_id: 202613 }],
      ['unit', { unit: 'x\u0000' }],
    ];
    for (const [field, body] of bad) {
      const r = await work(id, body);
      expect(r.statusCode, field).toBe(422);
      expect(Object.keys(r.json().errors), field).toContain(field);
    }
    expect((await work(999_999, {})).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/v2_contracts/abc/works')).statusCode).toBe(422);
    expect((await call('admin', 'GET', '/v2_contracts/99999999999/works')).statusCode).toBe(422);
    expect((await call('admin', 'PATCH', '/v2_contracts/works/1', {})).statusCode).toBe(422);
    await parts.t.database.db.execute(sql`update contracts set state = 'terminated' where id = ${id}`);
    expect((await work(id, {})).statusCode).toBe(409);
  });

  it('periods are computed months: id yyyymm, «Январь 2026», first and last day', async () => {
    const year = (await call('accountant', 'GET', '/v2_contracts/works/periods?year=2028')).json();
    expect(year).toHaveLength(12);
    expect(year[0]).toEqual({ id: 202801, name: 'Январь 2028', start: '2028-01-01', end: '2028-01-31' });
    expect(year[1]).toMatchObject({ id: 202802, name: 'Февраль 2028', end: '2028-02-29' });
    const id = await contract();
    await parts.t.database.db.execute(sql`update contracts set start_date = '2026-11-15', expiry_date = '2027-02-01' where id = ${id}`);
    const own = (await call('accountant', 'GET', `/v2_contracts/works/periods?contract_id=${id}`)).json();
    expect(own.map((p: { id: number }) => p.id)).toEqual([202611, 202612, 202701, 202702]);
    expect((await call('accountant', 'GET', '/v2_contracts/works/periods')).json().length).toBe(36);
    expect((await call('accountant', 'GET', '/v2_contracts/works/periods?year=abc')).statusCode).toBe(422);
  });
});

describe('acts of completed work', () => {
  let id: number;
  let workId: number;
  let serviceId: number;
  beforeAll(async () => {
    id = await contract('1000000.00', 'signed');
    workId = (await work(id, { quantity: '10', price: '1000' })).json().id;
    serviceId = (await work(id, { type: 2, name: 'Вывоз мусора', unit: 'рейс', quantity: '3', price: '2500.55', vat: null })).json().id;
  });

  it('only for a signed contract with works', async () => {
    const draft = await contract('1000.00', 'draft');
    await work(draft, { quantity: '1', price: '1' });
    const notSigned = await call('admin', 'POST', `/v2_contracts/${draft}/acts/works`, {
      period_id: 202601,
      lines: [{ work_id: 1, quantity: 1 }],
    });
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().result_content).toBe('Акты составляются только по подписанному договору');
    const empty = await contract('1000.00', 'signed');
    const noWorks = await call('admin', 'POST', `/v2_contracts/${empty}/acts/works`, {
      period_id: 202601,
      lines: [{ work_id: workId, quantity: 1 }],
    });
    expect(noWorks.statusCode).toBe(422);
    expect(noWorks.json().errors.lines[0]).toBe('У договора нет работ и услуг: акт составить нельзя');
  });

  it('lines never exceed what remains of a work; a signed act is frozen; a draft is edited and deleted', async () => {
    const first = await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, {
      period_id: 202601,
      date: '2026-01-31',
      lines: [
        { work_id: workId, quantity: '4' },
        { work_id: serviceId, quantity: '1' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const act = first.json();
    expect(act).toMatchObject({
      period_name: 'Январь 2026',
      state: 'draft',
      total: '6500.55',
      version: 1,
      number: expect.stringMatching(/^ТСТ-\d+-1$/),
    });
    expect(act.lines).toMatchObject([
      { work_id: workId, quantity: '4.000', sum: '4000.00' },
      { name: 'Вывоз мусора', sum: '2500.55' },
    ]);

    const over = await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, {
      period_id: 202602,
      lines: [{ work_id: workId, quantity: '7' }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.lines[0]).toBe('«Монтаж»: осталось выполнить 6 т, в акте 7');
    const twice = await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, {
      period_id: 202602,
      lines: [
        { work_id: workId, quantity: '1' },
        { work_id: workId, quantity: '1' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    const foreign = await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, {
      period_id: 202602,
      lines: [{ work_id: 999_999, quantity: '1' }],
    });
    expect(foreign.json().errors.lines[0]).toBe('Работа не из этого договора: №999999');
    const second = await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, {
      period_id: 202602,
      number: 'А-2',
      lines: [{ work_id: workId, quantity: '6' }],
    });
    expect(second.statusCode).toBe(200);

    const works = (await call('admin', 'GET', `/v2_contracts/${id}/works`)).json().works;
    const w = works.find((x: { id: number }) => x.id === workId);
    expect(w).toMatchObject({ done_quantity: '10.000', remaining_quantity: '0.000' });
    const below = await call('admin', 'PATCH', `/v2_contracts/works/${workId}`, { version: w.version, quantity: '9' });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.quantity[0]).toBe('По актам уже выполнено 10: количество не может быть меньше');
    expect((await call('admin', 'PATCH', `/v2_contracts/works/${workId}`, { version: w.version, status: 0 })).statusCode).toBe(409);

    // Editing the first act counts the others, not itself.
    expect(
      (await call('admin', 'PATCH', `/v2_contracts/acts/works/${act.id}`, { version: 1, lines: [{ work_id: workId, quantity: '5' }] }))
        .statusCode,
    ).toBe(422);
    const edited = await call('admin', 'PATCH', `/v2_contracts/acts/works/${act.id}`, {
      version: 1,
      number: 'А-1',
      lines: [{ work_id: workId, quantity: '3' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ number: 'А-1', total: '3000.00', version: 2 });
    expect((await call('admin', 'PATCH', `/v2_contracts/acts/works/${act.id}`, { version: 1, comment: 'x' })).statusCode).toBe(409);
    const signed = await call('admin', 'PATCH', `/v2_contracts/acts/works/${act.id}`, { version: 2, signed: 1 });
    expect(signed.json().state).toBe('signed');
    const frozen = await call('admin', 'DELETE', `/v2_contracts/acts/works/${act.id}`);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().result_content).toBe('Акт подписан: изменить или удалить его нельзя');
    expect((await call('admin', 'PATCH', `/v2_contracts/acts/works/${act.id}`, { version: 3, comment: 'x' })).statusCode).toBe(409);
    expect((await call('accountant', 'DELETE', `/v2_contracts/acts/works/${second.json().id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/v2_contracts/acts/works/${second.json().id}`)).json()).toEqual({ id: second.json().id });

    const list = (await call('accountant', 'GET', `/v2_contracts/${id}/acts/works`)).json();
    expect(list).toMatchObject({ total: '3000.00', can_edit: false });
    expect(list.acts.map((a: { id: number }) => a.id)).toEqual([act.id]);
  });

  it('the act prints as a PDF; unknown acts are 404; bad bodies 422', async () => {
    const act = (
      await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, { period_id: 202603, lines: [{ work_id: serviceId, quantity: '1' }] })
    ).json();
    const pdf = await call('accountant', 'GET', `/v2_contracts/acts/${act.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Акт выполненных работ (оказанных услуг) № ${act.number}`);
    expect(text).toContain('Основание: договор № ТСТ-');
    expect(text).toContain('Период: Март 2026');
    expect(text).toContain('Вывоз мусора рейс 1 2 500,55 2 500,55');
    expect(text).toContain('Всего оказано услуг и выполнено работ на сумму 2 500,55 ₽');
    expect(text).toContain('подпись / расшифровка');
    expect((await call('accountant', 'GET', '/v2_contracts/acts/999999/pdf')).statusCode).toBe(404);
    expect((await call('employee', 'GET', `/v2_contracts/acts/${act.id}/pdf`)).statusCode).toBe(403);
    for (const body of [
      { period_id: 202600, lines: [{ work_id: serviceId, quantity: '1' }] },
      { period_id: 202601, lines: [] },
      { period_id: 202601, lines: [{ work_id: serviceId, quantity: '-1' }] },
      { period_id: 202601, date: '2026-02-30', lines: [{ work_id: serviceId, quantity: '1' }] },
      { period_id: 202601, number: 'N'.repeat(51), lines: [{ work_id: serviceId, quantity: '1' }] },
    ])
      expect((await call('admin', 'POST', `/v2_contracts/${id}/acts/works`, body)).statusCode).toBe(422);
  });
});
