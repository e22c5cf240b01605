import type { CompanyParams } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import * as repo from './company.repository.ts';

type ParamKey = keyof CompanyParams;

interface ParamDefinition {
  kind: 'flag' | 'text' | 'number';
  default: string | number;
  ru: string;
  en: string;
}

/** The catalogue of company parameters: their kind, default and label. */
export const PARAM_CATALOGUE: Record<ParamKey, ParamDefinition> = {
  name: { kind: 'text', default: 'Компания', ru: 'Название компании', en: 'Company name' },
  name_template: { kind: 'text', default: '{type} от {date}', ru: 'Шаблон названия заявки', en: 'Application title template' },
  export_datatable: { kind: 'flag', default: 1, ru: 'Выгрузка таблиц', en: 'Table export' },
  unchangeable_name: { kind: 'flag', default: 0, ru: 'Запрет изменения названия заявки', en: 'Application title locked' },
  show_for_use_snab_list: { kind: 'flag', default: 0, ru: 'Показывать «для чего» в списке позиций', en: 'Show "for use" in position list' },
  'tickets.checklist_restriction_use': { kind: 'flag', default: 0, ru: 'Чек-листы открыты всем', en: 'Checklists open to all' },
  'tickets.accept_task_without_reason': {
    kind: 'flag',
    default: 0,
    ru: 'Приёмка задачи без причины',
    en: 'Accept a task without a reason',
  },
  no_necessary_odometer: { kind: 'flag', default: 0, ru: 'Пробег необязателен', en: 'Odometer optional' },
  two_factor_required: {
    kind: 'flag',
    default: 0,
    ru: 'Двухфакторная аутентификация обязательна',
    en: 'Two-factor authentication required',
  },
  password_max_age_days: {
    kind: 'number',
    default: 180,
    ru: 'Срок действия пароля, дней (0 — бессрочно)',
    en: 'Password lifetime, days (0 = forever)',
  },
};

function typed(def: ParamDefinition, raw: string | undefined): string | number {
  const value = raw ?? String(def.default);
  return def.kind === 'text' ? value : Number(value);
}

export async function getCompanyParams(db: Db): Promise<CompanyParams> {
  const stored = await repo.findAllParams(db);
  const out: Record<string, string | number> = {};
  for (const [key, def] of Object.entries(PARAM_CATALOGUE)) out[key] = typed(def, stored[key]);
  return out as unknown as CompanyParams;
}

export async function listParams(db: Db, lang: 'ru' | 'en') {
  const params = await getCompanyParams(db);
  return Object.entries(PARAM_CATALOGUE).map(([key, def]) => ({
    key,
    kind: def.kind,
    value: params[key as ParamKey],
    label: def[lang],
  }));
}

function isParamKey(key: string): key is ParamKey {
  return Object.hasOwn(PARAM_CATALOGUE, key);
}

export async function setParam(db: Db, key: string, value: unknown, userId: number) {
  if (!isParamKey(key)) throw new Refusal('params.unknown', undefined, 404);
  const def = PARAM_CATALOGUE[key];
  let stored: string;
  if (def.kind === 'flag') {
    if (![0, 1, '0', '1', true, false].includes(value as never)) throw new ValidationFailed({ value: ['field.invalid'] });
    stored = value === true || value === 1 || value === '1' ? '1' : '0';
  } else if (def.kind === 'number') {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new ValidationFailed({ value: ['field.invalid'] });
    stored = String(n);
  } else {
    stored = String(value ?? '').trim();
    if (!stored) throw new ValidationFailed({ value: ['field.fillRequired'] });
  }
  await repo.upsertParam(db, key, stored, userId);
  return { key, value: typed(def, stored) };
}
