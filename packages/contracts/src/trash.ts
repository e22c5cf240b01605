import { z } from 'zod';
import { INT_MAX } from './registry/schemas.ts';

/**
 * The trash (`/trash`, spec 1 §2 `trash_view`; issue 11): soft-deleted records of every
 * registry and of the modules that delete softly (applications, tickets), with who and when
 * deleted; restore (the owning module's rule) and permanent purge (`trash_purge`).
 */

/** A module key: a registry's name (`partners`), `applications`, `tickets`. */
export const trashModuleSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'trash.unknownModule');

export const TRASH_PAGE_MAX = 200;
export const TRASH_PAGE_DEFAULT = 50;

/** `GET trash`: newest deletions first, keyset pages (`cursor` from the previous answer). */
export const trashQuerySchema = z.object({
  module: trashModuleSchema.optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[\w-]+$/, 'field.invalid')
    .optional(),
  limit: z.coerce.number().int().min(1).max(TRASH_PAGE_MAX).default(TRASH_PAGE_DEFAULT),
});
export type TrashQuery = z.infer<typeof trashQuerySchema>;

export const trashItemSchema = z.object({
  module: z.string(),
  id: z.number().int(),
  title: z.string(),
  /** Who deleted it (null when unknown, e.g. imported data). */
  who_delete: z.number().int().nullable(),
  who_delete_name: z.string().nullable(),
  /** `yyyy-MM-dd HH:mm` (UTC), null when unknown. */
  date_delete: z.string().nullable(),
  /** The record's card in the web app. */
  link: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** A module the caller may see in the trash (the filter's options). */
export const trashModuleInfoSchema = z.object({
  module: z.string(),
  ru: z.string(),
  en: z.string(),
  /** Whether its records can be purged for good. */
  purge: z.boolean(),
});
export type TrashModuleInfo = z.infer<typeof trashModuleInfoSchema>;

export const trashListSchema = z.object({
  items: z.array(trashItemSchema),
  next_cursor: z.string().nullable(),
  modules: z.array(trashModuleInfoSchema),
});
export type TrashList = z.infer<typeof trashListSchema>;

/** `POST trash/{module}/{id}/restore`, `DELETE trash/{module}/{id}`. */
export const trashParamsSchema = z.object({
  module: trashModuleSchema,
  id: z.coerce.number().int().positive().max(INT_MAX),
});

export const trashActionResultSchema = z.object({
  result: z.literal(true),
  module: z.string(),
  id: z.number().int(),
});
export type TrashActionResult = z.infer<typeof trashActionResultSchema>;
