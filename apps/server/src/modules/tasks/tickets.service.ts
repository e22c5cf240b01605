import { REASON_KIND, TICKET_PRIORITIES, TICKET_STATUS, TICKET_STATUSES, ticketStatusCode } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, Forbidden, ValidationFailed } from '../../shared/errors.ts';
import { sanitizeHtml } from '../../shared/html.ts';
import type { Lang } from '../../shared/i18n.ts';
import { getCompanyParams } from '../company/index.ts';
import { contractNames } from '../contracts/index.ts';
import { emitTicket, loadTicket, loadUsableBoard, refuse, type TasksDeps } from './access.service.ts';
import { ensurePersonalBoard, findColumnsOfBoard } from './boards.service.ts';
import { type FieldChange, recordTicketHistory } from './collab.ts';
import { linkableAttachment } from './linked-documents.service.ts';
import {
  canChangeBoard,
  canChangeDeadline,
  canEditTicket,
  finishedEditRefusal,
  statusAction,
  statusChangeRefusal,
  type TicketFacts,
} from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';

/** A date as the wire carries it (`yyyy-MM-dd HH:mm`), or null. */
export const wire = (d: Date | null) => (d ? toWireMinutes(d) : null);

export function statusOf(id: number, lang: Lang = 'ru') {
  const s = TICKET_STATUSES.find((x) => x.id === id) ?? TICKET_STATUSES[0];
  return { id: s.id, code: s.code, name: s[lang], color: s.color, icon: s.icon };
}

export function priorityOf(id: number, lang: Lang = 'ru') {
  const p = TICKET_PRIORITIES.find((x) => x.id === id) ?? TICKET_PRIORITIES[1];
  return { id: p.id, code: p.code, name: p[lang], color: p.color };
}

export function performerToWire(p: repo.PerformerRow) {
  return {
    performer_id: p.user_id,
    fio: p.fio,
    userimage: p.avatar,
    status: p.work_status,
    work: { id: p.work_id, total: Number(p.total) },
  };
}

// ---------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------

export interface CreateTicketInput {
  name: string;
  initiator?: number;
  priority?: number;
  start?: Date | null;
  end?: Date | null;
  board_id?: number;
  parent_id?: number;
  performers?: number[];
  description?: string;
}

/** Spec 2 §4: a ticket is created in status new. Performers outside a (non-personal) board are named back so the web can offer to add them. */
export async function createTicket(deps: TasksDeps, user: SessionUser, input: CreateTicketInput) {
  const { db } = deps;
  let boardId = input.board_id;
  if (input.parent_id !== undefined) {
    const parent = await loadTicket(db, user, input.parent_id);
    boardId ??= parent.row.board_id;
    if (parent.row.board_id !== boardId) throw new ValidationFailed({ parent_id: ['tickets.parentBoard'] });
  }
  boardId ??= await ensurePersonalBoard(db, user.id);
  const board = await loadUsableBoard(db, user, boardId);
  const personal = board.facts.personal;
  const initiator = personal ? user.id : (input.initiator ?? user.id);
  if (initiator !== user.id && (await repo.findActiveUserIds(db, [initiator])).length === 0)
    throw new ValidationFailed({ initiator: ['field.invalid'] });
  const performers = [...new Set(input.performers ?? [])];
  const active = await repo.findActiveUserIds(db, performers);
  if (active.length !== performers.length) throw new ValidationFailed({ performers: ['field.invalid'] });

  const id = await db.transaction(async (tx) => {
    const ticketId = await repo.insertTicket(tx, {
      name: input.name,
      description: input.description ? sanitizeHtml(input.description) : null,
      status: TICKET_STATUS.new,
      priority: input.priority ?? 2,
      board_id: boardId,
      parent_id: input.parent_id ?? null,
      initiator_id: initiator,
      start: input.start ?? null,
      end: input.end ?? null,
      who_add: user.id,
    });
    for (const p of performers) await repo.upsertPerformer(tx, ticketId, p, user.id);
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'create', old: null, new: input.name }]);
    return ticketId;
  });
  const notOnBoard = personal ? [] : await usersOutsideBoard(deps, boardId, performers);
  emitTicket(
    deps.realtime,
    { id, board_id: boardId },
    'create',
    { name: input.name, status: TICKET_STATUS.new, parent_id: input.parent_id ?? null },
    user.id,
  );
  return { ticket: { id }, not_board_users: notOnBoard, add_to_board: notOnBoard.length > 0 };
}

