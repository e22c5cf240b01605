import type { ItemProperties, PropertyValue } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Input, InputNumber, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchItemProperties, nomenclatureKeys, saveItemProperties } from '../api/nomenclature-api.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';

type Property = ItemProperties['properties'][number];

/** A value as the card shows it: numbers with spaces, yes / no, text as is. */
function shown(p: Property, yes: string, no: string): string {
  if (p.value === null) return '—';
  if (p.type === 'boolean') return p.value ? yes : no;
  if (p.type === 'number') return formatNumber(Number(p.value), Number.isInteger(Number(p.value)) ? 0 : 2);
  return String(p.value);
}

/** One value's control by its type. */
function ValueInput({ p, value, onChange }: { p: Property; value: PropertyValue; onChange: (v: PropertyValue) => void }) {
  const { t } = useTranslation();
  if (p.type === 'number')
    return (
      <InputNumber
        aria-label={p.name}
        style={{ width: '100%' }}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      />
    );
  if (p.type === 'boolean')
    return (
      <Select
        aria-label={p.name}
        allowClear
        style={{ width: '100%' }}
        value={typeof value === 'boolean' ? String(value) : undefined}
        onChange={(v?: string) => onChange(v === undefined ? null : v === 'true')}
        options={[
          { value: 'true', label: t('nomenclature.yes') },
          { value: 'false', label: t('nomenclature.no') },
        ]}
      />
    );
  return (
    <Input aria-label={p.name} maxLength={1000} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
  );
}

/** The item card's «Свойства»: the typed properties of its group and the group's ancestors, with its values. */
export function ItemPropertiesTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: nomenclatureKeys.itemProperties(record.id), queryFn: () => fetchItemProperties(record.id) });
  const [values, setValues] = useState<Record<string, PropertyValue>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setValues(Object.fromEntries(query.data.properties.map((p) => [p.key, p.value])));
  }, [query.data]);
  if (!query.data) return <Skeleton active />;
  const { properties } = query.data;
  if (properties.length === 0) return <Empty description={t(record.group_id ? 'nomenclature.noItemProperties' : 'nomenclature.noGroup')} />;
  const save = async () => {
    setSaving(true);
    try {
      client.setQueryData(nomenclatureKeys.itemProperties(record.id), await saveItemProperties(record.id, values));
      setError(null);
      toast(0, t('common.saved'));
    } catch (e) {
      setError(errorText(e, t('common.error')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions column={1} size="small" bordered>
        {properties.map((p) => (
          <Descriptions.Item key={p.key} label={p.name}>
            {canEdit ? (
              <ValueInput p={p} value={values[p.key] ?? null} onChange={(v) => setValues((all) => ({ ...all, [p.key]: v }))} />
            ) : (
              shown(p, t('nomenclature.yes'), t('nomenclature.no'))
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {canEdit && (
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('nomenclature.save')}
        </Button>
      )}
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Space>
  );
}
