import { type RegistryDefinition, registryApi } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/index.ts';
import type { KeysetPage } from '../../../shared/api/use-keyset-list.ts';
import type { RegistryRow } from '../../registry/index.ts';
import '../texts.ts';

export type Lang = 'ru' | 'en';

/** A coloured tag of a vocabulary value (a contract's or a document's state, a direction). */
export function optionTag(
  options: readonly { value: string; ru: string; en: string; color: string }[],
  value: unknown,
  lang: Lang,
): ReactNode {
  const option = options.find((o) => o.value === value);
  return option ? <Tag color={option.color}>{option[lang]}</Tag> : null;
}

interface ProjectRecordsTabProps {
  /** The registry whose records name the project (`?project_id=` of its list). */
  registry: RegistryDefinition;
  projectId: number;
  columns: (lang: Lang) => ColumnsType<RegistryRow>;
  /** Message keys: the list failed, the list is empty. */
  failedKey: string;
  emptyKey: string;
  testId: string;
}

/**
 * A tab of the project card listing another registry's records linked to the project, a keyset
 * page at a time. Its queries start with that registry's key, so the registry's writes and live
 * events refresh it.
 */
export function ProjectRecordsTab({ registry, projectId, columns, failedKey, emptyKey, testId }: ProjectRecordsTabProps) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ru';
  const list = useInfiniteQuery({
    queryKey: ['registry', registry.name, 'project', projectId],
    queryFn: ({ pageParam }) =>
      api<KeysetPage<RegistryRow>>(registryApi(registry), { query: { project_id: projectId, cursor: pageParam, limit: 50 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.next_cursor ? String(last.next_cursor) : undefined),
  });
  if (list.isError) return <Alert type="error" showIcon title={t(failedKey)} />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {total !== undefined && <Typography.Text type="secondary">{t('projects.total', { total })}</Typography.Text>}
      {list.isSuccess && items.length === 0 ? (
        <Empty description={t(emptyKey)} />
      ) : (
        <Table<RegistryRow>
          rowKey="id"
          size="small"
          columns={columns(lang)}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid={testId}
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
