import { type ReceivablePosition, WAREHOUSE_MAX_POSITIONS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, InputNumber, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney, formatQuantity } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect, type SelectOption } from '../../../shared/widgets/remote-select/index.ts';
import { receivableQuery } from '../api/warehouse-api.ts';
import { type ActDraft, addLines, draftTotal, type LineDraft } from '../model/act-lines.ts';
import { ActHeadFields } from './act-head-fields.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { useActSubmit } from './use-act-submit.tsx';
import '../texts.ts';

/** The nomenclature look-up (value, label, article, unit). */
const NOMENCLATURE_LOOKUP = '/nomenclature/autocomplete';

/** A position of the application as a receipt line: at most what is left to receive. */
export const positionLine = (p: ReceivablePosition): LineDraft => ({
  key: `p${p.position_id}`,
  nomenclature_id: p.nomenclature_id ?? 0,
  name: p.nomenclature_name ?? p.name,
  unit_name: p.unit_name,
  batch: '',
  serial: '',
  quantity: p.remaining,
  max: p.remaining,
  cost: p.cost,
  position_id: p.position_id,
});

let manual = 0;

/**
 * `/warehouse/acts/input`: a receipt into a storage, of items found in the nomenclature or of a
 * supply application's positions (`?application_id=`): each with what is left to receive, partial
 * quantities allowed.
 */
export function InputActPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const applicationId = Number(search.get('application_id')) || null;
  const [draft, setDraft] = useState<ActDraft>(() => ({
    kind: 'input',
    storage_id: Number(search.get('storage')) || null,
    application_id: applicationId,
    lines: [],
  }));
  const { errors, submit, dialog, pending } = useActSubmit();
  const positions = useQuery({ ...receivableQuery(applicationId ?? 0), enabled: !!applicationId });
  const [appInput, setAppInput] = useState<number | null>(applicationId);
  const ids = useId();
  useEffect(
    () => setDraft((d) => ({ ...d, application_id: applicationId, lines: d.lines.filter((l) => !l.position_id) })),
    [applicationId],
  );

  const add = (added: LineDraft[]) => {
    const result = addLines(draft.lines, added);
    setDraft((d) => ({ ...d, lines: result.lines }));
    if (result.refused) toast(2, t('warehouse.limitReached', { max: WAREHOUSE_MAX_POSITIONS }));
  };
  const addItem = (option: SelectOption | null) => {
    if (!option) return;
    const raw = option.raw ?? {};
    add([
      {
        key: `n${++manual}`,
        nomenclature_id: Number(option.value),
        name: option.label,
        unit_name: typeof raw.unit_name === 'string' ? raw.unit_name : null,
        batch: '',
        serial: '',
        quantity: 1,
        cost: null,
      },
    ]);
  };
  const openApplication = () =>
    setSearch((s) => {
      if (appInput) s.set('application_id', String(appInput));
      else s.delete('application_id');
      return s;
    });
  const receivable = (positions.data ?? []).filter((p) => p.remaining > 0 && p.nomenclature_id);

  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('warehouse.receipt')}</h1>}>
      <Form layout="vertical" style={{ maxWidth: 640 }} onSubmitCapture={(e) => e.preventDefault()}>
        <ActHeadFields
          draft={draft}
          onChange={(p) => setDraft((d) => ({ ...d, ...p }))}
          errors={errors.head}
          fields={['storage_id', 'comment']}
          required={['storage_id']}
        />
        <Form.Item label={t('warehouse.fromApplication')} htmlFor={`${ids}-app`}>
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber<number>
              id={`${ids}-app`}
              min={1}
              precision={0}
              placeholder={t('warehouse.chooseApplication')}
              value={appInput}
              style={{ width: '100%' }}
              onChange={(v) => setAppInput(v ?? null)}
              onPressEnter={openApplication}
            />
            <Button onClick={openApplication}>{t('warehouse.open')}</Button>
          </Space.Compact>
        </Form.Item>
      </Form>

      {applicationId && (
        <section aria-label={t('warehouse.positions')} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('warehouse.positions')} № {applicationId}
          </Typography.Title>
          {positions.isPending ? (
            <Spin />
          ) : positions.isError ? (
            <Alert type="error" showIcon message={positions.error.message} />
          ) : receivable.length === 0 ? (
            <Empty description={t('warehouse.noPositions')} />
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <Table<ReceivablePosition>
                size="small"
                rowKey="position_id"
                dataSource={receivable}
                pagination={false}
                rowSelection={{
                  selectedRowKeys: draft.lines.filter((l) => l.position_id).map((l) => l.position_id as number),
                  getCheckboxProps: (p) => ({ 'aria-label': p.name }),
                  onSelect: (p, selected) =>
                    selected
                      ? add([positionLine(p)])
                      : setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.position_id !== p.position_id) })),
                  onSelectAll: (selected, _all, changed) =>
                    selected
                      ? add(changed.map(positionLine))
                      : setDraft((d) => ({ ...d, lines: d.lines.filter((l) => !changed.some((p) => p.position_id === l.position_id)) })),
                }}
                columns={[
                  { key: 'number', title: '№', render: (_, p) => p.number },
                  { key: 'name', title: t('warehouse.item'), render: (_, p) => p.nomenclature_name ?? p.name },
                  { key: 'quantity', title: t('warehouse.quantity'), align: 'right', render: (_, p) => formatQuantity(p.quantity) },
                  { key: 'received', title: t('warehouse.receivedQty'), align: 'right', render: (_, p) => formatQuantity(p.received) },
                  {
                    key: 'remaining',
                    title: t('warehouse.remaining'),
                    align: 'right',
                    render: (_, p) => `${formatQuantity(p.remaining)} ${p.unit_name ?? ''}`.trim(),
                  },
                  { key: 'cost', title: t('warehouse.cost'), align: 'right', render: (_, p) => formatMoney(p.cost) },
                ]}
              />
            </div>
          )}
        </section>
      )}

      <Space wrap style={{ margin: '8px 0 12px' }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('warehouse.lines')}: {draft.lines.length} / {WAREHOUSE_MAX_POSITIONS}
        </Typography.Title>
        <RemoteSelect
          url={NOMENCLATURE_LOOKUP}
          aria-label={t('warehouse.addLine')}
          placeholder={t('warehouse.chooseItem')}
          value={null}
          style={{ width: 'min(360px, 80vw)' }}
          onChange={(_v, selected) => addItem(Array.isArray(selected) ? null : selected)}
        />
      </Space>
      {errors.head.lines && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(`warehouse.${errors.head.lines.key}`, errors.head.lines.values)}
        />
      )}
      <LinesEditor lines={draft.lines} onChange={(lines) => setDraft((d) => ({ ...d, lines }))} errors={errors.lines} variant="input" />
      <Space wrap style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>
          {t('warehouse.total')}: {formatMoney(draftTotal(draft.lines))}
        </Typography.Text>
        <Button type="primary" loading={pending} onClick={() => submit(draft)}>
          {t('warehouse.submit')}
        </Button>
      </Space>
      {dialog}
    </Card>
  );
}
