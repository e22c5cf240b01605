import fs from 'node:fs/promises';
import type { BudgetImportReport, BudgetQuery } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { budgetingText, monthNames, msg } from './budgeting.messages.ts';
import { deviation, fromKopecks, overPlan, parseAmount, rollUp, toKopecks } from './budgeting.policy.ts';
import * as repo from './budgeting.repository.ts';
import { resolveChoice } from './budgeting.service.ts';

const excel = async () => (await import('exceljs')).default;
const MONEY = '#,##0.00';
/** Template columns: A id, B code, C item, D…O the months. */
const FIRST_MONTH_COL = 4;
const HEADER_ROW = 2;

const sheetName = (title: string) => title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31);
const asNumber = (money: string) => Number(money);

/** `GET budgeting/template`: the items (leaves to fill, groups shown in grey) × 12 months with the current plan. */
export async function planTemplate(db: Db, q: BudgetQuery, lang: Lang): Promise<Buffer> {
  const { organization, year } = await resolveChoice(db, q);
  const [items, plan] = await Promise.all([repo.findExpenditureTree(db), repo.findPlanMonths(db, organization.id, year)]);
  const { rows } = rollUp(items, plan, new Map());
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  const title = budgetingText('templateTitle', lang, { organization: organization.name, year });
  const sheet = book.addWorksheet(sheetName(title));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  const t = (k: 'id' | 'code' | 'item') => budgetingText(k, lang);
  sheet.addRow([t('id'), t('code'), t('item'), ...monthNames(lang)]).font = { bold: true };
  for (const row of rows) {
    const line = sheet.addRow([
      row.id,
      row.code ?? '',
      `${'  '.repeat(row.depth)}${row.name}`,
      ...(row.leaf ? row.plan.map(asNumber) : []),
    ]);
    if (!row.leaf) line.font = { bold: true, color: { argb: 'FF808080' } };
  }
  sheet.getColumn(1).width = 8;
  sheet.getColumn(2).width = 10;
  sheet.getColumn(3).width = 40;
  for (let m = 0; m < 12; m++) {
    const column = sheet.getColumn(FIRST_MONTH_COL + m);
    column.width = 14;
    column.numFmt = MONEY;
  }
  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: HEADER_ROW }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'result' in (v as object)) return cellText((v as { result: unknown }).result);
  if (typeof v === 'object' && 'text' in (v as object)) return String((v as { text: unknown }).text).trim();
  if (typeof v === 'number') return String(Math.round(v * 1e6) / 1e6);
  return String(v).trim();
};

/**
 * `POST budgeting/import`: the filled template back. Each row is taken whole (its non-empty
 * months set; an empty cell leaves the plan as it is) or refused whole with the reasons (unknown
 * item, a group, a bad amount, the item twice). A file that is not the template is refused with
 * 422 before anything is written; the taken rows are written in one transaction.
 */
