import type { Db } from '../../plugins/db.ts';
import { organizations } from '../users/index.ts';
import * as repo from './dictionaries.repository.ts';
import { locations, partners, projects, units } from './dictionaries.schema.ts';

export type DictionaryName = 'partners' | 'locations' | 'projects' | 'units' | 'organizations';

const TABLES = { partners, locations, projects, units, organizations } as const;

/**
 * `GET partners?model_method=autocomplete&type=organization`: the own legal entities
 * (organizations); any other type: partners of that type (contractor, supplier).
 */
export function pickPartners(db: Db, type: string | undefined, term: string | undefined, limit = 50) {
  if (type === 'organization') return repo.findOrganizationOptions(db, term, limit);
  return repo.findPartnerOptions(db, type, term, limit);
}

export const pickLocations = (db: Db, term?: string, limit = 50) => repo.findLocationOptions(db, term, limit);
export const pickProjects = (db: Db, term?: string, limit = 50) => repo.findProjectOptions(db, term, limit);
export const pickUnits = (db: Db, term?: string, limit = 200) => repo.findUnitOptions(db, term, limit);

/** Names by id of one dictionary, in one query. */
export const namesOf = (db: Db, dictionary: DictionaryName, ids: number[]) => repo.findNames(db, TABLES[dictionary], ids);

/** The ids among `ids` that are active rows of the dictionary. */
export const activeIdsOf = (db: Db, dictionary: DictionaryName, ids: number[]) => repo.findActiveIds(db, TABLES[dictionary], ids);

export const unitsByIds = (db: Db, ids: number[]) => repo.findUnits(db, ids);

/** Demo dictionaries: partners, locations, projects and units. Answers the new ids. */
export async function seedDictionaries(db: Db, { scale = 1 }: { scale?: number } = {}) {
  const partnerNames = [
    ['ООО «ПромСнаб»', 'supplier'],
    ['ООО «Техноресурс»', 'supplier'],
    ['АО «Уралметиз»', 'supplier'],
    ['ООО «СтройКомплект»', 'supplier'],
    ['ИП Кузнецов А. В.', 'contractor'],
    ['ООО «АвтоДеталь-Сибирь»', 'supplier'],
    ['ООО «Сервисная компания «Механик»', 'contractor'],
    ['ООО «ЭлектроМонтаж»', 'contractor'],
    ['ООО «Топливная компания «Восток»', 'supplier'],
    ['ООО «Канцлер»', 'supplier'],
  ] as const;
  const extra = Math.max(0, Math.round(10 * (scale - 1)));
  const partnerRows = [
    ...partnerNames.map(([name, type], i) => ({ name, type, inn: `77${String(10000000 + i * 7919).slice(0, 8)}` })),
    ...Array.from({ length: extra }, (_, i) => ({ name: `ООО «Поставщик ${i + 1}»`, type: 'supplier', inn: null })),
  ];
  const partnerIds = await db.insert(partners).values(partnerRows).returning({ id: partners.id });
  const locationIds = await db
    .insert(locations)
    .values(
      ['Центральный склад', 'База №1 (Сургут)', 'База №2 (Нижневартовск)', 'Участок «Северный»', 'Офис, Москва'].map((name) => ({ name })),
    )
    .returning({ id: locations.id });
  const projectIds = await db
    .insert(projects)
    .values(
      [
        'Реконструкция котельной',
        'Строительство склада ГСМ',
        'Ремонт дорожного полотна',
        'Обустройство месторождения',
        'Текущая деятельность',
      ].map((name) => ({ name })),
    )
    .returning({ id: projects.id });
  const unitIds = await db
    .insert(units)
    .values([
      { name: 'Штука', short_name: 'шт' },
      { name: 'Килограмм', short_name: 'кг' },
      { name: 'Метр', short_name: 'м' },
      { name: 'Литр', short_name: 'л' },
      { name: 'Комплект', short_name: 'компл' },
      { name: 'Услуга', short_name: 'усл' },
      { name: 'Упаковка', short_name: 'уп' },
    ])
    .returning({ id: units.id });
  return {
    partners: partnerIds.map((r) => r.id),
    locations: locationIds.map((r) => r.id),
    projects: projectIds.map((r) => r.id),
    units: unitIds.map((r) => r.id),
  };
}