/** Users (with fio) that are not active members of the board. */
export async function usersOutsideBoard(deps: TasksDeps, boardId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const inside = new Set(await repo.findActiveBoardUserIds(deps.db, boardId, userIds));
  const board = await repo.findBoardName(deps.db, boardId);
  const out: { id: number; fio: string }[] = [];
  for (const id of userIds) {
    if (inside.has(id) || board?.who_add === id) continue;
    const u = await repo.findBriefUser(deps.db, id);
    if (u) out.push({ id: u.id, fio: u.fio });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Patch
// ---------------------------------------------------------------------------

export interface PatchTicketInput {
  name?: string;
  description?: string | null;
  status?: number;
  reason_id?: number;
  priority?: number;
  parent_id?: number | null;
  initiator?: number;
  start?: Date | null;
  end?: Date | null;
  contract_id?: number | null;
  document_id?: number | null;
  board_id?: number;
  tickets?: number[];
  custom?: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime() : a === b;

/**
 * `PATCH load/tasks/:id`: each changed field is checked against spec 2 §4/§6, then all are
 * written with their history rows in one transaction, then one realtime event goes out.
 */
export async function patchTicket(deps: TasksDeps, user: SessionUser, ticketId: number, input: PatchTicketInput, lang: Lang = 'ru') {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  const now = new Date();
  const set: Parameters<typeof repo.updateTicket>[2] = {};
  const changes: FieldChange[] = [];
  const fields: Record<string, unknown> = {};
  const editor = canEditTicket(user, facts);
  const change = (field: keyof typeof set & string, from: unknown, to: unknown, wireValue: unknown = to) => {
    if (same(from, to)) return false;
    (set as Record<string, unknown>)[field] = to;
    changes.push({ field, old: from, new: to });
    fields[field] = wireValue;
    return true;
  };
  const ordinary = (allowed: boolean) => {
    if (!allowed) throw new Forbidden();
    const locked = finishedEditRefusal(user, facts);
    if (locked) refuse(locked);
  };

  if (input.name !== undefined && input.name !== row.name) {
    ordinary(editor);
    change('name', row.name, input.name);
  }
  if (input.description !== undefined) {
    const clean = input.description ? sanitizeHtml(input.description) : null;
    if (clean !== row.description) {
      ordinary(editor);
      change('description', row.description, clean);
    }
  }
  if (input.priority !== undefined && input.priority !== row.priority) {
    ordinary(editor);
    change('priority', row.priority, input.priority, priorityOf(input.priority));
  }
  if (input.start !== undefined && !same(input.start, row.start)) {
    ordinary(editor);
    change('start', row.start, input.start, wire(input.start));
  }
  if (input.end !== undefined && !same(input.end, row.end)) {
    ordinary(canChangeDeadline(user, facts));
    change('end', row.end, input.end, wire(input.end));
  }
  if (input.contract_id !== undefined && input.contract_id !== row.contract_id) {
    ordinary(editor);
    // Any live contract of the contracts module, or null (docs/decisions/015).
    const name = input.contract_id === null ? null : ((await contractNames(db, [input.contract_id])).get(input.contract_id) ?? null);
    if (input.contract_id !== null && name === null) throw new ValidationFailed({ contract_id: ['tickets.contractUnavailable'] });
    if (change('contract_id', row.contract_id, input.contract_id)) fields.contract_name = name;
  }
  if (input.document_id !== undefined && input.document_id !== row.document_id) {
    ordinary(editor);
    // A live document of the documents module, or null (spec 2 "Linked documents").
    const attachment = await linkableAttachment(db, input.document_id, lang);
    if (change('document_id', row.document_id, input.document_id)) fields.attachment = attachment;
  }
  if (input.initiator !== undefined && input.initiator !== row.initiator_id) {
    ordinary(editor && !facts.personal);
    if ((await repo.findActiveUserIds(db, [input.initiator])).length === 0) throw new ValidationFailed({ initiator: ['field.invalid'] });
    change('initiator_id', row.initiator_id, input.initiator, await repo.findBriefUser(db, input.initiator));
  }
  if (input.parent_id !== undefined && input.parent_id !== row.parent_id) {
    ordinary(editor);
    if (input.parent_id !== null) await checkParent(deps, user, row, input.parent_id);
    change('parent_id', row.parent_id, input.parent_id);
  }
  let moved: number[] = [];
  if (input.board_id !== undefined && input.board_id !== row.board_id) {
    if (!canChangeBoard(user, facts)) throw new Forbidden();
    await loadUsableBoard(db, user, input.board_id);
    change('board_id', row.board_id, input.board_id);
    if (row.parent_id !== null) change('parent_id', row.parent_id, null);
    moved = [...new Set(input.tickets ?? [])].filter((id) => id !== ticketId);
    for (const other of moved) {
      const o = await loadTicket(db, user, other);
      if (!canChangeBoard(user, o.facts)) throw new Forbidden();
    }
  }
  if (input.custom && Object.keys(input.custom).length > 0) {
    const columns = await boardColumnNames(deps, row.board_id);
    const next = { ...row.custom };
    for (const [key, value] of Object.entries(input.custom)) {
      if (!columns.has(key)) throw new ValidationFailed({ [key]: ['field.invalid'] });
      if (same(next[key] ?? null, value)) continue;
      ordinary(editor);
      changes.push({ field: key, old: next[key] ?? null, new: value });
      fields[key] = value;
      next[key] = value;
    }
    if (changes.some((c) => columns.has(c.field))) set.custom = next;
  }
  if (input.status !== undefined && input.status !== row.status) {
    await applyStatus(deps, user, row, facts, input, now, set, changes, fields);
  }

  if (changes.length === 0) return { result: true, id: ticketId, fields };
  await db.transaction(async (tx) => {
    await repo.updateTicket(tx, ticketId, set);
    await recordTicketHistory(tx, ticketId, user.id, changes);
    for (const other of moved) {
      await repo.updateTicket(tx, other, { board_id: input.board_id });
      await recordTicketHistory(tx, other, user.id, [{ field: 'board_id', old: row.board_id, new: input.board_id }]);
    }
  });
  emitTicket(deps.realtime, row, 'update', fields, user.id);
  if (set.board_id !== undefined) emitTicket(deps.realtime, { id: ticketId, board_id: set.board_id }, 'update', fields, user.id);
  return { result: true, id: ticketId, fields };
}

/**
 * Restores a deleted ticket from the trash (modules/trash, issue 11): the "resume" transition
 * of spec 2 §4 (deleted → new) through `patchTicket`, so its rule (initiator or board owner),
 * history row and event are the ticket's own; 409 `trash.notInTrash` for a ticket not deleted.
 */
export async function restoreTicket(deps: TasksDeps, user: SessionUser, ticketId: number) {
  const { row } = await loadTicket(deps.db, user, ticketId);
  if (row.status !== TICKET_STATUS.deleted) throw new Conflict('trash.notInTrash');
  await patchTicket(deps, user, ticketId, { status: TICKET_STATUS.new });
}

async function applyStatus(
  deps: TasksDeps,
  user: SessionUser,
  row: repo.TicketFactsRow,
  facts: TicketFacts,
  input: PatchTicketInput,
  now: Date,
  set: Parameters<typeof repo.updateTicket>[2],
  changes: FieldChange[],
  fields: Record<string, unknown>,
) {
  const to = input.status!;
  if (!ticketStatusCode(to)) throw new ValidationFailed({ status: ['field.invalid'] });
  const action = statusAction(row.status, to);
  const reasonKind = action === 'rework' ? REASON_KIND.rework : action === 'accept' ? REASON_KIND.adoption : null;
  let reason: Awaited<ReturnType<typeof repo.findReason>> | null = null;
  if (reasonKind !== null && input.reason_id !== undefined) {
    reason = await repo.findReason(deps.db, input.reason_id);
    if (!reason || reason.status_id !== reasonKind) throw new ValidationFailed({ reason_id: ['field.invalid'] });
  }
  const params = await getCompanyParams(deps.db);
  const refused = statusChangeRefusal(user, facts, {
    from: row.status,
    to,
    reasonGiven: reason !== null,
    acceptWithoutReason: params['tickets.accept_task_without_reason'] === 1,
    now,
  });
  if (refused) refuse(refused);
  set.status = to;
  if (to === TICKET_STATUS.finished) set.finished_at = now;
  changes.push({ field: 'status', old: ticketStatusCode(row.status), new: ticketStatusCode(to) });
  if (reason) changes.push({ field: 'reason', old: null, new: reason.name });
  fields.status = statusOf(to);
}

async function checkParent(deps: TasksDeps, user: SessionUser, row: repo.TicketFactsRow, parentId: number) {
  if (parentId === row.id) throw new ValidationFailed({ parent_id: ['tickets.parentSelf'] });
  const parent = await loadTicket(deps.db, user, parentId);
  if (parent.row.board_id !== row.board_id) throw new ValidationFailed({ parent_id: ['tickets.parentBoard'] });
  // No cycles: walk up from the new parent (a short chain in practice).
  let cursor: number | null = parent.row.parent_id;
  for (let depth = 0; cursor !== null && depth < 50; depth++) {
    if (cursor === row.id) throw new ValidationFailed({ parent_id: ['tickets.parentSelf'] });
    cursor = (await repo.findTicketName(deps.db, cursor))?.parent_id ?? null;
  }
}

/** The names of a board's active custom columns (`col_<id>`). */
async function boardColumnNames(deps: TasksDeps, boardId: number): Promise<Set<string>> {
  return new Set((await findColumnsOfBoard(deps.db, boardId)).map((c) => c.name));
}
