import {
  categoryFieldsInputSchema,
  categoryFieldsResponseSchema,
  documentCustomPatchSchema,
  documentCustomResponseSchema,
  documentIdParam,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CustomDeps, documentCustom, listCategoryFields, patchDocumentCustom, saveCategoryFields } from './document-custom.service.ts';

const tags = ['documents'];
const view = { access: 'documents_view' } as const;
const change = { access: 'documents_create' } as const;
const params = z.object({ id: documentIdParam });

/** Custom fields of document categories and the documents' values (spec 3 §3 `custom[...]`), under /api. */
export async function documentCustomRoutes(fastify: FastifyInstance, deps: CustomDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/documents/categories/:id/fields',
    {
      config: view,
      schema: { tags, summary: 'Custom fields of a document category, in order', params, response: { 200: categoryFieldsResponseSchema } },
    },
    async (request) => listCategoryFields(db, request.params.id),
  );

  app.put(
    '/documents/categories/:id/fields',
    {
      config: change,
      schema: {
        tags,
        summary: 'Replace the ordered custom fields of a category (a dropped field with values is hidden, values kept)',
        params,
        body: categoryFieldsInputSchema,
        response: { 200: categoryFieldsResponseSchema },
      },
    },
    async (request) => saveCategoryFields(db, request.params.id, request.body.fields),
  );

  app.get(
    '/documents/:id/custom',
    {
      config: view,
      schema: {
        tags,
        summary: "A document's custom fields, values and files of files fields",
        params,
        response: { 200: documentCustomResponseSchema },
      },
    },
    async (request) => documentCustom(db, request.user!, request.params.id),
  );

  app.patch(
    '/documents/:id/custom',
    {
      config: change,
      schema: {
        tags,
        summary: "Change a document's custom values (checked per kind; history per field)",
        params,
        body: documentCustomPatchSchema,
        response: { 200: documentCustomResponseSchema },
      },
    },
    async (request) => patchDocumentCustom(deps, request.user!, request.params.id, request.body),
  );
}
