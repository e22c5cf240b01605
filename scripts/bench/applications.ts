/**
 * The applications suite (issue 7 "fast with 100k applications"): applications bulk-inserted in
 * SQL (`seedBulkApplications`: insert ... select from generate_series; newer ids are newer
 * applications, 40 s apart, as in real data) with positions, signers, projects and members; the list as the web asks for it (50 a page) with each filter and sort,
 * a member's list (a user who sees only their own applications), and the card.
 */
import type { LightMyRequestResponse } from 'fastify';
import { seedBulkApplications } from '../../apps/server/src/modules/applications/index.ts';
import type { Case, Suite } from './harness.ts';

export const applicationsSuite: Suite = {
  name: 'applications',
  tables: ['applications', 'application_members', 'application_positions'],
  largeTable: 100_000,
  async grow(env, size) {
    const existing = Number((await env.recorder.query<{ n: number }>('select count(*)::int as n from applications'))[0].n);
    const total = size > existing ? await seedBulkApplications(env.db, size - existing) : existing;
    const [{ positions, member }] = await env.recorder.query<{ positions: number; member: number }>(
      `select (select count(*)::int from application_positions) as positions,
              (select count(*)::int from application_members m join users u on u.id = m.user_id where u.login = 'user2') as member`,
    );
    return {
      total,
      detail: `${Number(positions).toLocaleString('en-US')} positions, ${Number(member).toLocaleString('en-US')} visible to user2; `,
    };
  },
  async cases(env) {
    const authorization = await env.authorization('manager');
    const org = await env.pick('select organization_id as id from applications where organization_id is not null order by id desc limit 1');
    const card = await env.pick(
      `select p.id from applications p where p.status = 'active' and exists (select 1 from application_positions s where s.pack_id = p.id)
        order by p.id desc limit 1 offset 100`,
    );
    // A keyset page 20 pages deep into the default order (id descending).
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: LightMyRequestResponse = await env.app.inject({
        url: `/api/applications?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().next_cursor;
    }
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases: Case[] = [
      { name: 'list, first page', url: '/api/applications?limit=50', list: true },
      { name: 'list, keyset page 21', url: `/api/applications?limit=50&cursor=${encodeURIComponent(cursor ?? '')}`, list: true },
      { name: 'list by date wanted', url: '/api/applications?limit=50&sort=date_want&order=asc', list: true },
      { name: 'list, status filter', url: '/api/applications?limit=50&status=signed', list: true },
      { name: 'list, urgent', url: '/api/applications?limit=50&urgent=1', list: true },
      { name: 'list, type and organization', url: `/api/applications?limit=50&type=tmc&organization=${org}`, list: true },
      { name: 'list, last 7 days by date', url: `/api/applications?limit=50&interval=${day(7)},${day(0)}&sort=date_add`, list: true },
      { name: 'list, a week 40 days back', url: `/api/applications?limit=50&interval=${day(47)},${day(40)}`, list: true },
      { name: 'list, search', url: `/api/applications?limit=50&search=${encodeURIComponent('фильтр')}`, list: true },
      { name: "member's list (user2)", url: '/api/applications?limit=50', login: 'user2', list: true },
      { name: "member's list (employee, few)", url: '/api/applications?limit=50', login: 'employee', list: true },
      { name: "member's own (user2, mine)", url: '/api/applications?limit=50&mine=1', login: 'user2', list: true },
      { name: 'application card', url: `/api/applications/${card}` },
    ];
    return cases;
  },
};
