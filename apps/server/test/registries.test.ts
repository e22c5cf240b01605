import {
  dtpRegistry,
  equipmentRoutesRegistry,
  expenditureItemsRegistry,
  locationsRegistry,
  NEWS_READ_CHANNEL,
  newsRegistry,
  organizationsRegistry,
  partnersRegistry,
  type RegistryEvent,
  SECRET_MASK,
  serversRegistry,
  staffRatesRegistry,
  techTypesRegistry,
  workTypesRegistry,
} from '@app/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The company's registries of issue 12 on the engine: each keeps the registry contract
 * (registry-contract.ts, derived from its definition), then its own rules.
 */
let t: TestApp;
let s: RegistrySession;
const events: { room: string; payload: RegistryEvent }[] = [];
const session = () => s;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  const emit = t.realtime.emit.bind(t.realtime);
  t.realtime.emit = (room, event, payload) => {
    events.push({ room, payload: payload as RegistryEvent });
    emit(room, event, payload);
  };
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const next = () => ++seq;
/** The first option of a look-up. */
async function firstOption(url: string): Promise<{ value: number; label: string }> {
  const res = await callAs(s, 'admin', 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const [option] = res.json();
  expect(option).toBeDefined();
  return option;
}

registryContract({
  session,
  definition: serversRegistry,
  valid: async () => ({ name: `Тестовый сервер ${next()}`, host: `test${seq}.ssm.local`, ip: `10.99.0.${seq % 250}` }),
  patch: { os: 'Debian 12', description: 'Перенесён в стойку №3' },
});

registryContract({
  session,
  definition: dtpRegistry,
  valid: async () => ({
    occurred_at: '2025-03-14 09:30',
    place: `г. Сургут, ул. Тестовая, д. ${next()}`,
    equipment_id: (await firstOption('/equipment/autocomplete/eq/select')).value,
  }),
  patch: { damage: 'Разбита левая фара', insurance_company: 'АО «СОГАЗ»' },
});

registryContract({
  session,
  definition: workTypesRegistry,
  valid: async () => ({ name: `Тестовый вид работ ${next()}`, code: `ТСТ-${seq}`, unit: 'hour', price: '1500' }),
  patch: { code: 'ТСТ-999', description: 'По смете' },
});

registryContract({
  session,
  definition: techTypesRegistry,
  valid: async () => ({ name: `Тестовый тип техники ${next()}`, category: 'truck' }),
  patch: { license_category: 'CE', fuel_norm: 31 },
});

registryContract({
  session,
  definition: staffRatesRegistry,
  valid: async () => ({
    post: `Тестовая должность ${next()}`,
    organization_id: (await firstOption('/partners?model_method=autocomplete&type=organization')).value,
    rate: '500.00',
  }),
  patch: { comment: 'С учётом северной надбавки', valid_from: '2025-01-01' },
});

registryContract({
  session,
  definition: equipmentRoutesRegistry,
  valid: async () => ({ name: `Тестовый маршрут ${next()}`, start_point: 'г. Сургут', end_point: `Куст ${seq}` }),
  patch: { distance_km: 120, description: 'Зимник' },
});

registryContract({
  session,
  definition: locationsRegistry,
  valid: async () => ({
    name: `Тестовая площадка ${next()}`,
    address: `г. Сургут, ул. Тестовая, д. ${seq}`,
    organization_id: (await firstOption('/partners?model_method=autocomplete&type=organization')).value,
  }),
  patch: { comment: 'Въезд со стороны КПП №2', address: 'г. Сургут, ул. Новая, д. 1' },
});

registryContract({
  session,
  definition: organizationsRegistry,
  valid: async () => ({ name: `ООО «Собственная организация ${next()}»`, inn: '7707083893', kpp: '773601001' }),
  patch: { short_name: 'Собственная', director: 'Иванов Иван Иванович' },
});

registryContract({
  session,
  definition: expenditureItemsRegistry,
  valid: async () => ({ code: `99.${next()}`, name: `Тестовая статья ${seq}`, kind: 'expense' }),
  patch: { comment: 'Для бюджета 2025 года', kind: 'income' },
  ownRoutes: ['GET /api/expenditure_items/tree directory_expenditure'],
});

registryContract({
  session,
  definition: newsRegistry,
  valid: async () => ({ title: `Тестовая новость ${next()}`, category: 'company', state: 'published', summary: 'Кратко о главном' }),
  patch: { summary: 'Обновлённый анонс', category: 'safety' },
  ownRoutes: ['GET /api/news/unread-count session'],
});

registryContract({
  session,
  definition: partnersRegistry,
  valid: async () => ({ name: `ООО «Контрагент контракта ${next()}»`, type: 'organization' }),
  patch: { address: 'г. Тюмень, ул. Республики, д. 1', rating: 4 },
});

describe('servers: credentials are secret (servers_credentials)', () => {
  const secret = { login: 'root', password: 'Sup3r-Secret!', credentials_notes: 'Ключ в сейфе №2' };

  it('the card answers them only with the right; list, export, search, look-up, history and events never', async () => {
    expect(s.rights.manager.permits.servers_view).toBe(1);
    expect(s.rights.manager.permits.servers_credentials).toBeUndefined();
    const created = await callAs(s, 'admin', 'POST', '/servers', { name: 'Сервер с секретом', ip: '10.1.2.3', ...secret });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect(created.json()).toMatchObject(secret);
    expect((await callAs(s, 'admin', 'GET', `/servers/${id}`)).json()).toMatchObject(secret);
    const managerCard = (await callAs(s, 'manager', 'GET', `/servers/${id}`)).json();
    expect(managerCard.name).toBe('Сервер с секретом');
    for (const key of Object.keys(secret)) expect(managerCard).not.toHaveProperty(key);

    const list = (await callAs(s, 'admin', 'GET', '/servers?limit=200')).json().items as Record<string, unknown>[];
    expect(list.find((r) => r.id === id)).toBeDefined();
    for (const row of list) for (const key of Object.keys(secret)) expect(row).not.toHaveProperty(key);
    expect((await callAs(s, 'admin', 'GET', `/servers?search=${encodeURIComponent('Sup3r')}`)).json().items).toEqual([]);
    expect((await callAs(s, 'admin', 'GET', '/servers?model_method=autocomplete&term=Sup3r')).json()).toEqual([]);
    expect((await callAs(s, 'admin', 'GET', '/servers/trash')).json().items).toEqual([]);

    const exported = await callAs(s, 'admin', 'GET', '/servers/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(text).toContain('Сервер с секретом');
    for (const value of Object.values(secret)) expect(text).not.toContain(value);

    // Patch the password: history says it was set, never the values.
    expect((await callAs(s, 'admin', 'PATCH', `/servers/${id}`, { password: 'N3w-Secret!' })).statusCode).toBe(200);
    const history = (await callAs(s, 'admin', 'GET', `/history/servers/${id}`)).json().items as {
      field: string;
      old_value: string | null;
      new_value: string | null;
    }[];
    const historyText = JSON.stringify(history);
    for (const value of [...Object.values(secret), 'N3w-Secret!']) expect(historyText).not.toContain(value);
    expect(history.filter((h) => h.field === 'password').map((h) => [h.old_value, h.new_value])).toEqual([
      [null, SECRET_MASK],
      [null, SECRET_MASK],
    ]);
    const eventText = JSON.stringify(events.filter((e) => e.payload.id === id));
    expect(eventText).toContain('Сервер с секретом');
    for (const value of [...Object.values(secret), 'N3w-Secret!']) expect(eventText).not.toContain(value);
  });

  it('without the right they may not be set (403), and the rest of the record may', async () => {
    expect((await callAs(s, 'manager', 'POST', '/servers', { name: 'Сервер менеджера', password: 'x' })).statusCode).toBe(403);
    const created = await callAs(s, 'manager', 'POST', '/servers', { name: 'Сервер менеджера', password: null });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect((await callAs(s, 'manager', 'PATCH', `/servers/${id}`, { login: 'admin' })).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'PATCH', `/servers/${id}`, { state: 'maintenance' })).json().state).toBe('maintenance');
    expect((await callAs(s, 'admin', 'GET', `/servers/${id}`)).json()).toMatchObject({ login: null, password: null });
  });

  it('checks the IP address (IPv4 or IPv6) and filters by state; the demo servers are seeded', async () => {
    for (const ip of ['10.0.0.256', 'сервер', '1:2:3']) {
      const res = await callAs(s, 'manager', 'POST', '/servers', { name: 'Сервер', ip });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.ip).toEqual(['Неверный IP-адрес']);
    }
    expect((await callAs(s, 'manager', 'POST', '/servers', { name: 'IPv6', ip: 'fe80::1' })).statusCode).toBe(200);
    const off = (await callAs(s, 'manager', 'GET', '/servers?state=off')).json();
    expect(off.items.map((r: { name: string }) => r.name)).toEqual(['Тестовый сервер 1С']);
    const onec = (await callAs(s, 'manager', 'GET', `/servers?search=${encodeURIComponent('1С')}`)).json();
    expect(onec.items.length).toBeGreaterThanOrEqual(2);
    expect(onec.items[0].owner_id_name).toBe('Администратор Системы');
  });
});

