import type { RecruitingStatistics } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Space, Spin, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { BarChart, LineChart } from '../../../shared/ui/charts.tsx';
import { ErrorCard } from '../../../shared/ui/index.ts';
import { statisticsQuery } from '../api.ts';
import { presetColor, sourceLabel, stageColor, stageLabel } from '../model/labels.ts';
import '../texts.ts';
import { VacancySelect } from './vacancy-select.tsx';

const days = (value: number | null) => (value === null ? '—' : formatNumber(value, 1));

/** The charts of one period: funnel, time to hire, sources, staff turnover; an empty period says so. */
export function StatisticsView({ data }: { data: RecruitingStatistics }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const candidates = data.funnel.reduce((sum, s) => sum + s.count, 0);
  const turnover = data.turnover.some((m) => m.hired || m.left);
  if (candidates === 0 && !turnover) return <Empty description={t('recruiting.stats.empty')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))', gap: 12 }}>
      <Card size="small" title={t('recruiting.stats.funnel')}>
        {candidates ? (
          <BarChart
            title={t('recruiting.stats.funnel')}
            bars={data.funnel.map((s) => ({ label: stageLabel(s.stage, lang), value: s.count, color: stageColor(s.stage) }))}
          />
        ) : (
          <Empty description={t('recruiting.stats.empty')} />
        )}
      </Card>
      <Card size="small" title={t('recruiting.stats.timeToHire')}>
        <Space size="large" wrap>
          <Statistic title={t('recruiting.stats.hired', { count: data.time_to_hire.hired })} value={days(data.time_to_hire.average_days)} />
          <Typography.Text type="secondary">
            {t('recruiting.stats.avgDays', { value: days(data.time_to_hire.average_days) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('recruiting.stats.medianDays', { value: days(data.time_to_hire.median_days) })}
          </Typography.Text>
        </Space>
      </Card>
      <Card size="small" title={t('recruiting.stats.sources')}>
        {data.sources.length ? (
          <BarChart
            title={t('recruiting.stats.sources')}
            bars={data.sources.map((s, i) => ({
              label: sourceLabel(s.source, lang) || '—',
              value: s.count,
              color: presetColor(['blue', 'green', 'gold', 'purple', 'cyan', 'orange', 'magenta', 'default'][i % 8]),
            }))}
          />
        ) : (
          <Empty description={t('recruiting.stats.empty')} />
        )}
      </Card>
      <Card size="small" title={t('recruiting.stats.turnover')} style={{ gridColumn: '1 / -1' }}>
        {turnover ? (
          <LineChart
            title={t('recruiting.stats.turnover')}
            labels={data.turnover.map((m) => dayjs(`${m.month}-01`).format('MM.YYYY'))}
            series={[
              { name: t('recruiting.stats.hiredSeries'), color: '#52c41a', values: data.turnover.map((m) => m.hired) },
              { name: t('recruiting.stats.firedSeries'), color: '#f5222d', values: data.turnover.map((m) => m.left) },
            ]}
          />
        ) : (
          <Empty description={t('recruiting.stats.empty')} />
        )}
      </Card>
    </div>
  );
}

/** `/humanresources/statistics`: the period (the last 12 months by default) and the vacancy, then the charts. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(12, 'month').add(1, 'day').startOf('day'),
    dayjs().startOf('day'),
  ]);
  const [vacancyId, setVacancyId] = useState<number | undefined>();
  const query = useQuery(statisticsQuery(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'), vacancyId));
  usePageTitle(null, t('recruiting.stats.title'), t('recruiting.section.statistics'));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('recruiting.stats.title')}
      </Typography.Title>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label={t('recruiting.stats.period')}
          format="DD.MM.YYYY"
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          style={{ maxWidth: '100%' }}
        />
        <VacancySelect all value={vacancyId} onChange={setVacancyId} />
      </Space>
      {query.isError ? <ErrorCard title={t('common.error')} /> : query.data ? <StatisticsView data={query.data} /> : <Spin />}
    </div>
  );
}
