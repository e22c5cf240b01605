import {
  groupMembersInputSchema,
  groupMembersSchema,
  groupsRegistry,
  roleGrantsInputSchema,
  roleGrantsSchema,
  rolesRegistry,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import { registryRoutes } from '../registry/index.ts';
import { groups, roles } from '../users/index.ts';
import { getGroupMembers, groupNameErrors, updateGroupMembers } from './groups.service.ts';
import { getRoleGrants, roleHolderIds, roleNameErrors, updateRoleGrants } from './roles.service.ts';

export interface AccessRouteOptions {
  db: Db;
  realtime: Realtime;
  /** Called after users' permits changed through a role: the app refreshes their open pages' rights. */
  onRightsChanged?: (userIds: number[]) => Promise<void>;
}

/**
 * Roles (`rolesRegistry`, users_roles_access) and user groups (`groupsRegistry`,
 * users_groups_access) on the registry engine: list, search, export, card, create, rename,
 * trash and history. A name another active record has is a 422 (`validate` hook). The rest is
 * the module's own, under the registries' paths: a role's permits and holders
 * (`GET / PATCH roles/:id/grants`) and a group's members (`GET / PUT user_groups/:id/members`).
 */
export async function accessRoutes(fastify: FastifyInstance, { db, realtime, onRightsChanged }: AccessRouteOptions) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: groupsRegistry,
    table: groups,
    hooks: { validate: groupNameErrors },
  });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: rolesRegistry,
    table: roles,
    hooks: {
      validate: roleNameErrors,
      // A role deleted or restored takes its permits from, or gives them back to, its holders.
      written: async (_user, id, action) => {
        if (action === 'delete' || action === 'restore') await onRightsChanged?.(await roleHolderIds(db, id));
      },
    },
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groupsAccess = { access: groupsRegistry.permits.edit } as const;
  const rolesAccess = { access: rolesRegistry.permits.edit } as const;
  const members = `/${groupsRegistry.name}/:id/members`;
  const grants = `/${rolesRegistry.name}/:id/grants`;
  const tags = ['users'];

  app.get(
    members,
    { config: groupsAccess, schema: { tags, summary: 'A group’s members', params: idParams, response: { 200: groupMembersSchema } } },
    async (request) => getGroupMembers(db, request.params.id),
  );
  app.put(
    members,
    {
      config: groupsAccess,
      schema: {
        tags,
        summary: 'Replace a group’s members',
        params: idParams,
        body: groupMembersInputSchema,
        response: { 200: groupMembersSchema },
      },
    },
    async (request) => updateGroupMembers(db, request.user!, request.params.id, request.body),
  );
  app.get(
    grants,
    {
      config: rolesAccess,
      schema: { tags, summary: 'A role’s permits and holders', params: idParams, response: { 200: roleGrantsSchema } },
    },
    async (request) => getRoleGrants(db, request.params.id),
  );
  app.patch(
    grants,
    {
      config: rolesAccess,
      schema: {
        tags,
        summary: 'Change a role’s permits and / or holders',
        params: idParams,
        body: roleGrantsInputSchema,
        response: { 200: roleGrantsSchema },
      },
    },
    async (request) => {
      // Holders before and after: both gain or lose permits.
      const before = await roleHolderIds(db, request.params.id);
      const result = await updateRoleGrants(db, request.user!, request.params.id, request.body);
      await onRightsChanged?.([...new Set([...before, ...result.users.map((u) => u.id)])]);
      return result;
    },
  );
}
