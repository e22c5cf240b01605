import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { nomenclature } from '../dictionaries/index.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { pairOf } from './nomenclature.policy.ts';
import { nomenclatureAnalogues, nomenclatureGroups, type StoredProperty } from './nomenclature.schema.ts';

type Values = Record<string, string | number | boolean>;

/** Demo groups: name, parent's index, own properties. */
const GROUPS: readonly (readonly [string, number | null, StoredProperty[]])[] = [
  [
    'Метизы',
    null,
    [
      { key: 'diameter', name: 'Диаметр, мм', type: 'number' },
      { key: 'coating', name: 'Покрытие', type: 'text' },
    ],
  ],
  ['Болты', 0, [{ key: 'length', name: 'Длина, мм', type: 'number' }]],
  ['Гайки и шайбы', 0, []],
  ['Электротехника', null, []],
  [
    'Кабель',
    3,
    [
      { key: 'section', name: 'Сечение, мм²', type: 'number' },
      { key: 'cores', name: 'Число жил', type: 'number' },
    ],
  ],
  ['Средства защиты', null, [{ key: 'size', name: 'Размер', type: 'text' }]],
  ['Автозапчасти', null, [{ key: 'original', name: 'Оригинал', type: 'boolean' }]],
  ['Фильтры', 6, [{ key: 'filter_kind', name: 'Вид фильтра', type: 'text' }]],
  ['Масла и жидкости', null, [{ key: 'volume', name: 'Объём тары, л', type: 'number' }]],
  ['Канцтовары', null, []],
  ['Лакокрасочные материалы', null, [{ key: 'color', name: 'Цвет', type: 'text' }]],
];

/** Demo items by article (the dictionaries' demo nomenclature): group index, brand, property values. */
const ITEMS: Readonly<Record<string, readonly [number, string | null, Values]>> = {
  'DIN933-M12x60': [1, 'Стальмаш', { diameter: 12, length: 60, coating: 'цинк' }],
  'VVG-3x2.5': [4, 'Камкабель', { section: 2.5, cores: 3 }],
  'PR-XB-10': [5, 'Техноавиа', { size: '10 (XL)' }],
  'W 962/2': [7, 'MANN-FILTER', { filter_kind: 'масляный', original: false }],
  'PF115-GR': [10, 'Текс', { color: 'серый' }],
  'UONI-3': [0, 'ЛЭЗ', { diameter: 3 }],
  'A4-500': [9, 'SvetoCopy', {}],
  '10W40-20L': [8, 'Лукойл', { volume: 20 }],
  'HS-20': [6, 'Гидромаш', { original: false }],
  '6CT-190': [6, 'Тюмень', { original: true }],
  'DIN934-M12': [2, 'Стальмаш', { diameter: 12, coating: 'цинк' }],
  'DIN125-12': [2, 'Стальмаш', { diameter: 12, coating: 'цинк' }],
  'KZ-W': [5, 'Исток', { size: '54–62' }],
  'OZ-O': [5, 'РОСОМЗ', {}],
  'C 25 710/3': [7, 'MANN-FILTER', { filter_kind: 'воздушный', original: false }],
  'WK 8110': [7, 'MANN-FILTER', { filter_kind: 'топливный', original: false }],
  'AF-G12-10': [8, 'Felix', { volume: 10 }],
};

/** Analogous pairs by article. */
const ANALOGUES: readonly (readonly [string, string])[] = [
  ['DIN934-M12', 'DIN125-12'],
  ['W 962/2', 'WK 8110'],
];

/**
 * Demo nomenclature groups (a tree of 11 with their properties), the demo items put in them
 * with brands and property values, two analogue pairs. Runs after `seedDictionaries`.
 */
export async function seedNomenclature(db: Db) {
  const ids: number[] = [];
  for (const [name, parent, properties] of GROUPS) {
    const [id] = await insertRegistryRows(db, nomenclatureGroups, [{ name, parent_id: parent === null ? null : ids[parent], properties }]);
    ids.push(id);
  }
  const items = await db
    .select({ id: nomenclature.id, article: nomenclature.article })
    .from(nomenclature)
    .where(inArray(nomenclature.article, Object.keys(ITEMS)));
  const byArticle = new Map(items.map((r) => [r.article ?? '', r.id]));
  for (const [article, [group, brand, properties]] of Object.entries(ITEMS)) {
    const id = byArticle.get(article);
    if (id) await db.update(nomenclature).set({ group_id: ids[group], brand, properties }).where(eq(nomenclature.id, id));
  }
  const pairs = ANALOGUES.flatMap(([a, b]) => {
    const [x, y] = [byArticle.get(a), byArticle.get(b)];
    return x && y ? [pairOf(x, y)] : [];
  });
  if (pairs.length) await db.insert(nomenclatureAnalogues).values(pairs);
}
