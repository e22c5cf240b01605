import { APPLICATIONS_CHANNEL, type ApplicationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type ApplicationsClient, type ApplicationsTestApp, until, useApplicationsApp } from './applications-helpers.ts';
import { subscribe } from './collab-helpers.ts';

/**
 * The invoices tab (spec 1 §3/§6/§7, spec 3 §4/§5): positions into a new or an existing invoice
 * (another application's included), split quantities that never exceed the count, unlinking,
 * the auto invoice's lock, and invoice_change for every application the change touches.
 */
let c: ApplicationsClient;
let open: ApplicationsTestApp['open'];
useApplicationsApp(
  (app) => {
    ({ c, open } = app);
  },
  { listen: true },
);

interface Position {
  id: number;
  part_id: number | null;
  quantity: number;
  invoice_id: number | null;
  statusName: string;
  partitions: number;
}

const positionsOf = async (packId: number): Promise<Position[]> =>
  (await c.call('accountant', 'GET', `/api/applications/${packId}`)).json().snabs;
const firstPosition = async (packId: number) => (await positionsOf(packId))[0];
const errorsOf = (res: { json: () => { errors: Record<string, string[]> } }) => Object.values(res.json().errors).flat();

async function newInvoice(packId: number, positionId: number, extra: object = {}) {
  const res = await c.call('accountant', 'POST', `/api/applications/${packId}/invoices`, {
    sum: '1000',
    snabs: [{ id: positionId }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

describe('linking to an existing invoice', () => {
  it("positions go into another application's invoice found through the look-up", async () => {
    const a = await c.createTmc('employee', 1);
    const b = await c.createTmc('employee', 1);
    const posA = await firstPosition(a);
    const posB = await firstPosition(b);
    const invoiceB = await newInvoice(b, posB.id, { number: 'ЧУЖОЙ-501' });

    // The look-up without pack_id finds invoices of every application and names it.
    const found = (await c.call('accountant', 'GET', '/api/autocomplete/applications/invoices?term=ЧУЖОЙ-501')).json();
    expect(found).toEqual([expect.objectContaining({ value: invoiceB, pack_id: b, label: expect.stringContaining(`заявка №${b}`) })]);
    // Limited to application A, it does not (yet).
    expect((await c.call('accountant', 'GET', `/api/autocomplete/applications/invoices?pack_id=${a}&term=ЧУЖОЙ-501`)).json()).toEqual([]);

    const linked = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${invoiceB}/snabs/add`, {
      snabs: [{ id: posA.id }],
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().snabs).toEqual([posA.id]);
    expect(await firstPosition(a)).toMatchObject({ invoice_id: invoiceB, statusName: 'in_invoice' });

    // A's tab lists B's invoice with A's position; the invoice lists both applications' positions.
    const full = (await c.call('accountant', 'GET', `/api/applications/${a}/invoices/full`)).json();
    expect(full.invoices).toEqual([expect.objectContaining({ id: invoiceB, pack_id: b, snabs: [posA.id] })]);
    const ofInvoice = (await c.call('accountant', 'GET', `/api/applications/invoices/${invoiceB}/snabs`)).json();
    expect(ofInvoice.snabs.map((s: { id: number; pack_id: number }) => [s.id, s.pack_id]).sort()).toEqual(
      [
        [posA.id, a],
        [posB.id, b],
      ].sort(),
    );
    expect(
      (await c.call('accountant', 'GET', `/api/autocomplete/applications/invoices?pack_id=${a}&term=ЧУЖОЙ-501`))
        .json()
        .map((i: { value: number }) => i.value),
    ).toEqual([invoiceB]);
  });

  it('refuses a position of another application, one already in an invoice, a deleted invoice, and users without invoices_view', async () => {
    const a = await c.createTmc('employee', 2);
    const b = await c.createTmc('employee', 1);
    const [p1, p2] = await positionsOf(a);
    const posB = await firstPosition(b);
    const first = await newInvoice(a, p1.id);
    const second = await newInvoice(a, p2.id);
    // B's position through A's path: not found.
    expect(
      (await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${first}/snabs/add`, { snabs: [{ id: posB.id }] })).statusCode,
    ).toBe(404);
    const other = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${second}/snabs/add`, { snabs: [{ id: p1.id }] });
    expect(other.statusCode).toBe(400);
    expect(other.json().result_content).toBe('Позиция уже в другом счёте');
    expect((await c.call('accountant', 'PATCH', `/api/invoices/${second}/status`, { status: 'delete' })).statusCode).toBe(200);
    expect(
      (await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${second}/snabs/add`, { snabs: [{ id: p1.id }] })).statusCode,
    ).toBe(404);
    expect(
      (await c.call('employee', 'POST', `/api/applications/${a}/invoices/${first}/snabs/add`, { snabs: [{ id: p2.id }] })).statusCode,
    ).toBe(403);
  });
});

