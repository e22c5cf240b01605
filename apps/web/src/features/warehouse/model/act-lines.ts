import { WAREHOUSE_MAX_POSITIONS, type WarehouseActInput, type WarehouseActKind, warehouseActInputSchema } from '@app/contracts';

/**
 * The lines of an act being drawn up (spec 3 §5: at most 50 positions in one operation). Pure
 * rules shared by the checkout, transfer, write-off, clothes, receipt and return forms; the
 * server checks the same again (and the balances, in one transaction).
 */
export interface LineDraft {
  /** Unique in the form: the stock line, the application position or the holding it came from. */
  key: string;
  nomenclature_id: number;
  name: string;
  unit_name: string | null;
  batch: string;
  serial: string;
  quantity: number | null;
  /** What may be taken at most (the balance, what is left to receive, what the person holds). */
  max?: number;
  cost?: number | null;
  position_id?: number;
  holding_id?: number;
  size?: string;
  wear_months?: number | null;
  return_date?: string | null;
}

/** Adds lines the form does not have yet, up to the limit; says how many were left out by it. */
export function addLines(
  lines: readonly LineDraft[],
  added: readonly LineDraft[],
  max = WAREHOUSE_MAX_POSITIONS,
): { lines: LineDraft[]; refused: number } {
  const next = [...lines];
  let refused = 0;
  for (const line of added) {
    if (next.some((l) => l.key === line.key)) continue;
    if (next.length >= max) {
      refused++;
      continue;
    }
    next.push(line);
  }
  return { lines: next, refused };
}

/** An error of a form: an i18n key of `warehouse.*` with its values. */
export interface DraftError {
  key: string;
  values?: Record<string, string | number>;
}

export interface ActDraft {
  kind: WarehouseActKind;
  storage_id: number | null;
  target_storage_id?: number | null;
  recipient_id?: number | null;
  project_id?: number | null;
  application_id?: number | null;
  comment?: string;
  lines: readonly LineDraft[];
}

export interface DraftErrors {
  /** Errors of the head by field (`storage_id`, `recipient_id`, `target_storage_id`, `lines`). */
  head: Record<string, DraftError>;
  /** Errors of the lines by their key. */
  lines: Record<string, DraftError>;
}

/** Quantities keep at most 3 decimals (the contracts' `warehouseQuantitySchema`). */
const validQuantity = (q: number | null): q is number =>
  q !== null && Number.isFinite(q) && q > 0 && Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6;

/** The form's own checks before the confirmation; empty when the draft may be sent. */
export function validateDraft(draft: ActDraft): DraftErrors {
  const head: Record<string, DraftError> = {};
  const lines: Record<string, DraftError> = {};
  if (!draft.storage_id) head.storage_id = { key: 'required' };
  if (draft.kind === 'transfer') {
    if (!draft.target_storage_id) head.target_storage_id = { key: 'required' };
    else if (draft.target_storage_id === draft.storage_id) head.target_storage_id = { key: 'sameStorage' };
  }
  if ((draft.kind === 'output_clothes' || draft.kind === 'return') && !draft.recipient_id) head.recipient_id = { key: 'required' };
  if (draft.kind === 'output' && !draft.recipient_id && !draft.project_id) head.recipient_id = { key: 'recipientOrProject' };
  if (draft.lines.length === 0) head.lines = { key: 'noLines' };
  if (draft.lines.length > WAREHOUSE_MAX_POSITIONS) head.lines = { key: 'limit', values: { max: WAREHOUSE_MAX_POSITIONS } };
  for (const line of draft.lines) {
    if (!validQuantity(line.quantity)) lines[line.key] = { key: 'quantityInvalid' };
    else if (line.max !== undefined && line.quantity > line.max + 1e-9)
      lines[line.key] = { key: 'quantityOver', values: { max: line.max } };
  }
  return { head, lines };
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors.head).length + Object.keys(errors.lines).length > 0;

/** The total of the lines at their prices (the confirmation's sum). */
export const draftTotal = (lines: readonly LineDraft[]): number => lines.reduce((sum, l) => sum + (l.quantity ?? 0) * (l.cost ?? 0), 0);

const orUndefined = <T>(v: T | null | undefined): T | undefined => (v === null || v === undefined || v === '' ? undefined : v);

/** The wire body of `POST warehouse/acts`, checked with the contracts' schema. */
export function toActInput(draft: ActDraft, date?: string): WarehouseActInput {
  return warehouseActInputSchema.parse({
    kind: draft.kind,
    storage_id: draft.storage_id,
    target_storage_id: orUndefined(draft.target_storage_id),
    recipient_id: orUndefined(draft.recipient_id),
    project_id: orUndefined(draft.project_id),
    application_id: orUndefined(draft.application_id),
    date,
    comment: orUndefined(draft.comment?.trim()),
    lines: draft.lines.map((l) => ({
      nomenclature_id: l.nomenclature_id,
      quantity: l.quantity,
      batch: l.batch,
      serial: l.serial,
      cost: orUndefined(l.cost),
      position_id: l.position_id,
      holding_id: l.holding_id,
      size: orUndefined(l.size),
      wear_months: orUndefined(l.wear_months),
      return_date: orUndefined(l.return_date),
    })),
  });
}
