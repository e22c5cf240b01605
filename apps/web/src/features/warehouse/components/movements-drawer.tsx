import type { StockRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, formatQuantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { movementsQuery } from '../api/warehouse-api.ts';
import { movementLabel } from '../model/options.ts';
import '../texts.ts';

/** The movement history of one balance line (every act that changed it), newest first. */
export function MovementsDrawer({ line, onClose }: { line: StockRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const query = useQuery({ ...movementsQuery(line?.id ?? 0), enabled: !!line });
  return (
    <Drawer
      open={!!line}
      onClose={onClose}
      title={line ? t('warehouse.historyOf', { name: line.nomenclature_name }) : ''}
      width="min(720px, 100vw)"
      destroyOnHidden
    >
      {query.isPending ? (
        <Spin />
      ) : (
        <Table
          size="small"
          rowKey="id"
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{ emptyText: <Empty description={t('warehouse.noMovements')} /> }}
          columns={[
            { key: 'date', title: t('warehouse.date'), render: (_, m) => formatDateTime(m.date) },
            { key: 'kind', title: t('warehouse.kind'), render: (_, m) => movementLabel(m.kind, lang) },
            {
              key: 'quantity',
              title: t('warehouse.quantity'),
              align: 'right',
              render: (_, m) => `${m.quantity > 0 ? '+' : ''}${formatQuantity(m.quantity)}`,
            },
            { key: 'cost', title: t('warehouse.cost'), align: 'right', render: (_, m) => formatMoney(m.cost) },
            {
              key: 'act',
              title: t('warehouse.act'),
              render: (_, m) => (m.act_id ? <Link to={`/warehouse/acts/${m.act_id}`}>{m.act_number ?? m.act_id}</Link> : null),
            },
            { key: 'holder', title: t('warehouse.holder'), render: (_, m) => m.holder_name ?? '' },
            { key: 'who', title: t('warehouse.who'), render: (_, m) => m.user_name ?? '' },
          ]}
        />
      )}
    </Drawer>
  );
}
