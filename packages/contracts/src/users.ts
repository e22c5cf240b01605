import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/**
 * The users administration (spec 1 §2 `/users [users_access]`: groups [users_groups_access],
 * roles [users_roles_access], the users list): roles and user groups are registries of the
 * engine (list, search, export, trash, card, form, history); what is not a column of theirs —
 * a role's permits and holders, a group's members — has its own routes under the registry's
 * path (the server's access module), with the shapes below. The shapes of the users list and
 * card are here too, so the web derives its types from them.
 */

/** Roles (`/users/roles`): named sets of permits given to users. The user card picks them (`users_access`). */
export const rolesRegistry = defineRegistry({
  name: 'roles',
  path: '/users/roles',
  label: { ru: 'Роли', en: 'Roles' },
  permits: { view: 'users_roles_access', create: 'users_roles_access', edit: 'users_roles_access', delete: 'users_roles_access' },
  lookup: 'users_access',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
  ],
});

/** User groups (`/users/groups`): named sets of users for filters, pickers and mentions. */
export const groupsRegistry = defineRegistry({
  name: 'user_groups',
  path: '/users/groups',
  label: { ru: 'Группы пользователей', en: 'User groups' },
  permits: { view: 'users_groups_access', create: 'users_groups_access', edit: 'users_groups_access', delete: 'users_groups_access' },
  lookup: 'users_access',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
  ],
});

const id = z.coerce.number().int().positive().max(INT_MAX);
/** A list of user ids (at most 5000). */
const userIds = z.array(id).max(5000);

/** A record named by id and name (a role, a group, an organization). */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

/** A user as a role's holder. */
export const roleHolderSchema = z.object({ id: z.number().int(), fio: z.string() });
/** A user as a group's member. */
export const groupMemberSchema = roleHolderSchema.extend({ post: z.string().nullable() });

/** `GET / PATCH roles/:id/grants`: the role's permits (sorted) and holders (by name). */
export const roleGrantsSchema = z.object({ permits: z.array(z.string()), users: z.array(roleHolderSchema) });
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

/** `PATCH roles/:id/grants`: the whole new set of permits and / or holders (absent = unchanged). */
export const roleGrantsInputSchema = z.object({ permits: z.array(z.string()).max(500).optional(), user_ids: userIds.optional() });
export type RoleGrantsInput = z.infer<typeof roleGrantsInputSchema>;

/** `GET / PUT user_groups/:id/members`: the group's members (by name). */
export const groupMembersSchema = z.object({ users: z.array(groupMemberSchema) });
export type GroupMembers = z.infer<typeof groupMembersSchema>;

/** `PUT user_groups/:id/members`: the whole new set of members. */
export const groupMembersInputSchema = z.object({ user_ids: userIds });
export type GroupMembersInput = z.infer<typeof groupMembersInputSchema>;

/** A row of the users list (`GET users`). */
export const userRowSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  fio: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  post: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.number().int(),
  type: z.number().int(),
  roles: z.array(namedSchema),
  groups: z.array(namedSchema),
  organizations: z.array(namedSchema),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** The administration card of a user (`GET users/:id` with `users_access`): the row and the personal permits. */
export const userCardSchema = userRowSchema.extend({ permits: z.record(z.string(), z.number()) });
export type UserCard = z.infer<typeof userCardSchema>;

/** What the users screens send to `POST users` / `PATCH users/:id` (the server reads form bodies too). */
export const userPayloadSchema = z.object({
  login: z.string().optional(),
  fio: z.string().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  post: z.string().nullable().optional(),
  password: z.string().optional(),
  role_ids: z.array(z.number().int()).optional(),
  group_ids: z.array(z.number().int()).optional(),
  organization_ids: z.array(z.number().int()).optional(),
  permits: z.record(z.string(), z.number()).optional(),
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** The users list's filters, as the URL holds them. */
export const usersFilterSchema = z.object({
  search: z.string().optional(),
  group_id: z.string().optional(),
  role_id: z.string().optional(),
  blocked: z.string().optional(),
});
export type UsersFilter = z.infer<typeof usersFilterSchema>;

/** A keyset page of the users list with its capped total. */
export const usersPageSchema = z.object({
  items: z.array(userRowSchema),
  next_cursor: z.union([z.string(), z.number()]).nullable(),
  total: z.union([z.number(), z.string()]),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** A company parameter of `/users/params`. */
export const companyParamSchema = z.object({ key: z.string(), value: z.union([z.string(), z.number()]).nullable(), label: z.string() });
export type CompanyParam = z.infer<typeof companyParamSchema>;
