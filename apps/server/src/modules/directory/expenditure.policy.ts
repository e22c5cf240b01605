/**
 * The tree of expenditure items never closes a cycle: an item cannot be its own parent nor
 * be placed under one of its sub-items. `chain` is the new parent and its ancestors.
 */
export function parentClosesCycle(id: number, chain: readonly number[]): boolean {
  return chain.includes(id);
}
