import type { ExtractPayment } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { extractsText } from './extracts.messages.ts';
import * as repo from './extracts.repository.ts';

/**
 * `GET invoices/extracts/:id/candidates`: the payments an outgoing line may be linked to by hand
 * (`extracts/interval/relation`): signed or in the registry, held by no line, of the same sum.
 */
export async function lineCandidates(db: Db, lineId: number, lang: Lang): Promise<{ items: ExtractPayment[] }> {
  const [line] = await repo.lineViews(db, [lineId]);
  if (!line) throw new NotFound(extractsText('lineNotFound', lang, { id: lineId }));
  if (line.line.direction !== 'out' || line.line.match_state === 'confirmed') return { items: [] };
  const rows = await repo.paymentsOfSum(db, line.line.sum, 50);
  return {
    items: rows.map((r) => ({
      ...r,
      invoice_date: r.invoice_date ? toWireMinutes(r.invoice_date).slice(0, 10) : null,
    })),
  };
}
