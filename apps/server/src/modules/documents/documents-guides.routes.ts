import {
  DOCUMENT_TYPES_GROUP,
  documentCategoriesGuideResponseSchema,
  documentKindsResponseSchema,
  documentOrganizationsResponseSchema,
  documentStatusesResponseSchema,
  documentsRegistry,
  documentTypesQuerySchema,
  guidesQuerySchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import { ensureQueryConstraint, QUERY_CONSTRAINT } from '../../shared/query-constraint.ts';
import { categoryGuide, documentKinds, organizations, statuses } from './documents-guides.service.ts';

const VIEW = documentsRegistry.permits.view;
const tags = [documentsRegistry.name];

/**
 * The documents' guides (spec 3 §7 "Documents"): statuses, the own organizations, the types of the
 * correspondence group (`documents/types?group_id=2`: the path without the group answers the contract
 * document types, contracts module) and the categories (`services/guides?type=document_categories`).
 */
export async function documentsGuidesRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  ensureQueryConstraint(fastify);
  const typed = fastify.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents/statuses',
    {
      config: { access: VIEW },
      schema: { tags, summary: 'Documents: the states with their labels', response: { 200: documentStatusesResponseSchema } },
    },
    async (request) => statuses(request.lang),
  );

  typed.get(
    '/documents/organizations',
    {
      config: { access: VIEW },
      schema: { tags, summary: 'Documents: the own organizations', response: { 200: documentOrganizationsResponseSchema } },
    },
    async () => organizations(db),
  );

  typed.get(
    '/documents/types',
    {
      config: { access: VIEW },
      constraints: { [QUERY_CONSTRAINT]: `group_id=${DOCUMENT_TYPES_GROUP}` },
      schema: {
        tags,
        summary: 'Documents: the document types of the correspondence group (group_id=2), optionally of one category',
        querystring: documentTypesQuerySchema,
        response: { 200: documentKindsResponseSchema },
      },
    },
    async (request) => documentKinds(db, request.query.category_id),
  );

  typed.get(
    '/services/guides',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Guides: the document categories (type=document_categories)',
        querystring: guidesQuerySchema,
        response: { 200: documentCategoriesGuideResponseSchema },
      },
    },
    async () => categoryGuide(db),
  );
}
