import { documentsRegistry, postalItemsResponseSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams } from '../../shared/wire.ts';
import { addPostalItem, changePostalItem, listPostalItems, type PostalDeps, removePostalItem } from './document-postal-items.service.ts';

const { view: VIEW, edit: EDIT } = documentsRegistry.permits;
const tags = [documentsRegistry.name];
const number = z.string().trim().min(1, 'field.fillRequired').max(40, 'documents.trackingInvalid');

/** Postal items of a document (spec 3 §7 `v2_documents/{id}/postal_items`). */
export async function documentPostalItemsRoutes(fastify: FastifyInstance, deps: PostalDeps) {
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: postalItemsResponseSchema };

  typed.get(
    '/v2_documents/:id/postal_items',
    { config: { access: VIEW }, schema: { tags, summary: 'Documents: the postal items', params: idParams, response } },
    async (request) => listPostalItems(deps, request.user!, request.params.id),
  );

  typed.post(
    '/v2_documents/:id/postal_items/:number',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Documents: add a postal item by its tracking number (checked, never twice); answers the items',
        params: z.object({ id, number }),
        response,
      },
    },
    async (request) => addPostalItem(deps, request.user!, request.params.id, request.params.number),
  );

  typed.patch(
    '/v2_documents/:id/postal_items/:postal/:number',
    {
      config: { access: EDIT },
      schema: { tags, summary: 'Documents: change a tracking number', params: z.object({ id, postal: id, number }), response },
    },
    async (request) => changePostalItem(deps, request.user!, request.params.id, request.params.postal, request.params.number),
  );

  typed.delete(
    '/v2_documents/:id/postal_items/:postal',
    {
      config: { access: EDIT },
      schema: { tags, summary: 'Documents: delete a postal item', params: z.object({ id, postal: id }), response },
    },
    async (request) => removePostalItem(deps, request.user!, request.params.id, request.params.postal),
  );
}
