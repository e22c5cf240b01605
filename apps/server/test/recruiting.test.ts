import { candidatesRegistry, vacanciesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Recruiting (issue 17): both registries keep the registry contract; then the candidate rules
 * (post and contact, spec 3 §5), the status change (refusal reason, history, hiring makes a user
 * account), merge, duplicates, the kanban, the questionnaire, the statistics and the demo seed.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const next = () => ++seq;
const phone = (n: number) => `+7 901 ${String(100 + (n % 900)).padStart(3, '0')}-${String(n % 100).padStart(2, '0')}-77`;

registryContract({
  session,
  definition: vacanciesRegistry,
  valid: async () => ({ post: `Вакансия ${next()}`, salary_from: '50000', salary_to: '70000' }),
  patch: { requirements: 'Опыт от года', state: 'closed' },
});

registryContract({
  session,
  definition: candidatesRegistry,
  valid: async () => ({ full_name: `Кандидат Тестовый ${next()}`, posts: 'Водитель', phones: phone(seq) }),
  patch: { notes: 'Перезвонить вечером', source: 'hh' },
  ownRoutes: [
    'PATCH /api/humanresources/candidates/:id/status hr_view',
    'POST /api/humanresources/candidates/merge hr_view',
    'GET /api/humanresources/candidates/:id/questionnaire hr_view',
    'PUT /api/humanresources/candidates/:id/questionnaire hr_view',
  ],
});

async function newVacancy(extra: object = {}) {
  const res = await callAs(s, 'admin', 'POST', '/humanresources/vacancies', { post: `Оператор ${next()}`, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; candidates_count: number };
}

async function newCandidate(extra: object = {}) {
  const n = next();
  const res = await callAs(s, 'admin', 'POST', '/humanresources/candidates', {
    full_name: `Иванов Пётр Сергеевич`,
    posts: 'Оператор',
    phones: phone(n),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number; version: number };
}

const setStage = (id: number, body: object) => callAs(s, 'admin', 'PATCH', `/humanresources/candidates/${id}/status`, body);

describe('recruiting: candidate rules (spec 3 §5)', () => {
  it('refuses a candidate without a post or without a contact with the catalogue message, in Russian and English', async () => {
    const noContact = await callAs(s, 'admin', 'POST', '/humanresources/candidates', { full_name: 'Без Контакта', posts: 'Водитель' });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().errors.phones).toEqual(['У кандидата должна быть хотя бы одна должность и хотя бы один контакт']);
    const noPost = await t.app.inject({
      method: 'POST',
      url: '/api/humanresources/candidates',
      headers: { authorization: s.auth.admin, 'accept-language': 'en' },
      payload: { full_name: 'No Post', telegrams: '@nopost' },
    });
    expect(noPost.statusCode).toBe(422);
    expect(noPost.json().errors.posts).toEqual(['The candidate needs at least one post and at least one contact']);
    const ok = await newCandidate({ phones: null, telegrams: '@only_telegram' });
    const cleared = await callAs(s, 'admin', 'PATCH', `/humanresources/candidates/${ok.id}`, { telegrams: '' });
    expect(cleared.statusCode).toBe(422);
  });

  it('stores several posts and contacts as a list, and counts the candidates of a vacancy', async () => {
    const vacancy = await newVacancy();
    const c = await newCandidate({ posts: 'Оператор; Кладовщик\nГрузчик', emails: 'Petr@Example.ru', vacancy_id: vacancy.id });
    expect(c.posts).toBe('Оператор, Кладовщик, Грузчик');
    expect((await callAs(s, 'admin', 'GET', `/humanresources/vacancies/${vacancy.id}`)).json().candidates_count).toBe(1);
    await callAs(s, 'admin', 'DELETE', `/humanresources/candidates/${c.id}`);
    expect((await callAs(s, 'admin', 'GET', `/humanresources/vacancies/${vacancy.id}`)).json().candidates_count).toBe(0);
  });

  it('answers the candidate’s contacts at humanresources/{id}/contacts', async () => {
    const c = await newCandidate({ phones: '+7 902 111-22-33', emails: 'a@b.ru', telegrams: '@abc' });
    const res = await callAs(s, 'admin', 'GET', `/humanresources/${c.id}/contacts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { type: 2, value: '+7 902 111-22-33' },
      { type: 1, value: 'a@b.ru' },
      { type: 3, value: '@abc' },
    ]);
  });
});

describe('recruiting: status change and hiring', () => {
  it('needs a reason for a refusal, writes history rows and keeps the reason', async () => {
    const c = await newCandidate();
    expect(c.stage).toBe('new');
    const bad = await setStage(c.id, { stage: 'refusal' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toEqual(['Укажите причину отказа']);
    expect((await setStage(c.id, { stage: 'call' })).json().candidate.stage).toBe('call');
    const refused = await setStage(c.id, { stage: 'refusal', reason: 'Не устроила зарплата' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().candidate).toMatchObject({ stage: 'refusal', refusal_reason: 'Не устроила зарплата' });
    expect((await setStage(c.id, { stage: 'new', version: 1 })).statusCode).toBe(409);
    const history = (await callAs(s, 'admin', 'GET', `/history/candidates/${c.id}`)).json().items as { field: string; new_value: string }[];
    expect(history.filter((h) => h.field === 'stage').map((h) => h.new_value)).toEqual(['refusal', 'call']);
    expect(history.find((h) => h.field === 'refusal_reason')?.new_value).toBe('Не устроила зарплата');
    expect((await callAs(s, 'employee', 'PATCH', `/humanresources/candidates/${c.id}/status`, { stage: 'call' })).statusCode).toBe(403);
  });

  it('emits a candidates event on the card and list rooms, so open boards refresh', async () => {
    const c = await newCandidate();
    const emit = vi.spyOn(t.realtime, 'emit');
    await setStage(c.id, { stage: 'potential' });
    const calls = emit.mock.calls.filter((call) => call[1] === 'candidates');
    expect(calls.map((call) => call[0]).sort()).toEqual([`object:candidates:${c.id}`, 'object:candidates_list:all']);
    expect(calls[0][2]).toMatchObject({ action: 'update', id: c.id, fields: { stage: 'potential' } });
    emit.mockRestore();
  });

  it('hiring makes the employee’s user account once: login from the name, post from the vacancy, password to change', async () => {
    const vacancy = await newVacancy({ post: 'Инженер-сметчик' });
    const c = await newCandidate({ full_name: 'Щукина Юлия Эдуардовна', vacancy_id: vacancy.id, emails: 'yulia@example.ru' });
    const res = await setStage(c.id, { stage: 'hired' });
    expect(res.statusCode, res.body).toBe(200);
    const { hired, candidate } = res.json();
    expect(hired.login).toBe('shchukina.ye');
    expect(hired.password.length).toBeGreaterThanOrEqual(8);
    expect(candidate).toMatchObject({ stage: 'hired', user_id: hired.user_id });
    expect(candidate.hired_at).toBe(new Date().toISOString().slice(0, 10));
    const [user] = await queryRows<{ fio: string; post: string; email: string; password_must_change: number }>(
      db(),
      sql`select fio, post, email, password_must_change from users where id = ${hired.user_id}`,
    );
    expect(user).toEqual({ fio: 'Щукина Юлия Эдуардовна', post: 'Инженер-сметчик', email: 'yulia@example.ru', password_must_change: 1 });
    const list = await callAs(s, 'admin', 'GET', `/users?search=${encodeURIComponent('Щукина')}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain('shchukina.ye');
    const signIn = await t.login(hired.login, hired.password);
    expect(signIn.authorization).toBeTruthy();
    // A namesake gets the next free login; hired again, the candidate keeps the account.
    const twin = await newCandidate({ full_name: 'Щукина Юлия Эдуардовна' });
    expect((await setStage(twin.id, { stage: 'hired' })).json().hired.login).toBe('shchukina.ye2');
    await setStage(c.id, { stage: 'reserve' });
    const again = (await setStage(c.id, { stage: 'hired' })).json();
    expect(again.hired).toBeNull();
    expect(again.candidate.user_id).toBe(hired.user_id);
  });

  it('lets the demo recruiter (user10, role «Рекрутер») move a candidate to hired and get the account', async () => {
    const recruiter = (await t.login('user10')).authorization;
    const as10 = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: { authorization: recruiter }, payload });
    const created = await as10('POST', '/humanresources/candidates', {
      full_name: 'Ёлкин Яков',
      posts: 'Сварщик',
      phones: '+7 905 123-45-67',
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await as10('PATCH', `/humanresources/candidates/${created.json().id}/status`, { stage: 'hired' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hired.login).toBe('elkin.y');
    const list = (await callAs(s, 'admin', 'GET', '/humanresources/candidates?stage=hired&limit=200')).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(created.json().id);
  });
});

describe('recruiting: merge and duplicates', () => {
  it('merges two different candidates: contacts, posts, chat, history and tags join the kept one, the other goes to the trash', async () => {
    const keep = await newCandidate({ phones: '+7 903 000-00-01', posts: 'Водитель' });
    const remove = await newCandidate({ phones: '8 903 000-00-01, +7 903 000-00-02', emails: 'dup@example.ru', posts: 'Экспедитор' });
    const chat = await callAs(s, 'admin', 'POST', `/components/chat/add/candidates/${remove.id}`, { comment: 'Резюме получено' });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const tag = await callAs(s, 'admin', 'POST', '/widgets/tags', {
      module: 'candidates',
      name: `Повторный ${next()}`,
      item_id: remove.id,
    });
    expect(tag.statusCode, tag.body).toBe(200);
    const res = await callAs(s, 'admin', 'POST', '/humanresources/candidates/merge', { keep_id: keep.id, remove_id: remove.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toMatchObject({ messages: 1, tags: 1 });
    const card = (await callAs(s, 'admin', 'GET', `/humanresources/candidates/${keep.id}`)).json();
    expect(card.phones).toBe('+7 903 000-00-01, +7 903 000-00-02');
    expect(card.emails).toBe('dup@example.ru');
    expect(card.posts).toBe('Водитель, Экспедитор');
    expect(card.tags.map((x: { name: string }) => x.name)).toEqual([expect.stringMatching(/^Повторный/)]);
    const removed = await callAs(s, 'admin', 'GET', `/humanresources/candidates/${remove.id}`);
    expect(removed.json().status).toBe(0);
    const history = (await callAs(s, 'admin', 'GET', `/history/candidates/${keep.id}`)).json().items as { field: string }[];
    expect(history.map((h) => h.field)).toContain('merged');
    expect(history.map((h) => h.field)).toContain('full_name'); // the removed one's creation rows moved too
  });

  it('refuses to merge a candidate with itself: candidates cannot be combined', async () => {
    const c = await newCandidate();
    const res = await callAs(s, 'admin', 'POST', '/humanresources/candidates/merge', { keep_id: c.id, remove_id: c.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.remove_id[0]).toMatch(/Кандидатов нельзя объединить/);
  });

  it('finds duplicates by a phone (8 = +7) or an e-mail (any case)', async () => {
    const c = await newCandidate({ phones: '+7 904 555-66-77', emails: 'Twin@Example.ru' });
    const byPhone = (
      await callAs(s, 'admin', 'GET', `/humanresources/duplicates?phones=${encodeURIComponent('8 (904) 555 66 77')}`)
    ).json();
    expect(byPhone.map((d: { id: number }) => d.id)).toContain(c.id);
    const byMail = (await callAs(s, 'admin', 'GET', '/humanresources/duplicates?emails=twin@example.ru')).json();
    expect(byMail).toEqual([expect.objectContaining({ id: c.id, matches: ['Twin@Example.ru'] })]);
    const excluded = (await callAs(s, 'admin', 'GET', `/humanresources/duplicates?emails=twin@example.ru&exclude=${c.id}`)).json();
    expect(excluded).toEqual([]);
  });
});

describe('recruiting: kanban, questionnaire, statistics, seed', () => {
  it('answers every stage in order with cards, narrowed by vacancy', async () => {
    const vacancy = await newVacancy();
    const c = await newCandidate({ vacancy_id: vacancy.id, posts: 'Оператор, Диспетчер' });
    await setStage(c.id, { stage: 'security' });
    const board = (await callAs(s, 'admin', 'GET', `/humanresources/kanban?vacancy_id=${vacancy.id}`)).json();
    expect(board.columns.map((col: { stage: string }) => col.stage)).toEqual(
      candidatesRegistry.fields.find((f) => f.name === 'stage')!.options.map((o) => o.value),
    );
    const security = board.columns.find((col: { stage: string }) => col.stage === 'security');
    expect(security.count).toBe(1);
    expect(security.cards[0]).toMatchObject({ id: c.id, posts: ['Оператор', 'Диспетчер'], vacancy_id: vacancy.id, days_in_stage: 0 });
    expect(security.cards[0].contact.kind).toBe('phone');
    const all = (await callAs(s, 'admin', 'GET', '/humanresources/kanban')).json();
    expect(all.columns.reduce((n: number, col: { count: number }) => n + col.count, 0)).toBeGreaterThan(20);
  });

  it('stores and answers the questionnaire', async () => {
    const c = await newCandidate();
    const empty = (await callAs(s, 'admin', 'GET', `/humanresources/candidates/${c.id}/questionnaire`)).json();
    expect(empty.questions).toHaveLength(6);
    const saved = await callAs(s, 'admin', 'PUT', `/humanresources/candidates/${c.id}/questionnaire`, {
      answers: { experience: '5 лет', salary: ' ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().questions.find((q: { key: string }) => q.key === 'experience').answer).toBe('5 лет');
    expect(
      (await callAs(s, 'admin', 'PUT', `/humanresources/candidates/${c.id}/questionnaire`, { answers: { nope: 'x' } })).statusCode,
    ).toBe(422);
    expect((await callAs(s, 'admin', 'GET', '/humanresources/candidates/999999/questionnaire')).statusCode).toBe(404);
  });

  it('answers the funnel, time to hire, sources and turnover of the seed', async () => {
    const res = await callAs(s, 'admin', 'GET', '/humanresources/statistics');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.funnel.find((f: { stage: string }) => f.stage === 'hired').count).toBeGreaterThanOrEqual(6);
    expect(stats.time_to_hire.hired).toBeGreaterThanOrEqual(6);
    expect(stats.time_to_hire.median_days).toBeGreaterThan(0);
    expect(stats.sources.find((x: { source: string }) => x.source === 'hh').count).toBeGreaterThan(0);
    expect(stats.turnover).toHaveLength(12);
    expect(stats.turnover.reduce((n: number, m: { hired: number }) => n + m.hired, 0)).toBeGreaterThanOrEqual(6);
    const vacancyId = (await callAs(s, 'admin', 'GET', '/humanresources/vacancies?search=Водитель')).json().items[0].id;
    const one = (await callAs(s, 'admin', 'GET', `/humanresources/statistics?vacancy_id=${vacancyId}`)).json();
    const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    expect(total(one.funnel)).toBeLessThan(total(stats.funnel));
    expect(total(one.funnel)).toBeGreaterThan(0);
    const bad = await callAs(s, 'admin', 'GET', '/humanresources/statistics?from=2026-05-01&to=2026-01-01');
    expect(bad.statusCode).toBe(422);
  });

  it('seeds the recruiter role for user10, four vacancies and candidates in every stage', async () => {
    const user10 = await t.login('user10');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/humanresources/candidates?limit=200',
      headers: { authorization: user10.authorization },
    });
    expect(list.statusCode).toBe(200);
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct stage)::int as n from candidates where who_add = (select id from users where login = 'user10')`,
    );
    expect(n).toBe(11);
  });
});
