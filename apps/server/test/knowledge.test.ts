import { documentationRegistry, documentationSectionsRegistry } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * The knowledge base (issue 17): both registries keep the registry contract; then the rights
 * (reading for everyone, writing with documentation_edit), the section tree (cycle 422, a
 * non-empty section 409), sanitizing, versions with diff and restore, favourites and the
 * full-text search with Russian morphology.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterAll(async () => {
  await t?.close();
});

const as = callAs;

async function newSection(title = `Раздел ${next()}`, parent_id?: number): Promise<number> {
  const res = await as(s, 'admin', 'POST', '/documentation_sections', { title, ...(parent_id ? { parent_id } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function newArticle(section_id: number, title: string, body: string, who: 'admin' | 'manager' = 'admin'): Promise<number> {
  const res = await as(s, who, 'POST', '/documentation', { title, section_id, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

registryContract({
  session,
  definition: documentationSectionsRegistry,
  valid: async () => ({ title: `Контрактный раздел ${next()}` }),
  patch: { description: 'Описание раздела' },
});

registryContract({
  session,
  definition: documentationRegistry,
  valid: async () => ({ title: `Контрактная статья ${next()}`, section_id: await newSection() }),
  patch: { title: 'Новый заголовок' },
  // The module's own calls (tree, favourites, search, a section's articles, reading, versions) are tested below.
  elsewhere: [/^\/api\/documentation\/(tree|favorites|search|sections\/)/, /^\/api\/documentation\/:id\/(read|versions)/],
});

describe('knowledge base rights', () => {
  it('every signed-in user reads; writing needs documentation_edit (403 otherwise)', async () => {
    const section = await newSection();
    const id = await newArticle(section, 'Правила пропуска', '<p>Пропуск выдаёт охрана</p>');
    expect((await as(s, 'employee', 'GET', '/documentation/tree')).statusCode).toBe(200);
    expect((await as(s, 'employee', 'GET', `/documentation/${id}/read`)).json().title).toBe('Правила пропуска');
    expect((await as(s, 'employee', 'GET', `/documentation/sections/${section}/articles`)).json().articles).toHaveLength(1);
    expect((await as(s, 'employee', 'POST', '/documentation', { title: 'x', section_id: section })).statusCode).toBe(403);
    expect((await as(s, 'employee', 'PATCH', `/documentation/${id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await as(s, 'employee', 'DELETE', `/documentation/${id}`)).statusCode).toBe(403);
    expect((await as(s, 'employee', 'POST', '/documentation_sections', { title: 'x' })).statusCode).toBe(403);
    const versions = (await as(s, 'employee', 'GET', `/documentation/${id}/versions`)).json().versions;
    expect((await as(s, 'employee', 'POST', `/documentation/${id}/versions/${versions[0].id}/restore`)).statusCode).toBe(403);
    // The demo editor (role «Редактор базы знаний») writes.
    expect((await as(s, 'manager', 'PATCH', `/documentation/${id}`, { title: 'Правила пропуска на территорию' })).statusCode).toBe(200);
    expect((await as(s, null, 'GET', '/documentation/tree')).statusCode).toBe(401);
  });

  it('an unknown article is 404', async () => {
    expect((await as(s, 'employee', 'GET', '/documentation/999999/read')).statusCode).toBe(404);
    expect((await as(s, 'employee', 'GET', '/documentation/999999/versions')).statusCode).toBe(404);
  });
});

describe('section tree', () => {
  it('a move that closes a cycle is 422', async () => {
    const a = await newSection();
    const b = await newSection(undefined, a);
    const c = await newSection(undefined, b);
    const res = await as(s, 'admin', 'PATCH', `/documentation_sections/${a}`, { parent_id: c });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parent_id).toBeDefined();
    expect((await as(s, 'admin', 'PATCH', `/documentation_sections/${a}`, { parent_id: a })).statusCode).toBe(422);
    // Moving the lower section up is fine.
    expect((await as(s, 'admin', 'PATCH', `/documentation_sections/${c}`, { parent_id: a })).statusCode).toBe(200);
  });

  it('a section with articles or sub-sections is not deleted (409); an empty one goes to the trash', async () => {
    const parent = await newSection();
    const child = await newSection(undefined, parent);
    expect((await as(s, 'admin', 'DELETE', `/documentation_sections/${parent}`)).statusCode).toBe(409);
    const article = await newArticle(child, 'Статья', '<p>Текст</p>');
    expect((await as(s, 'admin', 'DELETE', `/documentation_sections/${child}`)).statusCode).toBe(409);
    expect((await as(s, 'admin', 'DELETE', `/documentation/${article}`)).statusCode).toBe(200);
    expect((await as(s, 'admin', 'DELETE', `/documentation_sections/${child}`)).statusCode).toBe(200);
    expect((await as(s, 'admin', 'DELETE', `/documentation_sections/${parent}`)).statusCode).toBe(200);
    // An article in a trashed section is not restored until its section is.
    expect((await as(s, 'admin', 'POST', `/documentation/${article}/restore`)).statusCode).toBe(422);
  });

  it('an article needs an active section', async () => {
    const res = await as(s, 'admin', 'POST', '/documentation', { title: 'Без раздела', section_id: 999999 });
    expect(res.statusCode).toBe(422);
  });
});

describe('articles', () => {
  it('the body is sanitized before it is stored', async () => {
    const section = await newSection();
    const id = await newArticle(
      section,
      'Опасная статья',
      '<h2>Заголовок</h2><p onclick="alert(1)">Текст<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>',
    );
    const body: string = (await as(s, 'employee', 'GET', `/documentation/${id}/read`)).json().body;
    expect(body).toContain('<h2>Заголовок</h2>');
    expect(body).not.toMatch(/script|onclick|javascript/);
  });

  it('keeps a picture placed in the text (its stored file), drops the script of a picture', async () => {
    const section = await newSection();
    const id = await newArticle(
      section,
      'Статья со схемой',
      '<p>Схема:</p><img src="/upload/files/plan.png" alt="Схема"><img src="javascript:alert(1)" onerror="alert(2)">',
    );
    const body: string = (await as(s, 'employee', 'GET', `/documentation/${id}/read`)).json().body;
    expect(body).toContain('<img src="/upload/files/plan.png" alt="Схема">');
    expect(body).not.toMatch(/javascript|onerror/);
  });

  it('every save keeps a version; the diff shows the change; restore makes a new version equal to the old one', async () => {
    const section = await newSection();
    const id = await newArticle(section, 'Пропуска', '<p>Гостевой пропуск заказывает секретарь.</p>', 'manager');
    const card = (await as(s, 'manager', 'GET', `/documentation/${id}`)).json();
    const patched = await as(s, 'manager', 'PATCH', `/documentation/${id}`, {
      body: '<p>Гостевой пропуск заказывает руководитель.</p>',
      version: card.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    let versions = (await as(s, 'employee', 'GET', `/documentation/${id}/versions`)).json().versions;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions[0].who_add_fio).toBeTruthy();
    const first = versions[1];

    const diff = (await as(s, 'employee', 'GET', `/documentation/${id}/versions/${first.id}/diff`)).json();
    expect(diff.body).toContainEqual({ kind: 'removed', text: 'секретарь.' });
    expect(diff.body).toContainEqual({ kind: 'added', text: 'руководитель.' });
    expect(diff.title).toEqual([{ kind: 'same', text: 'Пропуска' }]);

    // A patch that does not change the text keeps no version.
    await as(s, 'manager', 'PATCH', `/documentation/${id}`, { section_id: section });
    expect((await as(s, 'employee', 'GET', `/documentation/${id}/versions`)).json().versions).toHaveLength(2);

    const restored = await as(s, 'manager', 'POST', `/documentation/${id}/versions/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().body).toBe('<p>Гостевой пропуск заказывает секретарь.</p>');
    versions = (await as(s, 'employee', 'GET', `/documentation/${id}/versions`)).json().versions;
    expect(versions).toHaveLength(3);
    expect(versions[0]).toMatchObject({ number: 3, restored_from: 1 });
    const after = (await as(s, 'employee', 'GET', `/documentation/${id}/versions/${first.id}/diff`)).json();
    expect(after.body.every((p: { kind: string }) => p.kind === 'same')).toBe(true);
    // The history tab shows the restore.
    const history = (await as(s, 'employee', 'GET', `/history/documentation/${id}`)).json().items;
    expect(history.some((h: { field: string }) => h.field === 'body')).toBe(true);
    // A version of another article is 404.
    const other = await newArticle(section, 'Другая', '<p>Другая</p>');
    expect((await as(s, 'manager', 'POST', `/documentation/${other}/versions/${first.id}/restore`)).statusCode).toBe(404);
  });

  it('favourites: the star toggles and /documentation/favorites lists the user’s starred articles', async () => {
    const section = await newSection();
    const id = await newArticle(section, 'Избранная статья', '<p>Текст</p>');
    expect((await as(s, 'employee', 'POST', `/favorites/documentation/${id}`)).json().liked).toBe(1);
    const mine = (await as(s, 'employee', 'GET', '/documentation/favorites')).json().articles;
    expect(mine.map((a: { id: number }) => a.id)).toContain(id);
    expect(mine.find((a: { id: number }) => a.id === id).liked).toBe(1);
    expect((await as(s, 'accountant', 'GET', '/documentation/favorites')).json().articles.map((a: { id: number }) => a.id)).not.toContain(
      id,
    );
    expect((await as(s, 'employee', 'GET', `/documentation/${id}/read`)).json().liked).toBe(1);
    expect((await as(s, 'employee', 'POST', `/favorites/documentation/${id}`)).json().liked).toBe(0);
  });
});

describe('full-text search', () => {
  it('finds an article by another word form (Russian morphology), ranks the title above the body, with a snippet', async () => {
    const section = await newSection();
    const inBody = await newArticle(
      section,
      'Заявления сотрудников',
      '<p>Порядок оформления <strong>отпуска</strong> по уходу за ребёнком.</p>',
    );
    const inTitle = await newArticle(section, 'Отпуск по уходу за ребёнком', '<p>Подробности в отделе кадров.</p>');
    for (const q of ['отпуск', 'отпусков', 'ОТПУСКАМИ']) {
      const res = await as(s, 'employee', 'GET', `/documentation/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json().hits.map((h: { id: number }) => h.id);
      expect(ids, q).toContain(inBody);
      expect(ids, q).toContain(inTitle);
    }
    const hits = (await as(s, 'employee', 'GET', `/documentation/search?q=${encodeURIComponent('отпусков ребёнком')}`)).json().hits;
    const own = hits.filter((h: { id: number }) => h.id === inBody || h.id === inTitle);
    expect(own[0].id).toBe(inTitle);
    const snippet = hits.find((h: { id: number }) => h.id === inBody).snippet as string;
    expect(snippet).toContain('<mark>отпуска</mark>');
    expect(snippet).not.toContain('<strong>');
    // The demo article about vacations is found too.
    const demo = (await as(s, 'employee', 'GET', `/documentation/search?q=${encodeURIComponent('отпусков')}`)).json().hits;
    expect(demo.some((h: { title: string }) => h.title === 'Как оформить ежегодный оплачиваемый отпуск')).toBe(true);
  });

  it('a deleted article is not found; an empty query finds nothing; a long one is 422', async () => {
    const section = await newSection();
    const id = await newArticle(section, 'Уникальнейшее слово', '<p>Текст</p>');
    await as(s, 'admin', 'DELETE', `/documentation/${id}`);
    const hits = (await as(s, 'employee', 'GET', `/documentation/search?q=${encodeURIComponent('уникальнейшее')}`)).json().hits;
    expect(hits.map((h: { id: number }) => h.id)).not.toContain(id);
    expect((await as(s, 'employee', 'GET', '/documentation/search?q=')).json().hits).toEqual([]);
    expect((await as(s, 'employee', 'GET', `/documentation/search?q=${'а'.repeat(201)}`)).statusCode).toBe(422);
  });
});

describe('tree', () => {
  it('answers the demo sections with counts and the recent articles', async () => {
    const tree = (await as(s, 'employee', 'GET', '/documentation/tree')).json();
    const hr = tree.sections.find((x: { title: string }) => x.title === 'Кадровые вопросы');
    expect(hr).toBeDefined();
    expect(tree.sections.some((x: { parent_id: number | null }) => x.parent_id === hr.id)).toBe(true);
    expect(tree.recent.length).toBeGreaterThan(0);
  });
});
