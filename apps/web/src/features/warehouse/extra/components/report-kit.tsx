import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportKind, reportXlsxUrl } from '../api/extra-api.ts';
import { useUrlState } from '../model/url-state.ts';
import '../texts.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

const ISO = 'YYYY-MM-DD';
const isIso = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, ISO, true).isValid();

/** A labelled date (dd.MM.yyyy) kept in the URL as yyyy-MM-dd under `name`. */
export function DateField({ label, name, fallback }: { label: string; name: string; fallback: string }) {
  const url = useUrlState();
  const id = useId();
  const raw = url.get(name);
  const value = isIso(raw) ? raw : fallback;
  return (
    <div className="wh-extra-field" style={{ flex: '0 1 170px', minWidth: 140 }}>
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        format="DD.MM.YYYY"
        allowClear={false}
        value={dayjs(value, ISO)}
        onChange={(d) => d && url.set({ [name]: d.format(ISO) })}
      />
    </div>
  );
}

/** The period of a report (from, to), last 30 days by default; a reversed period is swapped. */
export function usePeriod(): { from: string; to: string } {
  const url = useUrlState();
  const from = url.get('from');
  const to = url.get('to');
  const a = isIso(from) ? from : dayjs().subtract(30, 'day').format(ISO);
  const b = isIso(to) ? to : dayjs().format(ISO);
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

export function PeriodFields() {
  const { t } = useTranslation();
  const { from, to } = usePeriod();
  return (
    <>
      <DateField label={t('warehouseExtra.reports.from')} name="from" fallback={from} />
      <DateField label={t('warehouseExtra.reports.to')} name="to" fallback={to} />
    </>
  );
}

/** The Excel file of the report with the filters on screen (every row, not the page). */
export function ExcelButton({ kind, query }: { kind: ReportKind; query: Query }) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} href={reportXlsxUrl(kind, query)} download>
      {t('warehouseExtra.reports.excel')}
    </Button>
  );
}

/** A line of totals under a report: label and value pairs. */
export function ReportTotals({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="wh-totals" style={{ margin: 0 }} data-testid="report-totals">
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', gap: 6 }}>
          <dt className="wh-muted">{label}:</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
