import {
  contractAgreementsResponseSchema,
  contractDocumentCreateSchema,
  contractDocumentPatchSchema,
  contractDocumentSchema,
  contractDocumentSummaryQuerySchema,
  contractDocumentSummarySchema,
  contractDocumentsQuerySchema,
  contractDocumentsResponseSchema,
  contractDocumentTypesResponseSchema,
  contractStatusesResponseSchema,
  contractsRegistry,
  contractTemplateQuerySchema,
  contractTemplateResponseSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { idParams } from '../../shared/wire.ts';
import { createDocument, documentSummary, documentTypes, listDocuments, patchDocument } from './contract-documents.service.ts';
import { statesFor } from './contracts.policy.ts';
import { agreementsOf, profitTypes, templateOf } from './contracts-registry.service.ts';

const VIEW = contractsRegistry.permits.view;
const EDIT = contractsRegistry.permits.edit;
const tags = [contractsRegistry.name];
const truthy = (v: string | undefined) => v === '1' || v === 'true';

/**
 * The contracts' calls beside the engine (spec 3 §7 "Contracts"): statuses, document types, profit
 * types, the create form's template (agreement / copy), the agreements, the invoices and the documents.
 */
export async function contractsCallsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/documents/contracts';

  typed.get(
    `${base}/statuses`,
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Contracts: the states (registry=true every state; otherwise drafts only for lawyers)',
        querystring: z.object({ registry: z.string().optional() }),
        response: { 200: contractStatusesResponseSchema },
      },
    },
    async (request) => statesFor(request.user!, truthy(request.query.registry)).map((s) => ({ ...s })),
  );

  typed.get(
    '/documents/types',
    {
      config: { access: VIEW },
      schema: { tags, summary: 'Contracts: the document types', response: { 200: contractDocumentTypesResponseSchema } },
    },
    async () => documentTypes(db),
  );

  typed.get(
    `${base}/document-types`,
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Contracts: the document types of a list page contracts, with counts (registry=1: the lawyers view)',
        querystring: contractDocumentSummaryQuerySchema,
        response: { 200: contractDocumentSummarySchema },
      },
    },
    async (request) => documentSummary(db, request.user!, request.query.ids, truthy(request.query.registry)),
  );

  typed.get(
    '/v2_contracts/profit/types',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Contracts: the profit types (expense / income)',
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), direction: z.string() })) },
      },
    },
    async () => profitTypes(db),
  );

  typed.get(
    `${base}/:id/template`,
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Contracts: values to prefill a new additional agreement or a copy',
        params: idParams,
        querystring: contractTemplateQuerySchema,
        response: { 200: contractTemplateResponseSchema },
      },
    },
    async (request) => templateOf(db, request.params.id, request.query.as),
  );

  typed.get(
    `${base}/:id/agreements`,
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Contracts: the live additional agreements and the effective sum',
        params: idParams,
        response: { 200: contractAgreementsResponseSchema },
      },
    },
    async (request) => agreementsOf(db, request.params.id),
  );

  typed.get(
    `${base}/:id/invoices`,
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: "Contracts: the contract's invoices (the invoices registry list `list=contracts&contract_id=`)",
        params: idParams,
        querystring: z.object({ cursor: z.string().optional(), limit: z.string().optional() }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams({ list: 'contracts', contract_id: String(request.params.id) });
      if (request.query.cursor) query.set('cursor', request.query.cursor);
      if (request.query.limit) query.set('limit', request.query.limit);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'cookie', 'accept-language'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // The invoices registry answers (its rights, visibility, totals and pages apply as they are).
      const answer = await fastify.inject({ method: 'GET', url: `/api/invoices/registry?${query}`, headers });
      // Another status (403 without the invoices' rights) passes through as the invoices registry gave it.
      return reply.code(answer.statusCode as 200).send(answer.json());
    },
  );

  typed.get(
    `${base}/:id/documents`,
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: "Contracts: the contract's documents the user sees (spec 3 §6)",
        params: idParams,
        querystring: contractDocumentsQuerySchema,
        response: { 200: contractDocumentsResponseSchema },
      },
    },
    async (request) => listDocuments(db, request.user!, request.params.id, truthy(request.query.registry)),
  );

  typed.post(
    `${base}/:id/documents`,
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Contracts: add a document (its files go to the attachments of module contract_documents)',
        params: idParams,
        body: contractDocumentCreateSchema,
        response: { 200: contractDocumentSchema },
      },
    },
    async (request) => createDocument(db, request.user!, request.params.id, request.body),
  );

  typed.patch(
    `${base}/documents/:id`,
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Contracts: edit a document (status 0 deletes it)',
        params: idParams,
        body: contractDocumentPatchSchema,
        response: { 200: contractDocumentSchema },
      },
    },
    async (request) => patchDocument(db, request.user!, request.params.id, request.body),
  );
}
