import { FILE_REGISTRY_PATH } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import type { CardContext } from '../../../registry/index.ts';
import { fetchCaseOriginals, fileRegistryKeys, type OriginalRow } from '../api/file-registry-api.ts';
import '../texts.ts';

/** The case card's tab «Оригиналы»: the originals kept in it (each opens its entry and its contract), their count and sheets. */
export function CaseOriginalsTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const originals = useQuery({ queryKey: fileRegistryKeys.caseOriginals(record.id), queryFn: () => fetchCaseOriginals(record.id) });
  if (originals.isError) return <Alert type="error" showIcon message={t('contractFiles.loadFailed')} />;
  if (!originals.data) return <Skeleton active />;
  const rows = originals.data;
  const sheets = rows.reduce((sum, r) => sum + r.sheets, 0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {canEdit && record.state === 'open' && (
        <div>
          <Link to={`${FILE_REGISTRY_PATH}/add?case_id=${record.id}`}>
            <Button type="primary">{t('contractFiles.placeOriginal')}</Button>
          </Link>
        </div>
      )}
      {rows.length === 0 ? (
        <Empty description={t('contractFiles.noOriginals')} />
      ) : (
        <>
          <Table<OriginalRow>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            columns={[
              {
                key: 'inventory_number',
                title: t('contractFiles.inventoryNumber'),
                render: (_, r) => <Link to={`${FILE_REGISTRY_PATH}/${r.id}`}>{r.inventory_number}</Link>,
              },
              {
                key: 'contract',
                title: t('contractFiles.contract'),
                render: (_, r) => <Link to={`/contracts/${r.contract_id}`}>{r.contract_id_name ?? `№ ${r.contract_id}`}</Link>,
              },
              { key: 'sheets', title: t('contractFiles.sheets'), dataIndex: 'sheets', align: 'right' },
              { key: 'placed_date', title: t('contractFiles.placedDate'), render: (_, r) => formatDate(r.placed_date) },
              { key: 'placed_by', title: t('contractFiles.placedBy'), render: (_, r) => r.placed_by_name ?? '—' },
            ]}
          />
          <Typography.Text type="secondary">{t('contractFiles.total', { count: rows.length, sheets })}</Typography.Text>
        </>
      )}
    </div>
  );
}
