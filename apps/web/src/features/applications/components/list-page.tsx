import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buildUrl } from '../../../shared/api/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { can, useMe } from '../../session/index.ts';
import { useApplicationsList } from '../api/list.ts';
import { useCompanyParams } from '../model/company-params.ts';
import { seesUrgentReason } from '../model/urgent.ts';
import { intervalFromQuery, type ListFilters, listQuery, readFilters, writeFilters } from '../model/url-filters.ts';
import { useApplicationsRealtime } from '../model/use-applications-realtime.ts';
import '../texts.ts';
import { ApplicationsTable } from './applications-table.tsx';
import { ImportButton } from './import-button.tsx';
import { ListFiltersBar } from './list-filters.tsx';

/** `/applications` and `/applications/interval/:from/:to`: the list with filters in the URL. */
export function ListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { from, to } = useParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(params), [params]);
  const query = useMemo(() => listQuery(filters, from, to), [filters, from, to]);
  const list = useApplicationsList(query);
  const company = useCompanyParams().data;
  const me = useMe();
  usePageTitle(null, null, t('applications.section'));
  useApplicationsRealtime();

  // Spec 1 §2: a query interval is moved into the route parameter.
  useEffect(() => {
    const moved = intervalFromQuery(params.get('interval'));
    if (!moved) return;
    const rest = new URLSearchParams(params);
    rest.delete('interval');
    const qs = rest.toString();
    navigate(`/applications/interval/${moved.from}/${moved.to}${qs ? `?${qs}` : ''}`, { replace: true });
  }, [params, navigate]);

  const setFilters = (next: ListFilters) => setParams(writeFilters(next), { replace: true });
  const setInterval = (f: string | null, tt: string | null) => {
    const qs = params.toString();
    const suffix = qs ? `?${qs}` : '';
    navigate(f || tt ? `/applications/interval/${f ?? '-'}/${tt ?? '-'}${suffix}` : `/applications${suffix}`);
  };
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const exportUrl = buildUrl('/applications/export', { ...query, limit: undefined });

  return (
    <div style={{ padding: 16 }}>
      <div className="page-header">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('applications.section')}
        </Typography.Title>
        {/* The actions wrap under each other on a phone instead of widening the page. */}
        <Space wrap>
          {company?.export_datatable === 1 ? (
            <Button icon={<DownloadOutlined />} href={exportUrl} target="_blank">
              {t('applications.export')}
            </Button>
          ) : null}
          {/* The server takes an import from every signed-in user (it creates applications as the user), like the add button. */}
          <ImportButton />
          <Link to="/applications/add">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('applications.add')}
            </Button>
          </Link>
        </Space>
      </div>
      <ListFiltersBar
        filters={filters}
        from={from}
        to={to}
        onChange={setFilters}
        onInterval={setInterval}
        onReset={() => navigate('/applications')}
      />
      <ApplicationsTable items={items} loading={list.isLoading} readsUrgentReason={seesUrgentReason((p) => can(me, p))} />
      <Space style={{ marginTop: 12 }}>
        {total !== undefined ? <span>{t('applications.total', { total })}</span> : null}
        {list.hasNextPage ? (
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('applications.loadMore')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
