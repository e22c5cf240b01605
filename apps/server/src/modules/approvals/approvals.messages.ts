import type { Lang } from '../../shared/i18n.ts';

/** The approvals' own server messages (spec 3 §5 rules, §8 "payment already in this status"). */
const ru = {
  noPayments: 'Добавьте хотя бы один платёж',
  sumMismatch: 'Сумма платежей ({payments}) должна совпадать с суммой счёта ({total})',
  mainFile: 'У счёта должен быть ровно один основной файл счёта',
  noPositions: 'Привяжите к счёту хотя бы одну позицию заявки',
  emptyChain: 'Цепочка согласования пуста: задайте подписантов или правило согласования',
  notSubmittable: 'На согласование отправляется только черновик или приостановленный счёт',
  chainLocked: 'Цепочку можно менять только до отправки на согласование',
  notOnApproval: 'Счёт не на согласовании',
  alreadyInStatus: 'Платёж уже в этом статусе',
  notYourTurn: 'Сейчас подписывает другой подписант: дождитесь предыдущих подписей',
  notASigner: 'Вы не подписант этого счёта',
  noRight: 'У вас нет права подписи',
  reasonRequired: 'Укажите причину отказа',
  unknownPayment: 'Платёж №{id} не относится к этому счёту',
  cannotSign: 'У пользователя №{id} нет права подписи или он заблокирован',
  duplicate: 'Подписант №{id} указан дважды',
  requiredTooMany: 'Подписей нужно не больше, чем подписантов в шаге ({max})',
  substituteSelf: 'Нельзя назначить заместителем самого себя',
  substituteCannotSign: 'У заместителя нет права подписи',
  datesOrder: 'Дата окончания раньше даты начала',
  datesRequired: 'Укажите период замещения',
  reminder: 'Счёт №{number} ждёт вашей подписи больше {hours} ч',
  invoiceTitle: 'Счёт №{number} от {date}',
  invoiceNoNumber: 'Счёт без номера (id {id})',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  noPayments: 'Add at least one payment',
  sumMismatch: 'The payments ({payments}) must add up to the invoice total ({total})',
  mainFile: 'The invoice needs exactly one main invoice file',
  noPositions: 'Link at least one application position to the invoice',
  emptyChain: 'The approval chain is empty: set the signers or an approval rule',
  notSubmittable: 'Only a draft or a suspended invoice can be sent for approval',
  chainLocked: 'The chain can change only before the invoice is sent for approval',
  notOnApproval: 'The invoice is not on approval',
  alreadyInStatus: 'The payment is already in this status',
  notYourTurn: 'Another signer signs now: wait for the earlier signatures',
  notASigner: 'You are not a signer of this invoice',
  noRight: 'You have no signing right',
  reasonRequired: 'Give the reason for the refusal',
  unknownPayment: 'Payment #{id} does not belong to this invoice',
  cannotSign: 'User #{id} has no signing right or is blocked',
  duplicate: 'Signer #{id} is listed twice',
  requiredTooMany: 'A step cannot need more signatures than it has signers ({max})',
  substituteSelf: 'You cannot be your own substitute',
  substituteCannotSign: 'The substitute has no signing right',
  datesOrder: 'The end date is before the start date',
  datesRequired: 'Give the period of the substitution',
  reminder: 'Invoice #{number} has been waiting for your signature for more than {hours} h',
  invoiceTitle: 'Invoice #{number} of {date}',
  invoiceNoNumber: 'Invoice without a number (id {id})',
};

const texts: Record<Lang, Record<Key, string>> = { ru, en };

export type ApprovalsKey = Key;

/** An approvals message in the caller's language, with `{name}` placeholders filled. */
export function approvalsText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
