import {
  displayValue,
  hasListTotals,
  hasPermit,
  listColumns,
  type RegistryDefinition,
  type RegistryField,
  SECRET_MASK,
} from '@app/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';

/**
 * The contract every registry of the engine keeps, checked from its definition alone (issue 12
 * "API tests for each registry generated from its definition"): the rights of each route, the
 * required fields, create → card → patch → history, delete → trash → restore, and the export
 * holding the list's rows. A registry's own rules get tests of their own beside it.
 */

export const WHO = ['admin', 'manager', 'accountant', 'employee'] as const;
export type Who = (typeof WHO)[number];

export interface RegistrySession {
  t: TestApp;
  auth: Record<Who, string>;
  rights: Record<Who, { type: number; permits: Record<string, number> }>;
}

/** Signs in every demo account and reads its rights. */
export async function openSession(t: TestApp): Promise<RegistrySession> {
  const auth = {} as Record<Who, string>;
  const rights = {} as RegistrySession['rights'];
  for (const login of WHO) {
    auth[login] = (await t.login(login)).authorization;
    const me = (await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: auth[login] } })).json();
    rights[login] = { type: me.type, permits: me.permits };
  }
  return { t, auth, rights };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const callAs = (s: RegistrySession, who: Who | null, method: Method, url: string, payload?: object) =>
  s.t.app.inject({ method, url: `/api${url}`, payload, headers: who ? { authorization: s.auth[who] } : {} });

/** The first demo account holding every permit of the definition (the one that keeps the registry). */
export function keeperOf(s: RegistrySession, def: RegistryDefinition): Who {
  const who = (['manager', 'accountant', 'admin'] as const).find((w) =>
    Object.values(def.permits).every((permit) => hasPermit(s.rights[w], permit)),
  );
  if (!who) throw new Error(`no demo account keeps ${def.name}`);
  return who;
}

export interface ContractOptions {
  /** The session, opened in the test file's `beforeAll`. */
  session: () => RegistrySession;
  definition: RegistryDefinition;
  /** A valid create body (unique on every call). */
  valid: (s: RegistrySession) => Promise<Record<string, unknown>>;
  /** A patch of some fields (plain values, as history prints them). */
  patch: Record<string, string | number>;
  /**
   * The module's own routes under the registry's path besides the engine's, as
   * `METHOD /api/<path> <access>` (news: `GET /api/news/unread-count session`): walked the same way.
   */
  ownRoutes?: readonly string[];
  /**
   * Routes under the registry's path that are other calls, tested in their own files (documents:
   * `/documents/contracts/...`, the files and readers of `/documents/:id/...`): left out of the walk.
   */
  elsewhere?: readonly RegExp[];
}

type Row = Record<string, unknown> & { id: number; version: number; status: number };

