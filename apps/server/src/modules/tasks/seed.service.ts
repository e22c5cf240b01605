import { TICKET_STATUS, WORK_STATE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { seedEquipment } from '../equipment/index.ts';
import { seedDeletions } from '../history/index.ts';
import { seedTicketChat, TICKETS_MODULE } from './collab.ts';
import { seedReasons } from './reasons.service.ts';
import { CHECKLIST, DAY, HOUR, MANAGEMENT, OFFICE, PERSONAL, REPAIR, STATUS_CYCLE, SUPPLY } from './seed.data.ts';

type TicketInsert = typeof tickets.$inferInsert;

import {
  boards,
  boardUsers,
  checklistGroups,
  checklistItems,
  ticketPerformers,
  ticketRecurrences,
  ticketReminders,
  tickets,
  ticketWatchers,
  ticketWorks,
} from './tasks.schema.ts';

/**
 * Demo boards (Снабжение, Ремонт техники, Офис, a personal board of the employee) with
 * tickets in every status, performers and their work, watchers, subtasks, checklists,
 * reminders and a recurring task; the equipment registry; the rework/adoption reasons.
 * `scale` adds `150 × (scale − 1)` generated tickets for benchmarks. Runs once.
 */
export async function seedTasks(db: Db, { scale = 1 }: { scale?: number } = {}) {
  await seedReasons(db);
  const [exists] = await queryRows<{ any: boolean }>(db, sql`select exists(select 1 from boards) as any`);
  const people = await queryRows<{ id: number; login: string; fio: string; post: string | null }>(
    db,
    sql`select id, login, fio, post from users where status = 1 order by id`,
  );
  await seedEquipment(
    db,
    people.filter((p) => p.post === 'Водитель' || p.post === 'Механик'),
    scale,
  );
  if (exists.any || people.length < 4) return;
  const id = (login: string) => people.find((p) => p.login === login)?.id ?? people[0].id;
  const staff = people.filter((p) => p.login.startsWith('user')).map((p) => p.id);
  const admin = id('admin');
  const manager = id('manager');
  const employee = id('employee');
  const accountant = id('accountant');
  const pick = (i: number) => staff[i % staff.length] ?? employee;

  // The management board and its first ticket come first: the authorization walk calls
  // id 1, which the demo accounts see only as project managers (editors) or not at all (404).
  const [management, supply, repair, office, personal] = await db
    .insert(boards)
    .values([
      { name: 'Руководство', who_add: admin },
      { name: 'Снабжение', who_add: manager },
      { name: 'Ремонт техники', who_add: manager, mileage_required: 1 },
      { name: 'Офис', who_add: admin },
      { name: 'Личная доска', who_add: employee, personal: 1 },
    ])
    .returning({ id: boards.id });
  const members = [
    { board_id: management.id, user_id: admin, owner: 1 },
    { board_id: supply.id, user_id: manager, owner: 1 },
    { board_id: supply.id, user_id: employee, owner: 0 },
    { board_id: supply.id, user_id: accountant, owner: 0 },
    ...staff.slice(0, 8).map((user_id) => ({ board_id: supply.id, user_id, owner: 0 })),
    { board_id: repair.id, user_id: manager, owner: 1 },
    { board_id: repair.id, user_id: employee, owner: 0 },
    ...staff.slice(4, 14).map((user_id) => ({ board_id: repair.id, user_id, owner: 0 })),
    { board_id: office.id, user_id: admin, owner: 1 },
    { board_id: office.id, user_id: manager, owner: 0 },
    { board_id: office.id, user_id: accountant, owner: 0 },
    { board_id: personal.id, user_id: employee, owner: 1 },
  ];
  await db
    .insert(boardUsers)
    .values(members.map((m) => ({ ...m, who_add: m.owner ? m.user_id : manager })))
    .onConflictDoNothing();

  const now = Date.now();
  const plan: { board: number; names: string[]; initiator: number; performers: (i: number) => number[]; status?: number }[] = [
    { board: management.id, names: MANAGEMENT, initiator: admin, performers: () => [admin], status: TICKET_STATUS.new },
    { board: supply.id, names: SUPPLY, initiator: manager, performers: (i) => (i % 3 === 0 ? [employee, pick(i)] : [pick(i)]) },
    { board: repair.id, names: REPAIR, initiator: manager, performers: (i) => (i % 2 === 0 ? [employee] : [pick(i + 4), pick(i + 5)]) },
    { board: office.id, names: OFFICE, initiator: admin, performers: (i) => [i % 2 === 0 ? accountant : manager] },
    { board: personal.id, names: PERSONAL, initiator: employee, performers: () => [employee] },
  ];
  const rows: (TicketInsert & { performers: number[] })[] = [];
  for (const p of plan) {
    p.names.forEach((name, i) => {
      const status = p.status ?? STATUS_CYCLE[(i + p.board) % STATUS_CYCLE.length];
      const created = now - (20 - i) * DAY;
      rows.push({
        name,
        description: `<p>${name}. Подробности — в чате задачи.</p>`,
        status,
        priority: (i % 4) + 1,
        board_id: p.board,
        initiator_id: p.initiator,
        who_add: p.initiator,
        date_add: new Date(created),
        start: new Date(created),
        end: new Date(now + (i - 3) * DAY),
        finished_at: status === TICKET_STATUS.finished || status === TICKET_STATUS.accepted ? new Date(now - i * HOUR) : null,
        performers: p.performers(i),
      });
    });
  }
  const extra = Math.max(0, Math.round(150 * (scale - 1)));
  const shared = [supply.id, repair.id, office.id];
  for (let i = 0; i < extra; i++) {
    const board = shared[i % shared.length];
    const names = board === supply.id ? SUPPLY : board === repair.id ? REPAIR : OFFICE;
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length];
    const created = now - (i % 365) * DAY - (i % 24) * HOUR;
    rows.push({
      name: `${names[i % names.length]} №${i + 1}`,
      status,
      priority: (i % 4) + 1,
      board_id: board,
      initiator_id: i % 5 === 0 ? manager : pick(i),
      who_add: manager,
      date_add: new Date(created),
      start: new Date(created),
      end: i % 9 === 0 ? null : new Date(created + ((i % 30) + 1) * DAY),
      finished_at: status === TICKET_STATUS.finished || status === TICKET_STATUS.accepted ? new Date(created + (i % 20) * DAY) : null,
      performers: [pick(i), ...(i % 4 === 0 ? [pick(i + 1)] : [])],
    });
  }

  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map(({ performers: _p, ...t }) => t);
    ids.push(...(await db.insert(tickets).values(chunk).returning({ id: tickets.id })).map((r) => r.id));
  }
  // Who deleted the deleted ones, and when (the trash reads it from the history): the initiator, an hour after creation.
  await seedDeletions(
    db,
    TICKETS_MODULE,
    rows.flatMap((t, i) =>
      t.status === TICKET_STATUS.deleted
        ? [
            {
              objectId: ids[i],
              who: t.initiator_id ?? null,
              at: new Date(Math.min(now - 60_000, (t.date_add as Date).getTime() + HOUR)),
              from: 'new',
              to: 'deleted',
            },
          ]
        : [],
    ),
  );
  const performerRows: (typeof ticketPerformers.$inferInsert)[] = [];
  const workRows: (typeof ticketWorks.$inferInsert)[] = [];
  rows.forEach((t, i) => {
    for (const user_id of [...new Set(t.performers)]) {
      const done = t.status === TICKET_STATUS.finished || t.status === TICKET_STATUS.accepted;
      const working = t.status === TICKET_STATUS.work && user_id === t.performers[0];
      performerRows.push({
        ticket_id: ids[i],
        user_id,
        who_add: t.initiator_id,
        work_status: done ? WORK_STATE.done : working ? WORK_STATE.working : WORK_STATE.waiting,
        done_at: done ? t.finished_at : null,
      });
      if (i < 60 && (done || working || t.status === TICKET_STATUS.waiting)) {
        const start = new Date(now - ((i % 5) + 2) * HOUR);
        const end = working ? null : new Date(start.getTime() + HOUR);
        workRows.push({ ticket_id: ids[i], user_id, start, end, total: end ? 3600 : 0, who_add: user_id });
      }
    }
  });
  // A user works on one ticket at a time: keep the first open record per user.
  const open = new Set<number>();
  const works = workRows.filter((w) => w.end !== null || (!open.has(w.user_id) && open.add(w.user_id)));
  for (let i = 0; i < performerRows.length; i += 1000) await db.insert(ticketPerformers).values(performerRows.slice(i, i + 1000));
  if (works.length > 0) await db.insert(ticketWorks).values(works);
  await db.execute(sql`update ticket_performers p set work_status = 0 where work_status = 1
    and not exists (select 1 from ticket_works w where w.ticket_id = p.ticket_id and w.user_id = p.user_id and w."end" is null)`);
  // Index of the first supply and the first repair ticket in `ids`.
  const S = MANAGEMENT.length;
  const R = S + SUPPLY.length;
  await db.insert(ticketWatchers).values([
    { ticket_id: ids[S], user_id: accountant, who_add: manager },
    { ticket_id: ids[S + 1], user_id: admin, who_add: manager },
    { ticket_id: ids[R], user_id: accountant, who_add: manager },
  ]);

  // Subtasks of the first supply and repair tickets.
  const subtasks = await db
    .insert(tickets)
    .values([
      {
        name: 'Запросить счёт у поставщика',
        board_id: supply.id,
        parent_id: ids[S],
        initiator_id: manager,
        who_add: manager,
        status: TICKET_STATUS.new,
      },
      {
        name: 'Проверить наличие на складе',
        board_id: supply.id,
        parent_id: ids[S],
        initiator_id: manager,
        who_add: manager,
        status: TICKET_STATUS.finished,
        finished_at: new Date(now - DAY),
      },
      {
        name: 'Заказать запчасти',
        board_id: repair.id,
        parent_id: ids[R],
        initiator_id: manager,
        who_add: manager,
        status: TICKET_STATUS.work,
      },
    ])
    .returning({ id: tickets.id });
  await db.insert(ticketPerformers).values(subtasks.map((s) => ({ ticket_id: s.id, user_id: employee, who_add: manager })));

  // Checklists on a few tickets.
  for (const ticketId of [ids[S], ids[S + 1], ids[R], ids[R + REPAIR.length]]) {
    const [group] = await db
      .insert(checklistGroups)
      .values({ ticket_id: ticketId, name: 'Чек-лист', is_default: 1, who_add: manager })
      .returning({ id: checklistGroups.id });
    await db.insert(checklistItems).values(
      CHECKLIST.map((name, i) => ({
        ticket_id: ticketId,
        group_id: group.id,
        name,
        number: i + 1,
        position: i,
        status: i < 2 ? 1 : 0,
        who_add: manager,
      })),
    );
  }

  await db.insert(ticketReminders).values([
    { ticket_id: ids[S], user_id: employee, comment: 'Проверить, пришёл ли счёт', time: new Date(now + 2 * DAY), who_add: manager },
    { ticket_id: ids[R], user_id: manager, comment: 'Уточнить у механика сроки', time: new Date(now + DAY), who_add: manager },
  ]);

  // Chat on a few tickets: the team's talk about the work (the second message of each thread answers the first).
  const chat: Parameters<typeof seedTicketChat>[1] = [];
  const talk = (ticketId: number, lines: [number, string][], startHoursAgo: number) => {
    const first = chat.length;
    lines.forEach(([userId, text], i) => {
      chat.push({ ticketId, userId, text, at: new Date(now - (startHoursAgo - i * 2) * HOUR), replyTo: i === 1 ? first : undefined });
    });
  };
  talk(
    ids[S],
    [
      [manager, 'Иван Сергеевич, фильтры нужны до конца недели: машина стоит.'],
      [employee, 'Понял. Запросил счёт у «Автодеталь-Север», обещали сегодня.'],
      [employee, 'Счёт пришёл, сумма 18 400 ₽. Отправил на согласование.'],
      [accountant, 'Согласовано, оплату проведём завтра до обеда.'],
    ],
    30,
  );
  talk(
    ids[S + 1],
    [
      [manager, 'Проверьте, пожалуйста, что в счёте учтена доставка.'],
      [pick(1), 'Доставка включена, отгрузка со склада в Сургуте.'],
    ],
    20,
  );
  talk(
    ids[R],
    [
      [manager, 'Экскаватор нужен на объекте в понедельник, успеваем?'],
      [employee, 'Масло и фильтры есть на складе, начнём завтра в 8:00.'],
      [pick(5), 'Заодно проверю гидравлику, в прошлый раз подтекал шланг.'],
    ],
    12,
  );
  talk(
    ids[R + 1],
    [
      [pick(5), 'Ходовая: люфт в левой ступице, нужен подшипник.'],
      [manager, 'Закажите через снабжение, я согласую.'],
    ],
    8,
  );
  talk(
    ids[S + SUPPLY.length + REPAIR.length],
    [
      [admin, 'Отчёт нужен к пятнице, шаблон в общей папке.'],
      [accountant, 'Цифры по оплатам подготовлю к четвергу.'],
    ],
    6,
  );
  await seedTicketChat(db, chat);

  // A recurring weekly meeting (Mondays 06:00 UTC); the app schedules its job on start.
  const [meeting] = await db
    .insert(tickets)
    .values({ name: 'Еженедельная планёрка отдела снабжения', board_id: supply.id, initiator_id: manager, who_add: manager, priority: 2 })
    .returning({ id: tickets.id });
  await db.insert(ticketPerformers).values([
    { ticket_id: meeting.id, user_id: employee, who_add: manager },
    { ticket_id: meeting.id, user_id: accountant, who_add: manager },
  ]);
  const monday = new Date(now);
  monday.setUTCHours(6, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  await db.insert(ticketRecurrences).values({
    ticket_id: meeting.id,
    freq: 'weekly',
    interval: 1,
    time: '06:00',
    byweekno: [1],
    status: 1,
    next_at: monday,
    who_add: manager,
  });
}
