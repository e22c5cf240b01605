import type { BudgetRow } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { LineChart } from '../../../shared/ui/charts.tsx';
import { budgetingKeys, budgetTableQuery, type Choice, exportUrl, savePlanCell, templateUrl } from '../api/budgeting-api.ts';
import { useBudgetingLive } from '../api/use-budgeting-live.ts';
import { FactDrawer, HistoryDrawer } from '../components/budget-drawers.tsx';
import { BudgetGrid, type FactTarget } from '../components/budget-grid.tsx';
import { ImportPlan } from '../components/import-plan.tsx';
import '../budgeting.css';
import '../texts.ts';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 7 }, (_, i) => THIS_YEAR - 4 + i);

/**
 * `/budgeting` (spec 1 §2, one screen): organization and year (in the URL), the plan-vs-fact grid
 * (cells save at once), the chart of the chosen item (or all), the drill-down of a fact cell, the
 * plan's history, the Excel template / upload / export.
 */
export function BudgetingHomePage() {
  const { t } = useTranslation();
  usePageTitle(null, t('budgeting.title'), null);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  useBudgetingLive();
  const year = Number(params.get('year')) || THIS_YEAR;
  const organization = Number(params.get('organization_id')) || undefined;
  const choice: Choice = { organization_id: organization, year };
  const query = useQuery(budgetTableQuery(choice));
  const table = query.data;
  const resolved: Choice = { organization_id: table?.organization_id ?? organization, year };
  const [chartRow, setChartRow] = useState<BudgetRow | null>(null);
  const [fact, setFact] = useState<FactTarget | null>(null);
  const [history, setHistory] = useState(false);

  const choose = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
    setChartRow(null);
  };
  const refresh = () => client.invalidateQueries({ queryKey: budgetingKeys.all });
  const save = async (row: BudgetRow, month: number, amount: string) => {
    if (!table) return;
    await savePlanCell({ organization_id: table.organization_id, expenditure_id: row.id, year, month, amount });
    await refresh();
  };

  const shownRow = chartRow ? (table?.rows.find((r) => r.id === chartRow.id) ?? null) : null;
  const series = shownRow ?? table?.totals;
  const chartName = shownRow ? shownRow.name : t('budgeting.chartAll');

  return (
    <div className="budget-page">
      <Typography.Title level={4}>{t('budgeting.title')}</Typography.Title>
      <Space wrap className="budget-toolbar">
        <Select
          className="budget-org"
          aria-label={t('budgeting.organization')}
          placeholder={t('budgeting.organization')}
          value={table?.organization_id}
          loading={query.isPending}
          options={(table?.organizations ?? []).map((o) => ({ value: o.id, label: o.name }))}
          onChange={(value: number) => choose({ organization_id: String(value) })}
          notFoundContent={t('budgeting.noOrganizations')}
        />
        <Select
          aria-label={t('budgeting.year')}
          value={year}
          options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          onChange={(value: number) => choose({ year: String(value) })}
          style={{ width: 100 }}
        />
        <Button href={templateUrl(resolved)} download>
          {t('budgeting.template')}
        </Button>
        {table?.can_edit && <ImportPlan choice={resolved} onDone={() => void refresh()} />}
        <Button href={exportUrl(resolved)} download>
          {t('budgeting.export')}
        </Button>
        <Button onClick={() => setHistory(true)}>{t('budgeting.history')}</Button>
      </Space>
      {table && !table.can_edit && <Alert className="budget-note" type="info" showIcon message={t('budgeting.readOnly')} />}
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : table && table.rows.length === 0 ? (
        <Empty description={t('budgeting.empty')} />
      ) : table ? (
        <>
          {series && (
            <section className="budget-chart">
              <LineChart
                title={t('budgeting.chart', { name: chartName })}
                labels={Array.from({ length: 12 }, (_, m) => t(`budgeting.short.${m}`))}
                series={[
                  { name: t('budgeting.plan'), color: '#1677ff', values: series.plan.map(Number) },
                  { name: t('budgeting.fact'), color: '#d4380d', values: series.fact.map(Number) },
                ]}
                format={(v) => formatMoney(v)}
              />
              <Typography.Text type="secondary">{t('budgeting.chart', { name: chartName })}</Typography.Text>
            </section>
          )}
          <BudgetGrid table={table} onSave={save} onFact={setFact} onChart={setChartRow} />
        </>
      ) : null}
      <FactDrawer choice={resolved} target={fact} onClose={() => setFact(null)} />
      <HistoryDrawer choice={resolved} open={history} onClose={() => setHistory(false)} />
    </div>
  );
}
