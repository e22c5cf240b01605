import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The contracts' own server messages. Services and hooks throw the keys `contracts.<key>`; they
 * are added to the server dictionary here, so the error plugin answers them in the caller's language.
 */
const ru = {
  datesOrder: 'Дата начала действия не может быть позже срока действия',
  sumNegative: 'Сумма договора не может быть отрицательной',
  parentMissing: 'Основной договор не найден или удалён',
  parentNotContract: 'Доп. соглашение оформляется к договору, а не к другому доп. соглашению',
  parentOfContract: 'Основной договор указывается только у доп. соглашения',
  contractorMissing: 'Контрагент не найден или удалён',
  userInactive: 'Пользователь не найден или заблокирован',
  hasAgreements: 'У договора есть действующие доп. соглашения: сначала удалите их',
  cannotDelete: 'Договор нельзя удалить: по его счетам есть оплаченные, срочные или включённые в реестр платежи',
  documentTypeMissing: 'Тип документа не найден',
  documentTypeForbidden: 'Нет прав на документы этого типа',
  registryForbidden: 'Нет доступа к реестру договоров',
  contractMissing: 'Договор не найден или удалён',
  reminder: 'Договор №{number} истекает {date} (осталось дней: {days})',
  prolonged: 'Договор №{number} продлён до {date}',
} as const;

export type ContractsKey = keyof typeof ru;

const en: Record<ContractsKey, string> = {
  datesOrder: 'The start date cannot be later than the expiry date',
  sumNegative: 'The contract sum cannot be negative',
  parentMissing: 'The main contract does not exist or is deleted',
  parentNotContract: 'An additional agreement belongs to a contract, not to another agreement',
  parentOfContract: 'Only an additional agreement has a main contract',
  contractorMissing: 'The contractor does not exist or is deleted',
  userInactive: 'The user does not exist or is blocked',
  hasAgreements: 'The contract has live additional agreements: delete them first',
  cannotDelete: 'Contracts cannot be deleted when payments of their invoices are paid, urgent or in a payment register',
  documentTypeMissing: 'The document type does not exist',
  documentTypeForbidden: 'No rights to documents of this type',
  registryForbidden: 'No access to the contract registry',
  contractMissing: 'The contract does not exist or is deleted',
  reminder: 'Contract #{number} expires on {date} (days left: {days})',
  prolonged: 'Contract #{number} is prolonged until {date}',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`contracts.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a contracts message (what services throw). */
export const msg = (key: ContractsKey) => `contracts.${key}`;

/** A contracts message in a language, with `{name}` placeholders filled (notifications). */
export function contractsText(key: ContractsKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
