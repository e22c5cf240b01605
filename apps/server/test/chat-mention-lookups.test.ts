import { describe, expect, it } from 'vitest';
import { type ApplicationsClient, useApplicationsApp } from './applications-helpers.ts';

/**
 * The chat's `#` and `$` mentions (spec 1 §5) search through the lists' own searches, which
 * the web's mention sources call: `GET load/tasks?search=` (tickets by number or name) and
 * `GET applications?search=` (applications by number). They offer only what the user may see.
 */
let c: ApplicationsClient;
useApplicationsApp((app) => {
  c = app.c;
});

/** The `#` source's call (features/tasks/components/ticket-mention-source.ts). */
async function ticketHits(login: string, term: string): Promise<number[]> {
  const res = await c.call(login, 'GET', `/api/load/tasks?search=${encodeURIComponent(term)}&sort=id&order=desc&limit=10`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { id: number }[]).map((r) => r.id);
}

/** The `$` source's call (features/applications/api/mention-source.ts). */
async function applicationHits(login: string, term: string): Promise<number[]> {
  const res = await c.call(login, 'GET', `/api/applications?search=${encodeURIComponent(term)}&sort=id&order=desc&limit=10`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((r) => r.id);
}

describe('chat mention sources: only objects the user may see', () => {
  it('# finds tickets by number or by a name with letters, digits, underscore, dot and hyphen', async () => {
    const board = (await c.call('manager', 'POST', '/api/load/boards', { name: 'Доска упоминаний' })).json().board.id;
    const created = await c.call('manager', 'POST', '/api/load/tasks', {
      name: 'Насос_Н-3.1 для упоминаний',
      board_id: board,
      performers: [await c.userId('accountant')],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().ticket.id;
    for (const term of [String(id), 'насос_н-3.1', 'Н-3.1', '_Н-3']) {
      expect(await ticketHits('manager', term), `manager: ${term}`).toContain(id);
      expect(await ticketHits('accountant', term), `performer: ${term}`).toContain(id);
      // Neither on the board nor in the ticket: nothing to mention.
      expect(await ticketHits('employee', term), `outsider: ${term}`).not.toContain(id);
    }
    // The underscore is a character, not a LIKE wildcard.
    expect(await ticketHits('manager', 'насос_н-3.1x')).not.toContain(id);
  });

  it('$ finds applications by number; a user who may not see one gets nothing', async () => {
    const id = await c.createTmc('employee', 1);
    expect(await applicationHits('employee', String(id))).toContain(id);
    expect(await applicationHits('admin', String(id))).toContain(id);
    expect(await applicationHits('user2', String(id))).not.toContain(id);
  });
});
