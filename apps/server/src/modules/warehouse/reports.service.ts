import {
  type IssuedReportQuery,
  type IssuedReportRow,
  MOVEMENT_KINDS,
  type MovementRow,
  type MovementsReport,
  type MovementsReportQuery,
  type ProjectsReportQuery,
  type ProjectsReportRow,
  type StockReport,
  type StockReportQuery,
  type StockReportRow,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { DEFAULT_TIME_ZONE, displayDate } from '../../shared/display-format.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { reportXlsx } from './reports.excel.ts';
import * as repo from './reports.repository.ts';
import { extraKey, extraText } from './warehouse-extra.messages.ts';
import { num, numOrNull } from './warehouse-extra.sql.ts';

/** Warehouse reports (issue 16 "Reports"): JSON for the screens and charts, xlsx for Excel. */

/** The longest period a report covers. */
export const REPORT_MAX_DAYS = 731;
/** The most rows an Excel export writes. */
export const REPORT_EXCEL_MAX = 50_000;

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Today in the company's time zone (yyyy-MM-dd). */
const todayHere = () => new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date());

/** A real calendar day (not 2026-02-30). */
const realDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** The report's period: `to` defaults to today, `from` to the first day of `to`'s month; checked for order and length. */
function periodOf<Q extends { from?: string; to?: string }>(q: Q): repo.Period<Q> {
  const to = q.to ?? todayHere();
  const from = q.from ?? `${to.slice(0, 8)}01`;
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ])
    if (!realDay(value)) throw new ValidationFailed({ [field]: ['field.invalid'] });
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (from > to) throw new ValidationFailed({ from: [extraKey('reports.rangeInvalid')] });
  if (days > REPORT_MAX_DAYS) throw new ValidationFailed({ to: [extraKey('reports.rangeTooLong')] });
  return { ...q, from, to };
}

export function toMovementRow(r: repo.MovementDbRow): MovementRow {
  return {
    id: Number(r.id),
    date: toWireMinutes(new Date(r.date)),
    kind: r.kind,
    act_id: r.act_id,
    act_number: r.act_number,
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    batch: r.batch,
    serial: r.serial,
    quantity: num(r.quantity),
    cost: numOrNull(r.cost),
    holder_id: r.holder_id,
    holder_name: r.holder_name,
    project_id: r.project_id,
    user_name: r.user_name,
  };
}

// Stock on a date ------------------------------------------------------------------------------

export async function stockReport(
  db: Db,
  q: StockReportQuery,
  limit = q.per_page,
  offset = (q.page - 1) * q.per_page,
): Promise<StockReport> {
  if (q.date && !realDay(q.date)) throw new ValidationFailed({ date: ['field.invalid'] });
  const day = q.date ?? todayHere();
  const rows = await repo.findStockOnDate(db, q, day, limit, offset);
  const items: StockReportRow[] = rows.map((r) => ({
    storage_id: r.storage_id,
    storage_name: r.storage_name,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    article: r.article,
    group_name: r.group_name,
    unit_name: r.unit_name,
    batch: r.batch,
    serial: r.serial,
    quantity: num(r.quantity),
    cost: numOrNull(r.cost),
    sum: numOrNull(r.sum),
  }));
  const first = rows[0];
  return {
    date: day,
    items,
    total: first?.total ?? 0,
    totals: { quantity: first ? num(first.total_quantity) : 0, sum: first ? round(num(first.total_sum), 2) : 0 },
  };
}

export async function stockReportXlsx(db: Db, q: StockReportQuery, lang: Lang) {
  const report = await stockReport(db, q, REPORT_EXCEL_MAX, 0);
  return reportXlsx(
    extraText('reports.stockTitle', lang, { date: displayDate(report.date) }),
    [
      { header: 'col.storage', value: (r: StockReportRow) => r.storage_name },
      { header: 'col.item', value: (r) => r.nomenclature_name, width: 40 },
      { header: 'col.article', value: (r) => r.article, width: 16 },
      { header: 'col.group', value: (r) => r.group_name, width: 20 },
      { header: 'col.batch', value: (r) => r.batch, width: 14 },
      { header: 'col.serial', value: (r) => r.serial, width: 18 },
      { header: 'col.unit', value: (r) => r.unit_name, width: 8 },
      { header: 'col.quantity', value: (r) => r.quantity, kind: 'quantity' },
      { header: 'col.cost', value: (r) => r.cost, kind: 'money' },
      { header: 'col.sum', value: (r) => r.sum, kind: 'money' },
    ],
    report.items,
    lang,
    { 7: report.totals.quantity, 9: report.totals.sum },
  );
}

// Movements for a period -----------------------------------------------------------------------

export async function movementsReport(db: Db, query: MovementsReportQuery): Promise<MovementsReport> {
  const q = periodOf(query);
  const [rows, days] = await Promise.all([
    repo.findMovementsPage(db, q, q.per_page, (q.page - 1) * q.per_page),
    repo.findMovementDays(db, q),
  ]);
  const series = days.map((d) => ({ day: d.day, in: num(d.qty_in), out: num(d.qty_out), count: d.count }));
  const sumOf = (pick: (d: repo.MovementDayRow) => string) =>
    round(
      days.reduce((s, d) => s + num(pick(d)), 0),
      2,
    );
  return {
    items: rows.map(toMovementRow),
    total: days.reduce((s, d) => s + d.count, 0),
    totals: {
      in: round(
        series.reduce((s, d) => s + d.in, 0),
        3,
      ),
      out: round(
        series.reduce((s, d) => s + d.out, 0),
        3,
      ),
      sum_in: sumOf((d) => d.sum_in),
      sum_out: sumOf((d) => d.sum_out),
    },
    series,
  };
}

