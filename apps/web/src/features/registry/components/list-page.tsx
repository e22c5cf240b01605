import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type RegistryDefinition, registryPath } from '@app/contracts';
import { Button, Empty, Space, Typography } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildUrl } from '../../../shared/api/index.ts';
import { useKeysetList } from '../../../shared/api/use-keyset-list.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { registryListQuery } from '../api/list.ts';
import { useHiddenColumns } from '../model/column-choice.ts';
import { isFiltered, listParamNames, readListQuery, readSort, withParams } from '../model/list-params.ts';
import { useRegistryRights } from '../model/rights.ts';
import type { RegistryRow } from '../model/row.ts';
import { useRegistryLive } from '../model/use-registry-live.ts';
import '../texts.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ListFilters } from './list-filters.tsx';
import { RegistryTable } from './registry-table.tsx';

/**
 * `/<name>`: a registry's list from its definition — search and filters in the URL, server
 * sort by the sortable columns, keyset pages on demand with a capped total, a column chooser,
 * the xlsx export of the filtered list and the create button for those who may create.
 */
export function RegistryListPage({ definition }: { definition: RegistryDefinition }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const rights = useRegistryRights(definition);
  const [hidden, setHidden] = useHiddenColumns(definition.name);
  const list = useKeysetList(listParamNames(definition), (filter) =>
    registryListQuery(definition.name, readListQuery(definition, new URLSearchParams(filter as Record<string, string>))),
  );
  const { params } = list;
  const title = definition.label[lang];
  usePageTitle(null, null, title);
  useRegistryLive(definition);

  const setParams = (patch: Record<string, string | null>) => navigate({ search: withParams(params, patch).toString() }, { replace: true });
  const filtered = isFiltered(definition, params);
  const reset = () => {
    list.searchBox.onChange({ target: { value: '' } } as ChangeEvent<HTMLInputElement>);
    navigate({ search: '' }, { replace: true });
  };
  const exportUrl = buildUrl(`/${definition.name}/export`, readListQuery(definition, params));

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{title}</Typography.Title>
        <Space wrap>
          <ColumnChooser definition={definition} hidden={hidden} onChange={setHidden} />
          <Button icon={<DownloadOutlined />} href={exportUrl} download>
            {t('registry.export')}
          </Button>
          {rights.create && (
            <Link to={`${registryPath(definition)}/add`}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('registry.add')}
              </Button>
            </Link>
          )}
        </Space>
      </div>
      <ListFilters
        definition={definition}
        params={params}
        onChange={setParams}
        searchBox={list.searchBox}
        onReset={filtered ? reset : undefined}
      />
      <RegistryTable
        definition={definition}
        rows={list.rows as RegistryRow[]}
        loading={list.loading}
        hidden={hidden}
        sort={readSort(definition, params)}
        onSort={(sort) => setParams({ sort: sort?.field ?? null, order: sort?.order ?? null })}
        empty={<Empty description={filtered ? t('registry.emptyFiltered') : t('registry.emptyTitle')} />}
        footer={
          <LoadMoreFooter
            total={list.total !== undefined && t('registry.total', { total: list.total })}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        }
      />
    </div>
  );
}
