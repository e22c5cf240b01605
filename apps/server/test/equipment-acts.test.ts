import type { EquipmentActCard, EquipmentActsHistory, EquipmentActsPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './applications-helpers.ts';
import { multipart, PNG, userId } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Equipment handover acts (`/tech/acts`, issue 16): output only of a free machine, input only
 * from its current holder, the odometer never below the run, both raise the run and move the
 * card's driver; signatures of the giver and the receiver; the PDF in Cyrillic; photos as the
 * act's files; clear 4xx for bad input.
 */
let t: TestApp;
const auth: Record<string, string> = {};
let driver: number;
let other: number;
let machine: number;
let run: number;

type Who = 'admin' | 'employee' | 'user5';
const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { ...(who ? { authorization: auth[who] } : {}), ...headers } });

const history = async (id: number) => {
  const res = await call('admin', 'GET', `/equipment/${id}/acts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EquipmentActsHistory;
};

const uploadPhoto = (actId: number) => {
  const body = multipart([['files[0][file]', { filename: 'odometer.png', content: PNG }]]);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/equipment_acts/${actId}`,
    payload: body.payload,
    headers: { authorization: auth.admin, ...body.headers },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'employee', 'user5'] as const) auth[login] = (await t.login(login)).authorization;
  driver = await userId(t, 'user5');
  other = await userId(t, 'user6');
  // The demo returns the vans and the idle machines: a free machine to hand over.
  const list = await call('admin', 'GET', '/equipment?search=%D0%93%D0%90%D0%97%D0%B5%D0%BB%D1%8C');
  expect(list.statusCode, list.body).toBe(200);
  machine = (list.json().items as { id: number }[])[0].id;
  const h = await history(machine);
  expect(h.holder).toBeNull();
  run = h.run;
});
afterAll(async () => {
  await t?.close();
});

