import { type HoldingRow, WAREHOUSE_MAX_POSITIONS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatQuantity } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { debtsQuery } from '../api/warehouse-api.ts';
import { type ActDraft, addLines, type LineDraft } from '../model/act-lines.ts';
import { ActHeadFields } from './act-head-fields.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { useActSubmit } from './use-act-submit.tsx';
import '../texts.ts';

/** What a person still holds of a holding: what may come back. */
export const heldOf = (h: HoldingRow) => Math.round((h.quantity - h.returned) * 1000) / 1000;

export const holdingLine = (h: HoldingRow): LineDraft => ({
  key: `h${h.id}`,
  nomenclature_id: h.nomenclature_id,
  name: h.nomenclature_name,
  unit_name: h.unit_name,
  batch: h.batch,
  serial: h.serial,
  quantity: heldOf(h),
  max: heldOf(h),
  holding_id: h.id,
});

/** `/warehouse/acts/return?recipient=`: what a person gives back (from their debts) into a storage. */
export function ReturnActPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<ActDraft>(() => ({
    kind: 'return',
    storage_id: Number(search.get('storage')) || null,
    recipient_id: Number(search.get('recipient')) || null,
    lines: [],
  }));
  const { errors, submit, dialog, pending } = useActSubmit();
  const debts = useQuery({ ...debtsQuery({ user_id: String(draft.recipient_id ?? 0) }), enabled: !!draft.recipient_id });
  const recipientName = debts.data?.find((h) => h.user_id === draft.recipient_id)?.user_name ?? undefined;
  const held = (debts.data ?? []).filter((h) => h.user_id && heldOf(h) > 0);
  const select = (rows: HoldingRow[], selected: boolean) => {
    if (!selected) {
      setDraft((d) => ({ ...d, lines: d.lines.filter((l) => !rows.some((h) => h.id === l.holding_id)) }));
      return;
    }
    const result = addLines(draft.lines, rows.map(holdingLine));
    setDraft((d) => ({ ...d, lines: result.lines }));
    if (result.refused) toast(2, t('warehouse.limitReached', { max: WAREHOUSE_MAX_POSITIONS }));
  };
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('warehouse.returnAct')}</h1>}>
      <Form layout="vertical" style={{ maxWidth: 640 }} onSubmitCapture={(e) => e.preventDefault()}>
        <ActHeadFields
          key={recipientName ? 'named' : 'plain'}
          labels={recipientName && draft.recipient_id ? { recipient_id: { id: draft.recipient_id, name: recipientName } } : undefined}
          draft={draft}
          onChange={(p) => setDraft((d) => ({ ...d, ...p, ...(p.recipient_id !== undefined ? { lines: [] } : {}) }))}
          errors={errors.head}
          fields={['recipient_id', 'storage_id', 'comment']}
          required={['recipient_id', 'storage_id']}
        />
      </Form>
      {draft.recipient_id && (
        <section aria-label={t('warehouse.pickHoldings')} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('warehouse.pickHoldings')}
          </Typography.Title>
          <div style={{ overflowX: 'auto' }}>
            <Table<HoldingRow>
              size="small"
              rowKey="id"
              loading={debts.isFetching}
              dataSource={held}
              pagination={false}
              locale={{ emptyText: debts.isPending ? t('warehouse.loading') : <Empty description={t('warehouse.noDebts')} /> }}
              rowSelection={{
                selectedRowKeys: draft.lines.map((l) => l.holding_id as number),
                getCheckboxProps: (h) => ({ 'aria-label': h.nomenclature_name }),
                onSelect: (h, selected) => select([h], selected),
                onSelectAll: (selected, _all, changed) => select(changed, selected),
              }}
              columns={[
                { key: 'name', title: t('warehouse.item'), render: (_, h) => h.nomenclature_name },
                { key: 'serial', title: t('warehouse.serial'), render: (_, h) => h.serial },
                { key: 'act', title: t('warehouse.act'), render: (_, h) => h.act_number },
                { key: 'issued', title: t('warehouse.issuedAt'), render: (_, h) => formatDate(h.issued_at) },
                {
                  key: 'left',
                  title: t('warehouse.left'),
                  align: 'right',
                  render: (_, h) => `${formatQuantity(heldOf(h))} ${h.unit_name ?? ''}`.trim(),
                },
              ]}
            />
          </div>
        </section>
      )}
      {errors.head.lines && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(`warehouse.${errors.head.lines.key}`, errors.head.lines.values)}
        />
      )}
      <LinesEditor lines={draft.lines} onChange={(lines) => setDraft((d) => ({ ...d, lines }))} errors={errors.lines} variant="return" />
      <Space style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}>
        <Button type="primary" loading={pending} onClick={() => submit(draft)}>
          {t('warehouse.submit')}
        </Button>
      </Space>
      {dialog}
    </Card>
  );
}