export async function movementsReportXlsx(db: Db, query: MovementsReportQuery, lang: Lang) {
  const q = periodOf(query);
  const rows = (await repo.findMovementsPage(db, q, REPORT_EXCEL_MAX, 0)).map(toMovementRow);
  const kindName = new Map<string, string>(MOVEMENT_KINDS.map((k) => [k.value, k[lang]]));
  return reportXlsx(
    extraText('reports.movementsTitle', lang, { from: displayDate(q.from), to: displayDate(q.to) }),
    [
      { header: 'col.date', value: (r: MovementRow) => r.date, width: 17 },
      { header: 'col.kind', value: (r) => kindName.get(r.kind) ?? r.kind, width: 16 },
      { header: 'col.act', value: (r) => r.act_number, width: 12 },
      { header: 'col.storage', value: (r) => r.storage_name },
      { header: 'col.item', value: (r) => r.nomenclature_name, width: 40 },
      { header: 'col.batch', value: (r) => r.batch, width: 14 },
      { header: 'col.serial', value: (r) => r.serial, width: 18 },
      { header: 'col.quantity', value: (r) => r.quantity, kind: 'quantity' },
      { header: 'col.cost', value: (r) => r.cost, kind: 'money' },
      { header: 'col.holder', value: (r) => r.holder_name, width: 24 },
    ],
    rows,
    lang,
  );
}

// Issued to people and projects ----------------------------------------------------------------

const totalsOf = (rows: { issued: number; returned: number; sum: number }[]) => ({
  issued: round(
    rows.reduce((s, r) => s + r.issued, 0),
    3,
  ),
  returned: round(
    rows.reduce((s, r) => s + r.returned, 0),
    3,
  ),
  sum: round(
    rows.reduce((s, r) => s + r.sum, 0),
    2,
  ),
});

export async function issuedReport(db: Db, query: IssuedReportQuery) {
  const q = periodOf(query);
  const items: IssuedReportRow[] = (await repo.findIssued(db, 'user', q)).map((r) => ({
    user_id: r.key_id,
    user_name: r.key_name,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    unit_name: r.unit_name,
    issued: num(r.issued),
    returned: num(r.returned),
    holding: round(num(r.issued) - num(r.returned), 3),
    sum: num(r.sum),
  }));
  return { items, totals: totalsOf(items) };
}

export async function issuedReportXlsx(db: Db, query: IssuedReportQuery, lang: Lang) {
  const q = periodOf(query);
  const { items, totals } = await issuedReport(db, q);
  return reportXlsx(
    extraText('reports.issuedTitle', lang, { from: displayDate(q.from), to: displayDate(q.to) }),
    [
      { header: 'col.user', value: (r: IssuedReportRow) => r.user_name },
      { header: 'col.item', value: (r) => r.nomenclature_name, width: 40 },
      { header: 'col.unit', value: (r) => r.unit_name, width: 8 },
      { header: 'col.issued', value: (r) => r.issued, kind: 'quantity' },
      { header: 'col.returned', value: (r) => r.returned, kind: 'quantity' },
      { header: 'col.holding', value: (r) => r.holding, kind: 'quantity' },
      { header: 'col.sum', value: (r) => r.sum, kind: 'money' },
    ],
    items,
    lang,
    { 3: totals.issued, 4: totals.returned, 6: totals.sum },
  );
}

export async function projectsReport(db: Db, query: ProjectsReportQuery) {
  const q = periodOf(query);
  const items: ProjectsReportRow[] = (await repo.findIssued(db, 'project', q)).map((r) => ({
    project_id: r.key_id,
    project_name: r.key_name,
    nomenclature_id: r.nomenclature_id,
    nomenclature_name: r.nomenclature_name,
    unit_name: r.unit_name,
    issued: num(r.issued),
    returned: num(r.returned),
    sum: num(r.sum),
  }));
  const byProject = new Map<number, { project_id: number; project_name: string; sum: number }>();
  for (const r of items) {
    const p = byProject.get(r.project_id) ?? { project_id: r.project_id, project_name: r.project_name, sum: 0 };
    p.sum = round(p.sum + r.sum, 2);
    byProject.set(r.project_id, p);
  }
  return { items, by_project: [...byProject.values()], totals: totalsOf(items) };
}

export async function projectsReportXlsx(db: Db, query: ProjectsReportQuery, lang: Lang) {
  const q = periodOf(query);
  const { items, totals } = await projectsReport(db, q);
  return reportXlsx(
    extraText('reports.projectsTitle', lang, { from: displayDate(q.from), to: displayDate(q.to) }),
    [
      { header: 'col.project', value: (r: ProjectsReportRow) => r.project_name },
      { header: 'col.item', value: (r) => r.nomenclature_name, width: 40 },
      { header: 'col.unit', value: (r) => r.unit_name, width: 8 },
      { header: 'col.issued', value: (r) => r.issued, kind: 'quantity' },
      { header: 'col.returned', value: (r) => r.returned, kind: 'quantity' },
      { header: 'col.sum', value: (r) => r.sum, kind: 'money' },
    ],
    items,
    lang,
    { 3: totals.issued, 4: totals.returned, 5: totals.sum },
  );
}
