import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Reminders through pg-boss (spec 2 §7 reminders): the job notifies the user at the time,
 * and survives a restart because it lives in the database. PGlite on disk, so the second
 * app opens the same database as the first.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A ceiling that only bounds a hang. */
const HANG_MS = 120_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasks-jobs-'));
const apps: TestApp[] = [];

afterAll(async () => {
  for (const a of apps) await a.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function notificationsOf(t: TestApp, userId: number) {
  return queryRows<{ title: string; link: string }>(
    t.database.db,
    sql`select title, link from notifications where user_id = ${userId} order by id`,
  );
}

describe('reminders through pg-boss', () => {
  it('a reminder scheduled before a restart notifies the user after it (the job is in the database)', async () => {
    // First life: jobs off (this instance only enqueues), then closed.
    const first = await createTestApp({ databaseUrl: undefined, dataDir, jobs: false });
    apps.push(first);
    const manager = await first.login('manager');
    const [accountant] = await queryRows<{ id: number }>(first.database.db, sql`select id from users where login = 'accountant'`);
    const boards = (
      await first.app.inject({ method: 'GET', url: '/api/load/boards', headers: { authorization: manager.authorization } })
    ).json().data;
    const supply = boards.find((b: { name: string }) => b.name === 'Снабжение').id;
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/load/tasks',
      headers: { authorization: manager.authorization },
      payload: { name: 'Напомнить про счёт', board_id: supply },
    });
    const ticketId = created.json().ticket.id;
    // The form sends `yyyy-MM-dd HH:mm`; ISO with seconds is accepted too, which keeps this test short.
    const time = new Date(Math.ceil((Date.now() + 8000) / 1000) * 1000);
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/load/reminders',
      headers: { authorization: manager.authorization },
      payload: { ticket_id: ticketId, comment: 'Проверить оплату', user_id: accountant.id, time: time.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    await first.close();
    apps.pop();

    // Second life: workers on. The notification arrives at the time, not before: every look taken
    // while the time was still ahead finds nothing (on a busy machine the restart alone may take
    // longer than the delay; then only the arrival is checked).
    const second = await createTestApp({ databaseUrl: undefined, dataDir, jobs: true });
    apps.push(second);
    const deadline = time.getTime() + HANG_MS;
    let rows: { title: string; link: string }[] = [];
    while (Date.now() < deadline) {
      rows = await notificationsOf(second, accountant.id);
      // Answered before the time, so the look was taken before it too.
      if (Date.now() < time.getTime() - 50) expect(rows, 'a notification before its time').toEqual([]);
      if (rows.length > 0) break;
      await pause(100);
    }
    expect(Date.now()).toBeGreaterThanOrEqual(time.getTime() - 50);
    expect(rows).toEqual([{ title: 'Напоминание: Напомнить про счёт — Проверить оплату', link: `/tickets/${ticketId}` }]);
  }, 300_000);
});
