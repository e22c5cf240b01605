import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * Budgeting's server messages (`budgeting.<key>`), added to the server dictionary at import, so
 * the error plugin answers them in the caller's language; the import report and the Excel files
 * use `budgetingText` directly.
 */
const ru = {
  amountInvalid: 'Сумма: число не меньше 0, не больше двух знаков после запятой',
  organizationMissing: 'Организация не найдена',
  itemMissing: 'Статья расходов не найдена или удалена',
  itemIsGroup: 'Это группа статей: её план — сумма плана её статей',
  fileMissing: 'Выберите файл .xlsx',
  fileUnreadable: 'Файл не читается как книга Excel (.xlsx)',
  fileLayout: 'Файл не похож на шаблон бюджета: нужны столбцы «ID», «Код», «Статья» и 12 месяцев',
  rowUnknownItem: 'Статья «{item}» не найдена',
  rowGroup: 'Статья «{item}» — группа, план вводится по её статьям',
  rowBadAmount: '{month}: «{value}» — не сумма (число ≥ 0, два знака после запятой)',
  rowDuplicate: 'Статья уже встретилась в строке {row}',
  title: 'Бюджет {organization}, {year}',
  templateTitle: 'План бюджета {organization}, {year}',
  id: 'ID',
  code: 'Код',
  item: 'Статья',
  plan: 'План',
  fact: 'Факт',
  deviation: 'Отклонение',
  deviationPercent: 'Откл., %',
  total: 'Итого',
  year: 'Год',
  month: 'Месяц',
  overPlan: 'Перерасход',
} as const;

export type BudgetingKey = keyof typeof ru;

const en: Record<BudgetingKey, string> = {
  amountInvalid: 'Amount: a number not below 0 with at most two decimals',
  organizationMissing: 'The organization does not exist',
  itemMissing: 'The expenditure item does not exist or is deleted',
  itemIsGroup: 'This is a group of items: its plan is the sum of its items’ plans',
  fileMissing: 'Choose an .xlsx file',
  fileUnreadable: 'The file cannot be read as an Excel workbook (.xlsx)',
  fileLayout: 'The file does not look like the budget template: columns “ID”, “Code”, “Item” and 12 months are needed',
  rowUnknownItem: 'Item “{item}” not found',
  rowGroup: 'Item “{item}” is a group: enter the plan of its items',
  rowBadAmount: '{month}: “{value}” is not an amount (a number ≥ 0 with two decimals)',
  rowDuplicate: 'The item already appeared in row {row}',
  title: 'Budget {organization}, {year}',
  templateTitle: 'Budget plan {organization}, {year}',
  id: 'ID',
  code: 'Code',
  item: 'Item',
  plan: 'Plan',
  fact: 'Actual',
  deviation: 'Deviation',
  deviationPercent: 'Dev., %',
  total: 'Total',
  year: 'Year',
  month: 'Month',
  overPlan: 'Over plan',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`budgeting.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

export const msg = (key: BudgetingKey) => `budgeting.${key}`;

const MONTHS: Record<Lang, string[]> = {
  ru: ['Янв', 'Фев', 'Мар', 'Апр', 'Май', 'Июн', 'Июл', 'Авг', 'Сен', 'Окт', 'Ноя', 'Дек'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** Short month names of a language (1 → index 0). */
export const monthNames = (lang: Lang) => MONTHS[lang === 'en' ? 'en' : 'ru'];

/** A budgeting text in a language, with `{name}` placeholders filled. */
export function budgetingText(key: BudgetingKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
