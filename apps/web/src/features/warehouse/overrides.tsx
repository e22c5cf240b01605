import { ExportOutlined, ImportOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistryOverrides } from '../registry/index.ts';
import { can, useMe } from '../session/index.ts';
import { StockTab } from './components/stock-tab.tsx';
import { StorageTree } from './components/storage-tree.tsx';
import './texts.ts';

/** A storekeeper's buttons on a storage card: issue, transfer, receipt. */
function StorageActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  if (!can(me, 'warehouse_edit')) return null;
  return (
    <Space wrap size={8}>
      <Button icon={<ExportOutlined />} onClick={() => navigate(`/warehouse/storages/${id}/checkout`)}>
        {t('warehouse.checkout')}
      </Button>
      <Button icon={<SwapOutlined />} onClick={() => navigate(`/warehouse/storages/${id}/transfer`)}>
        {t('warehouse.transfer')}
      </Button>
      <Button icon={<ImportOutlined />} onClick={() => navigate(`/warehouse/acts/input?storage=${id}`)}>
        {t('warehouse.receipt')}
      </Button>
    </Space>
  );
}

/** The storages registry's own parts: the tree above the list, the card's stock tab and the act buttons. */
export const storagesOverrides: RegistryOverrides = {
  listHeader: () => <StorageTree />,
  cardTabs: [{ key: 'stock', label: { ru: 'Остатки', en: 'Stock' }, render: ({ record }) => <StockTab storageId={record.id} /> }],
  actions: [{ key: 'acts', render: ({ record }) => <StorageActions id={record.id} /> }],
};
