import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, List, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/format.ts';
import { type Choice, factQuery, historyQuery } from '../api/budgeting-api.ts';
import type { FactTarget } from './budget-grid.tsx';

/** The drill-down of a fact cell: the paid invoices behind it, each a link to its card. */
export function FactDrawer({ choice, target, onClose }: { choice: Choice; target: FactTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ ...factQuery(choice, target?.itemId ?? null, target?.month ?? null), enabled: target !== null });
  const period = target?.month ? `${t(`budgeting.months.${target.month - 1}`)} ${choice.year}` : String(choice.year);
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width="min(720px, 100vw)"
      title={t('budgeting.drill.title', { item: target?.itemName ?? '', period })}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      {query.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph strong>{t('budgeting.drill.total', { sum: formatMoney(query.data?.total ?? '0') })}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={query.data?.items ?? []}
            locale={{ emptyText: <Empty description={t('budgeting.drill.empty')} /> }}
            columns={[
              {
                title: t('budgeting.drill.number'),
                dataIndex: 'number',
                render: (number: string, row) => (
                  <Link to={`/invoices/list/${row.list}/${row.id}`}>{number || `${t('budgeting.drill.noNumber')} #${row.id}`}</Link>
                ),
              },
              { title: t('budgeting.drill.date'), dataIndex: 'date_invoice', render: (v: string | null) => formatDate(v) },
              { title: t('budgeting.drill.partner'), dataIndex: 'partner' },
              { title: t('budgeting.drill.paid'), dataIndex: 'paid', align: 'right', render: (v: string) => formatMoney(v) },
              { title: t('budgeting.drill.sum'), dataIndex: 'sum', align: 'right', render: (v: string) => formatMoney(v) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** The plan's changes of the organization's year: who, when, item, month, old → new. */
export function HistoryDrawer({ choice, open, onClose }: { choice: Choice; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ ...historyQuery(choice), enabled: open });
  return (
    <Drawer open={open} onClose={onClose} width="min(560px, 100vw)" title={t('budgeting.history')} destroyOnHidden>
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      {query.isPending ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={query.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('budgeting.changes.empty')} /> }}
          renderItem={(c) => (
            <List.Item>
              <List.Item.Meta
                title={`${c.expenditure}, ${t(`budgeting.months.${c.month - 1}`)}: ${formatMoney(c.old_amount)} → ${formatMoney(c.new_amount)}`}
                description={`${formatDateTime(c.date_add)} · ${c.who ?? '—'} · ${t(`budgeting.changes.${c.source}`)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