describe('dtp: road incidents', () => {
  it('names the vehicle from the equipment, filters by it, and needs the case number while the insurer reviews', async () => {
    const vehicle = await firstOption(`/equipment/autocomplete/eq/select?term=${encodeURIComponent('Hilux')}`);
    const body = { occurred_at: '2025-02-01 07:45', place: 'г. Сургут, пр. Мира, д. 1', equipment_id: vehicle.value };
    const created = await callAs(s, 'manager', 'POST', '/dtp', body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ equipment_id_name: 'Toyota Hilux', state: 'registered', occurred_at: '2025-02-01 07:45' });
    const filtered = (await callAs(s, 'manager', 'GET', `/dtp?equipment_id=${vehicle.value}&limit=200`)).json().items;
    expect(filtered.map((r: { id: number }) => r.id)).toContain(created.json().id);
    for (const r of filtered) expect(r.equipment_id).toBe(vehicle.value);

    const review = await callAs(s, 'manager', 'POST', '/dtp', { ...body, state: 'insurer' });
    expect(review.statusCode).toBe(422);
    expect(review.json().errors.insurance_case).toEqual(['Заполните обязательное поле']);
    const patched = await callAs(s, 'manager', 'PATCH', `/dtp/${created.json().id}`, { state: 'insurer' });
    expect(patched.statusCode).toBe(422);
    expect(
      (await callAs(s, 'manager', 'PATCH', `/dtp/${created.json().id}`, { state: 'insurer', insurance_case: 'ОСАГО-1' })).json(),
    ).toMatchObject({ state: 'insurer', insurance_case: 'ОСАГО-1' });
  });

  it('lists the demo incidents newest first, with driver and vehicle names', async () => {
    const list = (await callAs(s, 'manager', 'GET', '/dtp?limit=200')).json();
    const dates = list.items.map((r: { occurred_at: string }) => r.occurred_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const demo = list.items.filter((r: { place: string }) => r.place.includes('Р-404'));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ state: 'insurer', insurance_case: 'ОСАГО-2024-118745', damage_amount: '420000.00' });
    expect(demo[0].equipment_id_name).toEqual(expect.any(String));
    expect(demo[0].driver_id_name).toEqual(expect.any(String));
  });
});

