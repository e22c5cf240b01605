import type { CandidateSource, CandidateStage } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { transliterate } from '../../shared/transliterate.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { candidates, vacancies } from './recruiting.schema.ts';
import { recountVacancyCandidates } from './recruiting.service.ts';

/**
 * The demo recruiting (issue 17), bulk inserts only: role «Рекрутер» (hr_view) for user10, four
 * vacancies (user10 the recruiter), 26 candidates with Russian names over the last 12 months in
 * every stage and source, some with questionnaires. Hired demo candidates have `hired_at` but no
 * user account (the accounts are made by a real hiring only).
 */

const DAY = 86_400_000;
const ids = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));

const VACANCIES = [
  ['Водитель категории C', 'Механическая служба', '70000', '95000', 'Стаж от 3 лет, категория C, медкнижка. Рейсы по области.'],
  ['Бухгалтер по первичной документации', 'Бухгалтерия', '60000', '80000', 'Опыт от 2 лет, 1С:Бухгалтерия 8.3, внимательность.'],
  ['Монтажник металлоконструкций', 'Производственный отдел', '80000', '120000', 'Удостоверение стропальщика, работа на высоте, вахта.'],
  ['Специалист по снабжению', 'Отдел снабжения', '65000', '90000', 'Знание рынка стройматериалов, переговоры с поставщиками.'],
] as const;

/** [full name, vacancy index, stage, source, days ago created, days in the stage]. */
type Row = [string, number, CandidateStage, CandidateSource, number, number];
const CANDIDATES: Row[] = [
  ['Смирнов Алексей Викторович', 0, 'new', 'hh', 3, 3],
  ['Кузнецова Марина Олеговна', 1, 'new', 'superjob', 5, 5],
  ['Попов Дмитрий Андреевич', 2, 'new', 'avito', 2, 2],
  ['Васильев Игорь Петрович', 0, 'potential', 'referral', 12, 6],
  ['Новикова Елена Сергеевна', 3, 'potential', 'website', 20, 10],
  ['Фёдоров Артём Николаевич', 2, 'call', 'hh', 9, 2],
  ['Морозова Анна Игоревна', 1, 'call', 'hh', 14, 4],
  ['Волков Сергей Александрович', 0, 'documents', 'avito', 25, 7],
  ['Алексеева Ольга Владимировна', 1, 'documents', 'referral', 30, 5],
  ['Лебедев Никита Романович', 2, 'medical', 'job_fair', 40, 8],
  ['Семёнов Павел Ильич', 0, 'security', 'hh', 35, 3],
  ['Егорова Татьяна Юрьевна', 3, 'reserve', 'superjob', 90, 60],
  ['Павлов Роман Евгеньевич', 2, 'reserve', 'social', 120, 80],
  ['Козлов Андрей Михайлович', 0, 'accepted', 'referral', 21, 2],
  ['Степанов Виктор Олегович', 0, 'hired', 'hh', 330, 300],
  ['Николаева Ирина Павловна', 1, 'hired', 'website', 270, 240],
  ['Орлов Максим Денисович', 2, 'hired', 'avito', 200, 170],
  ['Андреев Кирилл Сергеевич', 2, 'hired', 'hh', 150, 125],
  ['Макарова Светлана Анатольевна', 3, 'hired', 'referral', 95, 70],
  ['Захаров Евгений Витальевич', 0, 'hired', 'superjob', 45, 20],
  ['Зайцев Олег Борисович', 2, 'refusal', 'hh', 180, 170],
  ['Соловьёва Дарья Константиновна', 1, 'refusal', 'superjob', 60, 50],
  ['Борисов Илья Аркадьевич', 0, 'refusal', 'avito', 240, 230],
  ['Яковлев Степан Геннадьевич', 3, 'missing', 'hh', 75, 65],
  ['Григорьева Юлия Максимовна', 1, 'missing', 'social', 50, 40],
  ['Романов Тимур Рустамович', 2, 'new', 'website', 1, 1],
];

const REASONS = ['Не устроил уровень зарплаты', 'Выбрал другое предложение', 'Не прошёл проверку СБ'];

export async function seedRecruiting(db: Db): Promise<void> {
  const [recruiter] = await ids(db, sql`select id from users where login = 'user10'`);
  const [admin] = await ids(db, sql`select id from users where login = 'admin'`);
  if (!recruiter || !admin) return;
  const depts = await queryRows<{ id: number; name: string; organization_id: number | null }>(
    db,
    sql`select id, name, organization_id from departments where status = 1`,
  );

  const [role] = await db.insert(roles).values({ name: 'Рекрутер' }).returning({ id: roles.id });
  await db.insert(rolePermits).values({ role_id: role.id, permit: 'hr_view' });
  await db.insert(userRoles).values({ user_id: recruiter, role_id: role.id });

  const now = Date.now();
  const vacancyIds = await insertRegistryRows(
    db,
    vacancies,
    VACANCIES.map(([post, dept, from, to, requirements], i) => {
      const d = depts.find((x) => x.name === dept);
      return {
        post,
        department_id: d?.id ?? null,
        organization_id: d?.organization_id ?? null,
        salary_from: from,
        salary_to: to,
        requirements,
        state: i === 3 ? 'closed' : 'open',
        recruiter_id: recruiter,
        who_add: recruiter,
        date_add: new Date(now - 365 * DAY),
      };
    }),
  );

  await insertRegistryRows(
    db,
    candidates,
    CANDIDATES.map(([fullName, vacancy, stage, source, ago, inStage], i) => {
      const latin = transliterate(fullName.split(' ')[0]);
      const mail = i % 3 === 2 ? null : `${latin}.${i}@${i % 2 ? 'mail.ru' : 'yandex.ru'}`;
      const phone = `+7 9${String(10 + i).padStart(2, '0')} ${String(100 + i * 7).slice(-3)}-${String(10 + i).slice(-2)}-${String(40 + i).slice(-2)}`;
      const stageDate = new Date(now - inStage * DAY);
      return {
        full_name: fullName,
        posts: i % 5 === 0 ? `${VACANCIES[vacancy][0]}, Разнорабочий` : VACANCIES[vacancy][0],
        vacancy_id: vacancyIds[vacancy],
        source,
        phones: phone,
        emails: mail,
        telegrams: i % 4 === 0 ? `@${latin}${i}` : null,
        stage,
        stage_date: stageDate,
        refusal_reason: stage === 'refusal' ? REASONS[i % REASONS.length] : null,
        hired_at: stage === 'hired' ? stageDate.toISOString().slice(0, 10) : null,
        questionnaire:
          i % 3 === 0
            ? { experience: `${2 + (i % 7)} года`, salary: `${VACANCIES[vacancy][3]} ₽`, start: 'Через две недели', schedule: 'Да' }
            : null,
        who_add: recruiter,
        date_add: new Date(now - ago * DAY),
      };
    }),
  );
  await recountVacancyCandidates(db);
}
