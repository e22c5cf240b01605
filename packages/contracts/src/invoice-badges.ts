import { z } from 'zod';

/**
 * The badges of an invoice (spec 3 §4) beyond `urgent` (a column of the row), answered by
 * `GET /api/invoices/badges?ids=`: refund = the invoice's state is refund; archive = paid and
 * dated more than `INVOICE_ARCHIVE_DAYS` ago; on_storage / in_transit / get_it from the delivery
 * status of the application positions in the invoice (in stock / on the way / all received).
 */
export const INVOICE_BADGES = [
  { code: 'refund', ru: 'Возврат', en: 'Refund', color: 'magenta' },
  { code: 'on_storage', ru: 'На складе', en: 'In storage', color: 'lime' },
  { code: 'in_transit', ru: 'В пути', en: 'In transit', color: 'cyan' },
  { code: 'get_it', ru: 'Получено', en: 'Received', color: 'green' },
  { code: 'archive', ru: 'Архив', en: 'Archive', color: 'default' },
] as const;
export type InvoiceBadge = (typeof INVOICE_BADGES)[number]['code'];
const BADGE_CODES = INVOICE_BADGES.map((b) => b.code) as [InvoiceBadge, ...InvoiceBadge[]];

/** A paid invoice older than this (by its date, else its creation) is archive. */
export const INVOICE_ARCHIVE_DAYS = 180;

/** At most this many invoices per badges call (a list page). */
export const INVOICE_BADGES_MAX_IDS = 200;

/** `ids=1,2,3` (none: an empty answer). */
export const invoiceBadgesQuerySchema = z.object({
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .filter((s) => s.trim() !== '')
            .map(Number)
        : v,
    z.array(z.number().int().positive().max(2_147_483_647)).max(INVOICE_BADGES_MAX_IDS).default([]),
  ),
});

export const invoiceBadgesSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), badges: z.array(z.enum(BADGE_CODES)) })),
});
export type InvoiceBadges = z.infer<typeof invoiceBadgesSchema>;
