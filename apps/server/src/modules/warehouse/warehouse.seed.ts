import type { Permit } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { nomenclature } from '../dictionaries/index.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { rolePermits, roles, userRoles } from '../users/index.ts';
import { storages } from './warehouse.schema.ts';
import { type SeedAct, type SeedLine, writeActs } from './warehouse-seed.acts.ts';

/**
 * The demo warehouse (issue 16), bulk inserts only: role «Кладовщик» (user9: warehouse_view,
 * warehouse_edit, tech_view; the project managers get warehouse_view), two warehouses with zones
 * and shelves (user9 responsible), work clothes and IT items, ~3,000 balance lines received by
 * input acts, and acts of every kind with their movements and holdings: issues, clothes to
 * `employee` (one due back in two days), a transfer on the way and one received, a return, a
 * write-off, a correction, laptops with serial numbers issued to users.
 */

const STOREKEEPER_PERMITS: Permit[] = ['warehouse_view', 'warehouse_edit', 'tech_view'];
const CLOTHES = [
  'Костюм рабочий летний',
  'Куртка утеплённая зимняя',
  'Ботинки рабочие с защитным подноском',
  'Каска защитная',
  'Жилет сигнальный',
];
const IT = ['Ноутбук Lenovo ThinkPad E14', 'Монитор Dell P2422H 24"', 'Смартфон Samsung Galaxy A54', 'МФУ HP LaserJet M428'];
const SERIES: [string, string[], string][] = [
  ['Саморез кровельный 4,8×{v}', ['19', '29', '35', '51', '70'], 'SR-48-{v}'],
  ['Электрод МР-3 {v} мм', ['2', '3', '4', '5'], 'MR3-{v}'],
  ['Круг отрезной по металлу {v} мм', ['115', '125', '180', '230'], 'KO-{v}'],
  ['Труба профильная {v} мм', ['20×20', '40×20', '40×40', '60×40', '80×80'], 'TP-{v}'],
  ['Эмаль ПФ-115 {v}', ['белая', 'серая', 'красная', 'жёлтая', 'синяя'], 'PF115-{v}'],
  ['Анкер клиновой {v}', ['М8×75', 'М10×95', 'М12×110', 'М16×145'], 'AK-{v}'],
  ['Лента изоляционная {v}', ['синяя', 'чёрная', 'красная'], 'LI-{v}'],
  ['Фильтр масляный {v}', ['W 712/75', 'W 940/25', 'WP 1144'], 'FM-{v}'],
];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ids = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));

