import { z } from 'zod';

/** A module name on the wire (`tasks`, `hrKanban`, `snab`). */
export const moduleParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,49}$/, 'field.invalid');

const objectIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** `:module/:objectId` path parameters. */
export const objectParams = z.object({ module: moduleParam, objectId: objectIdParam });
