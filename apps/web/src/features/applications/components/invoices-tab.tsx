import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Card, Space, Spin, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { useInvoicesFull } from '../api/invoices.ts';
import { availableQuantity } from '../model/invoice-links.ts';
import { quantityText } from '../model/positions.ts';
import type { PositionView } from '../model/types.ts';
import { AutoInvoiceCard } from './auto-invoice-card.tsx';
import { InvoiceLinkDialog, type LinkMode } from './invoice-link-dialog.tsx';
import { canUnlink, InvoiceList, useUnlink } from './invoice-list.tsx';
import { PositionStatusTag } from './status-badge.tsx';
import '../texts.ts';

/**
 * Invoices tab (invoices_view): the auto invoice, the positions to put into invoices (a new
 * invoice or an existing one of any application, whole or in part), unlinking with a
 * confirmation, and the application's invoices with their positions.
 */
export function InvoicesTab({ packId, positions }: { packId: number; positions: PositionView[] }) {
  const { t } = useTranslation();
  const full = useInvoicesFull(packId);
  const [selected, setSelected] = useState<number[]>([]);
  const [mode, setMode] = useState<LinkMode | null>(null);
  const { unlink, holder } = useUnlink(packId);
  const available = new Map(positions.map((p) => [p.id, availableQuantity(p, positions)]));
  const chosen = positions.filter((p) => selected.includes(p.id) && (available.get(p.id) ?? 0) > 0);

  const columns: ColumnsType<PositionView> = [
    { key: 'n', title: '№', width: 50, render: (_, p) => p.number },
    { key: 'info', title: t('applications.pos.info'), render: (_, p) => p.info ?? p.dv_work_name ?? '—' },
    { key: 'q', title: t('applications.pos.quantity'), width: 90, render: (_, p) => quantityText(p) },
    { key: 'available', title: t('applications.inv.available'), width: 90, render: (_, p) => available.get(p.id) || '' },
    { key: 'cost', title: t('applications.pos.cost'), width: 100, render: (_, p) => (p.cost ? formatNumber(Number(p.cost)) : '') },
    {
      key: 'status',
      title: t('applications.pos.status'),
      width: 130,
      render: (_, p) => <PositionStatusTag status={p.status} />,
    },
    {
      key: 'invoice',
      title: t('applications.pos.invoice'),
      width: 90,
      render: (_, p) =>
        p.invoice_id ? (
          <Space size={4}>
            <span>#{p.invoice_id}</span>
            {canUnlink(p, packId) ? (
              // An icon keeps the column narrow beside the side panel; the name stays for screen readers.
              <Tooltip title={t('applications.inv.unlink')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DisconnectOutlined />}
                  aria-label={t('applications.inv.unlink')}
                  onClick={() => void unlink(p)}
                />
              </Tooltip>
            ) : null}
          </Space>
        ) : null,
    },
  ];

  return (
    <div>
      {holder}
      {full.data?.auto_invoice ? <AutoInvoiceCard packId={packId} invoice={full.data.auto_invoice} /> : null}
      <Card size="small" title={t('applications.inv.choose')} style={{ marginBottom: 12 }}>
        <Table<PositionView>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={positions}
          pagination={false}
          scroll={{ x: 680 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (p) => ({ disabled: (available.get(p.id) ?? 0) <= 0 }),
          }}
        />
        <Space wrap style={{ marginTop: 8 }}>
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setMode('new')}>
            {t('applications.inv.create')}
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => setMode('existing')}>
            {t('applications.inv.link')}
          </Button>
          {chosen.length === 0 ? <Typography.Text type="secondary">{t('applications.inv.nothingSelected')}</Typography.Text> : null}
        </Space>
      </Card>
      {full.isPending ? <Spin /> : <InvoiceList packId={packId} invoices={full.data?.invoices ?? []} onUnlink={(p) => void unlink(p)} />}
      <InvoiceLinkDialog
        packId={packId}
        mode={mode}
        selected={chosen}
        all={positions}
        onClose={() => setMode(null)}
        onDone={() => {
          setMode(null);
          setSelected([]);
        }}
      />
    </div>
  );
}