describe('directories', () => {
  it('routes: from and to differ; the equipment type and organization are named', async () => {
    const same = await callAs(s, 'manager', 'POST', '/equipment_routes', { name: 'Кольцо', start_point: 'Куст 5', end_point: ' куст 5 ' });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.end_point).toEqual(['Пункт назначения совпадает с пунктом отправления']);
    const demo = (await callAs(s, 'manager', 'GET', `/equipment_routes?search=${encodeURIComponent('Мегион')}`)).json().items;
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ tech_type_id_name: 'Самосвал', organization_id_name: 'АО «Уральская транспортная компания»' });
  });

  it('rates need staff_rateHelper (the admin), name the organization and sort by rate', async () => {
    expect((await callAs(s, 'manager', 'GET', '/staff_rates')).statusCode).toBe(403);
    const rates = (await callAs(s, 'admin', 'GET', '/staff_rates?sort=rate&order=desc&period=hour')).json().items;
    expect(rates[0]).toMatchObject({
      post: 'Машинист автокрана',
      rate: '560.00',
      organization_id_name: 'АО «Уральская транспортная компания»',
    });
  });

  it('work types and equipment types are found by word and by code; the look-up is open to every user', async () => {
    const work = (await callAs(s, 'manager', 'GET', `/work_types?search=${encodeURIComponent('экскаватором')}`)).json().items;
    expect(work.map((r: { name: string }) => r.name)).toEqual(['Разработка грунта экскаватором']);
    const code = (await callAs(s, 'manager', 'GET', `/work_types?search=${encodeURIComponent('РМ-0')}`)).json().items;
    expect(code).toHaveLength(3);
    const lookup = await callAs(s, 'employee', 'GET', `/tech_types?model_method=autocomplete&term=${encodeURIComponent('кран')}`);
    expect(lookup.json()).toEqual([{ value: expect.any(Number), label: 'Автокран' }]);
  });
});

