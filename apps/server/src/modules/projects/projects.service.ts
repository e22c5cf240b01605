import {
  type ProjectMembers,
  projectMembersInputSchema,
  projectMembersSchema,
  projectsRegistry,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { idParams } from '../../shared/wire.ts';
import { recordChanges } from '../history/index.ts';
import { registryRoutes } from '../registry/index.ts';
import { projectsText } from './projects.messages.ts';
import { membersProblems, recordProblems } from './projects.policy.ts';
import * as repo from './projects.repository.ts';
import { projects } from './projects.schema.ts';

const names = (list: readonly { fio: string }[]) => list.map((m) => m.fio).join(', ');

/**
 * Projects (issue 12): the registry on the engine (`session` views and picks, `projects_edit`
 * writes; the manager an active user, the code unique among live projects) and the members,
 * set as a whole (active users only; a history row `members`; an `update` event).
 */
export async function projectsRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: projectsRegistry,
    table: projects,
    hooks: {
      validate: async (tx, record, id) => {
        const managerId = record.manager_id;
        const code = typeof record.code === 'string' && record.code.trim() !== '' ? record.code : undefined;
        return recordProblems({
          managerId,
          // A manager blocked after being chosen does not stop other edits: only a new choice is checked.
          managerActive:
            typeof managerId !== 'number' ||
            (id !== undefined && (await repo.storedManager(tx, id)) === managerId) ||
            (await repo.activeUserIds(tx, [managerId])).has(managerId),
          codeTaken: code !== undefined && (await repo.codeTaken(tx, code, id)),
        });
      },
    },
  });

  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const path = `/${projectsRegistry.name}/:id/members`;
  const tags = [projectsRegistry.name];
  typed.get(
    path,
    {
      config: { access: projectsRegistry.permits.view },
      schema: { tags, summary: 'Projects: the members', params: idParams, response: { 200: projectMembersSchema } },
    },
    async (request): Promise<ProjectMembers> => {
      if ((await repo.projectStatus(db, request.params.id)) === undefined) throw new NotFound();
      return { users: await repo.members(db, request.params.id) };
    },
  );
  typed.put(
    path,
    {
      config: { access: projectsRegistry.permits.edit },
      schema: {
        tags,
        summary: 'Projects: replace the members as a whole (active users only)',
        params: idParams,
        body: projectMembersInputSchema,
        response: { 200: projectMembersSchema },
      },
    },
    async (request): Promise<ProjectMembers> => {
      const projectId = request.params.id;
      const userIds = [...new Set(request.body.user_ids)];
      const changed = await db.transaction(async (tx) => {
        const project = await repo.lockProject(tx, projectId);
        if (!project) throw new NotFound();
        if (project.status !== 1) throw new ValidationFailed({ user_ids: [projectsText('projectDeleted', request.lang)] });
        const problems = membersProblems(userIds, await repo.activeUserIds(tx, userIds), request.lang);
        if (Object.keys(problems).length) throw new ValidationFailed(problems);
        const before = await repo.members(tx, projectId);
        if (!(await repo.replaceMembers(tx, projectId, userIds))) return false;
        const after = await repo.members(tx, projectId);
        await recordChanges(tx, projectsRegistry.name, projectId, request.user!.id, [
          { field: 'members', old_value: names(before) || null, new_value: names(after) || null },
        ]);
        return true;
      });
      if (changed) {
        const event = { action: 'update' as const, id: projectId, fields: {}, user_id: request.user!.id };
        const channel = registryChannel(projectsRegistry.name);
        realtime.emit(registryRecordRoom(projectsRegistry.name, projectId), channel, event);
        realtime.emit(registryListRoom(projectsRegistry.name), channel, event);
      }
      return { users: await repo.members(db, projectId) };
    },
  );
}
