import type { Db } from '../../plugins/db.ts';

/** The demo company's The support desk: requests, operators, SLA data (issue 17). */
export async function seedSupport(_db: Db): Promise<void> {}
