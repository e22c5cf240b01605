import { addMessages } from '../../shared/i18n.ts';

/**
 * The knowledge base's server messages (`knowledge.<key>`), added to the server dictionary at
 * import, so the error plugin answers them in the caller's language. The web has the same keys.
 */
const ru = {
  sectionCycle: 'Раздел нельзя перенести в самого себя или в свой подраздел',
  sectionMissing: 'Раздел не найден или удалён',
  sectionNotEmpty: 'В разделе есть статьи или подразделы: сначала перенесите или удалите их',
  versionMissing: 'Версия не найдена',
} as const;

export type KnowledgeKey = keyof typeof ru;

const en: Record<KnowledgeKey, string> = {
  sectionCycle: 'A section cannot be moved into itself or into one of its sub-sections',
  sectionMissing: 'The section does not exist or was deleted',
  sectionNotEmpty: 'The section holds articles or sub-sections: move or delete them first',
  versionMissing: 'The version does not exist',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`knowledge.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a knowledge base message (what services throw). */
export const msg = (key: KnowledgeKey) => `knowledge.${key}`;
