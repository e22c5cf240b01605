import { EXPENDITURE_KINDS, EXPENDITURE_TREE_MAX, type ExpenditureTree } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import { buildTree, type ItemNode } from '../model/expenditure-tree.ts';
import '../texts.ts';

/** Under the registry's keys, so its writes and live events refresh the tree too. */
export const expenditureTreeKey = ['registry', 'expenditure_items', 'tree'] as const;

/** Past this many items the tree scrolls virtually (antd renders only the visible rows). */
const VIRTUAL_FROM = 300;

/** The expenditure items as a tree (`GET expenditure_items/tree`, all at once, at most `EXPENDITURE_TREE_MAX`), every branch open. */
export function ExpenditureTreeView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const tree = useQuery({
    queryKey: expenditureTreeKey,
    queryFn: ({ signal }) => api<ExpenditureTree>('expenditure_items/tree', { signal }),
  });
  const data = useMemo(() => {
    const toNode = ({ item, children }: ItemNode): DataNode => {
      const kind = EXPENDITURE_KINDS.find((k) => k.value === item.kind);
      return {
        key: item.id,
        title: (
          <span>
            <Link to={`/directory/expenditure/${item.id}`}>{item.code ? `${item.code} ${item.name}` : item.name}</Link>
            {kind && item.kind !== 'expense' && (
              <Tag color={kind.color} style={{ marginInlineStart: 8 }}>
                {kind[lang]}
              </Tag>
            )}
          </span>
        ),
        children: children.map(toNode),
      };
    };
    return buildTree(tree.data?.items ?? []).map(toNode);
  }, [tree.data, lang]);

  if (tree.isPending) return <Skeleton active />;
  if (tree.isError) return <Alert type="error" showIcon message={t('common.error')} />;
  if (data.length === 0) return <Empty description={t('directory.empty')} />;
  const count = tree.data.items.length;
  return (
    <>
      {tree.data.truncated && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('directory.truncated', { max: EXPENDITURE_TREE_MAX })} />
      )}
      <Tree treeData={data} defaultExpandAll showLine selectable={false} blockNode height={count > VIRTUAL_FROM ? 640 : undefined} />
    </>
  );
}
