import { addMessages, type Lang, translate } from '../../shared/i18n.ts';

/** Messages of the equipment handover acts (`equipmentActs.*`: wire schema keys, refusals, the PDF). */
const ru = {
  'equipmentActs.dateInvalid': 'Дата в формате ГГГГ-ММ-ДД',
  'equipmentActs.kindUnknown': 'Вид акта: выдача или возврат',
  'equipmentActs.equipmentRequired': 'Выберите технику',
  'equipmentActs.equipmentUnknown': 'Техника не найдена или списана в корзину',
  'equipmentActs.conditionUnknown': 'Состояние: исправна, требует ремонта или повреждена',
  'equipmentActs.conditionCommentRequired': 'Опишите неисправности или повреждения',
  'equipmentActs.odometerInvalid': 'Пробег — целое число километров от 0 до 99 999 999',
  'equipmentActs.odometerBelowRun': 'Пробег не может быть меньше текущего пробега техники: {run} км',
  'equipmentActs.holderRequired': 'Укажите водителя или подразделение',
  'equipmentActs.holderOrDepartment': 'Укажите либо водителя, либо подразделение',
  'equipmentActs.holderUnknown': 'Пользователь не найден или заблокирован',
  'equipmentActs.organizationUnknown': 'Организация не найдена',
  'equipmentActs.alreadyHeld': 'Техника уже выдана: {holder}. Сначала оформите возврат',
  'equipmentActs.notHeld': 'Техника никому не выдана: возвращать нечего',
  'equipmentActs.notHolder': 'Технику сдаёт только текущий держатель: {holder}',
  'equipmentActs.notSigner': 'Подписать акт может только сдающий или принимающий',
  'equipmentActs.alreadySigned': 'Вы уже подписали этот акт',
  'equipmentActs.title.output': 'Акт выдачи техники № {number} от {date}',
  'equipmentActs.title.input': 'Акт возврата техники № {number} от {date}',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  'equipmentActs.dateInvalid': 'A date as YYYY-MM-DD',
  'equipmentActs.kindUnknown': 'Act kind: handover or return',
  'equipmentActs.equipmentRequired': 'Choose the equipment',
  'equipmentActs.equipmentUnknown': 'The equipment is not found or is in the trash',
  'equipmentActs.conditionUnknown': 'Condition: good, needs repair or damaged',
  'equipmentActs.conditionCommentRequired': 'Describe the faults or damage',
  'equipmentActs.odometerInvalid': 'The odometer is a whole number of km from 0 to 99,999,999',
  'equipmentActs.odometerBelowRun': 'The odometer cannot be below the equipment’s current run: {run} km',
  'equipmentActs.holderRequired': 'Give the driver or the department',
  'equipmentActs.holderOrDepartment': 'Give either a driver or a department',
  'equipmentActs.holderUnknown': 'The user is not found or is blocked',
  'equipmentActs.organizationUnknown': 'The organization is not found',
  'equipmentActs.alreadyHeld': 'The equipment is already handed over: {holder}. Take it back first',
  'equipmentActs.notHeld': 'The equipment is not handed over to anyone: nothing to return',
  'equipmentActs.notHolder': 'Only the current holder returns the equipment: {holder}',
  'equipmentActs.notSigner': 'Only the giver or the receiver may sign the act',
  'equipmentActs.alreadySigned': 'You have already signed this act',
  'equipmentActs.title.output': 'Equipment handover act No. {number} of {date}',
  'equipmentActs.title.input': 'Equipment return act No. {number} of {date}',
};

addMessages('ru', ru);
addMessages('en', en);

/** A message of the acts in the caller's language. */
export const actsText = (key: Key, lang: Lang, params?: Record<string, string | number>) => translate(key, lang, params);
