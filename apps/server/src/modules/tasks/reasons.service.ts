import type { Db } from '../../plugins/db.ts';
import type { Lang } from '../../shared/i18n.ts';
import * as repo from './tasks.repository.ts';

/** `GET load/reasons?status_id=`: rework (2) and adoption (6) reasons in the caller's language (Russian as fallback). */
export async function listReasons(db: Db, statusId: number | undefined, lang: Lang) {
  let rows = await repo.findReasons(db, statusId, lang);
  if (rows.length === 0 && lang !== 'ru') rows = await repo.findReasons(db, statusId, 'ru');
  return { data: rows.map(({ id, status_id, language, code, name }) => ({ id, status_id, language, code, name })) };
}

/** Reference reasons (spec 2 §3), Russian and English. Idempotent. */
export async function seedReasons(db: Db) {
  const ru = [
    [2, 'incomplete', 'Работа выполнена не полностью'],
    [2, 'quality', 'Низкое качество выполнения'],
    [2, 'wrong', 'Выполнено не то, что требовалось'],
    [2, 'no_report', 'Нет отчёта или подтверждающих документов'],
    [6, 'done', 'Работа выполнена в полном объёме'],
    [6, 'done_late', 'Выполнено с нарушением срока'],
    [6, 'partial_ok', 'Выполнено частично, остальное не требуется'],
  ] as const;
  const en = [
    'Work not complete',
    'Poor quality',
    'Not what was asked',
    'No report or documents',
    'Work done in full',
    'Done late',
    'Partly done, the rest not needed',
  ];
  await repo.insertReasons(db, [
    ...ru.map(([status_id, code, name]) => ({ status_id, code, name, language: 'ru' })),
    ...ru.map(([status_id, code], i) => ({ status_id, code, name: en[i], language: 'en' })),
  ]);
}
