import type { ExpenditureTree } from '@app/contracts';

type Item = ExpenditureTree['items'][number];

/** A node of the tree view: the item and its sub-items in the server's order (code, then name). */
export interface ItemNode {
  item: Item;
  children: ItemNode[];
}

/**
 * The flat items as a forest: each under its parent, a root when it has none or its parent is
 * not among them. A parent chain that loops (never stored: the server refuses cycles) would
 * leave its items out rather than hang.
 */
export function buildTree(items: readonly Item[]): ItemNode[] {
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] as ItemNode[] }]));
  const roots: ItemNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parent_id === null ? undefined : nodes.get(node.item.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