describe('equipment acts: output then input (spec 1 §2 /tech acts)', () => {
  let act: EquipmentActCard;

  it('hands a free machine to a driver: the act, the card’s driver and the raised run', async () => {
    const res = await call('admin', 'POST', '/tech/acts', {
      kind: 'output',
      equipment_id: machine,
      date: '2026-11-20',
      holder_id: driver,
      condition: 'needs_repair',
      condition_comment: 'Скол на лобовом стекле',
      odometer: run + 120,
    });
    expect(res.statusCode, res.body).toBe(200);
    act = res.json();
    expect(act.number).toMatch(/^ТА-\d{6}$/);
    expect(act).toMatchObject({
      kind: 'output',
      state: 'signing',
      date: '2026-11-20',
      odometer: run + 120,
      holder: { kind: 'user', user_id: driver },
      can_sign: ['giver'],
    });
    expect(act.signatures.map((s) => [s.role, s.user_id, s.signed_at])).toEqual([
      ['giver', expect.any(Number), null],
      ['receiver', driver, null],
    ]);
    const h = await history(machine);
    expect(h.run).toBe(run + 120);
    expect(h.holder).toMatchObject({ kind: 'user', user_id: driver, act_id: act.id });
    expect(h.items[0].id).toBe(act.id);
    const card = (await call('admin', 'GET', `/equipment/${machine}`)).json();
    expect(card.driver_id).toBe(driver);
  });

  it('refuses to hand over a machine somebody holds (422, names the holder)', async () => {
    const res = await call('admin', 'POST', '/tech/acts', { kind: 'output', equipment_id: machine, holder_id: other, condition: 'good' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().result_content).toMatch(/уже выдана/);
  });

  it('takes it back only from the current holder, and never below the run', async () => {
    const stranger = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      holder_id: other,
      condition: 'good',
    });
    expect(stranger.statusCode, stranger.body).toBe(422);
    expect(stranger.json().result_content).toMatch(/текущий держатель/);
    const department = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      department: 'Механическая служба',
      condition: 'good',
    });
    expect(department.statusCode).toBe(422);
    const lower = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      holder_id: driver,
      condition: 'good',
      odometer: run + 119,
    });
    expect(lower.statusCode, lower.body).toBe(422);
    expect(lower.json().errors.odometer[0]).toContain('не может быть меньше');
    expect((await history(machine)).holder?.user_id).toBe(driver);
  });

  it('photos are the act’s files (tech_view), added while it awaits signatures', async () => {
    const up = await uploadPhoto(act.id);
    expect(up.statusCode, up.body).toBeLessThan(300);
    const files = await call('admin', 'GET', `/files/equipment_acts/${act.id}`);
    expect(files.json()).toHaveLength(1);
    expect((await call('employee', 'GET', `/files/equipment_acts/${act.id}`)).statusCode).toBe(404);
  });

  it('the giver and the receiver sign (the driver without tech_view too); a second signature is refused', async () => {
    expect((await call('employee', 'POST', `/tech/acts/${act.id}/sign`, {})).statusCode).toBe(404);
    const giver = await call('admin', 'POST', `/tech/acts/${act.id}/sign`, {});
    expect(giver.statusCode, giver.body).toBe(200);
    expect(giver.json()).toMatchObject({ state: 'signing', can_sign: [] });
    expect((await call('admin', 'POST', `/tech/acts/${act.id}/sign`, {})).statusCode).toBe(409);
    const receiver = await call('user5', 'POST', `/tech/acts/${act.id}/sign`, { role: 'receiver' });
    expect(receiver.statusCode, receiver.body).toBe(200);
    const signed = receiver.json() as EquipmentActCard;
    expect(signed.state).toBe('signed');
    expect(signed.signatures.every((s) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(s.signed_at ?? ''))).toBe(true);
    // A signed act is closed: no more photos.
    expect((await uploadPhoto(act.id)).statusCode).toBe(403);
    // The driver sees the act they signed, not the list.
    expect((await call('user5', 'GET', `/tech/acts/${act.id}`)).statusCode).toBe(200);
    expect((await call('user5', 'GET', '/tech/acts')).statusCode).toBe(403);
  });

  it('prints the act as a PDF in Cyrillic with dd.MM.yyyy and the signatures', async () => {
    const res = await call('admin', 'GET', `/tech/acts/${act.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Акт выдачи техники № ${act.number} от 20.11.2026`);
    expect(text).toContain('Требует ремонта. Скол на лобовом стекле');
    expect(text.replace(/\s/g, '')).toContain(`${run + 120}км`);
    expect(text).toContain('Сдал');
    expect(text).toContain('Принял');
    expect(text).toMatch(/Подписано \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(text).toContain(act.signatures[1].name);
    const en = await call('admin', 'GET', `/tech/acts/${act.id}/pdf`, undefined, { 'accept-language': 'en' });
    expect(await pdfText(en.rawPayload)).toContain(`Equipment handover act No. ${act.number} of 20.11.2026`);
    expect((await call('admin', 'GET', '/tech/acts/999999/pdf')).statusCode).toBe(404);
  });

  it('takes it back from the holder: the driver is cleared, the run raised, the list filters', async () => {
    const res = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      holder_id: driver,
      condition: 'good',
      odometer: run + 300,
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json() as EquipmentActCard;
    expect(back.signatures.map((s) => s.user_id)).toEqual([driver, expect.any(Number)]);
    const h = await history(machine);
    expect(h).toMatchObject({ holder: null, run: run + 300 });
    expect(h.items.slice(0, 2).map((a) => a.kind)).toEqual(['input', 'output']);
    expect((await call('admin', 'GET', `/equipment/${machine}`)).json().driver_id).toBeNull();
    const inputs = (await call('admin', 'GET', `/tech/acts?kind=input&equipment_id=${machine}`)).json() as EquipmentActsPage;
    expect(inputs.items[0].id).toBe(back.id);
    expect(inputs.items.every((a) => a.kind === 'input' && a.equipment.value === machine)).toBe(true);
    const byHolder = (await call('admin', 'GET', `/tech/acts?holder_id=${driver}&date_from=2026-11-20&date_to=2026-11-20`)).json();
    expect(byHolder.items.map((a: { id: number }) => a.id)).toEqual([act.id]);
  });

  it('hands over to a department (free text) and takes it back from the same department', async () => {
    const out = await call('admin', 'POST', '/tech/acts', {
      kind: 'output',
      equipment_id: machine,
      department: 'Механическая служба',
      representative: 'Кузнецов А. П.',
      condition: 'good',
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ holder: { kind: 'department', name: 'Механическая служба' }, can_sign: ['giver', 'receiver'] });
    expect((await history(machine)).holder).toMatchObject({ kind: 'department', department: 'Механическая служба' });
    const wrong = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      department: 'Склад',
      condition: 'good',
    });
    expect(wrong.statusCode).toBe(422);
    const back = await call('admin', 'POST', '/tech/acts', {
      kind: 'input',
      equipment_id: machine,
      department: 'механическая служба',
      condition: 'damaged',
      condition_comment: 'Вмятина на двери',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await history(machine)).holder).toBeNull();
  });
});

