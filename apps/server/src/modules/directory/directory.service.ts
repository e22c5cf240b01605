import { equipmentRoutesRegistry, staffRatesRegistry, techTypesRegistry, workTypesRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { insertRegistryRows, registerRemoteTable, registryRoutes } from '../registry/index.ts';
import { organizations } from '../users/index.ts';
import { companyDirectoryRoutes, seedExpenditureItems } from './company-directories.service.ts';
import * as repo from './directory.repository.ts';
import { equipmentRoutes, staffRates, techTypes, workTypes } from './directory.schema.ts';

/**
 * The directories of `/directory` (issue 12), each a registry of the engine with its own
 * right: work types, equipment types, staff rates, equipment routes, organizations, expenditure
 * items. Organizations of rates and routes are the own legal entities (users module), a remote
 * table of the engine and the registry `organizations_list` on the same table.
 */
export async function directoryRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  registerRemoteTable('organizations', organizations, 'name');
  await fastify.register(registryRoutes, { db, realtime, definition: workTypesRegistry, table: workTypes });
  await fastify.register(registryRoutes, { db, realtime, definition: techTypesRegistry, table: techTypes });
  await fastify.register(registryRoutes, { db, realtime, definition: staffRatesRegistry, table: staffRates });
  await fastify.register(registryRoutes, { db, realtime, definition: equipmentRoutesRegistry, table: equipmentRoutes });
  await companyDirectoryRoutes(fastify, { db, realtime });
}

/** Work types: name, code, category, unit, price per unit. */
const WORK_TYPES: readonly (readonly [string, string, string, string, string])[] = [
  ['Монтаж металлоконструкций', 'СМР-01', 'construction', 't', '18500.00'],
  ['Бетонирование фундаментов', 'СМР-02', 'construction', 'm3', '6200.00'],
  ['Кладка из кирпича', 'СМР-03', 'construction', 'm3', '4800.00'],
  ['Устройство кровли из профнастила', 'СМР-04', 'construction', 'm2', '950.00'],
  ['Разработка грунта экскаватором', 'ЗР-01', 'earthwork', 'm3', '320.00'],
  ['Обратная засыпка траншей', 'ЗР-02', 'earthwork', 'm3', '180.00'],
  ['Планировка площадки бульдозером', 'ЗР-03', 'earthwork', 'm2', '45.00'],
  ['Прокладка кабеля в траншее', 'ЭМ-01', 'electrical', 'm', '210.00'],
  ['Монтаж распределительного щита', 'ЭМ-02', 'electrical', 'piece', '7500.00'],
  ['Капитальный ремонт двигателя КамАЗ', 'РМ-01', 'repair', 'service', '185000.00'],
  ['Техническое обслуживание ТО-2 грузового автомобиля', 'РМ-02', 'repair', 'service', '24000.00'],
  ['Шиномонтаж грузового колеса', 'РМ-03', 'repair', 'piece', '1200.00'],
  ['Перевозка грузов самосвалом', 'ТР-01', 'transport', 'hour', '3200.00'],
  ['Работа автокрана 25 т', 'ТР-02', 'transport', 'hour', '4500.00'],
  ['Доставка вахтового персонала', 'ТР-03', 'transport', 'km', '95.00'],
  ['Уборка снега с территории', 'ПР-01', 'other', 'shift', '18000.00'],
];

/** Equipment types: name, code, category, licence category, fuel, fuel norm. */
const TECH_TYPES: readonly (readonly [string, string, string, string | null, string, number | null])[] = [
  ['Самосвал', 'САМ', 'truck', 'C', 'diesel', 32],
  ['Бортовой грузовой автомобиль', 'БОРТ', 'truck', 'C', 'diesel', 28],
  ['Седельный тягач', 'ТЯГ', 'truck', 'CE', 'diesel', 35],
  ['Вахтовый автобус', 'ВАХТ', 'bus', 'D', 'diesel', 30],
  ['Легковой автомобиль повышенной проходимости', 'ЛЕГ-4х4', 'car', 'B', 'petrol', 13],
  ['Грузовой фургон до 3,5 т', 'ФУРГ', 'truck', 'B', 'petrol', 15],
  ['Автокран', 'КРАН', 'special', 'C', 'diesel', 40],
  ['Экскаватор гусеничный', 'ЭКС', 'self_propelled', 'Тракторист «C»', 'diesel', 18],
  ['Бульдозер', 'БУЛЬД', 'self_propelled', 'Тракторист «E»', 'diesel', 22],
  ['Погрузчик фронтальный', 'ПОГР', 'self_propelled', 'Тракторист «D»', 'diesel', 12],
  ['Трал (полуприцеп-тяжеловоз)', 'ТРАЛ', 'trailer', null, 'none', null],
];

