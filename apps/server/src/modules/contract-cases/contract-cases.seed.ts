import { CONTRACT_STATES_WITH_ORIGINAL } from '@app/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { contracts } from '../contracts/index.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { users } from '../users/index.ts';
import { contractCases, contractDivisions, contractOriginals } from './contract-cases.schema.ts';

/** Demo divisions: code, name. */
const DIVISIONS = [
  ['01', 'Юридический отдел'],
  ['02', 'Бухгалтерия'],
  ['03', 'Отдел снабжения'],
  ['04', 'Производственно-технический отдел'],
] as const;

/** Demo cases: index, title, division (index in DIVISIONS), year, state, storage years, shelf, box. */
const CASES = [
  ['01-01', 'Договоры с поставщиками', 0, 2026, 'open', 5, 'Стеллаж 1, полка 1', 'Короб 1'],
  ['01-02', 'Договоры с подрядчиками', 0, 2026, 'open', 5, 'Стеллаж 1, полка 2', 'Короб 2'],
  ['01-03', 'Договоры аренды', 0, 2026, 'open', 5, 'Стеллаж 1, полка 3', 'Короб 3'],
  ['01-04', 'Дополнительные соглашения к договорам', 0, 2026, 'open', 5, 'Стеллаж 1, полка 4', 'Короб 4'],
  ['01-05', 'Договоры с поставщиками за 2025 год', 0, 2025, 'closed', 5, 'Стеллаж 2, полка 1', 'Короб 11'],
  ['02-01', 'Договоры с банками и страховыми компаниями', 1, 2026, 'open', 5, 'Стеллаж 3, полка 1', 'Короб 21'],
  ['03-01', 'Договоры поставки ТМЦ', 2, 2026, 'open', 5, 'Стеллаж 4, полка 1', 'Короб 31'],
  ['04-01', 'Договоры на проектные и изыскательские работы', 3, 2026, 'open', 10, 'Стеллаж 5, полка 1', 'Короб 41'],
] as const;

/** A few days after the contract's date, never in the future. */
function placedOn(contractDate: string | null, shift: number): string {
  const now = Date.now();
  const day = contractDate ? Date.parse(`${contractDate}T00:00:00Z`) + shift * 86_400_000 : now;
  return new Date(Math.min(day, now)).toISOString().slice(0, 10);
}

/**
 * The demo case nomenclature (divisions of the legal department, accounting, supply and design;
 * their cases with shelf and box, one closed) and the originals of up to five signed contracts
 * placed in the legal department's cases. Needs the demo users; run it after the contracts' seed
 * (without signed contracts it places nothing).
 */
export async function seedContractCases(db: Db): Promise<void> {
  const staff = (await db.select({ id: users.id }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id))).map((u) => u.id);
  const at = (i: number): number | null => (staff.length ? staff[i % staff.length] : null);
  const divisionIds = await insertRegistryRows(
    db,
    contractDivisions,
    DIVISIONS.map(([code, name], i) => ({ code, name, head_id: at(i + 1), who_add: at(0) })),
  );
  const caseIds = await insertRegistryRows(
    db,
    contractCases,
    CASES.map(([case_index, title, division, year, state, storage_years, shelf, box], i) => ({
      case_index,
      title,
      division_id: divisionIds[division],
      year: String(year),
      state,
      storage_years,
      storage_article: 'ст. 436 Перечня (приказ Росархива № 236)',
      shelf,
      box,
      responsible_id: at(i + 2),
      who_add: at(0),
    })),
  );

  const signed = await db
    .select({ id: contracts.id, kind: contracts.kind, date: contracts.date, lawyer_id: contracts.lawyer_id })
    .from(contracts)
    .where(and(eq(contracts.status, 1), inArray(contracts.state, [...CONTRACT_STATES_WITH_ORIGINAL])))
    .orderBy(asc(contracts.id))
    .limit(5);
  if (!signed.length || !staff.length) return;
  // Agreements go to «01-04»; contracts take turns in «01-01»…«01-03».
  await insertRegistryRows(
    db,
    contractOriginals,
    signed.map((c, i) => ({
      inventory_number: `Д-${String(i + 1).padStart(4, '0')}`,
      contract_id: c.id,
      case_id: c.kind === 'agreement' ? caseIds[3] : caseIds[i % 3],
      sheets: 4 + ((i * 3) % 9),
      placed_date: placedOn(c.date, 3 + i),
      placed_by: c.lawyer_id ?? staff[0],
      who_add: c.lawyer_id ?? staff[0],
    })),
  );
}