/** Declares the contract tests of one registry (call at the top level of a test file). */
export function registryContract({ session, definition: def, valid, patch, ownRoutes = [], elsewhere = [] }: ContractOptions) {
  const base = def.api ?? `/${def.name}`;
  const fields: readonly RegistryField[] = def.fields;

  const create = async (s: RegistrySession, who: Who, extra: object = {}) => {
    const res = await callAs(s, who, 'POST', base, { ...(await valid(s)), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };

  describe(`${def.name}: the registry contract`, () => {
    it('declares each route with the definition permit and answers 401 / 403 / 200 as it says', async () => {
      const s = session();
      const routes = s.t.app.routeRegistry.filter(
        (r) => (r.url === `/api${base}` || r.url.startsWith(`/api${base}/`)) && !elsewhere.some((pattern) => pattern.test(r.url)),
      );
      expect(routes.map((r) => `${r.method} ${r.url} ${r.access}`).sort()).toEqual(
        [
          `GET /api${base} ${def.permits.view}`,
          `GET /api${base}/trash ${def.permits.delete}`,
          `GET /api${base}/export ${def.permits.view}`,
          `GET /api${base}/:id ${def.permits.view}`,
          `POST /api${base} ${def.permits.create}`,
          `PATCH /api${base}/:id ${def.permits.edit}`,
          `DELETE /api${base}/:id ${def.permits.delete}`,
          `POST /api${base}/:id/restore ${def.permits.delete}`,
          ...(hasListTotals(def) ? [`GET /api${base}/totals ${def.permits.view}`] : []),
          ...ownRoutes,
        ].sort(),
      );
      expect(routes.find((r) => r.method === 'GET' && r.url === `/api${base}`)?.autocompleteAccess).toBe(def.lookup);
      const { id } = await create(s, keeperOf(s, def));
      for (const route of routes) {
        const url = route.url.replace('/api', '').replace(':id', String(id));
        const method = route.method as Method;
        expect((await callAs(s, null, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url} anonymous`).toBe(401);
        for (const who of WHO) {
          // Writes get an empty body: allowed callers answer 422 / 404 / 409, never 401 / 403.
          const res = await callAs(s, who, method, url, method === 'GET' ? undefined : {});
          if (hasPermit(s.rights[who], route.access)) {
            expect([401, 403], `${method} ${url} as ${who}`).not.toContain(res.statusCode);
            expect(res.statusCode, `${method} ${url} as ${who}`).toBeLessThan(500);
            if (method === 'GET') expect(res.statusCode, `${method} ${url} as ${who}: ${res.body}`).toBe(200);
          } else expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
        }
      }
      // The demo employee holds no section right: the list is refused unless every signed-in user
      // may view it (news), the look-up as `lookup` says.
      expect((await callAs(s, 'employee', 'GET', base)).statusCode).toBe(hasPermit(s.rights.employee, def.permits.view) ? 200 : 403);
      const lookup = await callAs(s, 'employee', 'GET', `${base}?model_method=autocomplete`);
      expect(lookup.statusCode).toBe(hasPermit(s.rights.employee, def.lookup) ? 200 : 403);
    });

    const required = fields.filter((f) => f.required && !('default' in f && f.default !== undefined));
    it.each(required.map((f) => f.name))('422 naming %s when the required field is missing or blank', async (name) => {
      const s = session();
      for (const value of [undefined, '', '   ']) {
        const res = await callAs(s, keeperOf(s, def), 'POST', base, { ...(await valid(s)), [name]: value });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors[name]).toEqual(['Заполните обязательное поле']);
      }
    });

    it('create → card → patch → history rows of the changed fields; a stale version is 409', async () => {
      const s = session();
      const who = keeperOf(s, def);
      const created = await create(s, who);
      expect(created).toMatchObject({ status: 1, version: 1 });
      expect((await callAs(s, who, 'GET', `${base}/${created.id}`)).json()).toEqual(created);
      const patched = await callAs(s, who, 'PATCH', `${base}/${created.id}`, { ...patch, version: 1 });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ ...patch, version: 2 });
      expect((await callAs(s, who, 'PATCH', `${base}/${created.id}`, { ...patch, version: 1 })).statusCode).toBe(409);
      const history = (await callAs(s, who, 'GET', `/history/${def.name}/${created.id}`)).json().items as {
        field: string;
        old_value: string | null;
        new_value: string | null;
      }[];
      for (const [field, value] of Object.entries(patch))
        expect(history.find((h) => h.field === field)?.new_value, field).toBe(String(value));
      // The create wrote one row per filled field.
      expect(history.some((h) => h.field === def.title && h.old_value === null && h.new_value === created[def.title])).toBe(true);
      for (const h of history) if (fields.find((f) => f.name === h.field)?.secret) expect([null, SECRET_MASK]).toContain(h.new_value);
    });

    it('delete → trash → restore, with a history row each', async () => {
      const s = session();
      const who = keeperOf(s, def);
      const { id } = await create(s, who);
      expect((await callAs(s, who, 'DELETE', `${base}/${id}`)).json()).toMatchObject({ id, status: 0 });
      expect((await callAs(s, who, 'GET', `${base}?limit=200`)).json().items.map((r: Row) => r.id)).not.toContain(id);
      expect((await callAs(s, who, 'GET', `${base}/trash?limit=200`)).json().items.map((r: Row) => r.id)).toContain(id);
      expect((await callAs(s, who, 'PATCH', `${base}/${id}`, patch)).statusCode).toBe(404);
      expect((await callAs(s, who, 'POST', `${base}/${id}/restore`)).json()).toMatchObject({ id, status: 1 });
      expect((await callAs(s, who, 'GET', `${base}?limit=200`)).json().items.map((r: Row) => r.id)).toContain(id);
      const history = (await callAs(s, who, 'GET', `/history/${def.name}/${id}`)).json().items;
      expect(history.slice(0, 2).map((h: { field: string; new_value: string }) => [h.field, h.new_value])).toEqual([
        ['status', '1'],
        ['status', '0'],
      ]);
    });

    it('exports the rows of the list, in its order, as the list shows them', async () => {
      const s = session();
      const who = keeperOf(s, def);
      const list = (await callAs(s, who, 'GET', `${base}?limit=200`)).json();
      expect(list.next_cursor).toBeNull();
      const res = await callAs(s, who, 'GET', `${base}/export`);
      expect(res.statusCode).toBe(200);
      expect(list.items.length).toBeGreaterThan(0);
      await expectExportOfList(def, res.rawPayload, list.items);
    });
  });
}

/** The xlsx of an export holds the header and the list's rows, in its order, as the list shows them. */
export async function expectExportOfList(def: RegistryDefinition, payload: Buffer, items: Record<string, unknown>[]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const columns = listColumns(def);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', ...columns.map((f) => f.label.ru)]);
  const cells: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) cells.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null));
  });
  const expected = items.map((row) => [row.id, ...columns.map((f) => displayValue(def, f.name, row, 'ru'))]);
  expect(cells.map((r) => [...r, ...Array(expected[0].length - r.length).fill(null)])).toEqual(expected);
}
