import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { organizations, users } from '../users/index.ts';
import { leftovers, procuratories } from './invoice-directories.schema.ts';

/** Demo powers of attorney (number, from, to) and leftovers (account, bank, date, amount, state). */
const PROCURATORIES = [
  ['Д-01/2026', '2026-01-10', '2026-12-31'],
  ['Д-02/2026', '2026-02-01', '2027-01-31'],
  ['Д-17/2025', '2025-03-15', '2026-03-14'],
  ['Д-05/2026', '2026-06-01', '2026-11-30'],
] as const;

const LEFTOVERS = [
  ['40702810400000012345', 'ПАО Сбербанк', '2026-11-20', '12450300.15', 'active'],
  ['40702810200000054321', 'АО «Альфа-Банк»', '2026-11-20', '845000.00', 'own'],
  ['40702810700000098765', 'Банк ВТБ (ПАО)', '2026-11-19', '-1500000.00', 'credit'],
  ['40702810145250000001', 'АО «Тинькофф Банк»', '2026-10-01', '0.00', 'closed'],
  ['40702810400000012345', 'ПАО Сбербанк', '2026-11-27', '11980220.40', 'active'],
] as const;

/** A few demo rows of both directories (needs the demo users and organizations). */
export async function seedInvoiceDirectories(db: Db) {
  const staff = (await db.select({ id: users.id, type: users.type }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id)))
    .filter((u) => u.type !== 1)
    .map((u) => u.id);
  const orgIds = (await db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id)).map((r) => r.id);
  if (staff.length === 0 || orgIds.length === 0) return;
  await insertRegistryRows(
    db,
    procuratories,
    PROCURATORIES.map(([number, from, to], i) => ({
      number,
      user_id: staff[i % staff.length],
      organization_id: orgIds[i % orgIds.length],
      date_from: from,
      date_to: to,
      note: i === 0 ? 'Получение ТМЦ и подписание накладных' : null,
    })),
  );
  await insertRegistryRows(
    db,
    leftovers,
    LEFTOVERS.map(([account, bank, date, amount, state], i) => ({
      organization_id: orgIds[i % Math.min(orgIds.length, 2)],
      bank_account: account,
      bank_name: bank,
      date,
      amount,
      state,
    })),
  );
}
