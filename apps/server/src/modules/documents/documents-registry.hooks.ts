import { readerFilterSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RegistryHooks } from '../registry/index.ts';

/**
 * The documents registry's own list parameter (spec 3 §7 "filters by … reader"): `reader=<user id>`
 * or `reader=me` keeps the documents sent to that user (an index on document_readers(user_id,
 * document_id) serves it).
 */
export const documentsListParams: NonNullable<RegistryHooks['listParams']> = {
  shape: { reader: z.preprocess((v) => (v === '' ? undefined : v), readerFilterSchema.optional()) },
  condition: (user, query, columns) => {
    const reader = query.reader === 'me' ? user?.id : (query.reader as number | undefined);
    if (reader === undefined) return undefined;
    return sql`exists (select 1 from document_readers r where r.document_id = ${columns.id} and r.user_id = ${reader})`;
  },
};
