import { DOCUMENT_DIRECTIONS, DOCUMENT_STATES, documentsRegistry, registryApi } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/api/index.ts';
import type { KeysetPage } from '../../../shared/api/use-keyset-list.ts';
import { formatDate } from '../../../shared/format.ts';
import type { CardContext, RegistryRow } from '../../registry/index.ts';
import '../texts.ts';

/** `GET documents?project_id=`: a keyset page of the project's documents (the documents registry's list). */
const fetchDocuments = (projectId: number, cursor?: string) =>
  api<KeysetPage<RegistryRow>>(registryApi(documentsRegistry), { query: { project_id: projectId, cursor, limit: 50 } });

/**
 * The project card's «Документы» tab (spec 1 §2 `/projects` {id}): the documents whose project is
 * this one, each opening its card (`/documents/:id`). Its queries start with the documents
 * registry's key, so the registry's writes and live events refresh it.
 */
export function DocumentsTab({ record }: CardContext) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const list = useInfiniteQuery({
    queryKey: ['registry', documentsRegistry.name, 'project', record.id],
    queryFn: ({ pageParam }) => fetchDocuments(record.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.next_cursor ? String(last.next_cursor) : undefined),
  });
  if (list.isError) return <Alert type="error" showIcon title={t('projects.documentsFailed')} />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const tag = (options: readonly { value: string; ru: string; en: string; color: string }[], value: unknown) => {
    const option = options.find((o) => o.value === value);
    return option ? <Tag color={option.color}>{option[lang]}</Tag> : null;
  };

  const columns: ColumnsType<RegistryRow> = [
    {
      key: 'number',
      title: t('projects.documents.number'),
      render: (_, r) => <Link to={`/documents/${r.id}`}>{String(r.number ?? `№${r.id}`)}</Link>,
    },
    { key: 'date', title: t('projects.documents.date'), width: 110, render: (_, r) => formatDate(r.date as string | null) },
    { key: 'subject', title: t('projects.documents.subject'), render: (_, r) => String(r.subject ?? '') },
    { key: 'inbox', title: t('projects.documents.direction'), responsive: ['md'], render: (_, r) => tag(DOCUMENT_DIRECTIONS, r.inbox) },
    { key: 'state', title: t('projects.col.status'), render: (_, r) => tag(DOCUMENT_STATES, r.state) },
    {
      key: 'organization',
      title: t('projects.documents.organization'),
      responsive: ['lg'],
      render: (_, r) => String(r.organization_id_name ?? ''),
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {total !== undefined && <Typography.Text type="secondary">{t('projects.total', { total })}</Typography.Text>}
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t('projects.noDocuments')} />
      ) : (
        <Table<RegistryRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="project-documents"
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
