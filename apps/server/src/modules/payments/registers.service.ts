import {
  PAYMENT_STATUS,
  REGISTER_KINDS,
  REGISTER_STATES,
  type RegisterCandidates,
  type RegisterCard,
  type RegisterPayment,
  type RegisterView,
  type registerCreateBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import { emitInvoiceUpdated } from '../invoices/index.ts';
import { paymentsText } from './payments.messages.ts';
import { mayEnterRegister, sumMoney } from './payments.policy.ts';
import * as payments from './payments.repository.ts';
import { type PaymentsCtx, setPaymentStatus, statusOf, typeLabel } from './payments.service.ts';
import * as repo from './registers.repository.ts';

const INVOICES = 'invoices';
const kindLabel = (code: string, lang: Lang) => REGISTER_KINDS.find((k) => k.code === code)?.[lang] ?? code;
const stateLabel = (code: string, lang: Lang) => REGISTER_STATES.find((k) => k.code === code)?.[lang] ?? code;

type RegisterViewRow = NonNullable<Awaited<ReturnType<typeof repo.findRegisterView>>>;

function registerView(row: RegisterViewRow, lang: Lang): RegisterView {
  return {
    ...row,
    kind_label: kindLabel(row.kind, lang),
    state_label: stateLabel(row.state, lang),
    date_add: toWireMinutes(row.date_add),
    count: Number(row.count),
    total: row.total,
  };
}

const paymentOfRegister = (row: repo.RegisterPaymentRow, lang: Lang): RegisterPayment => ({
  id: row.id,
  invoice_id: row.invoice_id,
  invoice_number: row.invoice_number,
  partner: row.partner,
  organization: row.organization,
  type_label: typeLabel(row.type, lang),
  date: row.date,
  sum: row.sum,
  status: row.status,
});

const today = () => new Date().toISOString().slice(0, 10);

export async function listRegisters(db: Db, lang: Lang) {
  const rows = await repo.findRegisters(db, 200);
  return { items: rows.map((r) => registerView(r, lang)) };
}

export async function createRegister(db: Db, user: SessionUser, input: z.output<typeof registerCreateBody>, lang: Lang) {
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertRegister(tx, {
      number: input.number || '—',
      date: input.date ?? today(),
      kind: input.kind,
      note: input.note || null,
      who_add: user.id,
    });
    if (!input.number) await repo.updateRegister(tx, created.id, { number: String(created.id) });
    return created;
  });
  return registerCard(db, row.id, lang);
}

export async function registerCard(db: Db, id: number, lang: Lang): Promise<RegisterCard> {
  const row = await repo.findRegisterView(db, id);
  if (!row) throw new NotFound();
  const rows = await repo.findPaymentsOfRegister(db, id);
  return { ...registerView(row, lang), payments: rows.map((r) => paymentOfRegister(r, lang)) };
}

/** Signed payments not yet in a register (the picker), or those due on `day` (the daily registry). */
export async function signedPayments(db: Db, lang: Lang, day?: string): Promise<RegisterCandidates> {
  const rows = await repo.findSignedPayments(db, 500, day);
  return { items: rows.map((r) => paymentOfRegister(r, lang)), total: sumMoney(rows.map((r) => r.sum)) };
}

async function lockDraft(tx: Db, registerId: number, lang: Lang) {
  const register = await repo.lockRegister(tx, registerId);
  if (!register) throw new NotFound();
  if (register.state !== 'draft') throw new Refusal(paymentsText('registerNotDraft', lang), undefined, 409);
  return register;
}

const describeMove = (row: payments.IntervalRow, from: number, to: number, register: string, lang: Lang) => ({
  field: 'payment',
  old_value: `№${row.id}: ${row.sum} (${statusOf(from)[lang]})`,
  new_value: `№${row.id}: ${row.sum} (${statusOf(to)[lang]}${to === PAYMENT_STATUS.inRegister ? ` ${register}` : ''})`,
});

/** `POST invoices/set_register`: signed payments (status 1) into a draft register → status 4. */
export async function setRegister(ctx: PaymentsCtx, user: SessionUser, registerId: number, ids: number[], lang: Lang) {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.transaction(async (tx) => {
    const register = await lockDraft(tx, registerId, lang);
    const found = await payments.findIntervals(tx, unique, true);
    const missing = unique.filter((id) => !found.some((r) => r.id === id));
    if (missing.length) throw new ValidationFailed({ interval_ids: [paymentsText('unknownIntervals', lang, { ids: missing.join(', ') })] });
    if (found.every((r) => r.status === PAYMENT_STATUS.inRegister && r.register_id === registerId))
      throw new Refusal(paymentsText('alreadyInStatus', lang), undefined, 409);
    const refused = found.filter((r) => !mayEnterRegister(r.status));
    if (refused.length)
      throw new ValidationFailed({ interval_ids: [paymentsText('notSigned', lang, { ids: refused.map((r) => r.id).join(', ') })] });
    await setPaymentStatus(tx, unique, PAYMENT_STATUS.inRegister, { register_id: registerId });
    for (const row of found)
      await recordChanges(tx, INVOICES, row.invoice_id, user.id, [
        describeMove(row, row.status, PAYMENT_STATUS.inRegister, `№${register.number}`, lang),
      ]);
    return found;
  });
  emitInvoiceUpdated(
    ctx.realtime,
    rows.map((r) => r.invoice_id),
    user.id,
  );
  return { result: true, count: rows.length };
}

/** `POST invoices/registers/:id/remove`: payments out of a draft register → back to signed (1). */
export async function unsetRegister(ctx: PaymentsCtx, user: SessionUser, registerId: number, ids: number[], lang: Lang) {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.transaction(async (tx) => {
    const register = await lockDraft(tx, registerId, lang);
    const found = await payments.findIntervals(tx, unique, true);
    const outside = unique.filter(
      (id) => !found.some((r) => r.id === id && r.register_id === registerId && r.status === PAYMENT_STATUS.inRegister),
    );
    if (outside.length) throw new ValidationFailed({ interval_ids: [paymentsText('notInRegister', lang, { ids: outside.join(', ') })] });
    await setPaymentStatus(tx, unique, PAYMENT_STATUS.signed, { register_id: null });
    for (const row of found)
      await recordChanges(tx, INVOICES, row.invoice_id, user.id, [
        describeMove(row, row.status, PAYMENT_STATUS.signed, `№${register.number}`, lang),
      ]);
    return found;
  });
  emitInvoiceUpdated(
    ctx.realtime,
    rows.map((r) => r.invoice_id),
    user.id,
  );
  return { result: true, count: rows.length };
}

/** `POST invoices/registers/:id/sign` (`registry_paid_sign`): a draft register with payments → signed. */
export async function signRegister(db: Db, user: SessionUser, registerId: number, lang: Lang) {
  await db.transaction(async (tx) => {
    const register = await repo.lockRegister(tx, registerId);
    if (!register) throw new NotFound();
    if (register.state !== 'draft') throw new Refusal(paymentsText('registerSigned', lang), undefined, 409);
    const rows = await repo.findPaymentsOfRegister(tx, registerId);
    if (rows.length === 0) throw new Refusal(paymentsText('registerEmpty', lang), undefined, 409);
    await repo.updateRegister(tx, registerId, { state: 'signed', who_sign: user.id, date_sign: new Date() });
  });
  return registerCard(db, registerId, lang);
}
