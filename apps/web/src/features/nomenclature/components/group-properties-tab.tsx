import type { NomenclaturePropertyType } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, List, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchGroupProperties, nomenclatureKeys, saveGroupProperties } from '../api/nomenclature-api.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';

interface Draft {
  key?: string;
  name: string;
  type: NomenclaturePropertyType;
}

const TYPES: NomenclaturePropertyType[] = ['text', 'number', 'boolean'];
const typeText = { text: 'nomenclature.typeText', number: 'nomenclature.typeNumber', boolean: 'nomenclature.typeBoolean' } as const;

/** The group card's «Свойства группы»: its own typed properties (edited as a whole) and the inherited ones. */
export function GroupPropertiesTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: nomenclatureKeys.groupProperties(record.id), queryFn: () => fetchGroupProperties(record.id) });
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setDrafts(query.data.properties.map((p) => ({ ...p })));
  }, [query.data]);
  if (!query.data) return <Skeleton active />;
  const change = (i: number, patch: Partial<Draft>) => setDrafts((list) => list.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  const save = async () => {
    if (drafts.some((d) => !d.name.trim())) return setError(t('nomenclature.required'));
    setSaving(true);
    try {
      client.setQueryData(nomenclatureKeys.groupProperties(record.id), await saveGroupProperties(record.id, drafts));
      setError(null);
      toast(0, t('common.saved'));
      // Sub-groups and items show these properties too.
      void client.invalidateQueries({ queryKey: ['nomenclature', 'item-properties'] });
      void client.invalidateQueries({ queryKey: ['nomenclature', 'group-properties'] });
    } catch (e) {
      setError(errorText(e, t('common.error')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text strong>{t('nomenclature.ownProperties')}</Typography.Text>
      {drafts.length === 0 && <Empty description={t('nomenclature.noProperties')} />}
      {drafts.map((d, i) =>
        canEdit ? (
          <Space.Compact key={d.key ?? `new-${i}`} style={{ width: '100%' }}>
            <Input
              aria-label={t('nomenclature.propertyName')}
              placeholder={t('nomenclature.propertyName')}
              value={d.name}
              maxLength={100}
              onChange={(e) => change(i, { name: e.target.value })}
            />
            <Select
              aria-label={t('nomenclature.propertyType')}
              style={{ width: 160 }}
              value={d.type}
              onChange={(type) => change(i, { type })}
              options={TYPES.map((type) => ({ value: type, label: t(typeText[type]) }))}
            />
            <Button danger onClick={() => setDrafts((list) => list.filter((_, k) => k !== i))}>
              {t('nomenclature.remove')}
            </Button>
          </Space.Compact>
        ) : (
          <div key={d.key}>
            {d.name} <Tag>{t(typeText[d.type])}</Tag>
          </div>
        ),
      )}
      {canEdit && (
        <Space wrap>
          <Button onClick={() => setDrafts((list) => [...list, { name: '', type: 'text' }])}>{t('nomenclature.addProperty')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('nomenclature.save')}
          </Button>
        </Space>
      )}
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      {query.data.inherited.length > 0 && (
        <List
          size="small"
          header={<Typography.Text type="secondary">{t('nomenclature.inherited')}</Typography.Text>}
          dataSource={query.data.inherited}
          renderItem={(p) => (
            <List.Item>
              {p.name} <Tag>{t(typeText[p.type])}</Tag>
              <Typography.Text type="secondary">{t('nomenclature.from', { group: p.group_name })}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
