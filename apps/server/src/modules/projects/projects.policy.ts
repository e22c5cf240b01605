import type { Lang } from '../../shared/i18n.ts';
import { projectsText } from './projects.messages.ts';

/**
 * The members rule of a project (issue 12 "Projects"): each an active user. Answers
 * `{ user_ids: [messages] }`, empty when the list may be stored. `userIds` comes deduplicated.
 */
export function membersProblems(userIds: readonly number[], known: ReadonlySet<number>, lang: Lang): Record<string, string[]> {
  const messages = userIds.filter((id) => !known.has(id)).map((id) => projectsText('unknownUser', lang, { id }));
  return messages.length ? { user_ids: messages } : {};
}

/**
 * The record rules that need the database (the engine's `validate` hook; shared message keys, as
 * the hook has no language): the manager is an active user, the code is not another live project's.
 */
export function recordProblems(input: { managerId: unknown; managerActive: boolean; codeTaken: boolean }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof input.managerId === 'number' && !input.managerActive) errors.manager_id = ['projects.managerInactive'];
  if (input.codeTaken) errors.code = ['projects.codeTaken'];
  return errors;
}
