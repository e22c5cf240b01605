import type { KnowledgeSection } from '@app/contracts';
import { Empty, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildTree, type SectionNode, sectionPath } from '../model/tree.ts';
import '../texts.ts';

/** The sections tree, each node a link to its section; the current section's branch is open. */
export function SectionTree({
  sections,
  current,
  onNavigate,
}: {
  sections: KnowledgeSection[];
  current?: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const roots = buildTree(sections);
  if (roots.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.noSections')} />;
  const toData = (nodes: SectionNode[]): TreeDataNode[] =>
    nodes.map((n) => ({
      key: n.section.id,
      title: (
        <Link to={`/documentation/list/${n.section.id}`} onClick={onNavigate} className="knowledge-tree__link">
          {n.section.title}
          {n.section.articles > 0 && <span className="knowledge-tree__count">{n.section.articles}</span>}
        </Link>
      ),
      children: toData(n.children),
    }));
  const open = current ? sectionPath(sections, current).map((s) => s.id) : [];
  return (
    <Tree
      key={current ?? 0}
      className="knowledge-tree"
      treeData={toData(roots)}
      defaultExpandedKeys={open.length > 0 ? open : roots.map((r) => r.section.id)}
      selectedKeys={current ? [current] : []}
      selectable={false}
      blockNode
      showLine
    />
  );
}