export async function seedWarehouse(db: Db) {
  const [keeper] = await ids(db, sql`select id from users where login = 'user9'`);
  const [employee] = await ids(db, sql`select id from users where login = 'employee'`);
  const [admin] = await ids(db, sql`select id from users where login = 'admin'`);
  const staff = await ids(db, sql`select id from users where status = 1 and login like 'user%' order by id limit 20`);
  const projects = await ids(db, sql`select id from projects where status = 1 order by id limit 10`);
  const [piece] = await ids(db, sql`select id from units where short_name = 'шт' order by id limit 1`);
  if (!keeper || !employee) return;

  const [role] = await db.insert(roles).values({ name: 'Кладовщик' }).returning({ id: roles.id });
  await db.insert(rolePermits).values(STOREKEEPER_PERMITS.map((permit) => ({ role_id: role.id, permit })));
  await db.insert(userRoles).values({ user_id: keeper, role_id: role.id });
  const [pm] = await ids(db, sql`select id from roles where name = 'Руководитель проектов'`);
  if (pm) await db.insert(rolePermits).values({ role_id: pm, permit: 'warehouse_view' }).onConflictDoNothing();

  // Storages: 2 warehouses → 3 zones each → 4 shelves each.
  const deputy = staff.find((id) => id !== keeper) ?? null;
  const whs = await insertRegistryRows(db, storages, [
    {
      name: 'Центральный склад',
      kind: 'warehouse',
      code: 'ЦС',
      responsible_id: keeper,
      deputy_id: deputy,
      address: 'г. Москва, ул. Складская, 12',
      who_add: admin,
    },
    {
      name: 'Склад участка «Север»',
      kind: 'warehouse',
      code: 'СС',
      responsible_id: keeper,
      address: 'Московская обл., г. Дмитров, промзона',
      who_add: admin,
    },
  ]);
  const zoneNames = ['Зона А (метизы)', 'Зона Б (материалы)', 'Зона В (спецодежда и ИТ)'];
  const zones = await insertRegistryRows(
    db,
    storages,
    whs.flatMap((parent, w) =>
      zoneNames.map((name, z) => ({
        name,
        kind: 'zone',
        parent_id: parent,
        code: `${w + 1}-${'АБВ'[z]}`,
        responsible_id: keeper,
        who_add: admin,
      })),
    ),
  );
  const shelves = await insertRegistryRows(
    db,
    storages,
    zones.flatMap((parent, z) =>
      [1, 2, 3, 4].map((n) => ({ name: `Стеллаж ${n}`, kind: 'shelf', parent_id: parent, code: `${z + 1}.${n}`, who_add: admin })),
    ),
  );

  // Items of the warehouse: work clothes, IT equipment, a catalogue of consumables.
  const clothes = await insertRegistryRows(
    db,
    nomenclature,
    CLOTHES.map((name, i) => ({ name, article: `SO-${i + 1}`, unit_id: piece ?? null })),
  );
  const it = await insertRegistryRows(
    db,
    nomenclature,
    IT.map((name, i) => ({ name, article: `IT-${i + 1}`, unit_id: piece ?? null })),
  );
  await insertRegistryRows(
    db,
    nomenclature,
    SERIES.flatMap(([name, values, article]) =>
      values.map((v) => ({ name: name.replace('{v}', v), article: article.replace('{v}', v), unit_id: piece ?? null })),
    ),
  );
  const goods = await ids(
    db,
    sql`select id from nomenclature where status = 1 and not (id = any(${sql.raw(`array[${[0, ...clothes, ...it].join(',')}]`)}::int[])) order by id`,
  );

  const now = Date.now();
  const acts: SeedAct[] = [];
  // Receipts: every other (shelf, item) pair in three batches; a shelf's lines by 50 per act.
  const goodsShelves = shelves.filter((_, i) => i % 12 < 8);
  goodsShelves.forEach((shelf, k) => {
    const lines: SeedLine[] = [];
    goods.forEach((item, j) => {
      for (const b of [1, 2, 3])
        lines.push({
          item,
          batch: `П-2026-${String(((j + b) % 12) + 1).padStart(2, '0')}${b}`,
          serial: '',
          qty: 20 + ((j * 7 + k * 3 + b * 11) % 180),
        });
    });
    for (let i = 0; i < lines.length; i += 50)
      acts.push({ kind: 'input', date: iso(now - (150 - ((k * 3 + i / 50) % 60)) * DAY), storage: shelf, lines: lines.slice(i, i + 50) });
  });
  const clothesShelf = shelves[8];
  const itShelf = shelves[9];
  acts.push({
    kind: 'input',
    date: iso(now - 120 * DAY),
    storage: clothesShelf,
    lines: clothes.map((item) => ({ item, batch: 'СО-2026', serial: '', qty: 60 })),
  });
  const serials = it.flatMap((item, i) =>
    Array.from({ length: 6 }, (_, n) => ({ item, batch: '', serial: `SN${i + 1}${String(4200 + n * 17).padStart(6, '0')}`, qty: 1 })),
  );
  acts.push({ kind: 'input', date: iso(now - 110 * DAY), storage: itShelf, lines: serials });

  const someGoods = (k: number, n: number, storage: number): SeedLine[] => {
    const shelfIdx = goodsShelves.indexOf(storage);
    return Array.from({ length: n }, (_, i) => {
      const j = (k * 5 + i * 3 + shelfIdx) % goods.length;
      return { item: goods[j], batch: `П-2026-${String(((j + 1) % 12) + 1).padStart(2, '0')}1`, serial: '', qty: 1 + ((k + i) % 4) };
    });
  };
  for (let k = 0; k < 12; k++) {
    const storage = goodsShelves[k % goodsShelves.length];
    acts.push({
      kind: 'output',
      date: iso(now - (40 - k * 3) * DAY),
      storage,
      recipient: k % 3 === 2 ? undefined : staff[k % staff.length],
      project: k % 3 === 0 ? undefined : projects[k % Math.max(1, projects.length)],
      lines: someGoods(k, 3, storage),
    });
  }
  for (let k = 0; k < 4; k++)
    acts.push({
      kind: 'writeoff',
      date: iso(now - (20 - k * 4) * DAY),
      storage: goodsShelves[(k * 5) % goodsShelves.length],
      lines: someGoods(k + 20, 2, goodsShelves[(k * 5) % goodsShelves.length]),
    });
  const target = shelves[12];
  acts.push({
    kind: 'transfer',
    state: 'received',
    date: iso(now - 14 * DAY),
    storage: goodsShelves[1],
    target,
    lines: someGoods(30, 4, goodsShelves[1]),
  });
  acts.push({
    kind: 'transfer',
    state: 'on_the_way',
    date: iso(now - 1 * DAY),
    storage: goodsShelves[2],
    target: shelves[13],
    lines: someGoods(31, 3, goodsShelves[2]),
  });
  // Work clothes: to `employee` (one due back in two days: the reminder) and a few staff.
  acts.push({
    kind: 'output_clothes',
    date: iso(now - 30 * DAY),
    storage: clothesShelf,
    recipient: employee,
    lines: [
      { item: clothes[0], batch: 'СО-2026', serial: '', qty: 1, size: '50', return_date: iso(now + 2 * DAY) },
      { item: clothes[2], batch: 'СО-2026', serial: '', qty: 1, size: '43', return_date: iso(now + 335 * DAY) },
      { item: clothes[3], batch: 'СО-2026', serial: '', qty: 1, size: '56', return_date: iso(now + 700 * DAY) },
    ],
  });
  staff.slice(0, 5).forEach((recipient, k) => {
    acts.push({
      kind: 'output_clothes',
      date: iso(now - (200 - k * 10) * DAY),
      storage: clothesShelf,
      recipient,
      lines: [
        {
          item: clothes[k % 2],
          batch: 'СО-2026',
          serial: '',
          qty: 1,
          size: String(48 + (k % 4) * 2),
          return_date: iso(now + (k - 2) * 40 * DAY),
        },
      ],
    });
  });
  // IT: laptops, monitors, phones with serials issued to users (one per act, one each).
  serials
    .filter((_, i) => i % 6 < 3)
    .forEach((line, k) => {
      acts.push({
        kind: 'output',
        date: iso(now - (90 - k * 4) * DAY),
        storage: itShelf,
        recipient: staff[(k * 3) % staff.length],
        lines: [line],
      });
    });
  acts.push({ kind: 'correction', date: iso(now - 5 * DAY), storage: goodsShelves[3], lines: someGoods(40, 1, goodsShelves[3]) });

  await writeActs(db, acts, keeper);
}
