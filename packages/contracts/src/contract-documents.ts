import { z } from 'zod';

/**
 * A contract's documents (spec 3 §3 "Contract document types carry type_code", §6 visibility) and
 * the other calls of the contracts module beside the registry engine. Messages are keys
 * `contracts.*` (server: modules/contracts/contracts.messages.ts).
 *
 * Files: a document's files are the attachments module's files of module `contract_documents`,
 * object id = the document's id (`GET/POST /api/files/contract_documents/:docId`); the document
 * answers them in `files`.
 */

/** What a document type's `type_code` means for visibility (spec 3 §6); null = no code, visible to everyone. */
export const CONTRACT_DOCUMENT_TYPE_CODES = ['signed', 'draft'] as const;
export type ContractDocumentTypeCode = (typeof CONTRACT_DOCUMENT_TYPE_CODES)[number];

const INT_LIMIT = 2_147_483_647;
const wireId = z.coerce.number().int().positive().max(INT_LIMIT);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.dateIncorrect');
const noNul = (s: string) => !s.includes('\u0000');

/** `GET /api/documents/types`: the contract document types (ordered by `position`). */
export const contractDocumentTypeSchema = z.object({
  id: z.number(),
  /** Stable code of the type (`signed_contract`, `draft_contract`, `agreement`, `act`, `other`…). */
  code: z.string(),
  name: z.string(),
  /** Visibility class (spec 3 §6): `signed`, `draft`, or null (everyone who sees the contract). */
  type_code: z.enum(CONTRACT_DOCUMENT_TYPE_CODES).nullable(),
});
export type ContractDocumentType = z.infer<typeof contractDocumentTypeSchema>;
export const contractDocumentTypesResponseSchema = z.array(contractDocumentTypeSchema);

/** One attached file of a document (attachments module, module `contract_documents`). */
export const contractDocumentFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Download address (`/upload/files/contract_documents/<docId>/<filename>`). */
  path: z.string(),
});

/** A contract's document (`GET /api/documents/contracts/:id/documents` rows, POST/PATCH answers). */
export const contractDocumentSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  type_id: z.number(),
  type_name: z.string(),
  type_code: z.enum(CONTRACT_DOCUMENT_TYPE_CODES).nullable(),
  name: z.string(),
  number: z.string().nullable(),
  /** yyyy-MM-dd */
  date: z.string().nullable(),
  /** The document's version (1, 2, …), set by the user. */
  version: z.number(),
  files: z.array(contractDocumentFileSchema),
  date_add: z.string(),
  who_add: z.number().nullable(),
  who_add_fio: z.string().nullable(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;
export const contractDocumentsResponseSchema = z.array(contractDocumentSchema);

/**
 * `GET /api/documents/contracts/:id/documents?registry=1`: `registry` = the lawyers' registry view
 * (needs `contracts_register_view`): a lawyer sees every type, others not `signed`. Without it a
 * lawyer sees `signed` and `draft`, others only `draft`. Types without a code: everyone.
 */
export const contractDocumentsQuerySchema = z.object({
  registry: z.enum(['1', 'true', '0', 'false']).optional(),
});

/** Most contracts one `GET documents/contracts/document-types?ids=` answers (a list page). */
export const CONTRACT_DOCUMENT_SUMMARY_MAX_IDS = 200;

/**
 * `GET /api/documents/contracts/document-types?ids=1,2&registry=1`: for each live contract of `ids`,
 * the types of its documents the user sees in that view (the same rule as the documents), with counts.
 */
export const contractDocumentSummaryQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'field.invalid')
    .default('')
    .transform((v) => [...new Set(v.split(',').filter(Boolean).map(Number))].filter((n) => n > 0 && n <= INT_LIMIT))
    .refine((list) => list.length <= CONTRACT_DOCUMENT_SUMMARY_MAX_IDS, 'field.invalid'),
  registry: z.enum(['1', 'true', '0', 'false']).optional(),
});
export const contractDocumentSummarySchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      types: z.array(
        z.object({ type_id: z.number(), name: z.string(), type_code: z.enum(CONTRACT_DOCUMENT_TYPE_CODES).nullable(), count: z.number() }),
      ),
    }),
  ),
});
export type ContractDocumentSummary = z.infer<typeof contractDocumentSummarySchema>;

/** `POST /api/documents/contracts/:id/documents` (JSON; files are uploaded afterwards to the attachments module). */
export const contractDocumentCreateSchema = z.object({
  type_id: wireId,
  name: z.string().trim().min(1, 'field.fillRequired').max(300).refine(noNul),
  number: z.string().trim().max(100).refine(noNul).nullish(),
  date: isoDate.nullish(),
  version: z.coerce.number().int().min(1).max(999).optional(),
});
export type ContractDocumentCreate = z.infer<typeof contractDocumentCreateSchema>;

/** `PATCH /api/documents/contracts/documents/:docId`: any of the fields; `status: 0` deletes (soft). */
export const contractDocumentPatchSchema = contractDocumentCreateSchema.partial().extend({
  status: z.literal(0).optional(),
});
export type ContractDocumentPatch = z.infer<typeof contractDocumentPatchSchema>;

/** `GET /api/documents/contracts/statuses?registry=true`: the contract states with labels. */
export const contractStatusSchema = z.object({
  value: z.string(),
  ru: z.string(),
  en: z.string(),
  color: z.string(),
});
export const contractStatusesResponseSchema = z.array(contractStatusSchema);

/**
 * `GET /api/documents/contracts/:id/template?as=agreement|copy`: field values to prefill a new
 * contract's form (POST `documents/contracts` then creates it). `agreement`: kind agreement,
 * `parent_id` = the contract, the same parties, type, profit type and people, `sum_change` empty;
 * `copy`: every field of the contract but `number` (empty), `state` (draft) and the dates.
 */
export const contractTemplateQuerySchema = z.object({ as: z.enum(['agreement', 'copy']).default('agreement') });
export const contractTemplateResponseSchema = z.record(z.string(), z.unknown());

/** `GET /api/documents/contracts/:id/agreements`: the live additional agreements of a contract. */
export const contractAgreementSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string().nullable(),
  subject: z.string(),
  state: z.string(),
  sum_change: z.string().nullable(),
  start_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
});
export const contractAgreementsResponseSchema = z.object({
  items: z.array(contractAgreementSchema),
  /** The contract's sum plus the `sum_change` of its signed agreements (the works' limit). */
  limit: z.string().nullable(),
});
export type ContractAgreements = z.infer<typeof contractAgreementsResponseSchema>;
