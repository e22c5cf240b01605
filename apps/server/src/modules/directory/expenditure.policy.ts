import { EXPENDITURE_TREE_MAX, type ExpenditureTree } from '@app/contracts';

/**
 * The tree of expenditure items never closes a cycle: an item cannot be its own parent nor
 * be placed under one of its sub-items. `chain` is the new parent and its ancestors.
 */
export function parentClosesCycle(id: number, chain: readonly number[]): boolean {
  return chain.includes(id);
}

/**
 * The tree view's answer from the active items (at most one past the cap): a parent that is
 * not among them (in the trash) makes its item a root.
 */
export function treeOf(rows: ExpenditureTree['items']): ExpenditureTree {
  const items = rows.slice(0, EXPENDITURE_TREE_MAX);
  const ids = new Set(items.map((r) => r.id));
  return {
    items: items.map((r) => ({ ...r, parent_id: r.parent_id !== null && ids.has(r.parent_id) ? r.parent_id : null })),
    truncated: rows.length > EXPENDITURE_TREE_MAX,
  };
}
