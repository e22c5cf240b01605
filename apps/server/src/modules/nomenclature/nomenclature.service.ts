import { randomBytes } from 'node:crypto';
import {
  analoguesInputSchema,
  analoguesSchema,
  type GroupProperties,
  groupPropertiesInputSchema,
  groupPropertiesSchema,
  type ItemProperties,
  itemPropertiesInputSchema,
  itemPropertiesSchema,
  nomenclatureGroupsRegistry,
  nomenclatureRegistry,
  nomenclatureStorageOptionSchema,
  OFFER_STACK_MAX_IDS,
  offerStackSchema,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { idParams, limit } from '../../shared/wire.ts';
import { nomenclature, pickNomenclature, units } from '../dictionaries/index.ts';
import { recordChanges } from '../history/index.ts';
import { registerRemoteTable, registryRoutes } from '../registry/index.ts';
import { storagesHolding } from '../warehouse/index.ts';
import { nomenclatureText } from './nomenclature.messages.ts';
import { analoguesProblems, groupPropertiesProblems, mergeValues, parentProblems, withKeys } from './nomenclature.policy.ts';
import * as repo from './nomenclature.repository.ts';
import { nomenclatureGroups } from './nomenclature.schema.ts';

const tags = ['nomenclature'];

/** A group's own properties and those of its ancestors (nearest first). */
async function propertiesOfGroup(db: Db, groupId: number): Promise<GroupProperties> {
  const [own, ...ancestors] = await repo.groupChain(db, groupId);
  if (!own) throw new NotFound();
  return {
    properties: own.properties,
    inherited: ancestors.flatMap((g) => g.properties.map((p) => ({ ...p, group_id: g.id, group_name: g.name }))),
  };
}

/** The properties an item has through its group and the group's ancestors. */
async function propertiesOfItemGroup(db: Db, groupId: number | null) {
  if (groupId === null) return [];
  return (await repo.groupChain(db, groupId)).flatMap((g) => g.properties.map((p) => ({ ...p, group_id: g.id, group_name: g.name })));
}

async function itemProperties(db: Db, id: number): Promise<ItemProperties> {
  const item = await repo.findItem(db, id);
  if (!item) throw new NotFound();
  const properties = await propertiesOfItemGroup(db, item.group_id);
  return { properties: properties.map((p) => ({ ...p, value: item.properties[p.key] ?? null })) };
}

const newKey = () => `p${randomBytes(4).toString('hex')}`;

const stackQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(OFFER_STACK_MAX_IDS))
    .optional(),
});

/**
 * Nomenclature (issue 12): the registries of groups (a tree; a parent closing a cycle is a 422)
 * and items (units are the dictionaries' table), the groups' typed properties and the items'
 * values, the symmetric analogues, the picker with storages and the offers stack.
 */
