import type { StorageNode } from '../api/warehouse-api.ts';

export interface TreeItem {
  key: number;
  node: StorageNode;
  children: TreeItem[];
}

/**
 * The storages as a tree (warehouse → zone → shelf) by `parent_id`: a node whose parent is not
 * in the list (deleted, or beyond the page) is a root; a cycle cannot hang it (each node once).
 */
export function buildStorageTree(nodes: readonly StorageNode[]): TreeItem[] {
  const items = new Map<number, TreeItem>(nodes.map((n) => [n.id, { key: n.id, node: n, children: [] }]));
  const roots: TreeItem[] = [];
  for (const item of items.values()) {
    const parentId = item.node.parent_id;
    const parent = parentId !== null && parentId !== item.key ? items.get(parentId) : undefined;
    if (parent && !isAncestor(item, parent)) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

function isAncestor(item: TreeItem, of: TreeItem): boolean {
  const stack = [...item.children];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === of) return true;
    stack.push(...next.children);
  }
  return false;
}
