import { FileExcelOutlined } from '@ant-design/icons';
import type { StockRow } from '@app/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { stockExportUrl } from '../api/warehouse-api.ts';
import { MovementsDrawer } from './movements-drawer.tsx';
import { DEFAULT_STOCK_FILTERS, type StockFilters, StockTable } from './stock-table.tsx';
import '../texts.ts';

/** The storage card's «Остатки» tab (with the zones' and shelves' balances by default): balances, the movement history of a line, the Excel export; live. */
export function StockTab({ storageId }: { storageId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StockFilters>({ ...DEFAULT_STOCK_FILTERS, nested: true });
  const [line, setLine] = useState<StockRow | null>(null);
  useWarehouseLive({ storageId });
  return (
    <>
      <StockTable
        storageId={storageId}
        filters={filters}
        onFilters={setFilters}
        onHistory={setLine}
        toolbar={
          <Button icon={<FileExcelOutlined />} href={stockExportUrl(storageId, filters)} download>
            {t('warehouse.export')}
          </Button>
        }
      />
      <MovementsDrawer line={line} onClose={() => setLine(null)} />
    </>
  );
}
