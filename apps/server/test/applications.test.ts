import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, PNG, useApplicationsApp } from './applications-helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let c: ApplicationsClient;
const events: { room: string; event: string; payload: { action: string; id: number } }[] = [];

useApplicationsApp((app) => {
  ({ t, c } = app);
  const emit = t.realtime.emit.bind(t.realtime);
  t.realtime.emit = (room, event, payload) => {
    events.push({ room, event, payload: payload as { action: string; id: number } });
    emit(room, event, payload);
  };
});

describe('types and statuses', () => {
  it('GET applications/types: codes, form kinds 1–4, position_type and for_equipment', async () => {
    const res = await c.call('employee', 'GET', '/api/applications/types');
    expect(res.statusCode).toBe(200);
    const types = res.json() as { code: string; form: number; position_type: string; for_equipment: number; label: string }[];
    expect(types.map((x) => x.code)).toEqual(expect.arrayContaining(['tmc', 'services', 'autosnab', 'duty']));
    expect(new Set(types.map((x) => x.form))).toEqual(new Set([1, 2, 3, 4]));
    expect(types.find((x) => x.code === 'nomenclature')?.position_type).toBe('nomenclatures');
    const equipmentOnly = (await c.call('employee', 'GET', '/api/applications/types?for_equipment=1')).json() as typeof types;
    expect(equipmentOnly.every((x) => x.for_equipment === 1)).toBe(true);
    expect(equipmentOnly.map((x) => x.code)).toContain('duty');
  });

  it('GET applications/statuses: the display map with labels, colours and icons', async () => {
    const res = await c.call('employee', 'GET', '/api/applications/statuses');
    const list = res.json() as { code: string; label: string; color: string; icon: string }[];
    expect(list).toHaveLength(23);
    expect(list.find((s) => s.code === 'active')).toMatchObject({
      label: 'На рассмотрении',
      color: expect.any(String),
      icon: expect.any(String),
    });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/applications/statuses',
      headers: { authorization: await c.auth('employee'), 'accept-language': 'en' },
    });
    expect(en.json().find((s: { code: string }) => s.code === 'active').label).toBe('On review');
  });
});

