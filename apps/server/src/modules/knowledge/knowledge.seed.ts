import type { Db } from '../../plugins/db.ts';

/** The demo company's The knowledge base: sections, articles, history, search data (issue 17). */
export async function seedKnowledge(_db: Db): Promise<void> {}