/** Staff rates: post, organization index, rate, period, valid from. */
const RATES: readonly (readonly [string, number, string, string, string])[] = [
  ['Водитель грузового автомобиля', 0, '450.00', 'hour', '2024-01-01'],
  ['Машинист экскаватора', 0, '520.00', 'hour', '2024-01-01'],
  ['Машинист автокрана', 1, '560.00', 'hour', '2024-03-01'],
  ['Водитель вахтового автобуса', 1, '4200.00', 'shift', '2024-01-01'],
  ['Механик', 0, '85000.00', 'month', '2024-01-01'],
  ['Электромонтажник 4 разряда', 2, '380.00', 'hour', '2024-02-01'],
  ['Инженер ПТО', 0, '95000.00', 'month', '2024-01-01'],
  ['Кладовщик', 2, '62000.00', 'month', '2024-04-01'],
  ['Разнорабочий', 0, '2800.00', 'shift', '2024-01-01'],
  ['Прораб', 0, '120000.00', 'month', '2024-01-01'],
  ['Слесарь по ремонту автомобилей', 1, '410.00', 'hour', '2024-01-01'],
];

/** Routes: name, organization index, from, to, km, minutes, equipment type name. */
const ROUTES: readonly (readonly [string, number, string, string, number, number, string])[] = [
  ['Сургут — Нижневартовск', 0, 'г. Сургут, база №1', 'г. Нижневартовск, ул. Индустриальная, д. 12', 220, 180, 'Седельный тягач'],
  ['Сургут — Нефтеюганск', 0, 'г. Сургут, база №1', 'г. Нефтеюганск, Объездная дорога, д. 5', 55, 60, 'Самосвал'],
  ['База №1 — Куст 112', 0, 'г. Сургут, база №1', 'Куст 112', 48, 75, 'Вахтовый автобус'],
  ['База №2 — Куст 47', 1, 'г. Сургут, база №2', 'Куст 47', 63, 95, 'Вахтовый автобус'],
  ['Офис — аэропорт Сургут', 0, 'г. Сургут, офис', 'Аэропорт Сургут', 12, 25, 'Легковой автомобиль повышенной проходимости'],
  ['Центральный склад — база №2', 2, 'Центральный склад', 'г. Сургут, база №2', 18, 30, 'Бортовой грузовой автомобиль'],
  ['Сургут — Ханты-Мансийск', 1, 'г. Сургут', 'г. Ханты-Мансийск', 290, 240, 'Седельный тягач'],
  ['Нижневартовск — Мегион', 1, 'г. Нижневартовск', 'г. Мегион', 35, 40, 'Самосвал'],
  ['Тюмень — Сургут (перевозка техники)', 1, 'г. Тюмень', 'г. Сургут, база №1', 720, 720, 'Трал (полуприцеп-тяжеловоз)'],
];

/** Demo directories (Russian, realistic): 16 work types, 11 equipment types, 11 rates, 9 routes, 14 expenditure items. */
export async function seedDirectories(db: Db) {
  const orgs = await repo.organizationIds(db);
  const org = (i: number) => (orgs.length ? orgs[i % orgs.length] : null);
  const work = await insertRegistryRows(
    db,
    workTypes,
    WORK_TYPES.map(([name, code, category, unit, price]) => ({
      name,
      code,
      category,
      unit,
      price,
      vat_included: 1,
      description: null,
    })),
  );
  const tech = await insertRegistryRows(
    db,
    techTypes,
    TECH_TYPES.map(([name, code, category, license_category, fuel, fuel_norm]) => ({
      name,
      code,
      category,
      license_category,
      fuel,
      fuel_norm,
    })),
  );
  const techId = (name: string) => tech[TECH_TYPES.findIndex((t) => t[0] === name)] ?? null;
  const rates = orgs.length
    ? await insertRegistryRows(
        db,
        staffRates,
        RATES.map(([post, o, rate, period, valid_from]) => ({ post, organization_id: orgs[o % orgs.length], rate, period, valid_from })),
      )
    : [];
  const routes = await insertRegistryRows(
    db,
    equipmentRoutes,
    ROUTES.map(([name, o, start_point, end_point, distance_km, norm_minutes, type]) => ({
      name,
      organization_id: org(o),
      start_point,
      end_point,
      distance_km,
      norm_minutes,
      tech_type_id: techId(type),
    })),
  );
  const expenditure = await seedExpenditureItems(db);
  return { work, tech, rates, routes, expenditure };
}