describe('creation', () => {
  it('a new application is active, on review, with a sign process of 0 of N signers', async () => {
    const manager = await c.userId('manager');
    const accountant = await c.userId('accountant');
    const id = await c.createTmc('employee', 3, [
      ['signers[0]', manager],
      ['signers[1]', accountant],
    ]);
    const list = (await c.call('employee', 'GET', '/api/applications?mine=1&limit=5')).json();
    const item = list.items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      status: 'active',
      status_name: 'На рассмотрении',
      sign_process: { current: 0, total: 2 },
      snabs_count: 3,
    });
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.snabs).toHaveLength(3);
    expect(card.snabs[0]).toMatchObject({
      info: 'Позиция 1',
      quantity: 10,
      cost: '1500.50',
      statusName: 'active',
      edit: 1,
      pack_code: 'tmc',
    });
    expect(card.snabs_signers.map((s: { user_id: number }) => s.user_id)).toEqual([manager, accountant]);
  });

  it('the title comes from the company name_template when it is empty', async () => {
    const res = await c.form('employee', 'POST', '/api/applications', [
      ['type', 'tmc'],
      ['snabs[0][info]', 'Перчатки'],
    ]);
    expect(res.statusCode).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${res.json().id}/short`)).json();
    expect(card.name).toMatch(/^ТМЦ от \d{2}\.\d{2}\.\d{4}$/);
  });

  it('in English the company default template speaks English too (issue 19)', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: new URLSearchParams([
        ['type', 'tmc'],
        ['snabs[0][info]', 'Gloves'],
      ]).toString(),
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${res.json().id}/short`)).json();
    expect(card.name).toMatch(/^Goods and materials from \d{2}\.\d{2}\.\d{4}$/);
    expect(card.name).not.toMatch(/[А-Яа-яЁё]/);
  });

  it("at least one position: 'position.atLeastOne' (blank rows do not count)", async () => {
    const res = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('tmc')],
      ['snabs[0][info]', ''],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.snabs).toEqual(['Добавьте хотя бы одну позицию']);
  });

  it("the nomenclature type needs its nomenclature: 'position.notSelected'", async () => {
    const res = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('nomenclature')],
      ['snabs[0][info]', 'Что-то со склада'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['snabs.0.nomenclature_id']).toEqual(['Не выбрана номенклатура позиции']);
    const empty = await c.form('employee', 'POST', '/api/applications', [['pack[type]', await c.typeId('nomenclature')]]);
    expect(empty.json().errors.snabs).toEqual(['Не выбрана номенклатура позиции']);
  });

  it('at most 50 positions per operation', async () => {
    const fields: [string, string | number][] = [['pack[type]', await c.typeId('tmc')]];
    for (let i = 0; i < 51; i++) fields.push([`snabs[${i}][info]`, `П${i}`]);
    const res = await c.form('employee', 'POST', '/api/applications', fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.snabs).toEqual(['За одну операцию можно передать не более 50 позиций']);
  });

  it('the duty type is for equipment only; equipment applications take equipment types', async () => {
    const duty = await c.form('employee', 'POST', '/api/applications', [
      ['type', 'duty'],
      ['snabs[0][info]', 'Дежурство'],
    ]);
    expect(duty.statusCode).toBe(422);
    const tmcWithEquipment = await c.form('employee', 'POST', '/api/applications', [
      ['type', 'tmc'],
      ['equipment_required', 1],
      ['snabs[0][info]', 'Фильтр'],
    ]);
    expect(tmcWithEquipment.statusCode).toBe(422);
    expect(tmcWithEquipment.json().errors['pack.type']).toEqual(['Этот тип заявки не предназначен для техники']);
  });

  it('the type cannot change when duplicating; based-on (pack[parent_id]) may change it and builds the hierarchy', async () => {
    const source = await c.createTmc('employee', 1);
    const duplicate = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('services')],
      ['pack[duplicate_of]', source],
      ['snabs[0][info]', 'Копия'],
    ]);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors['pack.type']).toEqual(['Тип заявки нельзя изменить при редактировании или дублировании']);
    const data = (await c.call('employee', 'GET', `/api/applications/get_data/${source}`)).json();
    expect(data.pack.type_code).toBe('tmc');
    expect(data.snabs).toHaveLength(1);
    const based = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('services')],
      ['pack[parent_id]', source],
      ['snabs[0][dv_work_name]', 'Монтаж'],
    ]);
    expect(based.statusCode).toBe(200);
    const tree = (await c.call('employee', 'GET', `/api/applications/${based.json().id}/tree`)).json();
    expect(tree.tree[0].id).toBe(source);
    expect(tree.tree[0].children[0]).toMatchObject({ id: based.json().id, current: true });
    const card = (await c.call('employee', 'GET', `/api/applications/${based.json().id}`)).json();
    expect(card.pack).toMatchObject({ parent_id: source, parent_name: 'Заявка на ТМЦ' });
  });
});

