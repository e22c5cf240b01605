import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { hasListTotals, type RegistryDefinition, registryApi, registryPath } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Typography } from 'antd';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buildUrl } from '../../../shared/api/index.ts';
import { useKeysetList } from '../../../shared/api/use-keyset-list.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { useSession } from '../../session/index.ts';
import { registryKeys } from '../api/keys.ts';
import { registryListQuery, registryTotalsQuery } from '../api/list.ts';
import { BULK_MAX, type BulkResult } from '../model/bulk-run.ts';
import { COLUMNS_PARAM, columnsParam, hiddenFromUrl, useHiddenColumns } from '../model/column-choice.ts';
import { isFiltered, listParamNames, readListQuery, readSort, viewQuery, withParams } from '../model/list-params.ts';
import type { RegistryOverrides } from '../model/overrides.ts';
import { rememberOrder } from '../model/record-order.ts';
import { useRegistryRights } from '../model/rights.ts';
import type { RegistryRow } from '../model/row.ts';
import { useRegistryLive } from '../model/use-registry-live.ts';
import '../texts.ts';
import { BulkBar } from './bulk-bar.tsx';
import { BulkModal } from './bulk-modal.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListTotals } from './list-totals.tsx';
import { RegistryTable } from './registry-table.tsx';
import { ViewsMenu } from './views-menu.tsx';

/**
 * `/<name>`: a registry's list from its definition — search, filters, sort and columns in the
 * URL, saved views, server sort by the sortable columns, keyset pages on demand with a capped
 * total, a column chooser, row selection with bulk edit and delete, the xlsx export of the
 * filtered list and the create button for those who may create.
 */
export function RegistryListPage({ definition, overrides }: { definition: RegistryDefinition; overrides?: RegistryOverrides }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession().user?.id ?? 0;
  const rights = useRegistryRights(definition);
  const [stored, setStored] = useHiddenColumns(definition.name);
  const [urlParams] = useSearchParams();
  const given = overrides?.listQuery;
  const fixed = typeof given === 'function' ? given(urlParams) : (given ?? {});
  const list = useKeysetList(listParamNames(definition), (filter) =>
    registryListQuery(definition, { ...readListQuery(definition, new URLSearchParams(filter as Record<string, string>)), ...fixed }),
  );
  const { params } = list;
  const listQuery = { ...readListQuery(definition, params), ...fixed };
  const totals = useQuery({ ...registryTotalsQuery(definition, listQuery), enabled: hasListTotals(definition) }).data?.totals;
  const hidden = hiddenFromUrl(definition, params, stored);
  const rows = list.rows as RegistryRow[];
  const title = definition.label[lang];
  usePageTitle(null, null, title);
  useRegistryLive(definition);
  // The selection belongs to one list query: another filter starts a fresh one.
  const query = new URLSearchParams(readListQuery(definition, params)).toString();
  // Remounts the filter controls (some keep their own text) once a saved view's query is in the URL.
  const [revision, setRevision] = useState(0);
  const pendingView = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pendingView.current !== query) return;
    pendingView.current = null;
    setRevision((r) => r + 1);
  }, [query]);
  const [selection, setSelection] = useState<{ query: string; rows: RegistryRow[] }>({ query, rows: [] });
  const selected = selection.query === query ? selection.rows : [];
  const [bulk, setBulk] = useState<'edit' | 'delete' | null>(null);

  const setParams = (patch: Record<string, string | null>) => navigate({ search: withParams(params, patch).toString() }, { replace: true });
  const filtered = isFiltered(definition, params);
  const setSearchText = (value: string) => list.searchBox.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>);
  const reset = () => {
    setSearchText('');
    navigate({ search: withParams(new URLSearchParams(), { [COLUMNS_PARAM]: params.get(COLUMNS_PARAM) }).toString() }, { replace: true });
  };
  const applyView = (saved: string) => {
    const next = new URLSearchParams(saved);
    const cols = columnsParam(definition, hiddenFromUrl(definition, next, stored), stored);
    const search = withParams(next, { [COLUMNS_PARAM]: cols });
    setSearchText(search.get('search') ?? '');
    const target = new URLSearchParams(readListQuery(definition, search)).toString();
    pendingView.current = target === query ? null : target;
    setRevision((r) => r + 1);
    navigate({ search: search.toString() });
  };
  const select = (picked: RegistryRow[]) => {
    if (picked.length > BULK_MAX) toast(2, t('registry.bulk.limit', { max: BULK_MAX }));
    setSelection({ query, rows: picked.slice(0, BULK_MAX) });
  };
  const bulkDone = (result: BulkResult | null) => {
    setBulk(null);
    if (!result) return;
    const failed = new Set(result.failures.map((f) => f.id));
    setSelection({ query, rows: selected.filter((r) => failed.has(r.id)) });
    void client.invalidateQueries({ queryKey: registryKeys.all(definition.name) });
  };
  const exportUrl = buildUrl(`${registryApi(definition)}/export`, listQuery);
  const canBulk = rights.edit || rights.delete;

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{title}</Typography.Title>
        <Space wrap>
          <ViewsMenu registry={definition.name} userId={userId} current={viewQuery(definition, params, hidden)} onApply={applyView} />
          <ColumnChooser
            definition={definition}
            hidden={hidden}
            onChange={(next) => {
              setStored(next);
              setParams({ [COLUMNS_PARAM]: null });
            }}
          />
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
      {overrides?.listHeader?.()}
      <ListFilters
        key={revision}
        definition={definition}
        params={params}
        onChange={setParams}
        searchBox={list.searchBox}
        onReset={filtered ? reset : undefined}
      />
      {selected.length > 0 && (
        <BulkBar
          count={selected.length}
          rights={rights}
          onEdit={() => setBulk('edit')}
          onDelete={() => setBulk('delete')}
          onClear={() => setSelection({ query, rows: [] })}
        />
      )}
      {bulk && <BulkModal definition={definition} rows={selected} mode={bulk} onClose={bulkDone} />}
      <RegistryTable
        definition={definition}
        rows={rows}
        loading={list.loading}
        hidden={hidden}
        sort={readSort(definition, params)}
        onSort={(sort) => setParams({ sort: sort?.field ?? null, order: sort?.order ?? null })}
        extraColumns={overrides?.columns}
        selection={canBulk ? { ids: selected.map((r) => r.id), onChange: select } : undefined}
        onOpen={() =>
          rememberOrder(
            definition.name,
            rows.map((r) => r.id),
          )
        }
        empty={<Empty description={filtered ? t('registry.emptyFiltered') : t('registry.emptyTitle')} />}
        footer={
          <LoadMoreFooter
            total={
              list.total !== undefined && (
                <>
                  {t('registry.total', { total: list.total })}
                  <ListTotals definition={definition} totals={totals} />
                </>
              )
            }
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        }
      />
    </div>
  );
}