describe('split quantities (spec 3 §5: parts cannot exceed the count)', () => {
  it('parts go into invoices; over the count is refused with a clear message; no quantity takes what is left', async () => {
    const a = await c.createTmc('employee', 1); // quantity 10
    const pos = await firstPosition(a);
    const x = await newInvoice(a, pos.id, { snabs: [{ id: pos.id, quantity: '6' }] });

    const over = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${x}/snabs/add`, {
      snabs: [{ id: pos.id, quantity: '4.001' }],
    });
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over)).toEqual(['Сумма частей позиции не может превышать её количество']);
    const tooBig = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${x}/snabs/add`, {
      snabs: [{ id: pos.id, quantity: '11' }],
    });
    expect(tooBig.statusCode).toBe(422);

    // Without a quantity a split position gives what it has left (4) as a new part.
    const rest = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${x}/snabs/add`, { snabs: [{ id: pos.id }] });
    expect(rest.statusCode).toBe(200);
    const positions = await positionsOf(a);
    const parts = positions.filter((p) => p.part_id === pos.id);
    expect(parts.map((p) => p.quantity).sort()).toEqual([4, 6]);
    expect(parts.every((p) => p.invoice_id === x)).toBe(true);
    // The split position itself stays out of invoices and keeps its count.
    expect(positions.find((p) => p.id === pos.id)).toMatchObject({ quantity: 10, invoice_id: null, partitions: 2 });
    // Nothing is left.
    const none = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${x}/snabs/add`, { snabs: [{ id: pos.id }] });
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none)).toEqual(['Сумма частей позиции не может превышать её количество']);
    // A split position moves only through its parts.
    const moved = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/snabs/edit`, {
      snabs: [{ id: pos.id, invoice_id: x }],
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().result_content).toBe('Разделённая позиция привязывается к счёту частями');
  });
});

describe('unlinking', () => {
  it('a whole position returns to its status; a part is removed and its quantity returns to its position; a paid one stays', async () => {
    const a = await c.createTmc('employee', 2);
    const [whole, split] = await positionsOf(a);
    const invoice = await newInvoice(a, whole.id, {
      snabs: [{ id: whole.id }, { id: split.id, quantity: '3' }],
    });
    const part = (await positionsOf(a)).find((p) => p.part_id === split.id)!;
    expect(part).toMatchObject({ quantity: 3, invoice_id: invoice });

    const out = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/snabs/edit`, {
      snabs: [
        { id: whole.id, invoice_id: '' },
        { id: part.id, invoice_id: null },
      ],
    });
    expect(out.statusCode).toBe(200);
    const after = await positionsOf(a);
    expect(after.find((p) => p.id === whole.id)).toMatchObject({ invoice_id: null, statusName: 'active' });
    expect(after.find((p) => p.id === part.id)).toBeUndefined();
    expect(after.find((p) => p.id === split.id)).toMatchObject({ partitions: 0, quantity: 10 });
    expect((await c.call('accountant', 'GET', `/api/applications/invoices/${invoice}/snabs`)).json().snabs).toEqual([]);
    // The whole count is available again.
    expect(
      (
        await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${invoice}/snabs/add`, {
          snabs: [{ id: split.id, quantity: '10' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await positionsOf(a)).find((p) => p.id === split.id)).toMatchObject({ invoice_id: invoice, partitions: 0 });

    // A paid invoice keeps its positions.
    expect((await c.call('accountant', 'PATCH', `/api/invoices/${invoice}/status`, { status: 'paid' })).statusCode).toBe(200);
    const paid = await c.call('accountant', 'POST', `/api/applications/${a}/invoices/snabs/edit`, {
      snabs: [{ id: split.id, invoice_id: '' }],
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().result_content).toBe('Оплаченную позицию нельзя перенести');
  });
});

describe('the auto invoice in the tab (spec 1 §6)', () => {
  it('invoices/full shows it; with a status only registry_paid_edit may change it', async () => {
    const id = await c.createTmc('employee', 1, [
      ['auto_invoice[sum]', '7000.00'],
      ['auto_invoice[number_invoice]', 'АВТО-9'],
    ]);
    const asSupply = (await c.call('user1', 'GET', `/api/applications/${id}/invoices/full`)).json();
    expect(asSupply.auto_invoice).toMatchObject({ number_invoice: 'АВТО-9', sum: '7000.00', status: null, editable: 1 });
    const autoId = asSupply.auto_invoice.id as number;
    // Without a status anyone with the tab may edit it.
    expect((await c.call('user1', 'PATCH', `/api/invoices/${autoId}`, { sum: '7100' })).json().sum).toBe('7100.00');

    expect((await c.call('accountant', 'PATCH', `/api/invoices/${autoId}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await c.call('user1', 'GET', `/api/applications/${id}/invoices/full`)).json().auto_invoice).toMatchObject({
      status: 'active',
      editable: 0,
    });
    expect((await c.call('accountant', 'GET', `/api/applications/${id}/invoices/full`)).json().auto_invoice.editable).toBe(1);
    const locked = await c.call('user1', 'PATCH', `/api/invoices/${autoId}`, { sum: '7200' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().result_content).toBe('Счёт со статусом может изменять только пользователь с правом редактирования автосчёта');
    expect((await c.call('user1', 'PATCH', `/api/invoices/${autoId}/status`, { status: 'success' })).statusCode).toBe(403);
    // The author without registry_paid_edit cannot change it through the application's form either.
    const viaForm = await c.call('employee', 'PATCH', `/api/applications/${id}`, { auto_invoice: { sum: '7300' } });
    expect(viaForm.statusCode).toBe(403);
    expect(viaForm.json().result_content).toBe(locked.json().result_content);
    // registry_paid_edit: allowed.
    expect((await c.call('accountant', 'PATCH', `/api/invoices/${autoId}`, { sum: '7200', number: 'АВТО-10' })).statusCode).toBe(200);
    expect((await c.call('accountant', 'GET', `/api/applications/${id}/invoices/full`)).json().auto_invoice).toMatchObject({
      number_invoice: 'АВТО-10',
      sum: '7200.00',
    });
  });
});

