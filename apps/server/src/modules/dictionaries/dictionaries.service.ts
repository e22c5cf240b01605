import type { Db } from '../../plugins/db.ts';
import { seedBases } from '../bases/index.ts';
import { seedDirectories } from '../directory/index.ts';
import { seedDtp } from '../dtp/index.ts';
import { seedEquipmentTypes } from '../equipment/index.ts';
import { seedNews } from '../news/index.ts';
import { partners, seedPartners } from '../partners/index.ts';
import { projects, seedProjects } from '../projects/index.ts';
import { seedServers } from '../servers/index.ts';
import { organizations } from '../users/index.ts';
import * as repo from './dictionaries.repository.ts';
import { locations, nomenclature, units } from './dictionaries.schema.ts';

export type DictionaryName = 'partners' | 'locations' | 'projects' | 'units' | 'organizations' | 'nomenclature';

const TABLES = { partners, locations, projects, units, organizations, nomenclature } as const;

export const pickLocations = (db: Db, term?: string, limit = 50) => repo.findLocationOptions(db, term, limit);
export const pickUnits = (db: Db, term?: string, limit = 200) => repo.findUnitOptions(db, term, limit);

/** `GET nomenclature/autocomplete?term=`: items by name or article, `{ value, label, article, unit_id, unit_name }`. */
export const pickNomenclature = (db: Db, term?: string, limit = 50) => repo.findNomenclatureOptions(db, term, limit);

/** Active nomenclature items by id (name, article, unit), for positions picked from it. */
export const nomenclatureByIds = (db: Db, ids: number[]) => repo.findNomenclature(db, ids);

/** Names by id of one dictionary, in one query. */
export const namesOf = (db: Db, dictionary: DictionaryName, ids: number[]) => repo.findNames(db, TABLES[dictionary], ids);

/** The ids among `ids` that are active rows of the dictionary. */
export const activeIdsOf = (db: Db, dictionary: DictionaryName, ids: number[]) => repo.findActiveIds(db, TABLES[dictionary], ids);

export const unitsByIds = (db: Db, ids: number[]) => repo.findUnits(db, ids);

const UNIT_INDEX = { шт: 0, кг: 1, м: 2, л: 3, компл: 4, уп: 6 } as const;

/** Demo nomenclature; the first ten are the goods of the demo applications, in their order. */
const NOMENCLATURE: readonly [string, string, keyof typeof UNIT_INDEX][] = [
  ['Болт М12×60 оцинкованный', 'DIN933-M12x60', 'кг'],
  ['Кабель ВВГнг-LS 3×2,5', 'VVG-3x2.5', 'м'],
  ['Перчатки рабочие х/б', 'PR-XB-10', 'уп'],
  ['Фильтр масляный', 'W 962/2', 'шт'],
  ['Краска эмаль ПФ-115 серая', 'PF115-GR', 'кг'],
  ['Электроды УОНИ 13/55 3 мм', 'UONI-3', 'кг'],
  ['Бумага А4, 500 листов', 'A4-500', 'уп'],
  ['Масло моторное 10W-40', '10W40-20L', 'л'],
  ['Шланг напорный 20 мм', 'HS-20', 'м'],
  ['Аккумулятор 190 А·ч', '6CT-190', 'шт'],
  ['Гайка М12 оцинкованная', 'DIN934-M12', 'кг'],
  ['Шайба 12 плоская', 'DIN125-12', 'кг'],
  ['Каска защитная белая', 'KZ-W', 'шт'],
  ['Очки защитные открытые', 'OZ-O', 'шт'],
  ['Фильтр воздушный', 'C 25 710/3', 'шт'],
  ['Фильтр топливный', 'WK 8110', 'шт'],
  ['Антифриз G12 красный', 'AF-G12-10', 'л'],
  ['Лента сигнальная', 'LS-250', 'м'],
  ['Набор ключей комбинированных', 'NK-12', 'компл'],
  ['Мешки для мусора 120 л', 'MM-120', 'уп'],
];

/** The goods of the demo applications: the first ten demo nomenclature items (name, article, unit), in order. */
export const DEMO_GOODS = NOMENCLATURE.slice(0, 10);

/** Demo locations: name, address, index of the own organization, comment. */
const LOCATIONS: readonly (readonly [string, string, number, string | null])[] = [
  ['Центральный склад', 'г. Сургут, ул. Промышленная, д. 12', 0, 'Приёмка грузов с 8:00 до 17:00'],
  ['База №1 (Сургут)', 'г. Сургут, Нефтеюганское шоссе, д. 20', 0, null],
  ['База №2 (Нижневартовск)', 'г. Нижневартовск, ул. Индустриальная, д. 45', 1, 'Пропуск оформляется заранее'],
  ['Участок «Северный»', 'ХМАО-Югра, Сургутский р-н, куст 112', 2, 'Зимник, проезд по согласованию'],
  ['Офис, Москва', 'г. Москва, ул. Тверская, д. 7, офис 12', 0, null],
];

/** Demo dictionaries: partners, servers, road incidents, news, the /directory registries, locations, projects, units and nomenclature. Answers the new ids. */
export async function seedDictionaries(db: Db, { scale = 1 }: { scale?: number } = {}) {
  // Partners are the partners module's registry; its demo seed answers their ids.
  const partnerIds = (await seedPartners(db, { scale })).map((id) => ({ id }));
  // The company's registries of issue 12 (servers, road incidents on the seeded vehicles, /directory).
  await seedServers(db, { scale });
  await seedDtp(db, { scale });
  await seedNews(db, { scale });
  await seedDirectories(db);
  // The demo vehicles (seeded with the task boards) get their types from the equipment types directory.
  await seedEquipmentTypes(db);
  const orgIds = (await db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id)).map((r) => r.id);
  const locationIds = await db
    .insert(locations)
    .values(LOCATIONS.map(([name, address, org, comment]) => ({ name, address, organization_id: orgIds[org] ?? null, comment })))
    .returning({ id: locations.id });
  await seedBases(db, { locationIds: locationIds.map((r) => r.id) });
  // Projects are the projects module's registry; its demo seed answers their ids.
  const projectIds = (await seedProjects(db)).map((id) => ({ id }));
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
  const nomenclatureIds = await db
    .insert(nomenclature)
    .values(NOMENCLATURE.map(([name, article, unit]) => ({ name, article, unit_id: unitIds[UNIT_INDEX[unit]].id })))
    .returning({ id: nomenclature.id });
  return {
    nomenclature: nomenclatureIds.map((r) => r.id),
    partners: partnerIds.map((r) => r.id),
    locations: locationIds.map((r) => r.id),
    projects: projectIds.map((r) => r.id),
    units: unitIds.map((r) => r.id),
  };
}
