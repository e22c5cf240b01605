import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { hasPermit, type TrashItem, type TrashModuleInfo } from '@app/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { useSession } from '../../session/index.ts';
import { trashKeys } from '../api/keys.ts';
import { trashListQuery } from '../api/list.ts';
import { purgeFromTrash } from '../api/purge.ts';
import { restoreFromTrash } from '../api/restore.ts';
import '../texts.ts';

/** A refused action in a danger toast: the server's message (already in the user's language). */
function failed(error: unknown) {
  if (isApiError(error) && error.status < 500) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    toast(1, first ?? error.message);
  } else {
    console.error(error);
    toast(1, i18n.t('common.error'));
  }
}

/**
 * `/trash` (spec 1 §2, `trash_view`; issue 11): deleted records of every section the user
 * sees, newest first — section, record (a link to its card), who and when deleted — with the
 * section filter in the URL (`?module=`), restore, and purge for those with `trash_purge`.
 */
export function TrashPage() {
  const { t, i18n: current } = useTranslation();
  const lang = current.language === 'en' ? 'en' : 'ru';
  const { user } = useSession();
  const mayPurge = Boolean(user && hasPermit(user, 'trash_purge'));
  const [params, setParams] = useSearchParams();
  const module = params.get('module') || null;
  const query = useInfiniteQuery(trashListQuery(module));
  const queryClient = useQueryClient();
  const [confirm, holder] = useConfirmDialog();
  const [busy, setBusy] = useState<string | null>(null);
  usePageTitle(null, null, t('trash.title'));

  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const modules: TrashModuleInfo[] = query.data?.pages[0]?.modules ?? [];
  const labelOf = (name: string) => modules.find((m) => m.module === name)?.[lang] ?? name;
  const purgeable = (name: string) => modules.find((m) => m.module === name)?.purge ?? false;
  const setModule = (value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('module', value);
    else next.delete('module');
    setParams(next, { replace: true });
  };

  const run = async (row: TrashItem, action: () => Promise<unknown>, done: string) => {
    setBusy(`${row.module}:${row.id}`);
    try {
      await action();
      toast(0, done);
      await queryClient.invalidateQueries({ queryKey: trashKeys.all });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const restore = (row: TrashItem) => run(row, () => restoreFromTrash(row.module, row.id), t('trash.restored'));
  const purge = async (row: TrashItem) => {
    const ok = await confirm({
      title: t('trash.purgeConfirm', { title: row.title }),
      content: t('trash.purgeHint'),
      danger: true,
      okText: t('trash.purge'),
    });
    if (ok) await run(row, () => purgeFromTrash(row.module, row.id), t('trash.purged'));
  };

  const columns: TableColumnsType<TrashItem> = [
    { key: 'module', title: t('trash.module'), render: (_, row) => labelOf(row.module), responsive: ['sm'] },
    {
      key: 'title',
      title: t('trash.record'),
      render: (_, row) => (
        <div>
          {/* A block of its own: the link is not part of a running text (WCAG 1.4.1). */}
          <div>
            <Link to={row.link}>{row.title}</Link>
          </div>
          <div className="trash-mobile-meta">
            <Typography.Text type="secondary">
              {labelOf(row.module)} · {formatDateTime(row.date_delete)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'who',
      title: t('trash.deletedBy'),
      render: (_, row) => row.who_delete_name ?? t('trash.unknownUser'),
      responsive: ['md'],
    },
    { key: 'when', title: t('trash.deletedAt'), render: (_, row) => formatDateTime(row.date_delete), responsive: ['sm'] },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, row) => {
        const loading = busy === `${row.module}:${row.id}`;
        return (
          <Space wrap size={4}>
            <Button size="small" icon={<UndoOutlined />} loading={loading} onClick={() => void restore(row)}>
              {t('trash.restore')}
            </Button>
            {mayPurge && purgeable(row.module) && (
              <Button size="small" danger icon={<DeleteOutlined />} disabled={loading} onClick={() => void purge(row)}>
                {t('trash.purge')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="trash-page">
      {holder}
      <style>{'.trash-mobile-meta{display:none}@media (max-width:575px){.trash-mobile-meta{display:block}}'}</style>
      <div className="page-header">
        <Typography.Title level={2}>{t('trash.title')}</Typography.Title>
        <Select
          aria-label={t('trash.module')}
          allowClear
          placeholder={t('trash.allModules')}
          value={module ?? undefined}
          onChange={(value?: string) => setModule(value)}
          options={modules.map((m) => ({ value: m.module, label: m[lang] }))}
          style={{ minWidth: 200, maxWidth: '100%' }}
        />
      </div>
      <Table<TrashItem>
        rowKey={(row) => `${row.module}:${row.id}`}
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        size="middle"
        locale={{ emptyText: query.isLoading ? ' ' : <Empty description={module ? t('trash.emptyFiltered') : t('trash.empty')} /> }}
        footer={
          query.hasNextPage
            ? () => (
                <LoadMoreFooter
                  total={null}
                  hasMore={query.hasNextPage}
                  loadingMore={query.isFetchingNextPage}
                  onLoadMore={() => void query.fetchNextPage()}
                />
              )
            : undefined
        }
      />
    </div>
  );
}
