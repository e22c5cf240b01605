import type { Db } from '../../plugins/db.ts';

/** The demo company's The canteen and the cafe: menus, orders, the kitchen, deductions data (issue 17). */
export async function seedCatering(_db: Db): Promise<void> {}
