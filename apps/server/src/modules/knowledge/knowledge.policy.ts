import { msg } from './knowledge.messages.ts';

/**
 * The rules of the knowledge base (issue 17): the section tree never closes a cycle; a section
 * is deleted only when empty; a save keeps a version only when the text changed.
 */

/** A parent whose chain (the parent and its ancestors) holds the section itself would close a cycle. */
export const parentClosesCycle = (id: number, chain: readonly number[]): boolean => chain.includes(id);

/** The 422 field errors of a section's parent (none when it may be stored). */
export function sectionParentProblems(
  id: number | undefined,
  parentId: unknown,
  chain: readonly number[],
  parentActive: boolean,
): Record<string, string[]> {
  if (typeof parentId !== 'number') return {};
  if (!parentActive) return { parent_id: [msg('sectionMissing')] };
  return id !== undefined && parentClosesCycle(id, chain) ? { parent_id: [msg('sectionCycle')] } : {};
}

/** Whether a save makes a new version: the title or the body differ from the last version. */
export const textChanged = (
  last: { title: string; body: string | null } | undefined,
  now: { title: string; body: string | null },
): boolean => !last || last.title !== now.title || (last.body ?? '') !== (now.body ?? '');
