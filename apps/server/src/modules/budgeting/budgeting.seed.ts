import type { Db } from '../../plugins/db.ts';

/** The demo company's Budgeting: plan and fact per organization, expenditure item and month data (issue 17). */
export async function seedBudgeting(_db: Db): Promise<void> {}
