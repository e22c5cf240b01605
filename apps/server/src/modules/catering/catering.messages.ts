import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The canteen's and the cafe's server messages (`catering.<key>`), added to the server dictionary
 * at import, so the error plugin answers them in the caller's language. The web has the same keys.
 */
const ru = {
  priceNegative: 'Цена не может быть отрицательной',
  priceInvalid: 'Цена: число, не больше двух знаков после запятой',
  dateInvalid: 'Дата в формате ГГГГ-ММ-ДД',
  timeInvalid: 'Время в формате ЧЧ:ММ',
  monthInvalid: 'Месяц в формате ГГГГ-ММ',
  orderEmpty: 'Выберите хотя бы одно блюдо',
  noMenu: 'Меню на {date} ещё не составлено',
  cutoffPassed: 'Приём заказов на {date} закончился в {time} (МСК): заказ нельзя оформить, изменить или отменить',
  menuLocked: 'На {date} уже есть заказы и приём закрыт: меню менять нельзя',
  soldOut: '«{name}»: осталось порций — {left}',
  notOnMenu: 'Блюда нет в меню этого дня',
  dishMissing: 'Блюдо не найдено или недоступно: №{ids}',
  dishRepeated: 'Блюдо указано дважды',
  removeOrdered: '«{name}» уже заказали: убрать его из меню нельзя',
  portionsBelowOrdered: '«{name}»: порций не меньше заказанных ({ordered})',
  cafeClosed: 'Кафе принимает заказы с {opens} до {closes} (МСК)',
  hoursInvalid: 'Кафе открывается раньше, чем закрывается',
  cutoffInvalid: 'Время окончания приёма заказов от 00:00 до 23:59',
  statusStep: 'Заказ «{from}» нельзя перевести в «{to}»',
  cancelOwn: 'Отменить можно только свой принятый заказ',
  copySame: 'Выберите другой день',
  copyEmpty: 'На {date} меню нет: копировать нечего',
  cafeReady: 'Ваш заказ №{id} в кафе готов — заберите его',
  xlsTitle: 'Удержания за питание, {month}',
  colEmployee: 'Сотрудник',
  colCanteen: 'Столовая, ₽',
  colCafe: 'Кафе, ₽',
  colTotal: 'Итого, ₽',
  total: 'Итого',
} as const;

export type CateringKey = keyof typeof ru;

const en: Record<CateringKey, string> = {
  priceNegative: 'The price cannot be negative',
  priceInvalid: 'Price: a number with at most two decimals',
  dateInvalid: 'A date as YYYY-MM-DD',
  timeInvalid: 'A time as HH:MM',
  monthInvalid: 'A month as YYYY-MM',
  orderEmpty: 'Choose at least one dish',
  noMenu: 'There is no menu for {date} yet',
  cutoffPassed: 'Orders for {date} closed at {time} (Moscow time): an order cannot be placed, changed or cancelled',
  menuLocked: 'Orders for {date} are closed and there are orders: the menu cannot change',
  soldOut: '“{name}”: portions left — {left}',
  notOnMenu: 'The dish is not on this day’s menu',
  dishMissing: 'Dish not found or not available: #{ids}',
  dishRepeated: 'The dish is listed twice',
  removeOrdered: '“{name}” has been ordered: it cannot leave the menu',
  portionsBelowOrdered: '“{name}”: at least as many portions as ordered ({ordered})',
  cafeClosed: 'The cafe takes orders from {opens} to {closes} (Moscow time)',
  hoursInvalid: 'The cafe must open before it closes',
  cutoffInvalid: 'The order cut-off is between 00:00 and 23:59',
  statusStep: 'An order “{from}” cannot become “{to}”',
  cancelOwn: 'Only your own accepted order can be cancelled',
  copySame: 'Choose another day',
  copyEmpty: 'There is no menu on {date} to copy',
  cafeReady: 'Your cafe order #{id} is ready — pick it up',
  xlsTitle: 'Meal deductions, {month}',
  colEmployee: 'Employee',
  colCanteen: 'Canteen, ₽',
  colCafe: 'Cafe, ₽',
  colTotal: 'Total, ₽',
  total: 'Total',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`catering.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a catering message (what services throw). */
export const msg = (key: CateringKey) => `catering.${key}`;

/** A catering message in a language, with `{name}` placeholders filled (field errors, notifications, Excel). */
export function cateringText(key: CateringKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
