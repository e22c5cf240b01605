import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The warehouse extras' server messages (`warehouse.<key>`: IT, markers, stickers, control,
 * reports, worktable), added to the server dictionary at import. The web has the same keys.
 */
const ru = {
  'markers.sourceOne': 'Укажите одно: строки остатков, выданные позиции или номенклатуру с количеством',
  'markers.countRequired': 'Укажите количество маркировок',
  'markers.tooMany': 'За один раз можно создать не более {max} маркировок',
  'markers.stockMissing': 'Строка остатка не найдена: №{ids}',
  'markers.holdingMissing': 'Выданная позиция не найдена: №{ids}',
  'markers.codeUnknown': 'Код «{code}» не найден: ни маркировки, ни серийного номера, ни артикула',
  'stickers.nothing': 'Укажите маркировки или строки остатков для наклеек',
  'stickers.missing': 'Маркировки или строки остатков не найдены',
  'control.alreadyOpen': 'По этому складу уже идёт инвентаризация №{id}',
  'control.closed': 'Инвентаризация закрыта: изменить её нельзя',
  'control.lineMissing': 'Строка не из этой инвентаризации: №{ids}',
  'control.storageOutside': 'Склад не входит в эту инвентаризацию',
  'control.number': 'ИНВ-{id}',
  'control.actComment': 'Инвентаризация {number}: расхождения',
  'it.keyInvalid': 'Неверный ключ позиции',
  'reports.rangeInvalid': 'Начало периода позже конца',
  'reports.rangeTooLong': 'Период не длиннее {days} дней',
  'reports.stockTitle': 'Остатки на {date}',
  'reports.movementsTitle': 'Движения {from} — {to}',
  'reports.issuedTitle': 'Выдано сотрудникам {from} — {to}',
  'reports.projectsTitle': 'Выдано на проекты {from} — {to}',
  'col.storage': 'Склад',
  'col.item': 'Номенклатура',
  'col.article': 'Артикул',
  'col.group': 'Группа',
  'col.unit': 'Ед.',
  'col.batch': 'Партия',
  'col.serial': 'Серийный №',
  'col.quantity': 'Количество',
  'col.cost': 'Цена, ₽',
  'col.sum': 'Сумма, ₽',
  'col.date': 'Дата',
  'col.kind': 'Движение',
  'col.act': 'Акт',
  'col.holder': 'Получатель',
  'col.user': 'Сотрудник',
  'col.project': 'Проект',
  'col.issued': 'Выдано',
  'col.returned': 'Возвращено',
  'col.holding': 'На руках',
  'col.total': 'Итого',
} as const;

export type ExtraKey = keyof typeof ru;

const en: Record<ExtraKey, string> = {
  'markers.sourceOne': 'Give one of: stock lines, issued positions, or an item with a count',
  'markers.countRequired': 'Give the number of markers',
  'markers.tooMany': 'At most {max} markers at a time',
  'markers.stockMissing': 'Stock line not found: #{ids}',
  'markers.holdingMissing': 'Issued position not found: #{ids}',
  'markers.codeUnknown': 'Code "{code}" not found: no marker, serial number or article',
  'stickers.nothing': 'Choose markers or stock lines for the stickers',
  'stickers.missing': 'Markers or stock lines not found',
  'control.alreadyOpen': 'A stocktaking of this storage is already open: #{id}',
  'control.closed': 'The stocktaking is closed and cannot be changed',
  'control.lineMissing': 'Line not of this stocktaking: #{ids}',
  'control.storageOutside': 'The storage is not part of this stocktaking',
  'control.number': 'INV-{id}',
  'control.actComment': 'Stocktaking {number}: differences',
  'it.keyInvalid': 'Invalid item key',
  'reports.rangeInvalid': 'The period starts after it ends',
  'reports.rangeTooLong': 'The period is at most {days} days',
  'reports.stockTitle': 'Stock on {date}',
  'reports.movementsTitle': 'Movements {from} — {to}',
  'reports.issuedTitle': 'Issued to people {from} — {to}',
  'reports.projectsTitle': 'Issued to projects {from} — {to}',
  'col.storage': 'Storage',
  'col.item': 'Item',
  'col.article': 'Article',
  'col.group': 'Group',
  'col.unit': 'Unit',
  'col.batch': 'Batch',
  'col.serial': 'Serial no.',
  'col.quantity': 'Quantity',
  'col.cost': 'Price, ₽',
  'col.sum': 'Sum, ₽',
  'col.date': 'Date',
  'col.kind': 'Movement',
  'col.act': 'Act',
  'col.holder': 'Recipient',
  'col.user': 'Employee',
  'col.project': 'Project',
  'col.issued': 'Issued',
  'col.returned': 'Returned',
  'col.holding': 'Held',
  'col.total': 'Total',
};

const texts: Record<Lang, Record<ExtraKey, string>> = { ru, en };
const prefixed = (t: Record<string, string>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [`warehouse.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** A warehouse extras text in the caller's language, `{name}` placeholders filled. */
export function extraText(key: ExtraKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The full key of a refusal (`warehouse.<key>`), for `Refusal` / `NotFound`. */
export const extraKey = (key: ExtraKey) => `warehouse.${key}`;
