import type { Deductions } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import type { Lang } from '../../shared/i18n.ts';
import { cateringNow, monthRange, moscowDate } from './catering.clock.ts';
import { cateringText } from './catering.messages.ts';
import { seesAllDeductions } from './catering.policy.ts';

/**
 * Monthly deductions for meals (issue 17): per employee, the sum of their canteen orders whose
 * menu date is in the month and of their cafe orders placed in the month (Europe/Moscow) that
 * were not cancelled. The kitchen sees everyone; an employee their own row.
 */
export async function deductions(db: Db, user: SessionUser, month = moscowDate(cateringNow()).slice(0, 7)): Promise<Deductions> {
  const { from, to } = monthRange(month);
  const only = seesAllDeductions(user) ? sql`` : sql`and user_id = ${user.id}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with spent as (
          select o.user_id, o.total as canteen, 0::numeric as cafe
          from canteen_orders o join canteen_menus m on m.id = o.menu_id
          where m.date >= ${from}::date and m.date < ${to}::date
          union all
          select c.user_id, 0::numeric, c.total
          from cafe_orders c
          where c.status <> 'cancelled'
            and c.date_add >= (${from}::date::timestamp at time zone 'Europe/Moscow')
            and c.date_add < (${to}::date::timestamp at time zone 'Europe/Moscow')
        )
        select s.user_id, coalesce(u.fio, u.login) as user_name, sum(s.canteen)::text as canteen, sum(s.cafe)::text as cafe
        from spent s join users u on u.id = s.user_id
        where true ${only}
        group by s.user_id, u.fio, u.login
        order by user_name`,
  );
  const out = rows.map((r) => {
    const canteen = Number(r.canteen);
    const cafe = Number(r.cafe);
    return {
      user_id: Number(r.user_id),
      user_name: String(r.user_name),
      canteen: canteen.toFixed(2),
      cafe: cafe.toFixed(2),
      total: (canteen + cafe).toFixed(2),
    };
  });
  const sum = (key: 'canteen' | 'cafe' | 'total') => out.reduce((s, r) => s + Number(r[key]), 0).toFixed(2);
  return { month, rows: out, totals: { canteen: sum('canteen'), cafe: sum('cafe'), total: sum('total') } };
}

/** The deductions as an xlsx workbook (exceljs, loaded on first use): title, header, rows, totals. */
export async function deductionsXlsx(data: Deductions, lang: Lang): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const title = cateringText('xlsTitle', lang, { month: data.month.split('-').reverse().join('.') });
  const sheet = book.addWorksheet(data.month);
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow(['colEmployee', 'colCanteen', 'colCafe', 'colTotal'].map((k) => cateringText(k as 'colEmployee', lang))).font = {
    bold: true,
  };
  sheet.getColumn(1).width = 40;
  for (const n of [2, 3, 4]) {
    sheet.getColumn(n).width = 16;
    sheet.getColumn(n).numFmt = '#,##0.00';
  }
  for (const r of data.rows) sheet.addRow([r.user_name, Number(r.canteen), Number(r.cafe), Number(r.total)]);
  const t = data.totals;
  sheet.addRow([cateringText('total', lang), Number(t.canteen), Number(t.cafe), Number(t.total)]).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