export async function nomenclatureRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  registerRemoteTable('units', units, 'name');
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: nomenclatureGroupsRegistry,
    table: nomenclatureGroups,
    hooks: {
      // A parent that is the group or one of its sub-groups would close a cycle: 422 on parent_id,
      // checked under the tree's lock so that two moves at once cannot close one together.
      validate: async (tx, record, id) => {
        if (id === undefined || typeof record.parent_id !== 'number') return {};
        await repo.lockGroupTree(tx);
        return parentProblems(
          id,
          (await repo.groupChain(tx, record.parent_id)).map((g) => g.id),
        );
      },
    },
  });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: nomenclatureRegistry,
    table: nomenclature,
    hooks: {
      // A purge from the trash (the row is gone, unlike a soft delete) takes the item's analogue links with it.
      written: async (_user, id, action) => {
        if (action === 'delete' && !(await repo.findItem(db, id))) await repo.dropAnalogues(db, id);
      },
    },
  });

  const emit = (name: string, id: number, userId: number) => {
    const event = { action: 'update' as const, id, fields: {}, user_id: userId };
    realtime.emit(registryRecordRoom(name, id), registryChannel(name), event);
    realtime.emit(registryListRoom(name), registryChannel(name), event);
  };

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/nomenclature_groups/:id/properties',
    {
      config: { access: 'nomenclature_view' },
      schema: {
        tags,
        summary: 'Nomenclature: the group’s own and inherited properties',
        params: idParams,
        response: { 200: groupPropertiesSchema },
      },
    },
    async (request) => propertiesOfGroup(db, request.params.id),
  );
  app.put(
    '/nomenclature_groups/:id/properties',
    {
      config: { access: 'nomenclature_edit' },
      schema: {
        tags,
        summary: 'Nomenclature: the group’s own properties as a whole (names unique along its ancestors)',
        params: idParams,
        body: groupPropertiesInputSchema,
        response: { 200: groupPropertiesSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      await db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, id);
        if (!group) throw new NotFound();
        if (group.status !== 1) throw new ValidationFailed({ properties: [nomenclatureText('deleted', request.lang)] });
        const { inherited } = await propertiesOfGroup(tx, id);
        const problems = groupPropertiesProblems(request.body.properties, inherited, request.lang);
        if (Object.keys(problems).length) throw new ValidationFailed(problems);
        await repo.setGroupProperties(tx, id, withKeys(request.body.properties, newKey));
      });
      emit(nomenclatureGroupsRegistry.name, id, request.user!.id);
      return propertiesOfGroup(db, id);
    },
  );
  app.get(
    '/nomenclature/:id/properties',
    {
      config: { access: 'nomenclature_view' },
      schema: {
        tags,
        summary: 'Nomenclature: the item’s properties (of its groups) with its values',
        params: idParams,
        response: { 200: itemPropertiesSchema },
      },
    },
    async (request) => itemProperties(db, request.params.id),
  );
  app.put(
    '/nomenclature/:id/properties',
    {
      config: { access: 'nomenclature_edit' },
      schema: {
        tags,
        summary: 'Nomenclature: sets values of the item’s properties (typed by its groups; null clears one)',
        params: idParams,
        body: itemPropertiesInputSchema,
        response: { 200: itemPropertiesSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, id, true);
        if (item?.status !== 1) throw new NotFound();
        const properties = await propertiesOfItemGroup(tx, item.group_id);
        const merged = mergeValues(item.properties, request.body.values, properties, request.lang);
        if ('problems' in merged) throw new ValidationFailed(merged.problems);
        await repo.setItemProperties(tx, id, merged.values);
        // One history row per changed value, under the property's name (recordChanges skips the unchanged).
        await recordChanges(
          tx,
          nomenclatureRegistry.name,
          id,
          request.user!.id,
          properties.map((p) => ({ field: p.name, old_value: item.properties[p.key] ?? null, new_value: merged.values[p.key] ?? null })),
        );
      });
      emit(nomenclatureRegistry.name, id, request.user!.id);
      return itemProperties(db, id);
    },
  );
  app.get(
    '/nomenclature/:id/analogues',
    {
      config: { access: 'nomenclature_view' },
      schema: { tags, summary: 'Nomenclature: the item’s active analogues', params: idParams, response: { 200: analoguesSchema } },
    },
    async (request) => {
      if (!(await repo.findItem(db, request.params.id))) throw new NotFound();
      return { items: await repo.findAnalogues(db, request.params.id) };
    },
  );
  app.put(
    '/nomenclature/:id/analogues',
    {
      config: { access: 'nomenclature_edit' },
      schema: {
        tags,
        summary: 'Nomenclature: the item’s analogues as a whole (symmetric: each is the other’s analogue too)',
        params: idParams,
        body: analoguesInputSchema,
        response: { 200: analoguesSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const ids = [...new Set(request.body.ids)];
      const touched = await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, id, true);
        if (item?.status !== 1) throw new NotFound();
        const problems = analoguesProblems(id, ids, await repo.activeItemIds(tx, ids), request.lang);
        if (Object.keys(problems).length) throw new ValidationFailed(problems);
        const before = await repo.findAnalogues(tx, id);
        await repo.replaceAnalogues(tx, id, ids, request.user!.id);
        const after = await repo.findAnalogues(tx, id);
        const names = (items: readonly { name: string }[]) =>
          items
            .map((a) => a.name)
            .sort((a, b) => a.localeCompare(b, 'ru'))
            .join(', ') || null;
        await recordChanges(tx, nomenclatureRegistry.name, id, request.user!.id, [
          { field: 'analogues', old_value: names(before), new_value: names(after) },
        ]);
        return [...new Set([...before.map((a) => a.id), ...ids])];
      });
      for (const other of [id, ...touched]) emit(nomenclatureRegistry.name, other, request.user!.id);
      return { items: await repo.findAnalogues(db, id) };
    },
  );
  app.get(
    '/nomenclature/autocomplete/storages',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Nomenclature: the picker’s items with the storages holding them (live storages, quantity > 0)',
        querystring: z.object({ term: z.string().max(200).optional(), limit: limit(50, 200) }),
        response: { 200: z.array(nomenclatureStorageOptionSchema) },
      },
    },
    async (request) => {
      const options = await pickNomenclature(db, request.query.term, request.query.limit);
      const held = await storagesHolding(
        db,
        options.map((o) => o.value),
      );
      return options.map((o) => ({ ...o, storages: held.get(o.value) ?? [] }));
    },
  );
  app.get(
    '/v2_nomenclature/offers/stack',
    {
      config: { access: 'nomenclature_view' },
      schema: {
        tags,
        summary:
          'Nomenclature: supplier prices from the offers of applications holding the items (`id` offer, `calculation_id` application)',
        querystring: stackQuery,
        response: { 200: offerStackSchema },
      },
    },
    async (request) => ({
      // No ids, no items.
      items: (request.query.ids?.length ? await repo.findOfferStack(db, request.query.ids) : []).map((r) => ({
        id: Number(r.id),
        calculation_id: Number(r.calculation_id),
        nomenclature_id: Number(r.nomenclature_id),
        partner_id: r.partner_id === null ? null : Number(r.partner_id),
        partner_name: r.partner_name,
        sum: r.sum,
        quantity: r.quantity,
        cost: r.cost,
        date: toWireMinutes(new Date(r.date_add)),
      })),
    }),
  );
}
