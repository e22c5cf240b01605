import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, PDF, pdfHasLetters, useApplicationsApp } from './applications-helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let c: ApplicationsClient;
useApplicationsApp((app) => {
  ({ t, c } = app);
});

async function partner(id: number) {
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select name from partners where id = ${id}`);
  return row.name;
}

/** An application with `n` positions and a request to partner 1 for the first of them. */
async function withRequest(n = 2) {
  const id = await c.createTmc('employee', n);
  const snabs = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs as { id: number; info: string }[];
  const created = await c.call('employee', 'POST', `/api/applications/${id}/requests`, {
    partner_id: 1,
    snabs: [snabs[0].id],
    comment: 'Просим цену с доставкой',
  });
  expect(created.statusCode).toBe(200);
  return { id, snabs, reqId: created.json().id as number };
}

describe('supplier requests (spec 3 §7: POST/GET applications/{id}/requests, pdf, send, link)', () => {
  it('a new request is a draft with its supplier and positions; the PDF names them in Cyrillic, by the user and by the link', async () => {
    const { id, snabs, reqId } = await withRequest();
    const list = (await c.call('employee', 'GET', `/api/applications/${id}/requests`)).json().requests;
    expect(list).toEqual([
      expect.objectContaining({
        id: reqId,
        partner_id: 1,
        partner_name: await partner(1),
        snabs: [snabs[0].id],
        status: 'draft',
        date_send: null,
        link: null,
        comment: 'Просим цену с доставкой',
      }),
    ]);
    const pdf = await c.call('employee', 'GET', `/api/applications/${id}/requests/${reqId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfHasLetters(pdf.rawPayload, 'Запрос коммерческого предложения Позиция доставкой')).toBe(true);
    expect(pdfHasLetters(pdf.rawPayload, await partner(1))).toBe(true);

    // The supplier's link works without an account, before and after sending.
    const link = (await c.call('employee', 'GET', `/api/applications/${id}/requests/${reqId}/link/pdf`)).json().link as string;
    expect(link).toMatch(/^\/api\/applications\/requests\/shared\/[\w-]{20,}$/);
    const shared = await t.app.inject({ method: 'GET', url: link });
    expect(shared.statusCode).toBe(200);
    expect(pdfHasLetters(shared.rawPayload, 'Запрос')).toBe(true);
    expect((await c.call('employee', 'GET', `/api/applications/${id}/requests/${reqId}/link/xls`)).statusCode).toBe(404);
  });

  it('is refused without positions, with positions of another application, and to users who do not see the application', async () => {
    const { id, reqId } = await withRequest();
    const other = await c.createTmc('employee', 1);
    const foreign = (await c.call('employee', 'GET', `/api/applications/${other}`)).json().snabs[0].id;
    const none = await c.call('employee', 'POST', `/api/applications/${id}/requests`, { partner_id: 1, snabs: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.snabs).toEqual(['Добавьте хотя бы одну позицию']);
    const wrong = await c.call('employee', 'POST', `/api/applications/${id}/requests`, { partner_id: 1, snabs: [foreign] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.snabs).toEqual(['Неверное значение']);
    for (const [method, url] of [
      ['GET', `/api/applications/${id}/requests`],
      ['GET', `/api/applications/${id}/requests/${reqId}/pdf`],
      ['GET', `/api/applications/${id}/requests/${reqId}/link/pdf`],
      ['POST', `/api/applications/${id}/requests/${reqId}/send`],
    ] as const)
      expect((await c.call('user2', method, url)).statusCode, url).toBe(404);
  });

  it('send needs a supplier or an e-mail; it stamps the date and makes the link; a sent request is no longer edited', async () => {
    const id = await c.createTmc('employee', 1);
    const snab = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs[0].id;
    const bare = (await c.call('employee', 'POST', `/api/applications/${id}/requests`, { snabs: [snab] })).json().id;
    const refused = await c.call('employee', 'POST', `/api/applications/${id}/requests/${bare}/send`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.partner_id).toEqual(['Заполните обязательное поле']);
    expect((await c.call('employee', 'POST', `/api/applications/${id}/requests/${bare}`, { email: 'sales@vector.ru' })).statusCode).toBe(
      200,
    );
    const sent = await c.call('employee', 'POST', `/api/applications/${id}/requests/${bare}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'sent',
      email: 'sales@vector.ru',
      date_send: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      link: expect.stringMatching(/^\/api\/applications\/requests\/shared\//),
      result_content: 'Запрос отправлен',
    });
    const edit = await c.call('employee', 'POST', `/api/applications/${id}/requests/${bare}`, { comment: 'Поздно' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().result_content).toBe('Запрос уже отправлен');
  });

  it("the supplier's answer to a sent request becomes an offer of the kp tab with the request's supplier; one answer per request", async () => {
    const { id, reqId } = await withRequest();
    const early = await c.multipart(
      'employee',
      'POST',
      `/api/applications/${id}/offers`,
      [
        ['request_id', String(reqId)],
        ['sum', '100'],
      ],
      [],
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().result_content).toBe('Ответ поставщика вносится после отправки запроса');

    expect((await c.call('employee', 'POST', `/api/applications/${id}/requests/${reqId}/send`)).statusCode).toBe(200);
    const answer = await c.multipart(
      'accountant',
      'POST',
      `/api/applications/${id}/offers`,
      [
        ['request_id', String(reqId)],
        ['sum', '48200.00'],
        ['comment', 'Срок поставки 5 дней'],
      ],
      [['files[0][file]', 'kp.pdf', PDF]],
    );
    expect(answer.statusCode).toBe(200);
    const offers = (await c.call('employee', 'GET', `/api/applications/${id}?offers=1`)).json().offers;
    expect(offers).toEqual([
      expect.objectContaining({
        id: answer.json().id,
        partner_id: 1,
        partner_name: await partner(1),
        sum: '48200.00',
        comment: 'Срок поставки 5 дней',
        file: expect.objectContaining({ name: 'kp.pdf' }),
      }),
    ]);
    const [request] = (await c.call('employee', 'GET', `/api/applications/${id}/requests`)).json().requests;
    expect(request).toMatchObject({ id: reqId, status: 'answered' });

    const again = await c.multipart(
      'employee',
      'POST',
      `/api/applications/${id}/offers`,
      [
        ['request_id', String(reqId)],
        ['sum', '1'],
      ],
      [],
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().result_content).toBe('Ответ на этот запрос уже внесён');
    const resend = await c.call('employee', 'POST', `/api/applications/${id}/requests/${reqId}/send`);
    expect(resend.statusCode).toBe(400);
    expect((await c.call('employee', 'GET', `/api/applications/${id}?offers=1`)).json().offers).toHaveLength(1);

    // A request of another application is not an answer here.
    const other = await withRequest(1);
    const foreign = await c.multipart('employee', 'POST', `/api/applications/${id}/offers`, [['request_id', String(other.reqId)]], []);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.request_id).toEqual(['Неверное значение']);

    const history = (await c.call('employee', 'GET', `/api/applications/${id}?history=1`)).json().history as { field: string }[];
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['request_add', 'request_send', 'offer_add', 'request_answer']));
  });

  it('a deleted request disappears, its link stops working and it takes no answer', async () => {
    const { id, reqId } = await withRequest();
    const link = (await c.call('employee', 'POST', `/api/applications/${id}/requests/${reqId}/send`)).json().link as string;
    expect((await c.call('employee', 'PATCH', `/api/applications/requests/${reqId}`, { state: 0 })).statusCode).toBe(200);
    expect((await c.call('employee', 'GET', `/api/applications/${id}/requests`)).json().requests).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const answer = await c.multipart('employee', 'POST', `/api/applications/${id}/offers`, [['request_id', String(reqId)]], []);
    expect(answer.statusCode).toBe(422);
  });
});

describe('position stickers: at most 50 positions per call (spec 1 §9)', () => {
  const MESSAGE = ['Стикеры печатаются не более чем для 50 позиций за раз: выберите до 50 позиций'];

  it('refuses all 51 positions or 51 chosen ones with a clear message, and prints 50', async () => {
    const id = await c.createTmc('employee', 50);
    expect((await c.form('employee', 'PATCH', `/api/applications/${id}`, [['snabs[0][info]', 'Пятьдесят первая']])).statusCode).toBe(200);
    const ids = ((await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs as { id: number }[]).map((s) => s.id);
    expect(ids).toHaveLength(51);
    const all = await c.call('employee', 'GET', `/api/applications/${id}/snab/sticker`);
    expect(all.statusCode).toBe(422);
    expect(all.json().errors.snabs).toEqual(MESSAGE);
    const chosen = await c.call('employee', 'GET', `/api/applications/${id}/snab/sticker?snabs=${ids.join(',')}`);
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json().errors.snabs).toEqual(MESSAGE);
    const fifty = await c.call('employee', 'GET', `/api/applications/${id}/snab/sticker?snabs=${ids.slice(0, 50).join(',')}`);
    expect(fifty.statusCode).toBe(200);
    expect(fifty.headers['content-type']).toBe('application/pdf');
    expect(pdfHasLetters(fifty.rawPayload, 'Позиция')).toBe(true);
  });
});
