import { Tree } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiskEntry, fetchEntries } from '../api/drive-api.ts';
import { ItemIcon } from '../model/file-icon.tsx';

export type TreeRoot = 'my' | 'accessible';

export interface TreeNode extends DataNode {
  key: string;
  entry?: DiskEntry;
  root?: TreeRoot;
  children?: TreeNode[];
}

const toNode = (entry: DiskEntry, withFiles: boolean): TreeNode | null => {
  const isFile = entry.ext !== null && entry.ext !== undefined;
  if (isFile && !withFiles) return null;
  return {
    key: `${isFile ? 'file' : 'folder'}:${entry.id}`,
    title: entry.name,
    icon: <ItemIcon folder={!isFile} ext={entry.ext} />,
    isLeaf: isFile || !entry.has_children,
    entry,
  };
};

/**
 * Puts a folder's loaded children in place, once: antd may call `loadData` twice for a
 * node opened from code, and a late second answer must not replace a subtree the user has
 * already opened further (antd would never load those inner folders again).
 */
export function setChildrenOnce(nodes: TreeNode[], key: string, children: TreeNode[]): TreeNode[] {
  return nodes.map((n) => {
    if (n.key === key) return n.children ? n : { ...n, children, isLeaf: children.length === 0 };
    return n.children ? { ...n, children: setChildrenOnce(n.children, key, children) } : n;
  });
}

export interface DiskTreeProps {
  roots: readonly TreeRoot[];
  /** Show files as leaves (the picker) or folders only (move, side tree). */
  withFiles?: boolean;
  selectedKey?: string | null;
  onSelect: (node: TreeNode) => void;
  /** Folder ids that may not be chosen (a folder being moved). */
  disabledIds?: ReadonlySet<number>;
}

/** The drive as a lazy tree: each folder loads its children when opened (`has_children=1`). */
export function DiskTree({ roots, withFiles = false, selectedKey, onSelect, disabledIds }: DiskTreeProps) {
  const { t } = useTranslation();
  const [data, setData] = useState<TreeNode[]>(() => roots.map((root) => ({ key: root, root, isLeaf: false, icon: <ItemIcon folder /> })));
  // The roots' names follow the language at once (issue 19), not the one the tree was opened in.
  const titled = data.map((n) => (n.root ? { ...n, title: t(n.root === 'my' ? 'drive.my' : 'drive.accessible') } : n));
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    setExpanded([roots[0]]);
  }, [roots]);

  const load = async (node: EventDataNode<TreeNode>) => {
    if (node.children) return;
    const source = node.root ?? node.entry?.id;
    if (source === undefined) return;
    try {
      const entries = await fetchEntries(source);
      const children = entries
        .map((e) => toNode(e, withFiles))
        .filter((n): n is TreeNode => n !== null)
        .map((n) => (n.entry && n.key.startsWith('folder:') && disabledIds?.has(n.entry.id) ? { ...n, disabled: true } : n));
      setData((prev) => setChildrenOnce(prev, node.key, children));
    } catch (e) {
      // Spec 3 §8: failed disk calls are only logged.
      console.error(e);
      setData((prev) => setChildrenOnce(prev, node.key, []));
    }
  };

  return (
    <Tree<TreeNode>
      showIcon
      blockNode
      treeData={titled}
      loadData={load}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys.map(String))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelect={(_, info) => onSelect(info.node)}
    />
  );
}
