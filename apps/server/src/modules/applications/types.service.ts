import { APPLICATION_STATUSES, type PositionType } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Lang } from '../../shared/i18n.ts';
import * as repo from './applications.repository.ts';

/** Application types and statuses, as the lists and forms name them. */
export function statusName(code: string, lang: Lang) {
  return APPLICATION_STATUSES.find((s) => s.code === code)?.[lang] ?? code;
}

// Types and statuses ---------------------------------------------------------------

export async function listTypes(db: Db, lang: Lang, forEquipment?: number) {
  const rows = await repo.findTypes(db);
  return rows
    .filter((t) => forEquipment === undefined || t.for_equipment === forEquipment)
    .map((t) => ({
      id: t.id,
      value: t.id,
      code: t.code,
      label: lang === 'en' ? t.name_en : t.name,
      name: t.name,
      type: t.form,
      form: t.form,
      position_type: t.position_type as PositionType,
      for_equipment: t.for_equipment,
      options: t.options,
    }));
}

export function listStatuses(lang: Lang) {
  return APPLICATION_STATUSES.map((s) => ({ code: s.code, value: s.code, label: s[lang], name: s[lang], color: s.color, icon: s.icon }));
}
