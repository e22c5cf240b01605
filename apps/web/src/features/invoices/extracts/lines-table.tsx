import { EXTRACT_MATCH_STATES, type ExtractLine, type ExtractPatchBody, PAYMENT_STATUSES } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { extractsKeys, patchLines } from './extracts-api.ts';
import { LinkModal } from './link-modal.tsx';
import { uploadErrorText } from './upload-card.tsx';
import './texts.ts';

export interface LinesTableProps {
  rows: ExtractLine[];
  loading?: boolean;
  footer?: () => ReactNode;
}

/** The counterparty of a line: the payee of a payment written off, the payer of one received. */
const partnerOf = (line: ExtractLine) => (line.direction === 'out' ? line.payee : line.payer);

/**
 * The extract lines: date, number, direction, partner, sum, purpose and the proposed or
 * confirmed payment with its invoice; confirm / ignore / unlink per line and for the selected.
 */
export function LinesTable({ rows, loading, footer }: LinesTableProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const client = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [linking, setLinking] = useState<ExtractLine>();
  const act = useMutation({
    mutationFn: (body: ExtractPatchBody) => patchLines(body),
    onSuccess: (answer, body) => {
      setSelected([]);
      void client.invalidateQueries({ queryKey: extractsKeys.all });
      const done = { confirm: 'extracts.confirmed', ignore: 'extracts.ignored', unlink: 'extracts.unlinked' }[body.action];
      toast(0, t(done, { count: answer.changed }));
      if (answer.paid_invoice_ids.length) toast(2, t('extracts.invoicesPaid', { count: answer.paid_invoice_ids.length }));
    },
    onError: (error) => toast(1, uploadErrorText(error)),
  });
  const run = (action: ExtractPatchBody['action'], line_ids: number[]) => act.mutate({ action, line_ids });
  const chosen = rows.filter((r) => selected.includes(r.id));
  const confirmable = chosen.filter((r) => r.match_state === 'proposed').map((r) => r.id);
  const ignorable = chosen.filter((r) => r.match_state === 'unmatched' || r.match_state === 'proposed').map((r) => r.id);

  const columns: ColumnsType<ExtractLine> = [
    { title: t('extracts.col.date'), dataIndex: 'date', width: 110, render: (d: string) => formatDate(d) },
    { title: t('extracts.col.number'), dataIndex: 'number', width: 90 },
    {
      title: t('extracts.col.direction'),
      dataIndex: 'direction',
      responsive: ['md'],
      render: (d: ExtractLine['direction']) => <Tag color={d === 'in' ? 'green' : 'volcano'}>{t(`extracts.direction.${d}`)}</Tag>,
    },
    {
      title: t('extracts.col.partner'),
      key: 'partner',
      render: (_, line) => (
        <Space orientation="vertical" size={0}>
          <span>{partnerOf(line).name}</span>
          {partnerOf(line).inn && <Typography.Text type="secondary">{t('extracts.inn', { inn: partnerOf(line).inn })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('extracts.col.sum'), dataIndex: 'sum', align: 'right', render: (sum: string) => formatMoney(sum) },
    {
      title: t('extracts.col.purpose'),
      dataIndex: 'purpose',
      responsive: ['lg'],
      render: (p: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: p }} style={{ marginBottom: 0, maxWidth: 320 }}>
          {p}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('extracts.col.match'),
      key: 'match',
      render: (_, line) => <MatchCell line={line} lang={lang} />,
    },
    {
      title: t('extracts.col.actions'),
      key: 'actions',
      render: (_, line) => (
        <Space wrap>
          {line.match_state === 'proposed' && (
            <Button size="small" type="primary" onClick={() => run('confirm', [line.id])} disabled={act.isPending}>
              {t('extracts.confirm')}
            </Button>
          )}
          {(line.match_state === 'unmatched' || line.match_state === 'proposed') && (
            <Button size="small" onClick={() => run('ignore', [line.id])} disabled={act.isPending}>
              {t('extracts.ignore')}
            </Button>
          )}
          {line.direction === 'out' && (line.match_state === 'unmatched' || line.match_state === 'ignored') && (
            <Button size="small" onClick={() => setLinking(line)} disabled={act.isPending}>
              {t('extracts.link')}
            </Button>
          )}
          {(line.match_state === 'confirmed' || line.match_state === 'proposed' || line.match_state === 'ignored') && (
            <Button size="small" type="link" onClick={() => run('unlink', [line.id])} disabled={act.isPending}>
              {t('extracts.unlink')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button type="primary" disabled={confirmable.length === 0 || act.isPending} onClick={() => run('confirm', confirmable)}>
          {t('extracts.confirmSelected', { count: confirmable.length })}
        </Button>
        <Button disabled={ignorable.length === 0 || act.isPending} onClick={() => run('ignore', ignorable)}>
          {t('extracts.ignoreSelected', { count: ignorable.length })}
        </Button>
      </Space>
      <Table<ExtractLine>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        locale={{ emptyText: t('extracts.empty') }}
        footer={footer}
      />
      {linking && <LinkModal line={linking} onClose={() => setLinking(undefined)} />}
    </>
  );
}

/** The match state and the payment with its invoice (a link to the invoice card). */
function MatchCell({ line, lang }: { line: ExtractLine; lang: 'ru' | 'en' }) {
  const { t } = useTranslation();
  const state = EXTRACT_MATCH_STATES.find((s) => s.code === line.match_state);
  const p = line.payment;
  const status = p ? PAYMENT_STATUSES.find((s) => s.code === p.status) : undefined;
  return (
    <Space orientation="vertical" size={0}>
      <Space size={4}>
        <Tag color={state?.color}>{state?.[lang]}</Tag>
        {line.manual === 1 && <Typography.Text type="secondary">{t('extracts.manual')}</Typography.Text>}
      </Space>
      {p && (
        <>
          <Link to={`/invoices/${p.invoice_id}`}>
            {t('extracts.payment', { number: p.invoice_number || p.invoice_id, date: formatDate(p.invoice_date) })}
          </Link>
          <span>
            {t('extracts.paymentLine', { date: formatDate(p.date), sum: formatMoney(p.sum) })}{' '}
            {status && <Tag color={status.color}>{status[lang]}</Tag>}
          </span>
          {p.partner_name && <Typography.Text type="secondary">{p.partner_name}</Typography.Text>}
        </>
      )}
    </Space>
  );
}
