import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';

/** The live own legal entities, by name. */
export const findOrganizationNames = (db: Db) =>
  queryRows<{ id: number; name: string }>(db, sql`select id, name from organizations where status = 1 order by name, id`);

/** The live document types with their category's code, by name; optionally of one category. */
export const findDocumentKinds = (db: Db, categoryId?: number) =>
  queryRows<{ id: number; name: string; category_id: number | null; category_code: string | null }>(
    db,
    sql`select t.id, t.name, t.category_id, c.code as category_code
      from document_types t left join document_categories c on c.id = t.category_id
      where t.status = 1 ${categoryId === undefined ? sql`` : sql`and t.category_id = ${categoryId}`}
      order by t.name, t.id`,
  );

/** The live document categories in their order. */
export const findCategoryGuide = (db: Db) =>
  queryRows<{ id: number; name: string; code: string; default_load: number }>(
    db,
    sql`select id, name, code, default_load from document_categories where status = 1 order by position, id`,
  );
