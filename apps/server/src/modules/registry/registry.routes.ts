import {
  autocompleteSchema,
  createInputSchema,
  hasListTotals,
  hasPermit,
  INT_MAX,
  listQuerySchema,
  listSchema,
  listTotalsSchema,
  patchInputSchema,
  type RegistryDefinition,
  registryApi,
  registryPath,
  rowSchema,
} from '@app/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import { assertTableFits } from '../../shared/registry-table.ts';
import type { TrashBound } from '../../shared/trash-bound.ts';
import { idempotencyKeyOf, registerObjectAccess } from '../objects/index.ts';
import {
  autocomplete,
  createRecord,
  type Engine,
  exportRecords,
  getRecord,
  type ListQuery,
  listRecords,
  listTotals,
  patchRecord,
  purgeRecord,
  type RegistryHooks,
  type RemoteTable,
  recordStatus,
  type Store,
  setRecordStatus,
  type TrashRow,
  trashPage,
} from './registry.service.ts';

export type { RegistryHooks } from './registry.service.ts';

/** Registered registries (and remote tables) by name: remote fields find the other table and its title here. */
const stores = new Map<string, RemoteTable>();

/**
 * Lets remote fields point to a table that is not a registry of the engine (the own
 * organizations): its `id` and the column naming a record. Call before serving.
 */
export function registerRemoteTable(name: string, table: PgTable, title: string) {
  if (!(getTableColumns(table) as Record<string, unknown>)[title]) throw new Error(`remote table ${name}: no column ${title}`);
  stores.set(name, { table, title });
}

/** A registry as the common trash (modules/trash) sees it: its deleted records, restore and purge. */
export interface RegistryTrash {
  definition: RegistryDefinition;
  page(bound: TrashBound | undefined, limit: number): Promise<TrashRow[]>;
  /** The engine's restore (history row, `restore` event); 409 `trash.notInTrash` for an active record. */
  restore(user: SessionUser, id: number): Promise<void>;
  /** Answers the storage keys of the record's files, to remove once committed. */
  purge(user: SessionUser, id: number): Promise<string[]>;
}

/** The registries each app (its database) has mounted: every `registryRoutes` call joins the trash. */
const trashCatalogs = new WeakMap<Db, Map<string, RegistryTrash>>();

/** The registries mounted on this database's app, in registration order. */
export const registriesOf = (db: Db): RegistryTrash[] => [...(trashCatalogs.get(db)?.values() ?? [])];

export interface RegistryOptions {
  db: Db;
  realtime: Realtime;
  definition: RegistryDefinition;
  /** The module's Drizzle table (its columns are checked against the definition). */
  table: Store['table'];
  hooks?: RegistryHooks;
  /** More paths answering the export besides `<api>/export` (documents: the spec's `documents/excel`). */
  exportAliases?: readonly string[];
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });

/**
 * The Fastify plugin of one registry (register it under /api). Routes, each with the
 * definition's permit (authorization test and the route registry read them):
 * - `GET /<name>` list (view), or with `model_method=autocomplete` the look-up (`lookup` access);
 * - `GET /<name>/trash` deleted records (delete), `GET /<name>/export` xlsx (view);
 * - `GET /<name>/:id` card (view), `POST /<name>` create (create), `PATCH /<name>/:id` (edit);
 * - `DELETE /<name>/:id` soft delete and `POST /<name>/:id/restore` (delete).
 * Registers the object access of `<name>` (chat, tags, files, history, favourites, the
 * record's realtime room) and the guard of the list room `<name>_list:all` (view).
 */
