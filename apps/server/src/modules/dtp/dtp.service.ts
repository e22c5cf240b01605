import { dtpRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import * as repo from './dtp.repository.ts';
import { dtp } from './dtp.schema.ts';

/**
 * The road incidents registry (issue 12): the engine serves it from `dtpRegistry`; the vehicle
 * is a remote field over the equipment registry (its name on rows, its look-up in forms).
 */
export async function dtpRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: dtpRegistry, table: dtp });
}

/** Demo incidents: days ago, time, place, state, guilt, participants, damage, amount, insurer, case number. */
const DEMO: readonly (readonly [number, string, string, string, string, string, string, string | null, string | null, string | null])[] = [
  [
    3,
    '08:40',
    'г. Сургут, ул. Аэрофлотская, д. 2, въезд на базу №1',
    'registered',
    'own',
    'Водитель КамАЗа; легковой автомобиль Lada Vesta А777АА 86 (Иванов П. С.)',
    'Сдавая назад, повредил передний бампер и капот легкового автомобиля',
    '85000.00',
    null,
    null,
  ],
  [
    9,
    '17:15',
    'а/д Р-404 Тюмень — Ханты-Мансийск, 712 км',
    'insurer',
    'other',
    'Водитель автокрана; грузовой автомобиль Volvo FH М321ОР 72',
    'Удар в заднюю часть стрелы при обгоне, повреждены фонари и опорная рама',
    '420000.00',
    'АО «СОГАЗ»',
    'ОСАГО-2024-118745',
  ],
  [
    16,
    '06:20',
    'г. Нефтеюганск, Объездная дорога, д. 5',
    'repair',
    'own',
    'Водитель; столб освещения (МУП «Горсвет»)',
    'Наезд на опору освещения в гололёд, деформирован бампер и правое крыло',
    '137500.00',
    'ПАО СК «Росгосстрах»',
    'КАСКО-77-2024-004512',
  ],
  [
    24,
    '13:05',
    'Куст 112, подъездная дорога',
    'closed',
    'unknown',
    'Водитель экскаватора; бульдозер Четра Т11 (подрядчик)',
    'Касание ковшом кабины бульдозера, трещина стекла двери',
    '18000.00',
    null,
    null,
  ],
  [
    31,
    '19:50',
    'г. Сургут, пр. Мира, пересечение с ул. 30 лет Победы',
    'insurer',
    'both',
    'Водитель Toyota Hilux; такси Hyundai Solaris Т045КХ 86',
    'Столкновение при перестроении: левая сторона кузова, зеркало, диск',
    '96000.00',
    'САО «ВСК»',
    'ВСК-86-2024-33021',
  ],
  [
    45,
    '07:30',
    'г. Нижневартовск, ул. Индустриальная, д. 12',
    'closed',
    'other',
    'Водитель УАЗ Патриот; автобус ПАЗ 320405 (ООО «Автоколонна»)',
    'Автобус задел заднюю дверь при выезде с остановки',
    '41000.00',
    'АО «АльфаСтрахование»',
    'АС-2024-ОСАГО-77810',
  ],
  [
    58,
    '11:10',
    'Склад, погрузочная площадка',
    'closed',
    'own',
    'Водитель ГАЗель Next; ворота склада',
    'Повреждены секционные ворота склада и правое зеркало',
    '27500.00',
    null,
    null,
  ],
  [
    73,
    '15:45',
    'а/д Сургут — Нижневартовск, 64 км',
    'repair',
    'other',
    'Водитель КамАЗа 43118; легковой автомобиль Kia Rio Р512ЕЕ 89',
    'Встречный автомобиль выехал на полосу: поврежден передний бампер, радиатор, фара',
    '310000.00',
    'ПАО СК «Росгосстрах»',
    'РГС-2024-86-150233',
  ],
  [
    90,
    '05:55',
    'Куст 47, технологический проезд',
    'registered',
    'unknown',
    'Водитель вахтового автобуса Урал',
    'Съезд в кювет на обледенелом участке, пострадавших нет',
    null,
    null,
    null,
  ],
  [
    120,
    '16:30',
    'г. Сургут, ул. Энергетиков, д. 7',
    'closed',
    'own',
    'Водитель трала; припаркованный автомобиль Skoda Octavia Е808ТТ 86',
    'Задел припаркованный автомобиль при развороте: царапины двери и крыла',
    '23000.00',
    'АО «СОГАЗ»',
    'ОСАГО-2024-097314',
  ],
];

/** A wire date-time `days` before `now` at `time` (UTC minutes). */
function daysAgo(now: Date, days: number, time: string): Date {
  const day = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00Z`);
}

/** Demo road incidents (10, over the last four months) on the demo vehicles; `scale` adds copies. */
export async function seedDtp(db: Db, { scale = 1, now = new Date() }: { scale?: number; now?: Date } = {}): Promise<number[]> {
  const vehicles = await repo.activeEquipment(db);
  if (vehicles.length === 0) return [];
  const drivers = await repo.staffIds(db);
  const count = Math.max(DEMO.length, Math.round(DEMO.length * scale));
  const rows = Array.from({ length: count }, (_, i) => {
    const [days, time, place, state, guilt, participants, damage, amount, insurer, caseNumber] = DEMO[i % DEMO.length];
    return {
      occurred_at: daysAgo(now, days + Math.floor(i / DEMO.length) * 150, time),
      place,
      equipment_id: vehicles[(i * 3) % vehicles.length].id,
      driver_id: drivers.length ? drivers[(i * 4) % drivers.length] : null,
      state,
      guilt,
      participants,
      damage,
      damage_amount: amount,
      insurance_company: insurer,
      insurance_case: caseNumber,
    };
  });
  return insertRegistryRows(db, dtp, rows);
}
