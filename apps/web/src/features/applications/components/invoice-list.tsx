import { Button, Empty, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { InvoiceBadgeTags } from '../../invoices/index.ts';
import { type InvoicePosition, type TabInvoice, useInvoiceMutations, useInvoicePositions } from '../api/invoices.ts';
import { quantityText } from '../model/positions.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import { InvoiceStatus, invoiceDate } from './auto-invoice-card.tsx';
import { PositionStatusTag } from './status-badge.tsx';
import '../texts.ts';

const nameOf = (p: PositionView) => p.info ?? p.dv_work_name ?? `№${p.number}`;

/** Unlinks a position from its invoice after a confirmation; answers the action and the dialog holder to render. */
export function useUnlink(packId: number) {
  const { t } = useTranslation();
  const { unlink } = useInvoiceMutations(packId);
  const [confirm, holder] = useConfirmDialog();
  const run = useCallback(
    async (p: PositionView) => {
      const ok = await confirm({
        title: t('applications.inv.unlinkTitle'),
        content: t('applications.inv.unlinkText', { name: nameOf(p), invoice: p.invoice_id }),
        okText: t('applications.inv.unlink'),
        danger: true,
      });
      if (!ok) return;
      try {
        await unlink.mutateAsync([p.id]);
        toast(0, t('applications.inv.unlinked'));
      } catch (e) {
        reportError(e);
      }
    },
    [confirm, unlink, t],
  );
  return { unlink: run, pending: unlink.isPending, holder };
}

/** A paid position stays in its invoice; positions of other applications are unlinked there. */
export const canUnlink = (p: PositionView, packId: number) => Boolean(p.invoice_id) && p.status.code !== 'paid' && p.pack_id === packId;

/** Every position of an invoice (`GET applications/invoices/:id/snabs`), those of other applications linked to them. */
function InvoicePositions({ packId, invoiceId, onUnlink }: { packId: number; invoiceId: number; onUnlink: (p: PositionView) => void }) {
  const { t } = useTranslation();
  const query = useInvoicePositions(packId, invoiceId);
  if (query.isPending) return <Spin size="small" />;
  const rows = query.data?.snabs ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applications.inv.noPositions')} />;
  const columns: ColumnsType<InvoicePosition> = [
    { key: 'n', title: '№', width: 50, render: (_, p) => p.number },
    {
      key: 'name',
      title: t('applications.pos.info'),
      render: (_, p) => (
        <span>
          {nameOf(p)}
          {p.pack_id !== packId ? (
            <>
              {' · '}
              <Link to={`/applications/${p.pack_id}`}>{t('applications.inv.otherApplication', { id: p.pack_id })}</Link>
            </>
          ) : null}
        </span>
      ),
    },
    { key: 'q', title: t('applications.pos.quantity'), width: 110, render: (_, p) => quantityText(p) },
    {
      key: 'status',
      title: t('applications.pos.status'),
      width: 150,
      render: (_, p) => <PositionStatusTag status={p.status} />,
    },
    {
      key: 'actions',
      width: 110,
      render: (_, p) =>
        canUnlink(p, packId) ? (
          <Button size="small" danger onClick={() => onUnlink(p)}>
            {t('applications.inv.unlink')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<InvoicePosition>
      rowKey="id"
      size="small"
      aria-label={t('applications.inv.positionsOf')}
      columns={columns}
      dataSource={rows}
      pagination={false}
    />
  );
}

/** The invoices of the application; a row expands to every position of its invoice. */
export function InvoiceList({
  packId,
  invoices,
  onUnlink,
}: {
  packId: number;
  invoices: TabInvoice[];
  onUnlink: (p: PositionView) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<TabInvoice> = [
    { key: 'id', title: '№', width: 70, render: (_, i) => `#${i.id}` },
    { key: 'number', title: t('applications.inv.number'), render: (_, i) => i.number ?? t('applications.inv.noNumber') },
    { key: 'date', title: t('applications.inv.date'), width: 110, render: (_, i) => invoiceDate(i.date_invoice) },
    { key: 'contractor', title: t('applications.inv.contractor'), render: (_, i) => i.contractor ?? '' },
    { key: 'sum', title: t('applications.inv.sum'), width: 130, align: 'right', render: (_, i) => formatNumber(i.sum) },
    { key: 'status', title: t('applications.inv.status'), width: 140, render: (_, i) => <InvoiceStatus status={i.status} /> },
    // Spec 3 §4 invoice badges (refund, on storage, in transit…): one call for the tab's invoices.
    {
      key: 'badges',
      title: '',
      render: (_, i) => (
        <Suspense fallback={null}>
          <InvoiceBadgeTags id={i.id} urgent={false} />
        </Suspense>
      ),
    },
    {
      key: 'positions',
      title: t('applications.inv.positions'),
      width: 110,
      render: (_, i) => t('applications.form.positionsTotal', { count: i.snabs?.length ?? 0 }),
    },
  ];
  if (invoices.length === 0) return <Empty description={t('applications.inv.none')} />;
  return (
    <Table<TabInvoice>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={invoices}
      pagination={false}
      onRow={() => ({ 'data-testid': 'invoice-row' }) as React.HTMLAttributes<HTMLElement>}
      expandable={{ expandedRowRender: (i) => <InvoicePositions packId={packId} invoiceId={i.id} onUnlink={onUnlink} /> }}
    />
  );
}
