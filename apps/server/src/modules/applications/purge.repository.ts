import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { invoices } from '../invoices/index.ts';
import {
  applicationMembers,
  applicationOffers,
  applicationProjects,
  applicationSigners,
  applications,
  positionFiles,
  positions,
  supplierRequests,
} from './applications.schema.ts';

/** The application's status, its row locked until the purge commits (null: no such application). */
export async function lockPackStatus(tx: Db, id: number): Promise<{ status: string; name: string | null } | null> {
  const [row] = await tx
    .select({ status: applications.status, name: applications.name })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Deletes an application and every row that belongs to it (positions, their files, offers,
 * members, projects, signers, supplier requests); invoices made for it and applications split
 * from it stay, unlinked.
 * Answers the storage keys of the positions' files.
 */
export async function deletePackRows(tx: Db, id: number): Promise<string[]> {
  const files = await tx.delete(positionFiles).where(eq(positionFiles.pack_id, id)).returning({ key: positionFiles.path });
  await tx.delete(applicationOffers).where(eq(applicationOffers.pack_id, id));
  await tx.delete(positions).where(eq(positions.pack_id, id));
  await tx.delete(applicationMembers).where(eq(applicationMembers.pack_id, id));
  await tx.delete(applicationProjects).where(eq(applicationProjects.pack_id, id));
  await tx.delete(applicationSigners).where(eq(applicationSigners.pack_id, id));
  await tx.delete(supplierRequests).where(eq(supplierRequests.pack_id, id));
  await tx.update(invoices).set({ pack_id: null }).where(eq(invoices.pack_id, id));
  await tx.update(applications).set({ parent_id: null }).where(eq(applications.parent_id, id));
  await tx.delete(applications).where(eq(applications.id, id));
  return files.map((f) => f.key);
}