describe('invoice_change reaches every application the change touches (spec 1 §7)', () => {
  it("linking into another application's invoice refreshes both open cards; unlinking and invoice edits too", async () => {
    const a = await c.createTmc('employee', 1);
    const b = await c.createTmc('employee', 1);
    const posA = await firstPosition(a);
    const invoiceB = await newInvoice(b, (await firstPosition(b)).id);
    const watcher = await open('user1');
    expect(await subscribe(watcher, 'applications', a)).toBe(true);
    expect(await subscribe(watcher, 'applications', b)).toBe(true);
    const seen: ApplicationEvent[] = [];
    watcher.on(APPLICATIONS_CHANNEL, (e: ApplicationEvent) => seen.push(e));
    const changed = (id: number) => seen.some((e) => e.action === 'invoice_change' && e.id === id);

    await c.call('accountant', 'POST', `/api/applications/${a}/invoices/${invoiceB}/snabs/add`, { snabs: [{ id: posA.id }] });
    await until(() => changed(a) && changed(b));
    expect(seen.find((e) => e.id === a)).toMatchObject({ invoice_ids: [invoiceB], snab_ids: [posA.id] });

    seen.length = 0;
    await c.call('accountant', 'PATCH', `/api/invoices/${invoiceB}`, { sum: '1500' });
    await until(() => changed(a) && changed(b));

    seen.length = 0;
    await c.call('accountant', 'POST', `/api/applications/${a}/invoices/snabs/edit`, { snabs: [{ id: posA.id, invoice_id: '' }] });
    await until(() => changed(a) && changed(b));
  });
});

describe('the payee of a new invoice (contractor_id)', () => {
  it('is saved and shown in the tab; an unknown partner is a 422 on contractor_id', async () => {
    const a = await c.createTmc('employee', 1);
    const pos = await firstPosition(a);
    const partners = (await c.call('accountant', 'GET', '/api/partners?limit=1')).json().items as { id: number; name: string }[];
    const invoice = await newInvoice(a, pos.id, { contractor_id: partners[0].id });
    const full = (await c.call('accountant', 'GET', `/api/applications/${a}/invoices/full`)).json();
    expect(full.invoices).toEqual([expect.objectContaining({ id: invoice, contractor_id: partners[0].id, contractor: partners[0].name })]);

    const b = await c.createTmc('employee', 1);
    const refused = await c.call('accountant', 'POST', `/api/applications/${b}/invoices`, {
      sum: '1000',
      snabs: [{ id: (await firstPosition(b)).id }],
      contractor_id: 999999,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('contractor_id');
  });
});
