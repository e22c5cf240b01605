import { DEFAULT_SUPPORT_SLA, type SupportPriority, type SupportState, supportDueTimes } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { chatMessages, chatNotices } from '../chat/index.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { supportRequests } from './support.schema.ts';

const HOUR = 3_600_000;

/** hours ago, requester (login), category, priority, state, taken by the operator, subject, text. */
const DEMO: readonly (readonly [number, string, string, SupportPriority, SupportState, boolean, string, string])[] = [
  [
    0.5,
    'employee',
    'access',
    'high',
    'new',
    false,
    'Не могу войти в 1С после смены пароля',
    'После смены пароля в домене 1С:Бухгалтерия пишет «Неверный пароль». Прошу сбросить.',
  ],
  [
    3,
    'user1',
    'hardware',
    'critical',
    'new',
    false,
    'Не работает принтер в бухгалтерии',
    'HP LaserJet M428 в каб. 214 не печатает, на экране ошибка 49. Срочно нужны платёжки.',
  ],
  [
    30,
    'user2',
    'mail',
    'normal',
    'new',
    false,
    'Не приходят письма от контрагента',
    'Письма от ООО «ТрубоСтрой» не доходят, у них в отчёте — доставлено. Проверьте спам-фильтр.',
  ],
  [
    2,
    'user3',
    '1c',
    'normal',
    'in_work',
    true,
    'Ошибка при проведении документа в 1С',
    'При проведении реализации №482 ошибка «Недостаточно прав для изменения данных».',
  ],
  [
    6,
    'user4',
    'access',
    'high',
    'in_work',
    true,
    'Доступ к папке «Проекты» на сервере',
    'Нужен доступ на чтение и запись к \\\\fs01\\Проекты\\Куст 214 для новой сметчицы.',
  ],
  [
    50,
    'employee',
    'hardware',
    'normal',
    'in_work',
    true,
    'Замена клавиатуры',
    'Западают клавиши Ш и Щ, прошу заменить клавиатуру на рабочем месте.',
  ],
  [
    26,
    'user6',
    'other',
    'low',
    'waiting',
    true,
    'Установить программу для чтения DWG',
    'Прошу установить просмотрщик чертежей DWG. Какая версия нужна — уточню у ГИПа.',
  ],
  [
    8,
    'user7',
    'mail',
    'critical',
    'in_work',
    true,
    'Почтовый ящик переполнен',
    'Outlook сообщает, что ящик переполнен, не могу отправлять письма заказчику.',
  ],
  [
    100,
    'user8',
    '1c',
    'high',
    'closed',
    true,
    'Не формируется отчёт по складу',
    'Отчёт «Остатки товаров» падает с ошибкой. Решено: обновлена конфигурация.',
  ],
  [
    200,
    'user10',
    'access',
    'normal',
    'closed',
    true,
    'Новый сотрудник: учётная запись',
    'Прошу создать учётную запись и почту для Галиева Р. М., водитель, с 1-го числа.',
  ],
  [
    12,
    'user11',
    'hardware',
    'low',
    'new',
    false,
    'Второй монитор для рабочего места',
    'Прошу выдать второй монитор: работаю с чертежами и сметами одновременно.',
  ],
  [
    4,
    'user12',
    'other',
    'normal',
    'waiting',
    true,
    'Настроить VPN на ноутбуке',
    'Уезжаю на объект, нужен доступ к порталу из дома. Ноутбук Lenovo, инв. №1187.',
  ],
];

/**
 * The demo support desk (issue 17): role «Оператор поддержки» (operator_view) for user18, 12
 * requests of employees in every status and priority — some overdue (the critical printer, the
 * old mail question), two closed — with their due times, operators, chat followers and answers.
 */
export async function seedSupport(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const people = await queryRows<{ id: number; login: string }>(db, sql`select id, login from users where status = 1`);
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const operator = id('user18');
  if (!operator) return;
  const [role] = await db.insert(roles).values({ name: 'Оператор поддержки' }).returning({ id: roles.id });
  await db.insert(rolePermits).values({ role_id: role.id, permit: 'operator_view' });
  await db.insert(userRoles).values({ user_id: operator, role_id: role.id });

  const rows = DEMO.flatMap(([hours, login, category, priority, state, taken, subject, body]) => {
    const requester = id(login);
    if (!requester) return [];
    const created = new Date(now.getTime() - hours * HOUR);
    const sla = DEFAULT_SUPPORT_SLA.find((s) => s.priority === priority) ?? DEFAULT_SUPPORT_SLA[0];
    const pausedAt = state === 'waiting' ? new Date(created.getTime() + HOUR) : null;
    const closedAt = state === 'closed' ? new Date(created.getTime() + 20 * HOUR) : null;
    return [
      {
        subject,
        body,
        category,
        priority,
        state,
        who_add: requester,
        date_add: created,
        operator_id: taken ? operator : null,
        responded_at: taken ? new Date(created.getTime() + 0.5 * HOUR) : null,
        paused_at: pausedAt,
        closed_at: closedAt,
        ...supportDueTimes(created, sla, 0),
      },
    ];
  });
  const ids = await insertRegistryRows(db, supportRequests, rows);
  await db
    .insert(chatNotices)
    .values(
      rows.flatMap((r, i) => [
        { who_add: r.who_add, module: 'support', object_id: ids[i] },
        ...(r.operator_id ? [{ who_add: r.operator_id, module: 'support', object_id: ids[i] }] : []),
      ]),
    );
  const answers = rows.flatMap((r, i) =>
    r.operator_id && r.responded_at
      ? [
          {
            module: 'support',
            object_id: ids[i],
            who_add: r.operator_id,
            date_add: r.responded_at,
            message:
              r.state === 'waiting'
                ? '<p>Уточните, пожалуйста, подробности — тогда продолжим.</p>'
                : r.state === 'closed'
                  ? '<p>Готово, проверьте, пожалуйста. Обращение закрываю.</p>'
                  : '<p>Взял в работу, сообщу о результате.</p>',
          },
        ]
      : [],
  );
  if (answers.length) await db.insert(chatMessages).values(answers);
}
