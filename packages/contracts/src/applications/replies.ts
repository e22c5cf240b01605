import { z } from 'zod';
import {
  autoInvoiceSchema,
  offerViewSchema,
  packInvoiceSchema,
  positionFileSchema,
  positionViewSchema,
  signerViewSchema,
  signProcessSchema,
} from './card.ts';

/**
 * What the applications' edits answer (spec 1 §5–§9, spec 3 §7): create and edit, position
 * marks, signers, the invoices tab, offers and supplier requests, the defect statement and
 * the import. The server serializes with these schemas; the web takes its types from them.
 */

const id = z.number().int();
const text = z.string().nullable();

/** `POST applications`. */
export const createApplicationAnswerSchema = z.object({ id, result: z.boolean() });
export type CreateApplicationAnswer = z.infer<typeof createApplicationAnswerSchema>;

/** `PATCH applications/:id`: the saved fields, or `status` delete. */
export const editApplicationAnswerSchema = z.object({
  id,
  result: z.boolean(),
  version: z.number().int().optional(),
  urgent: z.number().int().optional(),
  repeats: z.number().int().optional(),
  name: z.string().optional(),
  status: z.string().optional(),
  result_content: z.string(),
});
export type EditApplicationAnswer = z.infer<typeof editApplicationAnswerSchema>;

/** `POST applications/favorite/:id`. */
export const favouriteAnswerSchema = z.object({ liked: z.number().int() });
/** `POST applications/alert/:id`: how many people were reminded. */
export const alertAnswerSchema = z.object({ result: z.boolean(), result_content: z.string(), recipients: z.number().int() });

/** `POST applications/:id/snab/status/:pos` (with the status before) and the rollback. */
export const positionStatusAnswerSchema = z.object({ id, status: z.string(), prev_status: z.string().optional() });
export type PositionStatusAnswer = z.infer<typeof positionStatusAnswerSchema>;
export const positionResponsibleAnswerSchema = z.object({ result: z.boolean(), snabs: z.array(id), responsible: id.nullable() });
export const positionEquipmentAnswerSchema = z.object({ id, equipment_id: id.nullable(), run: z.number().nullable() });
export const positionExplanationAnswerSchema = z.object({ id, explanation: text });
export const positionFilesAnswerSchema = z.object({ files: z.array(positionFileSchema) });
export const positionFileAnswerSchema = z.object({ id, name: z.string(), status: z.number().int() });

/** `POST|PATCH applications/:id/signers` (result_content) and `POST applications/:id/snabs/sign` (status). */
export const signersAnswerSchema = z.object({
  result: z.boolean(),
  result_content: z.string().optional(),
  status: z.string().optional(),
  sign_process: signProcessSchema,
  snabs_signers: z.array(signerViewSchema),
});
export type SignersAnswer = z.infer<typeof signersAnswerSchema>;

/** `GET applications/:id/invoices/full`: the tab's invoices and the auto invoice. */
export const invoicesFullSchema = z.object({ invoices: z.array(packInvoiceSchema), auto_invoice: autoInvoiceSchema.nullable() });
export type InvoicesFull = z.infer<typeof invoicesFullSchema>;

/** `GET applications/invoices/:id/snabs`: every position of an invoice, of any application. */
export const invoicePositionsSchema = z.object({ invoice_id: id, snabs: z.array(positionViewSchema) });
export type InvoicePositions = z.infer<typeof invoicePositionsSchema>;

/** `POST applications/:id/invoices`: the new invoice and the positions (or parts) put in it. */
export const createInvoiceAnswerSchema = z.object({ id, sum: z.string(), snabs: z.array(id) });
/** `POST applications/:id/invoices/:inv/snabs/add` (with the linked positions) and `.../snabs/edit`. */
export const linkAnswerSchema = z.object({ result: z.boolean(), snabs: z.array(id).optional() });
/** `PATCH invoices/:id`. */
export const invoicePatchAnswerSchema = z.object({ id, sum: z.string(), number: text, status: text });
/** `PATCH invoices/:id/status`. */
export const invoiceStatusAnswerSchema = z.object({ id, status: text });

/** `POST applications/:id/offers`: the new offer's id and the offers tab. */
export const addOfferAnswerSchema = z.object({ id, offers: z.array(offerViewSchema) });

/** A request to a supplier for prices of chosen positions. */
export const supplierRequestSchema = z.object({
  id,
  pack_id: id,
  partner_id: id.nullable(),
  partner_name: text,
  email: text,
  comment: text,
  /** Position ids. */
  snabs: z.array(id),
  /** draft, sent, answered (the supplier's offer is recorded). */
  status: z.enum(['draft', 'sent', 'answered']),
  date_send: text,
  date_add: z.string(),
  /** The supplier's link (under /api) once made. */
  link: text,
});
export type SupplierRequest = z.infer<typeof supplierRequestSchema>;
export const supplierRequestsSchema = z.object({ requests: z.array(supplierRequestSchema) });
/** `POST applications/:id/requests/:req/send`. */
export const sentRequestSchema = supplierRequestSchema.extend({ result_content: z.string() });
/** `GET applications/:id/requests/:req/link/pdf`. */
export const requestLinkSchema = z.object({ link: z.string() });

/** `POST|PATCH applications/:id/defect_statement` (link, status 1) and its `DELETE` (link null, status 0). */
export const defectAnswerSchema = z.object({
  link: text,
  status: z.number().int(),
  name: z.string().optional(),
  result_content: z.string().optional(),
});
export type DefectAnswer = z.infer<typeof defectAnswerSchema>;

/** `POST import/applications`: the created applications and the errors by row. */
export const importReportSchema = z.object({
  created: z.array(z.object({ id, key: z.string(), rows: z.array(z.number().int()) })),
  errors: z.array(z.object({ row: z.number().int(), messages: z.array(z.string()) })),
  total_rows: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