export async function importPlan(db: Db, user: SessionUser, q: BudgetQuery, file: UploadedFile | undefined, lang: Lang) {
  if (!file) throw new ValidationFailed({ file: [msg('fileMissing')] });
  await checkUploads([file], ['xlsx']);
  const { organization, year } = await resolveChoice(db, q);
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load((await fs.readFile(file.tmpPath)) as unknown as ArrayBuffer);
  } catch {
    throw new ValidationFailed({ file: [msg('fileUnreadable')] });
  }
  const sheet = book.worksheets[0];
  const header = sheet ? Array.from({ length: 15 }, (_, i) => cellText(sheet.getRow(HEADER_ROW).getCell(i + 1).value).toLowerCase()) : [];
  const idHeaders = [budgetingText('id', 'ru'), budgetingText('id', 'en')].map((s) => s.toLowerCase());
  if (!sheet || !idHeaders.includes(header[0]) || header.slice(FIRST_MONTH_COL - 1).filter(Boolean).length !== 12) {
    throw new ValidationFailed({ file: [msg('fileLayout')] });
  }
  const items = await repo.findExpenditureTree(db);
  const byId = new Map(items.map((i) => [i.id, i]));
  const byCode = new Map(items.filter((i) => i.code).map((i) => [String(i.code).toLowerCase(), i]));
  const groups = new Set(items.map((i) => i.parent_id).filter((p): p is number => p !== null));
  const months = monthNames(lang);
  const report: BudgetImportReport['rows'] = [];
  const writes: { itemId: number; month: number; amount: string }[] = [];
  const seen = new Map<number, number>();
  for (let r = HEADER_ROW + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const idText = cellText(row.getCell(1).value);
    const code = cellText(row.getCell(2).value);
    const name = cellText(row.getCell(3).value);
    const values = Array.from({ length: 12 }, (_, m) => cellText(row.getCell(FIRST_MONTH_COL + m).value));
    if (!idText && !code && !name && values.every((v) => v === '')) continue;
    const label = name || code || idText;
    const item = (/^\d+$/.test(idText) ? byId.get(Number(idText)) : undefined) ?? (code ? byCode.get(code.toLowerCase()) : undefined);
    const reasons: string[] = [];
    const rowWrites: typeof writes = [];
    if (!item) reasons.push(budgetingText('rowUnknownItem', lang, { item: label }));
    else if (groups.has(item.id)) {
      // A group row of the template: its sums are the items'; refused only when someone typed into it.
      if (values.every((v) => v === '')) continue;
      reasons.push(budgetingText('rowGroup', lang, { item: item.name }));
    } else if (seen.has(item.id)) reasons.push(budgetingText('rowDuplicate', lang, { row: seen.get(item.id) ?? 0 }));
    else {
      seen.set(item.id, r);
      values.forEach((value, m) => {
        if (value === '') return;
        const amount = parseAmount(value);
        if (amount === null) reasons.push(budgetingText('rowBadAmount', lang, { month: months[m], value }));
        else rowWrites.push({ itemId: item.id, month: m + 1, amount });
      });
    }
    const taken = reasons.length === 0;
    if (taken) writes.push(...rowWrites);
    report.push({ row: r, item: item?.name ?? label, taken, months: taken ? rowWrites.length : 0, reasons });
  }
  await db.transaction(async (tx) => {
    const plan = await repo.findPlanMonths(tx, organization.id, year);
    const changes = [];
    for (const w of writes) {
      const old = fromKopecks(plan.get(w.itemId)?.[w.month - 1] ?? 0n);
      if (toKopecks(old) === toKopecks(w.amount)) continue;
      await repo.upsertPlanCell(tx, {
        organizationId: organization.id,
        itemId: w.itemId,
        year,
        month: w.month,
        amount: w.amount,
        userId: user.id,
      });
      changes.push({
        who_add: user.id,
        organization_id: organization.id,
        expenditure_id: w.itemId,
        year,
        month: w.month,
        old_amount: old,
        new_amount: w.amount,
        source: 'import',
      });
    }
    await repo.insertPlanChanges(tx, changes);
  });
  return {
    organization_id: organization.id,
    year,
    taken: report.filter((r) => r.taken).length,
    refused: report.filter((r) => !r.taken).length,
    rows: report,
  };
}

/** `GET budgeting/export`: the plan-vs-fact table as xlsx — per item and month plan, fact, deviation; the totals row. */
export async function exportPlanFact(db: Db, q: BudgetQuery, lang: Lang): Promise<Buffer> {
  const { organization, year } = await resolveChoice(db, q);
  const [items, plan, fact] = await Promise.all([
    repo.findExpenditureTree(db),
    repo.findPlanMonths(db, organization.id, year),
    repo.findFactMonths(db, organization.id, year),
  ]);
  const { rows, totals } = rollUp(items, plan, fact);
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  const title = budgetingText('title', lang, { organization: organization.name, year });
  const sheet = book.addWorksheet(sheetName(title));
  const t = (k: Parameters<typeof budgetingText>[0]) => budgetingText(k, lang);
  sheet.addRow([title]).font = { bold: true, size: 13 };
  const periods = [...monthNames(lang), t('total')];
  const top = sheet.addRow([t('code'), t('item'), ...periods.flatMap((p) => [p, '', '', ''])]);
  const sub = sheet.addRow(['', '', ...periods.flatMap(() => [t('plan'), t('fact'), t('deviation'), t('deviationPercent')])]);
  top.font = { bold: true };
  sub.font = { bold: true };
  for (let i = 0; i < periods.length; i++) sheet.mergeCells(2, 3 + i * 4, 2, 6 + i * 4);
  const line = (code: string, name: string, p: string[], f: string[], pt: string, ft: string, bold: boolean) => {
    const cells: (string | number | null)[] = [code, name];
    [...p.map((v, m) => [v, f[m]] as const), [pt, ft] as const].forEach(([pv, fv]) => {
      const d = deviation(pv, fv);
      cells.push(asNumber(pv), asNumber(fv), asNumber(d.abs), d.percent === null ? null : d.percent);
    });
    const added = sheet.addRow(cells);
    if (bold) added.font = { bold: true };
    [...p, pt].forEach((pv, i) => {
      if (overPlan(pv, i < 12 ? f[i] : ft)) added.getCell(5 + i * 4).note = t('overPlan');
    });
  };
  for (const row of rows)
    line(row.code ?? '', `${'  '.repeat(row.depth)}${row.name}`, row.plan, row.fact, row.plan_total, row.fact_total, !row.leaf);
  line('', t('total'), totals.plan, totals.fact, totals.plan_total, totals.fact_total, true);
  sheet.getColumn(1).width = 10;
  sheet.getColumn(2).width = 40;
  for (let c = 3; c < 3 + periods.length * 4; c++) {
    const column = sheet.getColumn(c);
    column.width = (c - 3) % 4 === 3 ? 9 : 14;
    column.numFmt = (c - 3) % 4 === 3 ? '0.0' : MONEY;
  }
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 3 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
