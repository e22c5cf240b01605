import { addMessages } from '../../shared/i18n.ts';

/**
 * Recruiting's own server messages (`recruiting.<key>`), added to the server dictionary at import,
 * so the error plugin answers them in the caller's language. The web has the same keys (texts.ts).
 */
const ru = {
  needPostAndContact: 'У кандидата должна быть хотя бы одна должность и хотя бы один контакт',
  sameCandidate: 'Кандидатов нельзя объединить: для объединения нужны два разных кандидата',
  reasonRequired: 'Укажите причину отказа',
  salaryRange: 'Зарплата «до» не может быть меньше зарплаты «от»',
  vacancyMissing: 'Вакансия не найдена или удалена',
} as const;

export type RecruitingKey = keyof typeof ru;

const en: Record<RecruitingKey, string> = {
  needPostAndContact: 'The candidate needs at least one post and at least one contact',
  sameCandidate: 'Candidates cannot be combined: two different candidates are needed to merge',
  reasonRequired: 'Give the reason for the refusal',
  salaryRange: 'The salary "to" cannot be less than the salary "from"',
  vacancyMissing: 'The vacancy does not exist or is deleted',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`recruiting.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a recruiting message (what services throw). */
export const msg = (key: RecruitingKey) => `recruiting.${key}`;
