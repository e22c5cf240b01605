import { hasPermit, NEWS_EDIT_PERMIT, NEWS_READ_CHANNEL, newsRegistry, userRoom } from '@app/contracts';
import { ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import * as repo from './news.repository.ts';
import { news } from './news.schema.ts';

/**
 * Company news (issue 12): the engine serves `newsRegistry` with four hooks — drafts only for
 * `news_edit` (`visibleRows`), `published_at` filled on publication (`beforeWrite`), unread
 * rows marked `is_new` (`newFor`), and opening the card marks it read (`opened`, then the
 * `news_read` event to the reader's room). `GET /news/unread-count` feeds the menu badge.
 */
export async function newsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: newsRegistry,
    table: news,
    hooks: {
      visibleRows: (user) => (user && hasPermit(user, NEWS_EDIT_PERMIT) ? undefined : ne(news.state, 'draft')),
      beforeWrite: (values, stored) => {
        const state = values.state ?? stored?.state;
        const publishedAt = values.published_at !== undefined ? values.published_at : stored?.published_at;
        return state === 'published' && (publishedAt === null || publishedAt === undefined)
          ? { ...values, published_at: toWireMinutes(new Date()) }
          : values;
      },
      newFor: (user, ids) => repo.unreadAmong(db, user.id, ids),
      opened: async (user, id) => {
        if (await repo.markRead(db, user.id, id)) realtime.emit(userRoom(user.id), NEWS_READ_CHANNEL, { id });
      },
    },
  });
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/news/unread-count',
    {
      config: { access: 'session' },
      schema: {
        tags: ['news'],
        summary: 'News: how many published items the user has not read (the menu badge)',
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({ count: await repo.countUnread(db, request.user!.id) }),
  );
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Demo news: days ago (null = a draft), category, title, summary, body (text, or the editor's HTML). */
const DEMO: readonly (readonly [number | null, string, string, string, string])[] = [
  [
    1,
    'company',
    'Компания подписала контракт на обустройство куста скважин №214',
    'ООО «СеверСтройМонтаж» выиграло тендер на обустройство кустовой площадки для АО «Сургутнефтегаз».',
    'Контракт предусматривает отсыпку площадки, монтаж технологических трубопроводов и строительство ВЛ-6 кВ. Работы начнутся в следующем месяце и продлятся до конца сезона зимников. Руководителем проекта назначена И. В. Соколова.',
  ],
  [
    3,
    'safety',
    'С 1 декабря — зимний режим работы техники на объектах',
    'Напоминаем о порядке прогрева двигателей, остановки работ при морозе ниже −40 °C и обязательных рациях в рейсах.',
    '<p>Перед выездом механик проверяет:</p><ul><li><p>предпусковые подогреватели;</p></li><li><p>наличие зимнего топлива.</p></li></ul><p>При температуре <strong>ниже −40 °C</strong> работы на открытом воздухе приостанавливаются. Каждый рейс по зимнику выполняется с исправной рацией и отметкой в путевом листе у диспетчера.</p>',
  ],
  [
    6,
    'staff',
    'Поздравляем победителей конкурса «Лучший по профессии»',
    'Лучшим механиком года признан С. А. Кузнецов, лучшим водителем — Р. М. Галиев.',
    'Конкурс прошёл на базе №1 в Сургуте: участники выполняли теоретическое задание и практические испытания. Победители получат денежные премии и путёвки в санаторий. Благодарим всех участников и членов жюри!',
  ],
  [
    10,
    'it',
    'Переход на новую систему заявок и задач',
    'Заявки на снабжение и задачи теперь ведутся на новом портале; старый адрес работает только на чтение.',
    'Учётные записи перенесены, пароль остался прежним. Инструкции доступны в разделе «Документация». Вопросы по работе портала направляйте в раздел «Поддержка» или по внутреннему номеру 1100.',
  ],
  [
    17,
    'production',
    'Завершён монтаж трубопровода на участке «Северный»',
    'Смонтировано 12,4 км трубопровода, гидроиспытания прошли без замечаний.',
    'Работы выполнены на две недели раньше графика. Объект передан заказчику по акту. Бригада участка переходит на обустройство куста №214.',
  ],
  [
    24,
    'safety',
    'Итоги проверки Ростехнадзора на базе №2',
    'Серьёзных нарушений не выявлено; два замечания по оформлению нарядов-допусков устранены.',
    'Проверка охватила эксплуатацию подъёмных сооружений и сосудов под давлением. Ответственным за оформление нарядов-допусков проведён внеплановый инструктаж.',
  ],
  [
    null,
    'company',
    'Новогодний корпоратив: дата и место (черновик)',
    'Праздник пройдёт в последнюю пятницу декабря, место уточняется.',
    'Черновик: согласовать бюджет с бухгалтерией и список участников вахтовых бригад.',
  ],
  [
    null,
    'staff',
    'Открыт набор на курсы стропальщиков',
    'Обучение за счёт компании, отрыв от производства — 2 недели.',
    'Черновик: уточнить даты у учебного центра и число мест.',
  ],
];

/** Demo news (8: 6 published over the last month, 2 drafts); `scale` adds copies. */
export async function seedNews(db: Db, { scale = 1, now = new Date() }: { scale?: number; now?: Date } = {}): Promise<number[]> {
  const count = Math.max(DEMO.length, Math.round(DEMO.length * scale));
  return insertRegistryRows(
    db,
    news,
    Array.from({ length: count }, (_, i) => {
      const [days, category, title, summary, body] = DEMO[i % DEMO.length];
      const publishedAt = days === null ? null : new Date(now.getTime() - (days + Math.floor(i / DEMO.length) * 40) * DAY - 9 * HOUR);
      return {
        title,
        category,
        state: publishedAt ? 'published' : 'draft',
        published_at: publishedAt,
        summary,
        // The body is the description editor's HTML: a plain sentence becomes a paragraph.
        body: body.startsWith('<') ? body : `<p>${body}</p>`,
        date_add: publishedAt ?? new Date(now.getTime() - HOUR),
      };
    }),
  );
}
