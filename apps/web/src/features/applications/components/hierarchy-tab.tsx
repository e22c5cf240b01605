import { Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { Link } from 'react-router';
import { type TreeNode, useApplicationTree } from '../api/tree.ts';
import { StatusTag } from './status-badge.tsx';

function toData(n: TreeNode): DataNode {
  return {
    key: n.id,
    title: n.visible ? (
      <span style={{ fontWeight: n.current ? 600 : undefined }}>
        <Link to={`/applications/${n.id}`}>№{n.id}</Link> {n.name}{' '}
        {n.status ? <StatusTag code={n.status} label={n.status_name ?? undefined} /> : null}
      </span>
    ) : (
      `№${n.id}`
    ),
    children: n.children.map(toData),
  };
}

/** The hierarchy by parent (GET applications/:id/tree). */
export function HierarchyTab({ packId }: { packId: number }) {
  const tree = useApplicationTree(packId);
  if (!tree.data) return <Spin />;
  return <Tree defaultExpandAll showLine treeData={tree.data.tree.map(toData)} selectable={false} />;
}