describe('news: drafts for editors, publication date, read marks', () => {
  type NewsRow = { id: number; title: string; state: string; published_at: string | null; is_new?: true };
  const unread = async (who: 'employee' | 'manager' | 'accountant') => {
    const res = await callAs(s, who, 'GET', '/news/unread-count');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const listOf = async (who: 'employee' | 'manager', query = '') =>
    (await callAs(s, who, 'GET', `/news?limit=200${query}`)).json().items as NewsRow[];

  it("news_edit is the manager's (role) and not the employee's; everyone signed in reads, only editors write", async () => {
    expect(s.rights.manager.permits.news_edit).toBe(1);
    expect(s.rights.employee.permits.news_edit).toBeUndefined();
    expect((await callAs(s, 'employee', 'POST', '/news', { title: 'Новость сотрудника' })).statusCode).toBe(403);
    expect((await callAs(s, null, 'GET', '/news/unread-count')).statusCode).toBe(401);
  });

  it('drafts are hidden from users without news_edit: list, card, export, look-up, search, history, chat', async () => {
    const title = `Черновик для редакторов ${next()}`;
    const created = await callAs(s, 'manager', 'POST', '/news', { title, category: 'it', summary: 'Не для всех' });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json() as NewsRow;
    expect(draft).toMatchObject({ state: 'draft', published_at: null });
    expect((await listOf('manager')).map((r) => r.id)).toContain(draft.id);
    expect((await listOf('employee')).map((r) => r.id)).not.toContain(draft.id);
    expect((await listOf('employee', '&state=draft')).length).toBe(0);
    expect((await callAs(s, 'employee', 'GET', `/news/${draft.id}`)).statusCode).toBe(404);
    expect((await callAs(s, 'employee', 'GET', `/news?model_method=autocomplete&term=${encodeURIComponent(title)}`)).json()).toEqual([]);
    expect((await callAs(s, 'manager', 'GET', `/news?model_method=autocomplete&term=${encodeURIComponent(title)}`)).json()).toEqual([
      { value: draft.id, label: title },
    ]);
    expect((await callAs(s, 'employee', 'GET', `/news?search=${encodeURIComponent(title)}`)).json().items).toEqual([]);
    expect([403, 404]).toContain((await callAs(s, 'employee', 'GET', `/history/news/${draft.id}`)).statusCode);
    expect([403, 404]).toContain((await callAs(s, 'employee', 'GET', `/components/chat/vue/news/${draft.id}`)).statusCode);
    const exported = await callAs(s, 'employee', 'GET', '/news/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(text).not.toContain(title);
    expect(text).toContain('Итоги проверки Ростехнадзора');
    // Events to the list room (every user) carry no values of a news item.
    const listEvents = events.filter((e) => e.room.endsWith('news_list:all') && e.payload.id === draft.id);
    expect(listEvents.length).toBeGreaterThan(0);
    expect(JSON.stringify(listEvents)).not.toContain(title);
    // The demo drafts are seeded too, and stay the editors'.
    expect((await listOf('manager', '&state=draft')).length).toBeGreaterThanOrEqual(2);
  });

  it('publishing sets published_at; the unread count goes up, opening the card reads it and the count goes down', async () => {
    const before = await unread('employee');
    const created = (await callAs(s, 'manager', 'POST', '/news', { title: `Публикация ${next()}`, category: 'staff' })).json() as NewsRow;
    expect(await unread('employee')).toBe(before);
    const published = await callAs(s, 'manager', 'PATCH', `/news/${created.id}`, { state: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Date.now() - Date.parse(`${published.json().published_at.replace(' ', 'T')}:00Z`)).toBeLessThan(120_000);
    const history = (await callAs(s, 'manager', 'GET', `/history/news/${created.id}`)).json().items as { field: string }[];
    expect(history.map((h) => h.field)).toContain('published_at');
    // A date set by the editor is kept; a later edit does not move it.
    const dated = (
      await callAs(s, 'manager', 'POST', '/news', { title: `С датой ${next()}`, state: 'published', published_at: '2025-02-01 08:00' })
    ).json();
    expect(dated.published_at).toBe('2025-02-01 08:00');
    expect((await callAs(s, 'manager', 'PATCH', `/news/${dated.id}`, { summary: 'Правка' })).json().published_at).toBe('2025-02-01 08:00');

    expect(await unread('employee')).toBe(before + 2);
    expect((await listOf('employee')).find((r) => r.id === created.id)?.is_new).toBe(true);
    const card = await callAs(s, 'employee', 'GET', `/news/${created.id}`);
    expect(card.statusCode).toBe(200);
    expect(await unread('employee')).toBe(before + 1);
    expect((await listOf('employee')).find((r) => r.id === created.id)?.is_new).toBeUndefined();
    expect(events.filter((e) => e.payload.id === created.id && e.room.startsWith('user:')).length).toBe(1);
    // Reading again changes nothing; a trashed item does not count.
    await callAs(s, 'employee', 'GET', `/news/${created.id}`);
    expect(await unread('employee')).toBe(before + 1);
    await callAs(s, 'manager', 'DELETE', `/news/${dated.id}`);
    expect(await unread('employee')).toBe(before);
    expect(NEWS_READ_CHANNEL).toBe('news_read');
  });

  it('the body is rich text: stored sanitized (no script, on* handlers, javascript: links), formatting kept', async () => {
    const body =
      '<p><strong>Жирный</strong> и <em>курсив</em><script>alert(1)</script><img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(1)" onclick="steal()">ссылка</a></p><ul><li><p>пункт</p></li></ul>';
    const created = await callAs(s, 'manager', 'POST', '/news', { title: `Форматирование ${next()}`, body });
    expect(created.statusCode, created.body).toBe(200);
    const stored = created.json().body as string;
    expect(stored).toContain('<strong>Жирный</strong> и <em>курсив</em>');
    expect(stored).toContain('<ul><li><p>пункт</p></li></ul>');
    expect(stored).not.toMatch(/<script|alert|onerror|onclick|javascript:/i);
    // The same text again is no change; an empty editor stores nothing.
    const again = await callAs(s, 'manager', 'PATCH', `/news/${created.json().id}`, { body: stored });
    expect(again.json().version).toBe(created.json().version);
    const cleared = await callAs(s, 'manager', 'PATCH', `/news/${created.json().id}`, { body: '<p><br></p><p> </p>' });
    expect(cleared.json().body).toBeNull();
  });

  it('the demo news are seeded: six published (unread for a new reader), two drafts', async () => {
    const published = (await listOf('manager', '&state=published')).filter(
      (r) => !r.title.startsWith('Тестовая') && !r.title.startsWith('Публикация'),
    );
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(await unread('accountant')).toBeGreaterThanOrEqual(6);
  });
});
