import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeysetList } from '../../../shared/api/use-keyset-list.ts';
import { LoadMoreFooter } from '../../../shared/ui/load-more-footer.tsx';
import { extractsKeys, fetchFiles, fetchLines, LINE_FILTER_KEYS, type LinesFilter } from './extracts-api.ts';
import { LinesTable } from './lines-table.tsx';
import { UploadCard } from './upload-card.tsx';
import './texts.ts';

const DAY = 'YYYY-MM-DD';

/**
 * `/invoices/directories/extracts` (right `registry_paid_view`): uploading 1C extracts and the
 * extract lines with their proposed payments, filtered by period, account, matching and
 * partner (all in the URL); confirm or ignore lines one by one or the selected ones.
 */
export function ExtractsPage() {
  const { t } = useTranslation();
  const files = useQuery({ queryKey: extractsKeys.files, queryFn: fetchFiles });
  const accounts = [...new Set((files.data?.items ?? []).flatMap((f) => f.accounts))];
  const list = useKeysetList(LINE_FILTER_KEYS, (f: LinesFilter) => ({
    queryKey: extractsKeys.lines(f),
    queryFn: ({ pageParam }) => fetchLines(f, pageParam),
    initialPageParam: null as string | number | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  }));
  const { filter, setFilter } = list;
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null =
    filter.date_from && filter.date_to ? [dayjs(filter.date_from, DAY), dayjs(filter.date_to, DAY)] : null;

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('extracts.title')}</Typography.Title>
        <Link to="/invoices/directories/banks">{t('extracts.banks')}</Link>
      </div>
      <UploadCard />
      <div className="filters">
        <DatePicker.RangePicker
          format="DD.MM.YYYY"
          aria-label={t('extracts.filter.dates')}
          value={range}
          onChange={(dates) => {
            setFilter('date_from', dates?.[0]?.format(DAY));
            setFilter('date_to', dates?.[1]?.format(DAY));
          }}
        />
        <Select
          allowClear
          showSearch
          placeholder={t('extracts.filter.account')}
          aria-label={t('extracts.filter.account')}
          value={filter.account}
          options={accounts.map((a) => ({ value: a, label: a }))}
          onChange={(v?: string) => setFilter('account', v)}
          style={{ minWidth: 220 }}
        />
        <Select
          allowClear
          placeholder={t('extracts.filter.matched')}
          aria-label={t('extracts.filter.matched')}
          value={filter.matched}
          options={[
            { value: '1', label: t('extracts.filter.matchedYes') },
            { value: '0', label: t('extracts.filter.matchedNo') },
          ]}
          onChange={(v?: string) => setFilter('matched', v)}
          style={{ minWidth: 180 }}
        />
        <Input.Search allowClear {...list.searchBox} placeholder={t('extracts.filter.partner')} aria-label={t('extracts.filter.partner')} />
      </div>
      <LinesTable
        rows={list.rows}
        loading={list.loading}
        footer={() => (
          <LoadMoreFooter
            total={list.total !== undefined && t('extracts.total', { total: list.total })}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        )}
      />
    </div>
  );
}
