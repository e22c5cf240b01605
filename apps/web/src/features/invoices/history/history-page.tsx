import { type InvoiceHistoryItem, invoicesRegistry } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { fetchInvoicesHistory, historyKey } from './history-api.ts';
import './texts.ts';

/** Labels of the invoices' own history fields (the rest are the registry's fields). */
const OWN_FIELDS: Record<string, { ru: string; en: string }> = {
  payment: { ru: 'Платёж', en: 'Payment' },
  files: { ru: 'Файлы', en: 'Files' },
  main_file: { ru: 'Основной файл', en: 'Main file' },
  file: { ru: 'Файл', en: 'File' },
  tag: { ru: 'Тег', en: 'Tag' },
  status: { ru: 'Удаление / восстановление', en: 'Delete / restore' },
};

function fieldLabel(name: string, lang: 'ru' | 'en'): string {
  const field = invoicesRegistry.fields.find((f) => f.name === name);
  return field ? field.label[lang] : (OWN_FIELDS[name]?.[lang] ?? name);
}

/**
 * `/invoices/history` (invoices_view): the latest changes across the invoices of the lists the
 * user may see — who, when, which field, before and after — each with a link to its invoice;
 * "show more" loads the next page.
 */
export function InvoicesHistoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const query = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam }) => fetchInvoicesHistory(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('invoices.history.title')}
        </Typography.Title>
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon title={isApiError(query.error) ? query.error.message : String(query.error)} />
      ) : query.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('invoices.history.empty')} />
      ) : (
        <>
          <Table<InvoiceHistoryItem>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={rows}
            columns={[
              { key: 'date', title: t('invoices.history.date'), width: 140, render: (_, r) => formatDateTime(r.date_add) },
              { key: 'who', title: t('invoices.history.who'), render: (_, r) => r.who_add_fio ?? '' },
              {
                key: 'invoice',
                title: t('invoices.history.invoice'),
                render: (_, r) => (
                  <Link to={`/invoices/list/${r.list}/${r.invoice_id}`}>
                    {t('invoices.history.invoiceOf', { number: r.invoice_number ?? r.invoice_id })}
                  </Link>
                ),
              },
              { key: 'field', title: t('invoices.history.field'), render: (_, r) => fieldLabel(r.field, lang) },
              { key: 'old', title: t('invoices.history.old'), render: (_, r) => r.old_value ?? '' },
              { key: 'new', title: t('invoices.history.new'), render: (_, r) => r.new_value ?? '' },
            ]}
          />
          {query.hasNextPage ? (
            <Button style={{ marginTop: 12 }} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('invoices.history.more')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
