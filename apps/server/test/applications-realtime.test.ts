import { APPLICATIONS_CHANNEL, type ApplicationEvent } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type ApplicationsClient, type ApplicationsTestApp, until, useApplicationsApp } from './applications-helpers.ts';
import { delivered, subscribe } from './collab-helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * Spec 1 §7: application events reach the open lists of everyone who sees them, through real
 * socket.io clients: users who see every application (invoices_view, project_manager, admin)
 * follow the list room `applications_list`/`all`; members get them on their user room.
 */
let t: TestApp;
let c: ApplicationsClient;
let open: ApplicationsTestApp['open'];
useApplicationsApp(
  (app) => {
    ({ t, c, open } = app);
  },
  { listen: true },
);

/** Every application event a socket receives. */
function record(socket: Socket): (ApplicationEvent & { comment?: unknown })[] {
  const seen: (ApplicationEvent & { comment?: unknown })[] = [];
  socket.on(APPLICATIONS_CHANNEL, (event: ApplicationEvent) => seen.push(event));
  return seen;
}

describe('applications list room (spec 1 §7)', () => {
  it('only users who see every application may join it; they get list updates without being members', async () => {
    const accountant = await open('accountant'); // invoices_view
    const manager = await open('manager'); // project_manager
    const employee = await open('employee');
    const stranger = await open('user2');
    expect(await subscribe(accountant, 'applications_list', 'all')).toBe(true);
    expect(await subscribe(manager, 'applications_list', 'all')).toBe(true);
    expect(await subscribe(stranger, 'applications_list', 'all')).toBe(false);
    expect(await subscribe(employee, 'applications_list', 'all')).toBe(false);
    expect(await subscribe(accountant, 'applications_list', '1')).toBe(false);
    const accountantSeen = record(accountant);
    const managerSeen = record(manager);
    const strangerSeen = record(stranger);
    const employeeSeen = record(employee);

    const id = await c.createTmc('employee', 1);
    await until(() => accountantSeen.some((e) => e.id === id) && managerSeen.some((e) => e.id === id));
    expect(accountantSeen.find((e) => e.id === id)).toMatchObject({ action: 'update', id });
    // The author is a member: the event comes on the user room.
    await until(() => employeeSeen.some((e) => e.id === id));

    await c.form('employee', 'PATCH', `/api/applications/${id}`, [['pack[name]', 'Обновлено в списке']]);
    await until(() => accountantSeen.some((e) => e.id === id && e.action === 'properties'));
    await delivered(stranger);
    expect(strangerSeen.filter((e) => e.id === id)).toEqual([]);
  });

  it("a card's room follows the application's visibility", async () => {
    const id = await c.createTmc('employee', 1);
    const accountant = await open('accountant');
    const stranger = await open('user2');
    expect(await subscribe(accountant, 'applications', id)).toBe(true);
    expect(await subscribe(stranger, 'applications', id)).toBe(false);
    const seen = record(accountant);
    await c.form('employee', 'PATCH', `/api/applications/${id}`, [['snabs[0][info]', 'Ещё позиция']]);
    await until(() => seen.some((e) => e.id === id && e.action === 'add_snab_or_signs'));
  });
});

describe('urgent reason per recipient (spec 1 §3: the reason with registry_paid_sign)', () => {
  it('events carry `comment` only to users who may read it; the list and the card answer it the same way', async () => {
    const id = await c.createTmc('employee', 1, [['pack[performer]', await c.userId('user1')]]);
    const accountant = await open('accountant'); // registry_paid_sign, list room
    // A project manager who neither sets urgency nor signs the registry: sees every application, not the reason.
    const viewer = await c.userId('user2');
    await t.database.db.execute(sql`insert into user_permits (user_id, permit, value) values (${viewer}, 'project_manager', 1)`);
    const manager = await open('user2'); // project_manager without the right, list room
    const employee = await open('employee'); // the author: a member, user room, without the right
    expect(await subscribe(accountant, 'applications_list', 'all')).toBe(true);
    expect(await subscribe(manager, 'applications_list', 'all')).toBe(true);
    expect(await subscribe(manager, 'applications', id)).toBe(true);
    const seen = { accountant: record(accountant), manager: record(manager), employee: record(employee) };
    const urgent = await c.form('user1', 'PATCH', `/api/applications/${id}`, [
      ['pack[urgent]', 1],
      ['pack[comment]', 'Остановка участка'],
    ]);
    expect(urgent.statusCode).toBe(200);
    const properties = (list: (ApplicationEvent & { fields?: Record<string, unknown> })[]) =>
      list.filter((e) => e.id === id && e.action === 'properties');
    await until(() => Object.values(seen).every((list) => properties(list).length > 0));
    await Promise.all([accountant, manager, employee].map(delivered));
    expect(properties(seen.accountant).every((e) => e.fields?.comment === 'Остановка участка' && e.fields?.urgent === 1)).toBe(true);
    for (const list of [seen.manager, seen.employee]) {
      expect(properties(list).length).toBeGreaterThan(0);
      for (const e of properties(list)) {
        expect(e.fields).toMatchObject({ urgent: 1 });
        expect(e.fields).not.toHaveProperty('comment');
      }
    }
    expect(JSON.stringify(seen.manager)).not.toContain('Остановка участка');
    expect(JSON.stringify(seen.employee)).not.toContain('Остановка участка');
    // An administrator (who reads it) changes the reason: it still does not reach the others.
    for (const list of Object.values(seen)) list.length = 0;
    expect((await c.form('admin', 'PATCH', `/api/applications/${id}`, [['pack[comment]', 'Авария на линии']])).statusCode).toBe(200);
    await until(() => Object.values(seen).every((list) => properties(list).length > 0));
    await Promise.all([accountant, manager, employee].map(delivered));
    expect(properties(seen.accountant)[0].fields?.comment).toBe('Авария на линии');
    expect(JSON.stringify([...seen.manager, ...seen.employee])).not.toContain('Авария');

    // The list shows the urgent flag to everyone and the reason only to permitted users, like the card.
    const item = async (login: string) =>
      (
        (await c.call(login, 'GET', '/api/applications?urgent=1&limit=200')).json().items as {
          id: number;
          urgent: number;
          comment: string | null;
        }[]
      ).find((i) => i.id === id);
    expect(await item('accountant')).toMatchObject({ urgent: 1, comment: 'Авария на линии' });
    expect(await item('user1')).toMatchObject({ urgent: 1, comment: 'Авария на линии' });
    expect(await item('user2')).toMatchObject({ urgent: 1, comment: null });
    expect(await item('employee')).toMatchObject({ urgent: 1, comment: null });
    expect((await c.call('user2', 'GET', `/api/applications/${id}`)).json().pack).toMatchObject({ urgent: 1, comment: null });
  });
});
