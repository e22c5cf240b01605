import { addMessages, type Lang, translate } from '../../shared/i18n.ts';

/**
 * The support desk's server messages (`support.<key>`), added to the server dictionary at import,
 * so the error plugin answers them in the caller's language. The web has the same keys (texts.ts).
 */
const ru = {
  badState: 'Неизвестный статус обращения',
  sameState: 'Обращение уже в этом статусе',
  closed: 'Обращение закрыто',
  notOperator: 'Менять статус может оператор поддержки; заявитель — только закрыть или открыть вновь своё обращение',
  editClosed: 'Закрытое обращение не редактируется: напишите в чат или откройте его вновь',
  editOthers: 'Заявитель меняет только своё новое обращение',
  hasTicket: 'Задача по обращению уже создана',
  slaMinutes: 'От 1 минуты до 365 дней',
  notifyNew: 'Новое обращение в поддержку: {subject}',
  notifyState: 'Обращение «{subject}»: {state}',
  notifyTaken: 'Обращение «{subject}» взял в работу {name}',
} as const;

export type SupportKey = keyof typeof ru;

const en: Record<SupportKey, string> = {
  badState: 'Unknown request status',
  sameState: 'The request already has this status',
  closed: 'The request is closed',
  notOperator: 'Support operators change the status; a requester may only close or reopen their own request',
  editClosed: 'A closed request is not edited: write in the chat or reopen it',
  editOthers: 'A requester edits only their own new request',
  hasTicket: 'A ticket was already made of this request',
  slaMinutes: 'From 1 minute to 365 days',
  notifyNew: 'New support request: {subject}',
  notifyState: 'Request “{subject}”: {state}',
  notifyTaken: 'Request “{subject}” was taken by {name}',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`support.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a support message (what services throw). */
export const msg = (key: SupportKey) => `support.${key}`;

/** A support message in a language with `{name}` placeholders filled (notification titles). */
export const supportText = (key: SupportKey, lang: Lang, params: Record<string, string | number> = {}) => translate(msg(key), lang, params);
