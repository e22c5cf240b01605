import { NOTIFICATION_EVENTS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifications } from '../src/modules/notifications/index.ts';
import { registerTestObjects, userId } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** `/notices` (spec 1 §2, §7 "notifications"; issue 12): list filters, settings, suppression by `none`. */
let t: TestApp;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
type Who = 'admin' | 'manager' | 'employee' | 'accountant';
const headers = (who: Who) => ({ authorization: auth[who].authorization });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: headers(who) });
const patchSettings = (who: Who, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', payload: payload as object, headers: headers(who) });
const mention = (id: number) => `<p>Глянь <span data-type="mention" data-id="${id}" data-denotation-char="@">@x</span></p>`;
const say = (who: Who, objectId: number, comment: string) =>
  t.app.inject({ method: 'POST', url: `/api/components/chat/add/test/${objectId}`, payload: { comment }, headers: headers(who) });
type Item = { id: number; title: string; module: string | null; is_read: number; date_add: string };
const items = async (who: Who, query = '') => (await get(who, `/api/notifications${query}`)).json().items as Item[];

beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  for (const login of ['admin', 'manager', 'employee', 'accountant'] as const) {
    auth[login] = await t.login(login);
    ids[login] = await userId(t, login);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications: filters and keyset pages', () => {
  it('filters by module and read mark, newest first, with the distinct modules', async () => {
    const service = createNotifications(t.database.db, t.realtime);
    const me = ids.manager;
    await service.notify([me], { title: 'tickets one', module: 'tickets', object_id: 1, link: '/tickets/1' }, null);
    await service.notify([me], { title: 'apps one', module: 'applications', object_id: 2, link: '/applications/2' }, null);
    await service.notify([me], { title: 'tickets two', module: 'tickets', object_id: 3, link: '/tickets/3' }, null);
    const all = await items('manager');
    expect(all.map((i) => i.title).slice(0, 3)).toEqual(['tickets two', 'apps one', 'tickets one']);
    expect(all[0].date_add).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const first = (await get('manager', '/api/notifications')).json();
    expect(first.modules).toEqual(expect.arrayContaining(['applications', 'tickets']));

    const tickets = await items('manager', '?module=tickets');
    expect(tickets.map((i) => i.title)).toEqual(['tickets two', 'tickets one']);

    const target = all.find((i) => i.title === 'apps one')!;
    const read = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read',
      payload: { id: target.id },
      headers: headers('manager'),
    });
    expect(read.statusCode).toBe(200);
    expect((await items('manager', '?is_read=1')).map((i) => i.title)).toEqual(['apps one']);
    expect((await items('manager', '?is_read=0')).map((i) => i.title)).not.toContain('apps one');
    expect(await items('manager', '?is_read=1&module=tickets')).toEqual([]);

    const page = (await get('manager', '/api/notifications?limit=1')).json();
    expect(page.items).toHaveLength(1);
    const next = (await get('manager', `/api/notifications?limit=1&cursor=${page.next_cursor}`)).json();
    expect(next.items[0].id).toBeLessThan(page.items[0].id);

    // Another user's rows never show.
    expect((await items('accountant')).map((i) => i.title)).not.toContain('tickets one');
  });

  it('answers 422 on a bad module, read mark, cursor or limit', async () => {
    for (const query of ['?module=Bad-Name', '?is_read=2', '?is_read=yes', '?cursor=abc', '?limit=0', '?limit=201']) {
      const res = await get('manager', `/api/notifications${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors).length, query).toBeGreaterThan(0);
    }
  });

  it('mark all read clears the unread count', async () => {
    expect((await get('manager', '/api/notifications/count')).json().count).toBeGreaterThan(0);
    await t.app.inject({ method: 'PATCH', url: '/api/notifications/read', payload: {}, headers: headers('manager') });
    expect((await get('manager', '/api/notifications/count')).json().count).toBe(0);
  });
});

describe('notification settings', () => {
  it('lists every event in-app by default and saves a round trip, per user', async () => {
    const res = await get('employee', '/api/notifications/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().email_sending).toBe(false);
    expect(res.json().items).toEqual(NOTIFICATION_EVENTS.map((e) => ({ event: e.event, module: e.module, channel: 'in_app' })));

    const saved = await patchSettings('employee', {
      items: [
        { event: 'ticket_reminder', channel: 'email' },
        { event: 'chat_message', channel: 'none' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get('employee', '/api/notifications/settings')).json().items as { event: string; channel: string }[];
    expect(after.find((i) => i.event === 'ticket_reminder')?.channel).toBe('email');
    expect(after.find((i) => i.event === 'chat_message')?.channel).toBe('none');
    expect(after.find((i) => i.event === 'chat_mention')?.channel).toBe('in_app');
    // Saving again overwrites (no duplicate rows), and other users keep their defaults.
    await patchSettings('employee', { items: [{ event: 'chat_message', channel: 'in_app' }] });
    const again = (await get('employee', '/api/notifications/settings')).json().items as { event: string; channel: string }[];
    expect(again.find((i) => i.event === 'chat_message')?.channel).toBe('in_app');
    const other = (await get('accountant', '/api/notifications/settings')).json().items as { channel: string }[];
    expect(other.every((i) => i.channel === 'in_app')).toBe(true);
  });

  it('answers 422 on an unknown event or channel, or an empty list', async () => {
    const bad = [
      { items: [{ event: 'rocket_launch', channel: 'in_app' }] },
      { items: [{ event: 'chat_mention', channel: 'pigeon' }] },
      { items: [] },
      {},
    ];
    for (const payload of bad) {
      const res = await patchSettings('employee', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', payload: {} })).statusCode).toBe(401);
  });

  it('a chat mention switched off (none) is not stored; switched back on it is', async () => {
    const count = async () => (await items('accountant', '?module=test')).length;
    const before = await count();
    await patchSettings('accountant', { items: [{ event: 'chat_mention', channel: 'none' }] });
    expect((await say('employee', 21, mention(ids.accountant))).statusCode).toBe(200);
    expect(await count()).toBe(before);

    // Another user mentioned in the same message still gets it: the setting is per user.
    const managerBefore = (await items('manager', '?module=test')).length;
    await say('employee', 21, `${mention(ids.accountant)} ${mention(ids.manager)}`);
    expect(await count()).toBe(before);
    expect((await items('manager', '?module=test')).length).toBe(managerBefore + 1);

    await patchSettings('accountant', { items: [{ event: 'chat_mention', channel: 'in_app' }] });
    await say('employee', 21, mention(ids.accountant));
    expect(await count()).toBe(before + 1);
  });

  it('an e-mail choice keeps the row in the list (sending not configured)', async () => {
    const service = createNotifications(t.database.db, t.realtime);
    await patchSettings('admin', { items: [{ event: 'ticket_reminder', channel: 'email' }] });
    await service.notify([ids.admin], { title: 'by mail', module: 'tickets', event: 'ticket_reminder' }, null);
    expect((await items('admin')).map((i) => i.title)).toContain('by mail');
    await patchSettings('admin', { items: [{ event: 'ticket_reminder', channel: 'none' }] });
    await service.notify([ids.admin], { title: 'off', module: 'tickets', event: 'ticket_reminder' }, null);
    expect((await items('admin')).map((i) => i.title)).not.toContain('off');
  });
});
