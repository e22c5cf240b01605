import { PlusOutlined } from '@ant-design/icons';
import { type StockRow, WAREHOUSE_MAX_POSITIONS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { type ActDraft, addLines, draftTotal, type LineDraft } from '../model/act-lines.ts';
import { actKindLabel } from '../model/options.ts';
import { ActHeadFields, type HeadField } from './act-head-fields.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { DEFAULT_STOCK_FILTERS, type StockFilters, StockTable } from './stock-table.tsx';
import { useActSubmit } from './use-act-submit.tsx';
import '../texts.ts';

export type StockActKind = 'output' | 'output_clothes' | 'transfer' | 'writeoff';

const HEAD: Record<StockActKind, { fields: HeadField[]; required: HeadField[] }> = {
  output: { fields: ['storage_id', 'recipient_id', 'project_id', 'comment'], required: ['storage_id'] },
  output_clothes: { fields: ['storage_id', 'recipient_id', 'comment'], required: ['storage_id', 'recipient_id'] },
  transfer: { fields: ['storage_id', 'target_storage_id', 'comment'], required: ['storage_id', 'target_storage_id'] },
  writeoff: { fields: ['storage_id', 'comment'], required: ['storage_id'] },
};

/** A balance line as a position of the act: at most its quantity, at its price. */
export const stockLine = (row: StockRow, kind: StockActKind): LineDraft => ({
  key: `s${row.id}`,
  nomenclature_id: row.nomenclature_id,
  name: row.nomenclature_name,
  unit_name: row.unit_name,
  batch: row.batch,
  serial: row.serial,
  quantity: row.serial ? 1 : Math.min(1, row.quantity),
  max: row.quantity,
  cost: row.cost,
  ...(kind === 'output_clothes' ? { size: '', wear_months: null, return_date: null } : {}),
});

/**
 * Checkout (`/warehouse/storages/{id}/checkout`, `/warehouse/acts/output`), work clothes
 * (`/warehouse/acts/output-clothes`), transfer (`/warehouse/storages/{id}/transfer`) and write-off
 * (`/warehouse/acts/writeoff`): positions picked from the storage's stock (a scanner adds what it
 * finds), at most 50, then a confirmation, then the act's card with its PDF.
 */
export function StockActPage({ kind }: { kind: StockActKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const params = useParams();
  const [search] = useSearchParams();
  const fixed = Number(params.id) || null;
  const [draft, setDraft] = useState<ActDraft>(() => ({
    kind,
    storage_id: fixed ?? (Number(search.get('storage')) || null),
    recipient_id: Number(search.get('recipient')) || null,
    lines: [],
  }));
  const [picking, setPicking] = useState(false);
  const [filters, setFilters] = useState<StockFilters>(DEFAULT_STOCK_FILTERS);
  const { errors, submit, dialog, pending } = useActSubmit();
  // The storage of the address (fixed, or `?storage=` prefilled): its name for the title and the select.
  const [initialStorage] = useState(() => draft.storage_id);
  const storage = useQuery({
    queryKey: ['warehouse', 'storage', initialStorage ?? 0],
    queryFn: () => api<{ id: number; name: string }>(`/warehouse/storages/${initialStorage}`),
    enabled: !!initialStorage,
  });

  const patch = (p: Partial<ActDraft>) =>
    setDraft((d) => ({ ...d, ...p, ...(p.storage_id !== undefined && p.storage_id !== d.storage_id ? { lines: [] } : {}) }));
  const add = (rows: StockRow[]) => {
    const result = addLines(
      draft.lines,
      rows.map((r) => stockLine(r, kind)),
    );
    setDraft((d) => ({ ...d, lines: result.lines }));
    if (result.refused) toast(2, t('warehouse.limitReached', { max: WAREHOUSE_MAX_POSITIONS }));
  };
  const onPick = (rows: StockRow[], selected: boolean) => {
    if (selected) add(rows);
    else setDraft((d) => ({ ...d, lines: d.lines.filter((l) => !rows.some((r) => l.key === `s${r.id}`)) }));
  };

  const title = `${actKindLabel(kind, lang)}${fixed && storage.data ? ` — ${storage.data.name}` : ''}`;
  const head = HEAD[kind];
  const fields = fixed ? head.fields.filter((f) => f !== 'storage_id') : head.fields;
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}>
      <Form layout="vertical" style={{ maxWidth: 640 }} onSubmitCapture={(e) => e.preventDefault()}>
        <ActHeadFields
          // Remounted once the prefilled storage's name is known (the select reads its labels on mount).
          key={storage.data ? 'named' : 'plain'}
          draft={draft}
          onChange={patch}
          errors={errors.head}
          fields={fields}
          required={head.required}
          labels={storage.data ? { storage_id: storage.data } : undefined}
        />
      </Form>
      <Space wrap style={{ margin: '8px 0 12px' }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('warehouse.lines')}: {draft.lines.length} / {WAREHOUSE_MAX_POSITIONS}
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={!draft.storage_id} onClick={() => setPicking(true)}>
          {t('warehouse.addLines')}
        </Button>
      </Space>
      {errors.head.lines && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(`warehouse.${errors.head.lines.key}`, errors.head.lines.values)}
        />
      )}
      <LinesEditor
        lines={draft.lines}
        onChange={(lines) => setDraft((d) => ({ ...d, lines }))}
        errors={errors.lines}
        variant={kind === 'output_clothes' ? 'clothes' : 'stock'}
      />
      <Space wrap style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>
          {t('warehouse.total')}: {formatMoney(draftTotal(draft.lines))}
        </Typography.Text>
        <Button type="primary" loading={pending} onClick={() => submit(draft)}>
          {t('warehouse.submit')}
        </Button>
      </Space>
      {dialog}
      <Modal
        open={picking && !!draft.storage_id}
        title={t('warehouse.pickFromStock')}
        width="min(1000px, 100vw)"
        onCancel={() => setPicking(false)}
        onOk={() => setPicking(false)}
        okText="OK"
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('warehouse.limit', { max: WAREHOUSE_MAX_POSITIONS })}</Typography.Paragraph>
        {draft.storage_id && (
          <StockTable
            storageId={draft.storage_id}
            filters={filters}
            onFilters={setFilters}
            scanAutoFocus
            selection={{ keys: draft.lines.map((l) => Number(l.key.slice(1))), onChange: onPick, onScanned: add }}
          />
        )}
      </Modal>
    </Card>
  );
}