export async function registryRoutes(fastify: FastifyInstance, options: RegistryOptions) {
  const { definition } = options;
  const store: Store = {
    def: definition,
    table: options.table,
    columns: assertTableFits(definition, options.table),
    remote: (name) => stores.get(name),
    searchAlso: options.hooks?.searchAlso,
  };
  stores.set(definition.name, { table: options.table, title: definition.title });
  const engine: Engine = { db: options.db, realtime: options.realtime, store, hooks: options.hooks ?? {} };
  const { permits, name } = definition;
  const catalog = trashCatalogs.get(options.db) ?? new Map<string, RegistryTrash>();
  trashCatalogs.set(options.db, catalog);
  catalog.set(name, {
    definition,
    page: (bound, limit) => trashPage(engine, bound, limit),
    restore: async (user, id) => {
      const status = await recordStatus(engine, id);
      if (status === undefined) throw new NotFound();
      if (status !== 0) throw new Conflict('trash.notInTrash');
      await setRecordStatus(engine, user, id, 1);
    },
    purge: (user, id) => purgeRecord(engine, user, id),
  });

  registerObjectAccess(name, {
    read: async (user, id) => {
      if (!hasPermit(user, permits.view)) return false;
      const status = await recordStatus(engine, id, user);
      return status === 1 || (status === 0 && hasPermit(user, permits.delete));
    },
    edit: async (user, id) => hasPermit(user, permits.edit) && (await recordStatus(engine, id, user)) === 1,
    link: (id) => `${registryPath(definition)}/${id}`,
    chat: async () => definition.chat === true,
  });
  options.realtime.guardModule(`${name}_list`, async (user, id) => id === 'all' && hasPermit(user, permits.view));

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = [name];
  const path = registryApi(definition);
  const listQuery = options.hooks?.listParams
    ? listQuerySchema(definition).extend(options.hooks.listParams.shape)
    : listQuerySchema(definition);
  const row = rowSchema(definition);
  const list = listSchema(definition);
  const query = (q: unknown) => q as ListQuery;

  app.get(
    path,
    {
      config: { access: permits.view, autocompleteAccess: definition.lookup },
      schema: {
        tags,
        summary: `${definition.label.en}: list, or autocomplete with model_method=autocomplete`,
        querystring: listQuery,
        response: { 200: z.union([list, autocompleteSchema]) },
      },
    },
    async (request) => {
      const q = query(request.query);
      return q.model_method === 'autocomplete'
        ? autocomplete(engine, request.user ?? undefined, q)
        : listRecords(engine, request.user ?? undefined, q);
    },
  );
  app.get(
    `${path}/trash`,
    {
      config: { access: permits.delete },
      schema: { tags, summary: `${definition.label.en}: trash`, querystring: listQuery, response: { 200: list } },
    },
    async (request) => listRecords(engine, request.user ?? undefined, query(request.query), 0),
  );
  if (hasListTotals(definition))
    app.get(
      `${path}/totals`,
      {
        config: { access: permits.view },
        schema: {
          tags,
          summary: `${definition.label.en}: sums of the money fields marked total over the filtered list`,
          querystring: listQuery,
          response: { 200: listTotalsSchema },
        },
      },
      async (request) => listTotals(engine, request.user ?? undefined, query(request.query)),
    );
  for (const exportPath of [`${path}/export`, ...(options.exportAliases ?? [])])
    app.get(
      exportPath,
      {
        config: { access: permits.view },
        schema: { tags, summary: `${definition.label.en}: xlsx export of the filtered list`, querystring: listQuery },
      },
      async (request, reply) => {
        const file = await exportRecords(engine, request.user ?? undefined, query(request.query), request.lang);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(file);
      },
    );
  app.get(
    `${path}/:id`,
    {
      config: { access: permits.view },
      schema: { tags, summary: `${definition.label.en}: card`, params: idParams, response: { 200: row } },
    },
    async (request) => {
      const record = await getRecord(engine, request.user!, request.params.id);
      await engine.hooks.opened?.(request.user!, request.params.id);
      return record;
    },
  );
  app.post(
    path,
    {
      config: { access: permits.create },
      schema: {
        tags,
        summary: `${definition.label.en}: create (Idempotency-Key)`,
        body: createInputSchema(definition),
        response: { 200: row },
      },
    },
    async (request) => createRecord(engine, request.user!, request.body as Record<string, unknown>, idempotencyKeyOf(request.headers)),
  );
  app.patch(
    `${path}/:id`,
    {
      config: { access: permits.edit },
      schema: {
        tags,
        summary: `${definition.label.en}: change fields`,
        params: idParams,
        body: patchInputSchema(definition),
        response: { 200: row },
      },
    },
    async (request) => patchRecord(engine, request.user!, request.params.id, request.body as Record<string, unknown>),
  );
  app.delete(
    `${path}/:id`,
    {
      config: { access: permits.delete },
      schema: { tags, summary: `${definition.label.en}: move to trash`, params: idParams, response: { 200: row } },
    },
    async (request) => setRecordStatus(engine, request.user!, request.params.id, 0),
  );
  app.post(
    `${path}/:id/restore`,
    {
      config: { access: permits.delete },
      schema: { tags, summary: `${definition.label.en}: restore from trash`, params: idParams, response: { 200: row } },
    },
    async (request) => setRecordStatus(engine, request.user!, request.params.id, 1),
  );
}
