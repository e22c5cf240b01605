import { CHANNELS, type NotificationEvent, type NotificationItem } from '@app/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.ts';
import { subscribe } from '../../../shared/realtime/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { type NoticesFilter, noticesKeys } from '../api/keys.ts';
import { noticesListQuery } from '../api/list.ts';
import { markNoticesRead } from '../api/mark-read.ts';

type ReadFilter = 'all' | 'unread' | 'read';

/** The list tab: filters in the URL (`?read=unread|read`, `?module=`), newest first, live. */
export function NoticesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const read: ReadFilter = params.get('read') === 'unread' ? 'unread' : params.get('read') === 'read' ? 'read' : 'all';
  const filter: NoticesFilter = { module: params.get('module') || null, is_read: read === 'unread' ? 0 : read === 'read' ? 1 : null };
  const query = useInfiniteQuery(noticesListQuery(filter));
  const [busy, setBusy] = useState(false);
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const modules = query.data?.pages[0]?.modules ?? [];
  const moduleLabel = (name: string) => t(`notices.modules.${name}`, { defaultValue: t(`menu.${name}`, { defaultValue: name }) });

  // A new notification (spec 1 §7) refreshes the lists: it appears at the top.
  useEffect(
    () =>
      subscribe<NotificationEvent>(CHANNELS.notifications, (event) => {
        if (event?.action === 'new_notification') void client.invalidateQueries({ queryKey: noticesKeys.lists });
      }),
    [client],
  );

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const refresh = () => client.invalidateQueries({ queryKey: noticesKeys.all });
  const open = async (row: NotificationItem) => {
    if (!row.is_read) {
      try {
        await markNoticesRead(row.id);
      } catch (error) {
        console.error(error);
      }
      void refresh();
    }
    if (row.link) navigate(row.link);
  };
  const markAll = async () => {
    setBusy(true);
    try {
      await markNoticesRead();
      toast(0, t('notices.markedAllRead'));
      await refresh();
    } catch (error) {
      console.error(error);
      toast(1, t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  const filtered = filter.module !== null || filter.is_read !== null;
  return (
    <div>
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        <Segmented<ReadFilter>
          aria-label={t('notices.filterRead')}
          value={read}
          onChange={(value) => setParam('read', value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('notices.all') },
            { value: 'unread', label: t('notices.unread') },
            { value: 'read', label: t('notices.read') },
          ]}
        />
        <Select
          aria-label={t('notices.module')}
          allowClear
          placeholder={t('notices.allModules')}
          value={filter.module ?? undefined}
          onChange={(value?: string) => setParam('module', value ?? null)}
          options={[...new Set([...modules, ...(filter.module ? [filter.module] : [])])].map((m) => ({ value: m, label: moduleLabel(m) }))}
          style={{ minWidth: 180, maxWidth: '100%' }}
        />
        <Button onClick={() => void markAll()} loading={busy}>
          {t('notices.markAllRead')}
        </Button>
      </Space>
      {query.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin aria-label={t('app.loading')} />
        </div>
      ) : (
        <>
          {rows.length === 0 ? (
            <Empty description={filtered ? t('notices.emptyFiltered') : t('notices.empty')} />
          ) : (
            <ul className="notices-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((row) => (
                <li key={row.id} data-testid="notice-row" style={{ padding: '10px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                  <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                    {!row.is_read && <Badge status="processing" aria-label={t('notices.newBadge')} />}
                    {row.link ? (
                      <a
                        href={row.link}
                        onClick={(event) => {
                          event.preventDefault();
                          void open(row);
                        }}
                        style={{ fontWeight: row.is_read ? 400 : 600, overflowWrap: 'anywhere' }}
                      >
                        {row.title}
                      </a>
                    ) : (
                      <Typography.Text strong={!row.is_read} style={{ overflowWrap: 'anywhere' }}>
                        {row.title}
                      </Typography.Text>
                    )}
                  </div>
                  <Space size={4} wrap style={{ marginTop: 4 }}>
                    {row.module && <Tag>{moduleLabel(row.module)}</Tag>}
                    <Typography.Text type="secondary">{formatDateTime(row.date_add)}</Typography.Text>
                  </Space>
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <div style={{ marginTop: 12 }}>
              <LoadMoreFooter
                total={null}
                hasMore={query.hasNextPage}
                loadingMore={query.isFetchingNextPage}
                onLoadMore={() => void query.fetchNextPage()}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
