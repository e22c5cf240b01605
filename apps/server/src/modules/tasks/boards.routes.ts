import * as c from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../plugins/files.ts';
import type { TasksDeps } from './access.service.ts';
import {
  addBoardUser,
  allowedBoards,
  createBoard,
  createColumn,
  listBoards,
  listColumns,
  patchBoard,
  patchColumn,
  updateBoardUser,
} from './boards.service.ts';
import { addMileage, listMileage } from './mileage.service.ts';
import {
  addFavouriteUser,
  createGroup,
  deleteGroup,
  listFavouriteUsers,
  listGroups,
  removeFavouriteUser,
  updateGroup,
} from './people.service.ts';
import { listReasons } from './reasons.service.ts';
import { kanban, statistic } from './stats.service.ts';
import * as w from './tasks.wire.ts';

const session = { access: 'session' } as const;
const tags = ['tasks'];

/** Boards, custom columns, mileage, kanban, statistics, reasons, user groups and favourites under `/api/load/...`. */
export async function boardRoutes(fastify: FastifyInstance, { deps }: { deps: TasksDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get('/load/boards', { config: session, schema: { tags, response: { 200: c.boardsSchema } } }, async (request) =>
    listBoards(db, request.user!),
  );
  app.get('/load/boards/allowed', { config: session, schema: { tags, response: { 200: c.allowedBoardsSchema } } }, async (request) =>
    allowedBoards(db, request.user!),
  );
  app.post(
    '/load/boards',
    { config: session, schema: { tags, body: w.boardBody, response: { 200: c.createBoardAnswerSchema } } },
    async (request) => createBoard(db, request.user!, request.body),
  );
  app.patch(
    '/load/boards/:id',
    { config: session, schema: { tags, params: w.boardParams, body: w.boardPatchBody, response: { 200: c.patchBoardAnswerSchema } } },
    async (request) => patchBoard(db, request.user!, request.params.id, request.body),
  );
  app.post(
    '/load/boards/:id/users',
    { config: session, schema: { tags, params: w.boardParams, body: w.boardUserBody, response: { 200: c.boardUserAnswerSchema } } },
    async (request) => addBoardUser(db, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/load/boards/:id/users/:userId',
    { config: session, schema: { tags, params: w.boardUserParams, body: w.boardUserPatchBody, response: { 200: c.resultSchema } } },
    async (request) => updateBoardUser(db, request.user!, request.params.id, request.params.userId, request.body),
  );
  app.get(
    '/load/boards/:id/columns',
    { config: session, schema: { tags, params: w.boardParams, response: { 200: c.boardColumnsSchema } } },
    async (request) => listColumns(db, request.user!, request.params.id),
  );
  app.post(
    '/load/boards/:id/columns',
    { config: session, schema: { tags, params: w.boardParams, body: w.columnBody, response: { 200: c.createColumnAnswerSchema } } },
    async (request) => createColumn(db, request.user!, request.params.id, request.body),
  );
  app.patch(
    '/load/boards/:id/columns/:columnId',
    { config: session, schema: { tags, params: w.columnParams, body: w.columnPatchBody, response: { 200: c.resultSchema } } },
    async (request) => patchColumn(db, request.user!, request.params.id, request.params.columnId, request.body),
  );
  app.get(
    '/load/boards/:id/mileage',
    { config: session, schema: { tags, params: w.boardParams, response: { 200: c.mileageListSchema } } },
    async (request) => listMileage(deps, request.user!, request.params.id),
  );
  app.post(
    '/load/boards/:id/mileage',
    { config: session, schema: { tags, params: w.boardParams, body: w.mileageBody, response: { 200: c.mileageAnswerSchema } } },
    async (request) => {
      const { run_photo, ...rest } = request.body;
      return addMileage(deps, request.user!, request.params.id, { ...rest, run_photo: isUploadedFile(run_photo) ? run_photo : undefined });
    },
  );

  app.get(
    '/load/kanban',
    { config: session, schema: { tags, querystring: w.kanbanQuery, response: { 200: c.kanbanSchema } } },
    async (request) => kanban(deps, request.user!, request.query, request.lang),
  );
  app.get(
    '/load/statistic',
    { config: session, schema: { tags, querystring: w.statisticQuery, response: { 200: c.statisticSchema } } },
    async (request) =>
      statistic(deps, request.user!, {
        board_id: request.query.board_id,
        from: request.query.from ?? undefined,
        to: request.query.to ?? undefined,
      }),
  );
  app.get(
    '/load/reasons',
    { config: session, schema: { tags, querystring: w.reasonsQuery, response: { 200: c.reasonsSchema } } },
    async (request) => listReasons(db, request.query.status_id, request.lang),
  );

  // Performer and watcher groups, favourite users --------------------------------------------
  app.get(
    '/load/groups',
    { config: session, schema: { tags, querystring: z.object({ type: w.groupType.optional() }), response: { 200: c.userGroupsSchema } } },
    async (request) => listGroups(deps, request.user!, request.query.type),
  );
  app.post(
    '/load/groups',
    { config: session, schema: { tags, body: w.userGroupBody, response: { 200: c.userGroupAnswerSchema } } },
    async (request) => createGroup(deps, request.user!, { ...request.body, performers: request.body.performers ?? [] }),
  );
  app.patch(
    '/load/groups/:id',
    { config: session, schema: { tags, params: w.boardParams, body: w.userGroupPatchBody, response: { 200: c.userGroupAnswerSchema } } },
    async (request) => updateGroup(deps, request.user!, request.params.id, request.body),
  );
  app.delete(
    '/load/groups/:id',
    { config: session, schema: { tags, params: w.boardParams, response: { 200: c.resultSchema } } },
    async (request) => deleteGroup(deps, request.user!, request.params.id),
  );
  app.get('/load/favorites/users', { config: session, schema: { tags, response: { 200: c.favouriteUsersSchema } } }, async (request) =>
    listFavouriteUsers(deps, request.user!),
  );
  app.post(
    '/load/favorites/users',
    { config: session, schema: { tags, body: w.favouriteBody, response: { 200: c.resultSchema } } },
    async (request) => addFavouriteUser(deps, request.user!, request.body.user_id),
  );
  app.delete(
    '/load/favorites/users/:userId',
    { config: session, schema: { tags, params: w.favouriteParams, response: { 200: c.resultSchema } } },
    async (request) => removeFavouriteUser(deps, request.user!, request.params.userId),
  );
}
