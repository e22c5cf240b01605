import { ArrowRightOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.ts';
import { formatDateTime } from '../../format.ts';
import './texts.ts';

/** A history row (ARCHITECTURE.md "Data conventions": who, when, field, old, new). */
export interface HistoryRow {
  id: number;
  date_add: string;
  who_add_fio: string;
  who_add_avatar: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
}
interface HistoryPage {
  items: HistoryRow[];
  next_cursor: string | null;
}

export interface HistoryTabProps {
  module: string;
  objectId: number | string;
  /**
   * Labels of the module's wire field names (`status` → 'Статус'); unknown fields show their
   * name. The kit's own fields (`tag`, `file`, `network_link`) have default labels these override.
   */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Labels of field names no fixed list can hold (`snab.12.status` → 'Позиция «Бумага»: Статус'); before `fieldLabels`. */
  fieldLabel?: (field: string) => string | undefined;
  /** Optional display of a value (ids to names...); the raw text otherwise. */
  formatValue?: (field: string, value: string) => ReactNode;
  /** Rows per page (default 50, at most 200). */
  pageSize?: number;
}

/** History fields the collaboration kit writes itself (tags, attachments, network links). */
export const KIT_HISTORY_FIELDS = ['tag', 'file', 'network_link'] as const;

/**
 * Rows that record an action rather than a change of a field (`create` with the new
 * record's name, `purge` with the purged one's): shown as "Создано: «…»", without an arrow.
 */
export const ACTION_HISTORY_FIELDS = ['create', 'created', 'purge'] as const;
const isAction = (field: string) => (ACTION_HISTORY_FIELDS as readonly string[]).includes(field);

export const historyKey = (module: string, objectId: number | string) => ['history', module, String(objectId)] as const;

/** The History tab: GET history/:module/:objectId newest first, keyset "show more", dates dd.MM.yyyy HH:mm. */
export function HistoryTab({ module, objectId, fieldLabels = {}, fieldLabel, formatValue, pageSize = 50 }: HistoryTabProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: [...historyKey(module, objectId), pageSize],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<HistoryPage>(`history/${encodeURIComponent(module)}/${encodeURIComponent(String(objectId))}`, {
        query: { cursor: pageParam ?? undefined, limit: pageSize },
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

  if (query.isPending) return <Spin size="small" />;
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.history.empty')} />;
  const labelOf = (field: string) =>
    fieldLabel?.(field) ??
    fieldLabels[field] ??
    ((KIT_HISTORY_FIELDS as readonly string[]).includes(field) || isAction(field) ? t(`widgets.history.fields.${field}`) : field);
  const show = (field: string, value: string | null) =>
    value === null || value === '' ? (
      <em style={{ opacity: 0.6 }}>{t('widgets.history.emptyValue')}</em>
    ) : (
      (formatValue?.(field, value) ?? value)
    );

  return (
    <div className="history-tab">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
        {rows.map((row) => (
          <li key={row.id} style={{ display: 'flex', gap: 8 }}>
            <Avatar size={24} src={row.who_add_avatar || undefined} alt={row.who_add_fio}>
              {row.who_add_fio.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <div style={{ fontSize: 12, opacity: 0.65 }}>
                <time>{formatDateTime(row.date_add)}</time> · {row.who_add_fio}
              </div>
              <div>
                <strong>{labelOf(row.field)}</strong>:{' '}
                {isAction(row.field) ? (
                  <span style={{ overflowWrap: 'anywhere' }}>«{show(row.field, row.new_value ?? row.old_value)}»</span>
                ) : (
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {show(row.field, row.old_value)} <ArrowRightOutlined style={{ fontSize: 10 }} /> {show(row.field, row.new_value)}
                  </span>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button style={{ marginTop: 8 }} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('widgets.history.more')}
        </Button>
      )}
    </div>
  );
}
