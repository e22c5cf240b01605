import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { companyParams } from './company.schema.ts';

export async function findAllParams(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ key: companyParams.key, value: companyParams.value }).from(companyParams);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertParam(db: Db, key: string, value: string, userId: number | null) {
  await db
    .insert(companyParams)
    .values({ key, value, who_edit: userId })
    .onConflictDoUpdate({ target: companyParams.key, set: { value, who_edit: userId, date_edit: new Date() } });
}

export async function findParam(db: Db, key: string) {
  const rows = await db.select().from(companyParams).where(eq(companyParams.key, key)).limit(1);
  return rows[0] ?? null;
}
