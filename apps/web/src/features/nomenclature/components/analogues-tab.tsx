import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchAnalogues, nomenclatureKeys, saveAnalogues } from '../api/nomenclature-api.ts';
import '../texts.ts';
import { errorText } from './error-text.ts';

/** The item card's «Аналоги»: analogous items (each link is both ways), added with a picker, removed one by one. */
export function AnaloguesTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: nomenclatureKeys.analogues(record.id), queryFn: () => fetchAnalogues(record.id) });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The picker starts empty again after each change (a new one is mounted).
  const [picker, setPicker] = useState(0);
  if (!query.data) return <Skeleton active />;
  const ids = query.data.map((a) => a.id);
  const save = async (next: number[]) => {
    setSaving(true);
    try {
      client.setQueryData(nomenclatureKeys.analogues(record.id), await saveAnalogues(record.id, next));
      setError(null);
      // The other side's tab shows the link too.
      await client.invalidateQueries({ queryKey: ['nomenclature', 'analogues'] });
    } catch (e) {
      setError(errorText(e, t('common.error')));
    } finally {
      setSaving(false);
      setPicker((n) => n + 1);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {canEdit && (
        <Autocomplete
          key={picker}
          url="nomenclature"
          params={{ exclude: String(record.id) }}
          value={null}
          disabled={saving}
          aria-label={t('nomenclature.addAnalogue')}
          placeholder={t('nomenclature.analoguePlaceholder')}
          style={{ width: '100%' }}
          onChange={(v: OptionValue | OptionValue[] | null) => {
            const id = Number(Array.isArray(v) ? v[0] : v);
            if (id && id !== record.id && !ids.includes(id)) void save([...ids, id]);
          }}
        />
      )}
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      {query.data.length === 0 ? (
        <Empty description={t('nomenclature.noAnalogues')} />
      ) : (
        <List
          size="small"
          dataSource={query.data}
          renderItem={(a) => (
            <List.Item>
              <Space wrap>
                <Link to={`/nomenclature/${a.id}`}>{a.name}</Link>
                {a.article && <Typography.Text type="secondary">{a.article}</Typography.Text>}
                {a.brand && <Tag>{a.brand}</Tag>}
                {canEdit && (
                  <Tag
                    closable
                    color="red"
                    aria-label={`${t('nomenclature.remove')}: ${a.name}`}
                    onClose={(e) => {
                      e.preventDefault();
                      if (!saving) void save(ids.filter((id) => id !== a.id));
                    }}
                  >
                    {t('nomenclature.remove')}
                  </Tag>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
