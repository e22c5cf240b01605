import type { BudgetRow, BudgetTable } from '@app/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../shared/format.ts';
import { PlanInput } from './plan-input.tsx';

export interface FactTarget {
  itemId: number | null;
  itemName: string;
  month: number | null;
}

/** Deviation fact − plan and its percent of the plan (null for a zero plan). */
export function deviationOf(plan: string, fact: string) {
  const p = Math.round(Number(plan) * 100);
  const d = Math.round(Number(fact) * 100) - p;
  return { abs: d / 100, percent: p === 0 ? null : Math.round((d * 1000) / p) / 10, over: d > 0 };
}

/** One period's numbers: plan (editable on a leaf), fact (opens the invoices), deviation (over plan marked with a sign and text). */
function PeriodCell(props: {
  plan: string;
  fact: string;
  itemName: string;
  period: string;
  editable: boolean;
  onSave?: (amount: string) => Promise<unknown>;
  onFact: () => void;
}) {
  const { t } = useTranslation();
  const d = deviationOf(props.plan, props.fact);
  const sign = d.abs > 0 ? '+' : '';
  return (
    <td className={`budget-cell${d.over ? ' budget-over' : ''}`}>
      {props.editable && props.onSave ? (
        <PlanInput value={props.plan} label={t('budgeting.planOf', { item: props.itemName, period: props.period })} onSave={props.onSave} />
      ) : (
        <div className="budget-plan" title={t('budgeting.plan')}>
          {formatMoney(props.plan)}
        </div>
      )}
      <Button
        type="link"
        size="small"
        className="budget-fact"
        aria-label={t('budgeting.factOf', { item: props.itemName, period: props.period })}
        onClick={props.onFact}
      >
        {formatMoney(props.fact)}
      </Button>
      <div className="budget-dev" data-over={d.over ? '1' : undefined}>
        {d.over && (
          <span className="budget-over-mark" role="img" aria-label={t('budgeting.overPlan')}>
            ▲{' '}
          </span>
        )}
        {sign}
        {formatMoney(d.abs)}
        {d.percent !== null && ` (${sign}${formatNumber(d.percent, 1)} %)`}
        {d.over && <span className="budget-over-text"> {t('budgeting.overPlan')}</span>}
      </div>
    </td>
  );
}

/**
 * The plan-vs-fact grid: rows = the item tree (groups bold with subtotals), columns = 12 months
 * and the year; the item column stays fixed while the months scroll (360 px). The last row: the month totals.
 */
export function BudgetGrid(props: {
  table: BudgetTable;
  onSave: (row: BudgetRow, month: number, amount: string) => Promise<unknown>;
  onFact: (target: FactTarget) => void;
  onChart: (row: BudgetRow | null) => void;
}) {
  const { t } = useTranslation();
  const { table } = props;
  const months = Array.from({ length: 12 }, (_, m) => t(`budgeting.months.${m}`));
  const short = Array.from({ length: 12 }, (_, m) => t(`budgeting.short.${m}`));
  const yearLabel = `${t('budgeting.yearTotal')} ${table.year}`;
  return (
    <section className="budget-scroll" aria-label={t('budgeting.title')}>
      <table className="budget-grid">
        <thead>
          <tr>
            <th className="budget-sticky" scope="col">
              {t('budgeting.item')}
              <div className="budget-legend">
                {t('budgeting.plan')} / {t('budgeting.fact')} / {t('budgeting.deviation')}
              </div>
            </th>
            {short.map((name, m) => (
              <th key={name} scope="col" title={months[m]}>
                {name}
              </th>
            ))}
            <th scope="col">{yearLabel}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const name = row.code ? `${row.code} ${row.name}` : row.name;
            return (
              <tr key={row.id} className={row.leaf ? 'budget-leaf' : 'budget-group'}>
                <th scope="row" className="budget-sticky" style={{ paddingInlineStart: 8 + row.depth * 14 }}>
                  <Tooltip title={row.leaf ? undefined : t('budgeting.groupHint')}>
                    <Button type="link" size="small" className="budget-item" onClick={() => props.onChart(row)}>
                      {name}
                    </Button>
                  </Tooltip>
                </th>
                {row.plan.map((plan, m) => (
                  <PeriodCell
                    key={months[m]}
                    plan={plan}
                    fact={row.fact[m]}
                    itemName={row.name}
                    period={months[m]}
                    editable={table.can_edit && row.leaf}
                    onSave={(amount) => props.onSave(row, m + 1, amount)}
                    onFact={() => props.onFact({ itemId: row.id, itemName: row.name, month: m + 1 })}
                  />
                ))}
                <PeriodCell
                  plan={row.plan_total}
                  fact={row.fact_total}
                  itemName={row.name}
                  period={yearLabel}
                  editable={false}
                  onFact={() => props.onFact({ itemId: row.id, itemName: row.name, month: null })}
                />
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="budget-group">
            <th scope="row" className="budget-sticky">
              <Button type="link" size="small" className="budget-item" onClick={() => props.onChart(null)}>
                {t('budgeting.total')}
              </Button>
            </th>
            {table.totals.plan.map((plan, m) => (
              <PeriodCell
                key={months[m]}
                plan={plan}
                fact={table.totals.fact[m]}
                itemName={t('budgeting.total')}
                period={months[m]}
                editable={false}
                onFact={() => props.onFact({ itemId: null, itemName: t('budgeting.total'), month: m + 1 })}
              />
            ))}
            <PeriodCell
              plan={table.totals.plan_total}
              fact={table.totals.fact_total}
              itemName={t('budgeting.total')}
              period={yearLabel}
              editable={false}
              onFact={() => props.onFact({ itemId: null, itemName: t('budgeting.total'), month: null })}
            />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