describe('editing', () => {
  it('edits the spec fields with pack[...] (and POST with _method=PATCH); the type is locked', async () => {
    const id = await c.createTmc('employee', 1);
    const res = await c.form('employee', 'POST', `/api/applications/${id}`, [
      ['_method', 'PATCH'],
      ['pack[name]', 'Новое название'],
      ['pack[date_want]', '25.12.2030'],
      ['pack[projects][0]', 1],
      ['pack[location_id]', 1],
    ]);
    expect(res.statusCode).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${id}?history=1`)).json();
    expect(card.pack).toMatchObject({ name: 'Новое название', date_want: '2030-12-25', location_id: 1 });
    expect(card.pack.projects).toEqual([{ project_id: 1, project_name: expect.any(String) }]);
    expect(card.history.map((h: { field: string }) => h.field)).toEqual(
      expect.arrayContaining(['name', 'date_want', 'projects', 'create']),
    );
    const typeChange = await c.form('employee', 'PATCH', `/api/applications/${id}`, [['pack[type]', await c.typeId('services')]]);
    expect(typeChange.statusCode).toBe(422);
    const badDate = await c.form('employee', 'PATCH', `/api/applications/${id}`, [['pack[date_want]', '00.00.0000']]);
    expect(badDate.json().errors['pack.date_want']).toEqual(['Дата указана неверно']);
  });

  it('the title is blocked by the company flag unchangeable_name', async () => {
    const id = await c.createTmc('employee', 1);
    expect((await c.call('admin', 'PATCH', '/api/users/params/unchangeable_name', { value: 1 })).statusCode).toBe(200);
    const res = await c.call('employee', 'PATCH', `/api/applications/${id}`, { pack: { name: 'Другое' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().result_content).toBe('Изменение названия заявки запрещено настройками компании');
    await c.call('admin', 'PATCH', '/api/users/params/unchangeable_name', { value: 0 });
    expect((await c.call('employee', 'PATCH', `/api/applications/${id}`, { pack: { name: 'Другое' } })).statusCode).toBe(200);
  });

  it("urgency needs snab_setPriority; urgent on needs a reason ('field.fillRequired'); off clears the comment", async () => {
    const supply = await c.userId('user1');
    const id = await c.createTmc('employee', 1, [['pack[performer]', supply]]);
    const employee = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['pack[urgent]', 1],
      ['pack[comment]', 'Горит'],
    ]);
    expect(employee.statusCode).toBe(403);
    expect(employee.json().result_content).toBe('Нет права устанавливать срочность заявки');
    const noReason = await c.form('user1', 'PATCH', `/api/applications/${id}`, [['pack[urgent]', 1]]);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors['pack.comment']).toEqual(['Заполните обязательное поле']);
    const on = await c.form('user1', 'PATCH', `/api/applications/${id}`, [
      ['pack[urgent]', 1],
      ['pack[comment]', '  Остановка участка  '],
    ]);
    expect(on.statusCode).toBe(200);
    expect((await c.call('user1', 'GET', `/api/applications/${id}/short`)).json().urgent).toBe(1);
    // The urgent reason is shown with registry_paid_sign (or snab_setPriority); the author does not see it.
    expect((await c.call('accountant', 'GET', `/api/applications/${id}`)).json().pack.comment).toBe('Остановка участка');
    expect((await c.call('employee', 'GET', `/api/applications/${id}`)).json().pack.comment).toBeNull();
    const off = await c.form('user1', 'PATCH', `/api/applications/${id}`, [['pack[urgent]', 0]]);
    expect(off.statusCode).toBe(200);
    const card = (await c.call('accountant', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack).toMatchObject({ urgent: 0, comment: null });
  });

  it('repeat toggles 0/1 and is blocked by block_pack_repeat', async () => {
    const id = await c.createTmc('employee', 1);
    expect((await c.form('employee', 'PATCH', `/api/applications/${id}`, [['pack[repeats]', 1]])).json().repeats).toBe(1);
    expect((await c.form('employee', 'PATCH', `/api/applications/${id}`, [['pack[repeats]', 0]])).json().repeats).toBe(0);
    expect((await c.call('employee', 'GET', `/api/applications/${id}`)).json().block_pack_repeat).toBe(0);
    // Someone who may see but not change the application has repeat blocked.
    expect((await c.call('accountant', 'GET', `/api/applications/${id}`)).json().block_pack_repeat).toBe(1);
  });

  it('a stale version gets 409', async () => {
    const id = await c.createTmc('employee', 1);
    const version = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().pack.version;
    expect((await c.call('employee', 'PATCH', `/api/applications/${id}`, { pack: { name: 'A' }, version })).statusCode).toBe(200);
    expect((await c.call('employee', 'PATCH', `/api/applications/${id}`, { pack: { name: 'B' }, version })).statusCode).toBe(409);
  });

  it('delete: status=delete with a required, trimmed reason', async () => {
    const id = await c.createTmc('employee', 1);
    const empty = await c.form('employee', 'POST', `/api/applications/${id}`, [
      ['_method', 'PATCH'],
      ['status', 'delete'],
      ['reason', '   '],
    ]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual(['Заполните обязательное поле']);
    events.length = 0;
    const ok = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['status', 'delete'],
      ['reason', '  Дубль  '],
    ]);
    expect(ok.statusCode).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack).toMatchObject({ status: 'delete', delete_reason: 'Дубль', status_name: 'Удалена' });
    expect(events.some((e) => e.event === 'applications' && e.payload.action === 'pack_delete' && e.payload.id === id)).toBe(true);
    // Deleted applications leave the default list, and edits are refused.
    const list = (await c.call('employee', 'GET', '/api/applications?mine=1&limit=200')).json();
    expect(list.items.some((i: { id: number }) => i.id === id)).toBe(false);
    expect((await c.call('employee', 'PATCH', `/api/applications/${id}`, { pack: { name: 'X' } })).statusCode).toBe(400);
  });
});

describe('card, visibility, list', () => {
  it('who_add, performer, responsible, advance holder, signers, invoices_view and project managers see it; others get 404', async () => {
    const user6 = await c.userId('user6');
    const id = await c.createTmc('employee', 1, [['signers[0]', user6]]);
    for (const login of ['employee', 'user6', 'accountant', 'manager', 'admin'])
      expect((await c.call(login, 'GET', `/api/applications/${id}`)).statusCode, login).toBe(200);
    const stranger = await c.call('user2', 'GET', `/api/applications/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect((await c.call('user2', 'GET', `/api/applications/${id}/short`)).statusCode).toBe(404);
    expect((await c.call('user2', 'PATCH', `/api/applications/${id}`, { pack: { name: 'x' } })).statusCode).toBe(404);
    const list = (await c.call('user2', 'GET', '/api/applications?limit=200')).json();
    expect(list.items.some((i: { id: number }) => i.id === id)).toBe(false);
    // A signer sees but may not change it.
    expect((await c.call('user6', 'PATCH', `/api/applications/${id}`, { pack: { name: 'x' } })).statusCode).toBe(403);
  });

  it('the card answers pack, snabs, snabs_signers, invoices, offers, allow_invoices, block_pack_repeat, nd by flags', async () => {
    const id = await c.createTmc('employee', 2);
    const plain = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(Object.keys(plain).sort()).toEqual(['allow_invoices', 'block_pack_repeat', 'nd', 'pack', 'snabs', 'snabs_signers']);
    expect(plain.allow_invoices).toBe(0);
    expect(plain.pack).toMatchObject({ who_add_fio: 'Петров Иван Сергеевич', type: { code: 'tmc', type: 1 }, liked: 0, status: 'active' });
    const flagged = (await c.call('accountant', 'GET', `/api/applications/${id}?invoices=1&offers=1&history=1`)).json();
    expect(flagged).toMatchObject({ allow_invoices: 1, invoices: [], offers: [], nd: 0 });
    expect(flagged.snabs).toBeUndefined();
    expect(flagged.history.length).toBeGreaterThan(0);
    // Without invoices_view the invoices part stays empty and the tab's call is refused.
    expect((await c.call('employee', 'GET', `/api/applications/${id}?invoices=1`)).json().invoices).toEqual([]);
    expect((await c.call('employee', 'GET', `/api/applications/${id}/invoices/full`)).statusCode).toBe(403);
  });

  it('favourite toggles (POST applications/favorite/:id) and the liked filter follows it', async () => {
    const id = await c.createTmc('employee', 1);
    expect((await c.call('employee', 'POST', `/api/applications/favorite/${id}`)).json()).toEqual({ liked: 1 });
    const liked = (await c.call('employee', 'GET', '/api/applications?liked=1')).json();
    expect(liked.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(liked.items.every((i: { liked: number }) => i.liked === 1)).toBe(true);
    expect((await c.call('employee', 'POST', `/api/applications/favorite/${id}`)).json()).toEqual({ liked: 0 });
    expect((await c.call('user2', 'POST', `/api/applications/favorite/${id}`)).statusCode).toBe(404);
  });

  it('alert (POST applications/alert/:id) notifies the performer and answers notification sent', async () => {
    const id = await c.createTmc('employee', 1, [['pack[performer]', await c.userId('user1')]]);
    const res = await c.call('employee', 'POST', `/api/applications/alert/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: true, result_content: 'Уведомление отправлено', recipients: 1 });
  });

  it('the list filters by status, type, urgent, mine, organization, project, interval and search, with keyset pages and a capped total', async () => {
    const all = (await c.call('admin', 'GET', '/api/applications?limit=200')).json();
    expect(typeof all.total === 'number' || all.total === '1000+').toBe(true);
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/applications?limit=40&status=active,signed${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await c.call('admin', 'GET', url)).json();
      for (const item of page.items) {
        expect(['active', 'signed']).toContain(item.status);
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      const ids = page.items.map((i: { id: number }) => i.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(pages).toBeGreaterThan(1);
    const urgent = (await c.call('admin', 'GET', '/api/applications?urgent=1&type=tmc')).json();
    expect(urgent.items.length).toBeGreaterThan(0);
    expect(urgent.items.every((i: { urgent: number; type: { code: string } }) => i.urgent === 1 && i.type.code === 'tmc')).toBe(true);
    const byOrg = (await c.call('admin', 'GET', '/api/applications?organization=1&project=1&limit=10')).json();
    expect(byOrg.items.every((i: { organization_id: number }) => i.organization_id === 1)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const interval = (await c.call('employee', 'GET', `/api/applications?mine=1&interval=${today},${today}`)).json();
    expect(interval.items.length).toBeGreaterThan(0);
    const search = (await c.call('admin', 'GET', `/api/applications?search=${encodeURIComponent('болт')}`)).json();
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((i: { name: string }) => i.name.toLowerCase().includes('болт'))).toBe(true);
    const byDate = (await c.call('admin', 'GET', '/api/applications?sort=date_add&order=asc&limit=5')).json();
    const next = (
      await c.call('admin', 'GET', `/api/applications?sort=date_add&order=asc&limit=5&cursor=${encodeURIComponent(byDate.next_cursor)}`)
    ).json();
    expect(next.items[0].id).not.toBe(byDate.items[4].id);
    expect((await c.call('admin', 'GET', '/api/applications?status=nonsense')).statusCode).toBe(422);
  });
});

describe('signers', () => {
  it('the chain takes only users with can_sign; POST adds, PATCH replaces the unsigned part', async () => {
    const id = await c.createTmc('employee', 1);
    const noRight = await c.form('employee', 'POST', `/api/applications/${id}/signers`, [['signers[0]', await c.userId('user2')]]);
    expect(noRight.statusCode).toBe(422);
    expect(noRight.json().errors.signers).toEqual(['У пользователя нет права подписи']);
    const added = await c.form('employee', 'POST', `/api/applications/${id}/signers`, [['signers[0]', await c.userId('manager')]]);
    expect(added.json()).toMatchObject({ result_content: 'Список подписантов изменён', sign_process: { current: 0, total: 1 } });
    const replaced = await c.form('employee', 'PATCH', `/api/applications/${id}/signers`, [
      ['signers[0]', await c.userId('accountant')],
      ['signers[1]', await c.userId('user6')],
    ]);
    expect(replaced.json().snabs_signers.map((s: { fio: string }) => s.fio)).toHaveLength(2);
    expect(replaced.json().sign_process).toEqual({ current: 0, total: 2 });
  });

  it("GET applications/signers: the picker lists only active users with can_sign (the user's own signers first), so any choice is accepted", async () => {
    const res = await c.call('employee', 'GET', '/api/applications/signers?limit=100');
    expect(res.statusCode).toBe(200);
    const options = res.json() as { value: number; label: string; favorite: number }[];
    expect(options.length).toBeGreaterThan(1);
    const ids = options.map((o) => o.value);
    const rows = await queryRows<{ id: number; can_sign: number; status: number }>(
      t.database.db,
      sql`select id, can_sign, status from users where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(rows.every((r) => r.can_sign === 1 && r.status === 1)).toBe(true);
    expect(ids).not.toContain(await c.userId('user2'));
    expect(ids).toEqual(expect.arrayContaining([await c.userId('manager'), await c.userId('accountant')]));
    // Every option is a valid choice: creating with the whole list answers 200, not 422.
    const fields: [string, string | number][] = [
      ['pack[type]', await c.typeId('tmc')],
      ['snabs[0][info]', 'Каска'],
    ];
    for (const [i, v] of ids.slice(0, 5).entries()) fields.push([`signers[${i}]`, v]);
    expect((await c.form('user3', 'POST', '/api/applications', fields)).statusCode).toBe(200);
    // A signer the user already put in a chain comes first for that user.
    const last = ids.slice(0, 5).at(-1)!;
    const mine = (await c.call('user3', 'GET', '/api/applications/signers?limit=100')).json() as { value: number; favorite: number }[];
    expect(mine.find((o) => o.value === last)?.favorite).toBe(1);
    const flags = mine.map((o) => o.favorite);
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
    const byName = (
      await c.call('employee', 'GET', `/api/applications/signers?term=${encodeURIComponent(options[0].label.slice(0, 4))}`)
    ).json();
    expect(byName.map((o: { value: number }) => o.value)).toContain(options[0].value);
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/signers' })).statusCode).toBe(401);
  });

  it('signs in order: only the current signer, only with can_sign; after the last the status becomes signed', async () => {
    const accountant = await c.userId('accountant');
    const manager = await c.userId('manager');
    const id = await c.createTmc('employee', 2, [
      ['signers[0]', accountant],
      ['signers[1]', manager],
    ]);
    const employee = await c.call('employee', 'POST', `/api/applications/${id}/snabs/sign`);
    expect(employee.statusCode).toBe(403);
    expect(employee.json().result_content).toBe('У вас нет права подписи');
    const early = await c.call('manager', 'POST', `/api/applications/${id}/snabs/sign`);
    expect(early.statusCode).toBe(400);
    expect(early.json().result_content).toBe('Сейчас подписывает другой подписант');
    events.length = 0;
    const first = await c.call('accountant', 'POST', `/api/applications/${id}/snabs/sign`);
    expect(first.json()).toMatchObject({ status: 'active', sign_process: { current: 1, total: 2 } });
    expect(events.some((e) => e.payload.action === 'add_snab_or_signs' && e.payload.id === id)).toBe(true);
    const last = await c.call('manager', 'POST', `/api/applications/${id}/snabs/sign`);
    expect(last.json()).toMatchObject({ status: 'signed', sign_process: { current: 2, total: 2 } });
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.pack.status).toBe('signed');
    expect(card.snabs.every((s: { statusName: string }) => s.statusName === 'success')).toBe(true);
    expect((await c.call('manager', 'POST', `/api/applications/${id}/snabs/sign`)).statusCode).toBe(400);
  });
});

describe('positions', () => {
  it('a position is editable only on review status (snabs[i][id] in the edit)', async () => {
    const id = await c.createTmc('employee', 2, [['signers[0]', await c.userId('accountant')]]);
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    const [first] = card.snabs;
    const edit = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['snabs[0][id]', first.id],
      ['snabs[0][quantity]', '12,5'],
      ['snabs[1][info]', 'Новая позиция'],
    ]);
    expect(edit.statusCode).toBe(200);
    const after = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(after.snabs).toHaveLength(3);
    expect(after.snabs[0].quantity).toBe(12.5);
    await c.call('accountant', 'POST', `/api/applications/${id}/snabs/sign`);
    const locked = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['snabs[0][id]', first.id],
      ['snabs[0][quantity]', '1'],
    ]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().result_content).toBe('Редактирование доступно только в статусе «На рассмотрении»');
    expect((await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs[0].edit).toBe(0);
  });

  it('editing a signed application: unchanged positions sent back by the Edit panel are accepted, a real change is refused', async () => {
    const id = await c.createTmc('employee', 2, [['signers[0]', await c.userId('accountant')]]);
    await c.call('accountant', 'POST', `/api/applications/${id}/snabs/sign`);
    const data = (await c.call('employee', 'GET', `/api/applications/get_data/${id}`)).json();
    // Every position as the Edit panel sends it: its id and the values of get_data (quantity '10' for 10.000, cost '1500.50').
    const positions = (data.snabs as { id: number; info: string; quantity: number; cost: string }[]).flatMap((p, i) => [
      [`snabs[${i}][id]`, p.id] as [string, number],
      [`snabs[${i}][info]`, p.info] as [string, string],
      [`snabs[${i}][quantity]`, String(p.quantity)] as [string, string],
      [`snabs[${i}][cost]`, p.cost] as [string, string],
    ]);
    events.length = 0;
    const rename = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['pack[name]', 'Подписанная, переименована'],
      ['pack[date_want]', '01.02.2031'],
      ...positions,
    ]);
    expect(rename.statusCode).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${id}?snabs=1&history=1`)).json();
    expect(card.pack).toMatchObject({ name: 'Подписанная, переименована', date_want: '2031-02-01', status: 'signed' });
    expect(card.snabs.map((s: { quantity: number; statusName: string }) => [s.quantity, s.statusName])).toEqual([
      [10, 'success'],
      [10, 'success'],
    ]);
    expect(card.history.some((h: { field: string }) => h.field.startsWith('snab.'))).toBe(false);
    expect(events.some((e) => e.payload.action === 'snab_change')).toBe(false);
    // Changing a position that is no longer under review is refused with the spec message, and nothing is saved.
    const changed = await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['pack[name]', 'Не сохранится'],
      ...positions.map(([k, v]): [string, string | number] => (k === 'snabs[1][quantity]' ? [k, '11'] : [k, v])),
    ]);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().result_content).toBe('Редактирование доступно только в статусе «На рассмотрении»');
    const after = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(after.pack.name).toBe('Подписанная, переименована');
    expect(after.snabs[1].quantity).toBe(10);
    // New files for such a position are a change too.
    const withFile = await c.multipart(
      'employee',
      'PATCH',
      `/api/applications/${id}`,
      [['snabs[0][id]', String(data.snabs[0].id)]],
      [['snabs[0][files][0][file]', 'photo.png', PNG]],
    );
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().result_content).toBe('Редактирование доступно только в статусе «На рассмотрении»');
  });

  it('editing an application with a split position: unchanged is accepted, a change is refused as split', async () => {
    const id = await c.createTmc('employee', 1);
    const [a] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const split = await c.call('accountant', 'POST', `/api/applications/${id}/invoices`, {
      sum: '1000',
      snabs: [{ id: a.id, quantity: '4' }],
    });
    expect(split.statusCode).toBe(200);
    const ok = await c.call('employee', 'PATCH', `/api/applications/${id}`, {
      pack: { name: 'С разделённой позицией' },
      snabs: [{ id: a.id, info: 'Позиция 1', quantity: '10.000', cost: '1500.5' }],
    });
    expect(ok.statusCode).toBe(200);
    const refused = await c.call('employee', 'PATCH', `/api/applications/${id}`, {
      snabs: [{ id: a.id, info: 'Позиция 1 (другая)', quantity: '10' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result_content).toBe('Разделённую позицию нельзя редактировать');
  });

  it('status change and rollback: a paid position cannot become incorrect; only received, incorrect or worked out can be cancelled', async () => {
    const id = await c.createTmc('employee', 2);
    const [a, b] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    expect((await c.call('employee', 'POST', `/api/applications/${id}/snab/status/${a.id}`, { status: 'paid' })).statusCode).toBe(200);
    const incorrect = await c.call('employee', 'POST', `/api/applications/${id}/snab/status/${a.id}`, { status: 'incorrect' });
    expect(incorrect.statusCode).toBe(400);
    expect(incorrect.json().result_content).toBe('Оплаченную позицию нельзя отметить как некорректную');
    const cannot = await c.call('employee', 'PATCH', `/api/applications/${id}/snab/${a.id}/status/paid/rollback`);
    expect(cannot.statusCode).toBe(400);
    expect(cannot.json().result_content).toBe('Отменить можно только отметку «Получена», «Некорректная» или «Отработана»');
    expect((await c.call('employee', 'POST', `/api/applications/${id}/snab/status/${a.id}`, { status: 'get_it' })).statusCode).toBe(200);
    const rollback = await c.call('employee', 'PATCH', `/api/applications/${id}/snab/${a.id}/status/get_it/rollback`);
    expect(rollback.json()).toEqual({ id: a.id, status: 'paid' });
    expect((await c.call('employee', 'POST', `/api/applications/${id}/snab/status/${b.id}`, { status: 'worked_out' })).statusCode).toBe(
      200,
    );
    expect((await c.call('user2', 'POST', `/api/applications/${id}/snab/status/${b.id}`, { status: 'success' })).statusCode).toBe(404);
  });

  it('responsible, equipment and explanations: only under review or approved and not split', async () => {
    const id = await c.createTmc('employee', 2);
    const [a, b] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const user3 = await c.userId('user3');
    const res = await c.form('employee', 'POST', `/api/applications/${id}/snab/responsible`, [
      ['snabs[0]', a.id],
      ['responsible', user3],
    ]);
    expect(res.statusCode).toBe(200);
    const explanation = await c.call('employee', 'POST', `/api/applications/${id}/snab/explanations`, {
      snab_id: a.id,
      explanation: 'Заменить аналогом',
    });
    expect(explanation.json().explanation).toBe('Заменить аналогом');
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.snabs[0]).toMatchObject({ responsible: user3, responsible_fio: expect.any(String), explanation: 'Заменить аналогом' });
    await c.call('employee', 'POST', `/api/applications/${id}/snab/status/${b.id}`, { status: 'in_work' });
    const refused = await c.form('employee', 'POST', `/api/applications/${id}/snab/responsible`, [
      ['snab_id', b.id],
      ['responsible', user3],
    ]);
    expect(refused.statusCode).toBe(400);
    const equipment = await c.form('employee', 'POST', `/api/applications/${id}/snab/${a.id}/equipment`, [['run', 1200]]);
    expect(equipment.statusCode).toBe(200);
  });

  it('position files: POST files/snab/:id uploads, PATCH files/snab/update/:id renames or removes, update_files goes live', async () => {
    const id = await c.createTmc('employee', 1);
    const [a] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    events.length = 0;
    const up = await c.multipart(
      'employee',
      'POST',
      `/api/files/snab/${a.id}`,
      [['files[0][name]', 'Фото.png']],
      [['files[0][file]', 'photo.png', PNG]],
    );
    expect(up.statusCode).toBe(200);
    const file = up.json().files[0];
    expect(file).toMatchObject({ name: 'Фото.png', path: `/api/files/snab/${file.id}` });
    expect(events.some((e) => e.payload.action === 'update_files' && e.payload.id === id)).toBe(true);
    const download = await c.call('employee', 'GET', file.path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await c.call('user2', 'GET', file.path)).statusCode).toBe(404);
    const bad = await c.multipart('employee', 'POST', `/api/files/snab/${a.id}`, [], [['files[0][file]', 'virus.exe', PNG]]);
    expect(bad.statusCode).toBe(422);
    expect((await c.call('employee', 'PATCH', `/api/files/snab/update/${file.id}`, { name: 'Новое имя.png' })).json().name).toBe(
      'Новое имя.png',
    );
    expect((await c.call('employee', 'PATCH', `/api/files/snab/update/${file.id}`, { status: 0 })).json().status).toBe(0);
    expect((await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs[0].files).toEqual([]);
  });
});

describe('realtime and lookups', () => {
  it('edits go live on the application channel: properties form, add_snab_or_signs, snab_change', async () => {
    const id = await c.createTmc('employee', 1);
    events.length = 0;
    await c.form('employee', 'PATCH', `/api/applications/${id}`, [
      ['pack[name]', 'Живое обновление'],
      ['snabs[0][info]', 'Ещё одна'],
    ]);
    const actions = events.filter((e) => e.room === `object:applications:${id}`).map((e) => e.payload.action);
    expect(actions).toEqual(expect.arrayContaining(['properties', 'add_snab_or_signs']));
    expect(events.some((e) => e.room === 'object:applications_list:all')).toBe(true);
  });

  it('look-ups: positions autocomplete, performers, partners as organizations, locations, units', async () => {
    const id = await c.createTmc('employee', 2);
    const snab = (
      await c.call('employee', 'GET', `/api/autocomplete/applications/snab?pack_id=${id}&term=${encodeURIComponent('позиция')}`)
    ).json();
    expect(snab).toHaveLength(2);
    expect((await c.call('user2', 'GET', `/api/autocomplete/applications/snab?pack_id=${id}`)).statusCode).toBe(404);
    const performers = (await c.call('employee', 'GET', '/api/applications/performers')).json();
    expect(performers[0]).toMatchObject({ value: expect.any(Number), label: expect.any(String) });
    const orgs = (await c.call('employee', 'GET', '/api/partners?model_method=autocomplete&type=organization')).json();
    expect(orgs.map((o: { label: string }) => o.label)).toContain('ООО «СеверСтройМонтаж»');
    expect((await c.call('employee', 'GET', '/api/locations')).json().length).toBeGreaterThan(0);
    expect((await c.call('employee', 'GET', '/api/units')).json().length).toBeGreaterThan(0);
    expect((await c.call('employee', 'GET', '/api/invoices/types')).json().map((k: { code: string }) => k.code)).toContain('autocreate');
  });
});
