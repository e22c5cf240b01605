/**
 * Substitutes (who signs in my place while I am away) and the one "awaiting my signature"
 * list across invoices and applications.
 */
import type { AwaitingItem, Substitute, SubstituteInput } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { approvalsText } from './approvals.messages.ts';
import { actingFor, coversDay } from './approvals.policy.ts';
import * as repo from './approvals.repository.ts';
import { loadChains, today } from './chain.service.ts';

const AWAITING_LIMIT = 200;

/** `GET /api/approvals/substitutes`: my substitute and period, and whom I substitute today. */
export async function mySubstitute(db: Db, user: SessionUser): Promise<Substitute> {
  const day = today();
  const row = await repo.findSubstituteOf(db, user.id);
  return {
    substitute: row ? { id: row.substitute_id, fio: row.fio ?? `#${row.substitute_id}` } : null,
    date_from: row?.date_from ?? null,
    date_to: row?.date_to ?? null,
    active: row ? coversDay(row, day) : false,
    for_users: await repo.findSubstitutedBy(db, user.id, day),
  };
}

/** `PUT /api/approvals/substitutes`: a substitute with can_sign (not myself) and a period, or none. */
export async function setMySubstitute(db: Db, user: SessionUser, input: SubstituteInput, lang: Lang): Promise<Substitute> {
  if (input.substitute_id === null) {
    await repo.saveSubstitute(db, user.id, null);
    return mySubstitute(db, user);
  }
  const errors: Record<string, string[]> = {};
  if (input.substitute_id === user.id) errors.substitute_id = [approvalsText('substituteSelf', lang)];
  else if (!(await repo.userCanSign(db, input.substitute_id))) errors.substitute_id = [approvalsText('substituteCannotSign', lang)];
  if (!input.date_from) errors.date_from = [approvalsText('datesRequired', lang)];
  if (!input.date_to) errors.date_to = [approvalsText('datesRequired', lang)];
  else if (input.date_from && input.date_to < input.date_from) errors.date_to = [approvalsText('datesOrder', lang)];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  await repo.saveSubstitute(db, user.id, { substitute_id: input.substitute_id, date_from: input.date_from!, date_to: input.date_to! });
  return mySubstitute(db, user);
}

/**
 * `GET /api/approvals/awaiting`: invoices on approval where the current step on some payment
 * is mine (or of a signer I substitute today), and applications whose next signer is me.
 */
export async function awaiting(db: Db, user: SessionUser, lang: Lang): Promise<{ items: AwaitingItem[] }> {
  const subs = await repo.findSubstitutedBy(db, user.id, today());
  const substituted = new Set(subs.map((s) => s.id));
  const items: AwaitingItem[] = [];
  const invoices = await repo.findInvoicesOnApprovalOf(db, [user.id, ...substituted], AWAITING_LIMIT);
  const chains = await loadChains(db, invoices);
  for (const [k, invoice] of invoices.entries()) {
    const chain = chains[k];
    const acting = [...chain.currentByPayment.values()]
      .map((c) => (c ? actingFor(c.users, user.id, substituted) : null))
      .filter((a) => a !== null);
    if (acting.length === 0) continue;
    const as = acting.includes(user.id) ? user.id : acting[0];
    const date = invoice.date_invoice ? toWireMinutes(new Date(invoice.date_invoice)).slice(0, 10) : '';
    items.push({
      module: 'invoices',
      id: invoice.id,
      title: invoice.number
        ? approvalsText('invoiceTitle', lang, { number: invoice.number, date })
        : approvalsText('invoiceNoNumber', lang, { id: invoice.id }),
      sum: invoice.sum,
      since: invoice.since ? toWireMinutes(new Date(invoice.since)) : null,
      link: `/invoices/list/applications/${invoice.id}`,
      on_behalf_of: as === user.id ? null : { id: as, fio: subs.find((s) => s.id === as)?.fio ?? `#${as}` },
    });
  }
  for (const a of await repo.findApplicationsAwaiting(db, user.id, AWAITING_LIMIT)) {
    items.push({
      module: 'applications',
      id: a.id,
      title: a.name,
      sum: null,
      since: a.since ? toWireMinutes(new Date(a.since)) : null,
      link: `/applications/${a.id}`,
      on_behalf_of: null,
    });
  }
  items.sort((x, y) => (x.since ?? '').localeCompare(y.since ?? ''));
  return { items };
}
