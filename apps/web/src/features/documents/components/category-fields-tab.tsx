import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type CategoryFieldInput, CUSTOM_FIELD_KINDS, type CustomFieldKind } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Select, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { customKeys, fetchCategoryFields, saveCategoryFields } from '../api/custom-api.ts';
import '../custom-texts.ts';
import '../texts.ts';

/** A row being edited; `stored` rows keep their code (values hang on it). */
interface Row extends CategoryFieldInput {
  key: string;
  stored: boolean;
}

/** Moves the row at `index` by `by` places (a copy; unchanged at the ends). */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

let fresh = 0;

/**
 * The category card's «Поля» tab (spec 3 §3 `custom[...]`): the category's custom fields edited as
 * one ordered list (add, up/down, kind, required, delete after a confirmation) and saved whole
 * (`PUT documents/categories/{id}/fields`); the server's 422s shown under the list.
 */
export function CategoryFieldsTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = record.id;
  const key = customKeys.category(id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchCategoryFields(id, signal) });
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();

  useEffect(() => {
    if (query.data)
      setRows(
        query.data.fields.map((f) => ({ key: `f${f.id}`, code: f.code, label: f.label, kind: f.kind, required: f.required, stored: true })),
      );
  }, [query.data]);

  if (query.isError) return <Alert type="error" showIcon title={t('documents.loadFailed')} />;

  const change = (index: number, patch: Partial<Row>) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors([]);
  };
  const save = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await saveCategoryFields(
        id,
        rows.map(({ code, label, kind, required }) => ({ code: code.trim(), label: label.trim(), kind, required })),
      );
      client.setQueryData(key, answer);
      toast(0, t('documents.fields.saved'));
    } catch (error) {
      console.error('documents: category fields failed', error);
      if (isApiError(error) && error.status < 500)
        setErrors(
          Object.keys(error.fieldErrors).length
            ? Object.entries(error.fieldErrors).map(([at, list]) => {
                const [, index, field] = at.split('.');
                const row = rows[Number(index)];
                return `${row ? `${row.label || row.code || Number(index) + 1}` : at}${field ? ` (${t(`documents.fields.${field}`)})` : ''}: ${list.join(', ')}`;
              })
            : [error.message],
        );
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<Row> = [
    {
      key: 'label',
      title: t('documents.fields.label'),
      render: (_, row, i) => (
        <Input
          size="small"
          aria-label={t('documents.fields.label')}
          value={row.label}
          maxLength={255}
          disabled={!canEdit}
          onChange={(e) => change(i, { label: e.target.value })}
          style={{ minWidth: 180 }}
        />
      ),
    },
    {
      key: 'code',
      title: t('documents.fields.code'),
      render: (_, row, i) => (
        <Input
          size="small"
          aria-label={t('documents.fields.code')}
          title={t('documents.fields.codeHint')}
          value={row.code}
          maxLength={50}
          disabled={!canEdit || row.stored}
          onChange={(e) => change(i, { code: e.target.value })}
          style={{ minWidth: 120 }}
        />
      ),
    },
    {
      key: 'kind',
      title: t('documents.fields.kind'),
      render: (_, row, i) => (
        <Select<CustomFieldKind>
          size="small"
          aria-label={t('documents.fields.kind')}
          value={row.kind}
          disabled={!canEdit}
          onChange={(kind) => change(i, { kind })}
          options={CUSTOM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`documents.fields.kinds.${kind}`) }))}
          style={{ minWidth: 110 }}
        />
      ),
    },
    {
      key: 'required',
      title: t('documents.fields.required'),
      render: (_, row, i) => (
        <Switch
          size="small"
          aria-label={`${t('documents.fields.required')}: ${row.label}`}
          checked={row.required === 1}
          disabled={!canEdit}
          onChange={(on) => change(i, { required: on ? 1 : 0 })}
        />
      ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      render: (_, row, i) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label={`${t('documents.fields.up')}: ${row.label}`}
            title={t('documents.fields.up')}
            onClick={() => setRows((list) => moveRow(list, i, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === rows.length - 1}
            aria-label={`${t('documents.fields.down')}: ${row.label}`}
            title={t('documents.fields.down')}
            onClick={() => setRows((list) => moveRow(list, i, 1))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('documents.fields.delete')}: ${row.label}`}
            title={t('documents.fields.delete')}
            onClick={async () => {
              if (await confirm({ title: t('documents.fields.deleteConfirm', { label: row.label || row.code }), danger: true }))
                setRows((list) => list.filter((r) => r.key !== row.key));
            }}
          />
        </Space>
      ),
    });

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      {rows.length === 0 && query.data ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.fields.empty')} />
      ) : (
        <Table<Row>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={query.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="category-fields"
        />
      )}
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join('; ')} />}
      {canEdit && (
        <Space>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              fresh += 1;
              setRows((list) => [...list, { key: `n${fresh}`, code: '', label: '', kind: 'text', required: 0, stored: false }]);
            }}
          >
            {t('documents.fields.add')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('documents.fields.save')}
          </Button>
        </Space>
      )}
    </div>
  );
}
