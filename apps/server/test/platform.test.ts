import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Routes that exist only in this test, to exercise the body plumbing and the error envelope.
  t = await createTestApp({}, (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post('/api/__test/echo', { config: { access: 'public' } }, async (request) => ({ method: 'POST', body: request.body }));
    typed.patch(
      '/api/__test/echo/:id',
      {
        config: { access: 'public' },
        schema: { params: z.object({ id: z.coerce.number() }), body: z.object({ name: z.string().min(1, 'field.fillRequired') }) },
      },
      async (request) => ({ method: 'PATCH', id: request.params.id, name: request.body.name }),
    );
    typed.delete(
      '/api/__test/echo/:id',
      { config: { access: 'public' }, schema: { params: z.object({ id: z.coerce.number() }) } },
      async (request) => ({
        method: 'DELETE',
        id: request.params.id,
      }),
    );
    typed.get('/api/__test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('boom at secret.ts');
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('server core', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/health answers 503 {status:"error"} without detail when the database fails', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at pool.ts:12');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: t.database.kind });
      expect(res.body).not.toMatch(/ECONNREFUSED|\.ts/);
    } finally {
      t.database.ping = ping;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/login');
  });

  it('answers an unknown API path with 404 in the refusal envelope', async () => {
    const { authorization } = await t.login('employee');
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { authorization } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true });
  });

  it('answers 401 {token:false} without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/?get_rights=1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ token: false });
  });

  it('answers 422 {errors:{field:[...]}} for invalid input, in the caller language', async () => {
    const ru = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: '', password: '' } });
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.login).toEqual(['Заполните обязательное поле']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: '' },
      headers: { 'accept-language': 'en-US,en' },
    });
    expect(en.json().errors.password).toEqual(['Fill in this required field']);
  });

  it('answers 500 with a request id and no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error).toBe(true);
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});

describe('form bodies and the method override', () => {
  it('parses urlencoded bracket names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pack[name]=Тест&pack[projects][0]=1&checklist_group[2][position]=4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'POST', body: { pack: { name: 'Тест', projects: ['1'] }, checklist_group: [{ position: '4' }] } });
  });

  it('parses multipart with files under bracket names', async () => {
    const boundary = '----b';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="pack[name]"',
      '',
      'С файлом',
      `--${boundary}`,
      'Content-Disposition: form-data; name="files[0][file]"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}`,
      'Content-Disposition: form-data; name="files[0][name]"',
      '',
      'Первый',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.pack).toEqual({ name: 'С файлом' });
    expect(body.files[0]).toMatchObject({ name: 'Первый', file: { filename: 'a.txt', size: 5 } });
  });

  it('handles POST with _method=PATCH as the PATCH route, with its validation', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/42',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH&name=x',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ method: 'PATCH', id: 42, name: 'x' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/42',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('name');
  });

  it('handles _method=DELETE on a path that has no POST route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=DELETE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'DELETE', id: 7 });
  });

  it('checks the access of the overridden route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/params/name',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH&value=X',
    });
    expect(res.statusCode).toBe(401);
  });
});
