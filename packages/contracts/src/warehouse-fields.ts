import { z } from 'zod';
import { INT_MAX } from './registry/schemas.ts';

/** The query and body fields the warehouse's calls share (`warehouse*.ts`); not exported from the package. */

export const id = z.coerce.number().int().positive().max(INT_MAX);
/** An id, or none for '' and null. */
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
/** Trimmed text of at most `max` characters, optional (null = none). */
export const shortText = (max: number) => z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).optional());
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A `yyyy-MM-dd` date, or none for '' and null. */
export const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional());
export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const perPage = (max: number, def = 50) => z.coerce.number().int().min(1).max(max).default(def);
