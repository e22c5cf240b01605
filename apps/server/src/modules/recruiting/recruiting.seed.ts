import type { Db } from '../../plugins/db.ts';

/** The demo company's Recruiting: vacancies, candidates, the kanban, statistics data (issue 17). */
export async function seedRecruiting(_db: Db): Promise<void> {}
