/** The feedback survey: answers and the date a user last answered. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { userFeedback, users } from './users.schema.ts';

export async function updateFeedbackDate(db: Db, userId: number, date: Date) {
  await db.update(users).set({ general_feedback_date: date }).where(eq(users.id, userId));
}

export async function insertFeedback(db: Db, userId: number, answer: { survey_id?: number; rating?: number; comment?: string }) {
  await db.insert(userFeedback).values({
    who_add: userId,
    survey_id: answer.survey_id ?? null,
    rating: answer.rating ?? null,
    comment: answer.comment ?? null,
  });
}

/** The survey answers, newest first (for the feedback report and tests). */
export async function findFeedback(db: Db, limit = 50) {
  return db.select().from(userFeedback).orderBy(desc(userFeedback.id)).limit(limit);
}
