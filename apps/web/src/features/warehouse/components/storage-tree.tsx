import { useQuery } from '@tanstack/react-query';
import { Collapse, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { storageTreeQuery } from '../api/warehouse-api.ts';
import { storageKindLabel } from '../model/options.ts';
import { buildStorageTree, type TreeItem } from '../model/storage-tree.ts';
import '../texts.ts';
import './warehouse.css';

/** The storages' tree above the registry list (warehouse → zone → shelf), each node a link to its card. */
export function StorageTree() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const query = useQuery(storageTreeQuery());
  const toData = (items: TreeItem[]): TreeDataNode[] =>
    items.map((i) => ({
      key: i.key,
      title: (
        <Link to={`/warehouse/storages/${i.key}`}>
          {i.node.name} · {storageKindLabel(i.node.kind, lang)}
        </Link>
      ),
      children: toData(i.children),
    }));
  const tree = buildStorageTree(query.data ?? []);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12 }}
      defaultActiveKey={['tree']}
      items={[
        {
          key: 'tree',
          label: t('warehouse.tree'),
          children: query.isPending ? (
            <Spin />
          ) : tree.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warehouse.treeEmpty')} />
          ) : (
            <Tree
              className="warehouse-tree"
              treeData={toData(tree)}
              defaultExpandedKeys={tree.map((i) => i.key)}
              selectable={false}
              showLine
              blockNode
            />
          ),
        },
      ]}
    />
  );
}
