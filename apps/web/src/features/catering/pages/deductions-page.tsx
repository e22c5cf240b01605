import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/format.ts';
import { deductionsExcelUrl, deductionsQuery, settingsQuery } from '../api/catering-api.ts';
import '../texts.ts';

/** `/canteen/deductions`, `/cafe/deductions`: a month's sums per employee (the kitchen: everyone; others: their own), Excel. */
export function DeductionsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? settings.data?.today.slice(0, 7) ?? '';
  const data = useQuery({ ...deductionsQuery(month), enabled: !!month, placeholderData: keepPreviousData });
  const totals = data.data?.totals;
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('catering.nav.deductions')}</h1>}>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          aria-label={t('catering.month')}
          allowClear={false}
          format="MM.YYYY"
          value={month ? dayjs(`${month}-01`) : null}
          onChange={(d) => d && setParams({ month: d.format('YYYY-MM') })}
        />
        <Button icon={<DownloadOutlined />} href={month ? deductionsExcelUrl(month) : undefined} disabled={!month}>
          {t('catering.excel')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="user_id"
        loading={data.isFetching}
        dataSource={data.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, size: 'small', showSizeChanger: false }}
        locale={{ emptyText: data.isPending ? t('catering.loading') : <Empty description={t('catering.noDeductions')} /> }}
        columns={[
          { key: 'name', title: t('catering.employee'), dataIndex: 'user_name' },
          {
            key: 'canteen',
            title: t('catering.canteenSum'),
            align: 'right',
            render: (_, r) => <span className="catering-money">{formatMoney(r.canteen)}</span>,
          },
          {
            key: 'cafe',
            title: t('catering.cafeSum'),
            align: 'right',
            render: (_, r) => <span className="catering-money">{formatMoney(r.cafe)}</span>,
          },
          { key: 'total', title: t('catering.total'), align: 'right', render: (_, r) => <strong>{formatMoney(r.total)}</strong> },
        ]}
        summary={() =>
          totals && (data.data?.rows.length ?? 0) > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('catering.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatMoney(totals.canteen)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {formatMoney(totals.cafe)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{formatMoney(totals.total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