describe('equipment acts: rights, paging and bad input', () => {
  it('tech_view only; keyset pages', async () => {
    expect((await call(null, 'GET', '/tech/acts')).statusCode).toBe(401);
    expect((await call('employee', 'GET', '/tech/acts')).statusCode).toBe(403);
    expect((await call('employee', 'POST', '/tech/acts', { kind: 'output' })).statusCode).toBe(403);
    expect((await call('employee', 'GET', `/equipment/${machine}/acts`)).statusCode).toBe(403);
    const first = (await call('admin', 'GET', '/tech/acts?limit=2')).json() as EquipmentActsPage;
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toBe(first.items[1].id);
    const second = (await call('admin', 'GET', `/tech/acts?limit=2&cursor=${first.next_cursor}`)).json() as EquipmentActsPage;
    expect(second.items[0].id).toBeLessThan(first.items[1].id);
  });

  it.each([
    ['no equipment', { kind: 'output', holder_id: 1, condition: 'good' }, 'equipment_id'],
    ['unknown kind', { kind: 'lend', equipment_id: 1, holder_id: 1, condition: 'good' }, 'kind'],
    ['no holder', { kind: 'output', equipment_id: 1, condition: 'good' }, 'holder_id'],
    ['both holders', { kind: 'output', equipment_id: 1, holder_id: 1, department: 'Склад', condition: 'good' }, 'holder_id'],
    ['damage without a comment', { kind: 'output', equipment_id: 1, holder_id: 1, condition: 'damaged' }, 'condition_comment'],
    ['a huge odometer', { kind: 'output', equipment_id: 1, holder_id: 1, condition: 'good', odometer: 1e12 }, 'odometer'],
    ['a negative odometer', { kind: 'output', equipment_id: 1, holder_id: 1, condition: 'good', odometer: -5 }, 'odometer'],
    ['a NUL byte', { kind: 'output', equipment_id: 1, department: 'Ск\u0000лад', condition: 'good' }, 'department'],
    ['a bad date', { kind: 'output', equipment_id: 1, holder_id: 1, condition: 'good', date: '2026-02-30' }, 'date'],
    ['an id past int4', { kind: 'output', equipment_id: 99_999_999_999, holder_id: 1, condition: 'good' }, 'equipment_id'],
    ['an unknown machine', { kind: 'output', equipment_id: 999_999, holder_id: 1, condition: 'good' }, 'equipment_id'],
    ['an unknown user', { kind: 'output', equipment_id: -1, holder_id: 1, condition: 'good' }, 'equipment_id'],
  ])('%s → 422', async (_, body, field) => {
    const res = await call('admin', 'POST', '/tech/acts', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('unknown users and organizations, wrong ids in paths and queries: 4xx, never 500', async () => {
    const free = (await call('admin', 'GET', '/tech/acts')).json() as EquipmentActsPage;
    expect(free.items.length).toBeGreaterThan(0);
    const user = await call('admin', 'POST', '/tech/acts', {
      kind: 'output',
      equipment_id: machine,
      holder_id: 999_999,
      condition: 'good',
    });
    expect(user.statusCode, user.body).toBe(422);
    expect(user.json().errors.holder_id).toBeDefined();
    const org = await call('admin', 'POST', '/tech/acts', {
      kind: 'output',
      equipment_id: machine,
      organization_id: 999_999,
      condition: 'good',
    });
    expect(org.json().errors.organization_id).toBeDefined();
    for (const url of [
      '/tech/acts/abc',
      '/tech/acts/99999999999',
      '/tech/acts/0/pdf',
      '/tech/acts?kind=x',
      '/tech/acts?limit=1000',
      '/tech/acts?date_from=2026-13-01',
    ])
      expect((await call('admin', 'GET', url)).statusCode, url).toBe(422);
    expect((await call('admin', 'GET', '/tech/acts/999999')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/equipment/999999/acts')).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/tech/acts/999999/sign', {})).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/tech/acts/${free.items[0].id}/sign`, { role: 'boss' })).statusCode).toBe(422);
  });

  it('the demo has acts of both kinds for the demo vehicles', async () => {
    const all = (await call('admin', 'GET', '/tech/acts?limit=200')).json() as EquipmentActsPage;
    expect(all.items.some((a) => a.kind === 'input' && a.state === 'signing')).toBe(true);
    expect(all.items.some((a) => a.kind === 'output' && a.state === 'signed')).toBe(true);
  });
});
