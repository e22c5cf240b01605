import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { boardMileage } from './tasks.schema.ts';

export async function insertMileage(db: Db, values: typeof boardMileage.$inferInsert) {
  const [row] = await db.insert(boardMileage).values(values).returning();
  return row;
}

export async function findMileageOfBoard(db: Db, boardId: number, limit: number) {
  return db.select().from(boardMileage).where(eq(boardMileage.board_id, boardId)).orderBy(desc(boardMileage.id)).limit(limit);
}
