import { APPLICATION_STATUSES, APPLICATIONS_CHANNEL, type ApplicationListPage, INVOICES_CHANNEL } from '@app/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { subscribe } from '../../../shared/realtime/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { type ApplicationsFilters, fetchApplications, projectsKeys } from '../api/projects-api.ts';
import '../texts.ts';

type Row = ApplicationListPage['items'][number];

/** One option per status code (two codes share a label: both «Удалена»). */
const STATUS_OPTIONS = APPLICATION_STATUSES.filter((s, i, all) => all.findIndex((o) => o.ru === s.ru) === i);

/**
 * Refetches the tab when an application changes (linked, unlinked, renamed, status), batched for
 * 300 ms: the list room for users who see every application, the user's room for the rest.
 */
function useApplicationsLive(projectId: number) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: projectsKeys.applications(projectId) });
    }, 300);
  }, [client, projectId]);
  useObjectRoom('applications_list', 'all', APPLICATIONS_CHANNEL, refresh);
  useEffect(() => subscribe(INVOICES_CHANNEL, refresh), [refresh]);
  useEffect(() => () => clearTimeout(timer.current), []);
}

/**
 * The project card's «Заявки» tab: the applications linking the project that the user sees
 * (`GET applications?project=`), filtered by status and number or name, keyset pages, live.
 */
export function ApplicationsTab({ record }: CardContext) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const [filters, setFilters] = useState<ApplicationsFilters>({});
  const [typed, setTyped] = useState('');
  useApplicationsLive(record.id);
  const list = useInfiniteQuery({
    queryKey: projectsKeys.applicationsOf(record.id, filters),
    queryFn: ({ pageParam }) => fetchApplications(record.id, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = Boolean(filters.status || filters.search);

  const columns: ColumnsType<Row> = [
    { key: 'id', title: t('projects.col.id'), width: 80, render: (_, r) => <Link to={`/applications/${r.id}`}>{r.id}</Link> },
    { key: 'name', title: t('projects.col.name'), render: (_, r) => <Link to={`/applications/${r.id}`}>{r.name}</Link> },
    {
      key: 'status',
      title: t('projects.col.status'),
      width: 170,
      render: (_, r) => <Tag color={r.status_color ?? undefined}>{r.status_name}</Tag>,
    },
    { key: 'date_add', title: t('projects.col.dateAdd'), width: 110, responsive: ['sm'], render: (_, r) => formatDate(r.date_add) },
    { key: 'date_want', title: t('projects.col.dateWant'), width: 110, responsive: ['md'], render: (_, r) => r.date_want_display ?? '' },
    { key: 'author', title: t('projects.col.author'), responsive: ['lg'], render: (_, r) => r.who_add_fio ?? '' },
  ];

  return (
    // minmax(0, 1fr): the table scrolls inside the tab instead of widening the page (360 px).
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Select
          aria-label={t('projects.status')}
          allowClear
          placeholder={t('projects.allStatuses')}
          style={{ width: 200, maxWidth: '100%' }}
          value={filters.status}
          options={STATUS_OPTIONS.map((s) => ({ value: s.code, label: s[lang] }))}
          onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
        />
        <Input.Search
          aria-label={t('projects.search')}
          placeholder={t('projects.search')}
          allowClear
          style={{ width: 240, maxWidth: '100%' }}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setFilters((f) => ({ ...f, search: undefined }));
          }}
          onSearch={(search) => setFilters((f) => ({ ...f, search: search.trim() || undefined }))}
        />
        {total !== undefined && <Typography.Text type="secondary">{t('projects.total', { total })}</Typography.Text>}
      </div>
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t(filtered ? 'projects.noneFound' : 'projects.noApplications')} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="project-applications"
        />
      )}
      {list.hasNextPage && (
        <Button onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('projects.more')}
        </Button>
      )}
    </div>
  );
}
