import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/**
 * Signers (spec 1 §2 `/signers` with add and `{id}`; spec 3 §7 "/signers/group, /signers/types/,
 * v2_signers/favorites"): the user's own ordered signers, signer groups and signer types; and the
 * staff chains (spec 1 §2 `/staffchains [staffchains_view]`): named approval chains prepared for
 * everyone. An application's signers block fills its chain from the user's signers or a staff
 * chain in one click. Chains, groups and types are registries of the engine; the ordered people
 * of a chain or a group are not a column: `PUT /api/<registry>/:id/signers` sets them as a whole.
 */

/** At most this many people in one list, chain or group. */
export const MAX_SIGNERS = 50;

/** Staff chains, groups and types are kept by the holders of staffchains_view; every user reads groups and types. */
const KEEP = 'staffchains_view';

const name = {
  name: 'name',
  kind: 'text',
  max: 200,
  label: { ru: 'Название', en: 'Name' },
  required: true,
  list: true,
  sort: true,
  search: 'A',
} as const;
const comment = {
  name: 'comment',
  kind: 'longText',
  max: 2000,
  label: { ru: 'Комментарий', en: 'Comment' },
  list: true,
  search: 'C',
} as const;
const tags = { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true } as const;

/** `/staffchains`: a named approval chain (its signers in order on the card's «Подписанты» tab). */
export const staffChainsRegistry = defineRegistry({
  name: 'staff_chains',
  path: '/staffchains',
  label: { ru: 'Цепочки согласования', en: 'Staff chains' },
  permits: { view: KEEP, create: KEEP, edit: KEEP, delete: KEEP },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [name, comment, tags],
});

/** `/signers/group`: a named set of signers (added to the user's own signers at once). */
export const signerGroupsRegistry = defineRegistry({
  name: 'signer_groups',
  path: '/signers/group',
  label: { ru: 'Группы подписантов', en: 'Signer groups' },
  permits: { view: 'session', create: KEEP, edit: KEEP, delete: KEEP },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [name, comment],
});

/** `/signers/types`: the role a signer plays in a chain (согласующий, утверждающий...). */
export const signerTypesRegistry = defineRegistry({
  name: 'signer_types',
  path: '/signers/types',
  label: { ru: 'Типы подписантов', en: 'Signer types' },
  permits: { view: 'session', create: KEEP, edit: KEEP, delete: KEEP },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [name, { ...comment, search: 'B' }],
});

const id = z.coerce.number().int().positive().max(INT_MAX);
const flag = z.union([z.literal(0), z.literal(1)]);

/** A person of a signers list, chain or group: `can_sign` 0 when they lost the right or were blocked. */
export const signerSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  avatar: z.string().nullable(),
  post: z.string().nullable(),
  can_sign: flag,
});
export type Signer = z.infer<typeof signerSchema>;
export const signersSchema = z.array(signerSchema);

/** `PUT staff_chains/:id/signers`, `PUT signer_groups/:id/signers`: the whole new ordered list. */
export const signersInputSchema = z.object({ user_ids: z.array(id).max(MAX_SIGNERS * 4) });
export type SignersInput = z.infer<typeof signersInputSchema>;

/** `POST v2_signers/favorites`: one user at the end of the list. */
export const favoriteSignerInputSchema = z.object({ user_id: id });
