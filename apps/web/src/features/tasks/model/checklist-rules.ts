import { CHECKLIST_GROUP_NAME_MAX } from '@app/contracts';
import { local } from '../../../shared/storage.ts';
import type { ChecklistGroup, ChecklistItem } from './types.ts';

export type ChecklistFilter = 'active' | 'done' | 'all';
export const TODO_VISIBILITY_KEY = 'todo-visibility';

/** The filter is stored locally as todo-visibility, default active (spec 2 §4). */
export function readChecklistFilter(): ChecklistFilter {
  const v = local.get(TODO_VISIBILITY_KEY);
  return v === 'done' || v === 'all' ? v : 'active';
}

export function writeChecklistFilter(v: ChecklistFilter): void {
  local.set(TODO_VISIBILITY_KEY, v);
}

/** Group name required ('set title'), at most 64 characters. Answers an i18n key or null. */
export function groupNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'tasks.checklist.setTitle';
  if (trimmed.length > CHECKLIST_GROUP_NAME_MAX) return 'tasks.checklist.tooLong';
  return null;
}

/** An item must not be empty. */
export const itemNameError = (name: string): string | null => (name.trim() ? null : 'tasks.checklist.itemEmpty');

/** A group collapses automatically when no unchecked items remain (and it has items). */
export const groupCompleted = (group: Pick<ChecklistGroup, 'items'>) => group.items.length > 0 && group.items.every((i) => i.status === 1);

export function visibleItems(items: ChecklistItem[], filter: ChecklistFilter): ChecklistItem[] {
  const sorted = [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  if (filter === 'all') return sorted;
  return sorted.filter((i) => (filter === 'done' ? i.status === 1 : i.status === 0));
}

/** Moves one id of a list before/after another: the new order of group ids. */
export function moveId(order: number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return order;
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
