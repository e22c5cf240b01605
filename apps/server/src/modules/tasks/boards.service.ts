import { COLUMN_INPUT_TYPE } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { boardFactsOf } from './access.service.ts';
import * as repo from './boards.repository.ts';
import { canAddBoardUser, canManageBoard, canUseBoard, isProjectManager, isSuperAdmin } from './tasks.policy.ts';
import * as tickets from './tasks.repository.ts';

/** The user's personal board, created on first use. */
export async function ensurePersonalBoard(db: Db, userId: number): Promise<number> {
  const existing = await repo.findPersonalBoardId(db, userId);
  if (existing !== null) return existing;
  return db.transaction(async (tx) => {
    const id = await repo.insertBoard(tx, { name: 'Личная доска', personal: 1, who_add: userId });
    await repo.upsertBoardUser(tx, id, userId, 1, userId);
    return id;
  });
}

const companyWide = (user: SessionUser) => isSuperAdmin(user) || isProjectManager(user);

/** `GET load/boards`: boards the user may use, with subscribers (one query for all boards). */
export async function listBoards(db: Db, user: SessionUser) {
  const rows = await repo.findBoardsOfUser(db, user.id, companyWide(user));
  const subscribers = await repo.findSubscribers(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((b) => ({
    id: b.id,
    name: b.name,
    personal: b.personal,
    mileage_required: b.mileage_required,
    is_owner: canManageBoard(user, { personal: b.personal === 1, creatorId: b.who_add, member: b.member === 1, ownerFlag: b.owner === 1 })
      ? 1
      : 0,
    subscribers: subscribers.filter((s) => s.board_id === b.id).map(({ id, fio, avatar, owner }) => ({ id, fio, avatar, owner })),
  }));
  return { data };
}

/** `GET load/boards/allowed`: boards a ticket may be put on or moved to. */
export async function allowedBoards(db: Db, user: SessionUser) {
  const rows = await repo.findBoardsOfUser(db, user.id, companyWide(user));
  return { data: rows.map((b) => ({ id: b.id, name: b.name, personal: b.personal })) };
}

export async function createBoard(db: Db, user: SessionUser, input: { name: string; personal?: number; mileage_required?: number }) {
  const id = await db.transaction(async (tx) => {
    const boardId = await repo.insertBoard(tx, {
      name: input.name,
      personal: input.personal ?? 0,
      mileage_required: input.mileage_required ?? 0,
      who_add: user.id,
    });
    await repo.upsertBoardUser(tx, boardId, user.id, 1, user.id);
    return boardId;
  });
  return { board: { id } };
}

async function loadBoard(db: Db, user: SessionUser, boardId: number) {
  const row = await tickets.findBoardFacts(db, boardId, user.id);
  if (row?.status !== 1) throw new NotFound();
  const facts = boardFactsOf(row);
  if (!canUseBoard(user, facts)) throw new NotFound();
  return { row, facts };
}

async function loadManagedBoard(db: Db, user: SessionUser, boardId: number) {
  const board = await loadBoard(db, user, boardId);
  if (!canManageBoard(user, board.facts)) throw new Forbidden('boards.ownerOnly');
  return board;
}

export interface PatchBoardInput {
  name?: string;
  mileage_required?: number;
  status?: number;
  subscribers?: { id: number; owner: number }[];
}

/** Rename, the mileage flag, delete (status 0), and the subscriber list [{id, owner}] (board owners). */
export async function patchBoard(db: Db, user: SessionUser, boardId: number, input: PatchBoardInput) {
  const board = await loadManagedBoard(db, user, boardId);
  await db.transaction(async (tx) => {
    const values: { name?: string; mileage_required?: number; status?: number } = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.mileage_required !== undefined) values.mileage_required = input.mileage_required;
    if (input.status === 0) values.status = 0;
    if (Object.keys(values).length > 0) await repo.updateBoard(tx, boardId, values);
    if (input.subscribers !== undefined && !board.facts.personal) {
      const ids = [...new Set(input.subscribers.map((s) => s.id))];
      const existing = await repo.findUsersExist(tx, ids);
      if (existing.length !== ids.length) throw new ValidationFailed({ subscribers: ['field.invalid'] });
      const keep = board.row.who_add !== null ? [...ids, board.row.who_add] : ids;
      await repo.deactivateBoardUsersExcept(tx, boardId, keep);
      for (const s of input.subscribers) await repo.upsertBoardUser(tx, boardId, s.id, s.owner, user.id);
    }
  });
  return { result: true, id: boardId };
}

/** `POST load/boards/:id/users` {user_id, owner}: members may add users with owner 0 (the performer prompt). */
export async function addBoardUser(db: Db, user: SessionUser, boardId: number, input: { user_id: number; owner: number }) {
  const board = await loadBoard(db, user, boardId);
  if (!canAddBoardUser(user, board.facts, input.owner)) throw new Forbidden('boards.ownerOnly');
  if ((await repo.findUsersExist(db, [input.user_id])).length === 0) throw new ValidationFailed({ user_id: ['field.invalid'] });
  await repo.upsertBoardUser(db, boardId, input.user_id, input.owner, user.id);
  return { result: true, board_id: boardId, user_id: input.user_id, owner: input.owner };
}

/** `PATCH load/boards/:id/users/:userId` {status: 0 | owner}: board owners only. */
export async function updateBoardUser(
  db: Db,
  user: SessionUser,
  boardId: number,
  userId: number,
  input: { status?: number; owner?: number },
) {
  await loadManagedBoard(db, user, boardId);
  const member = await repo.findBoardUser(db, boardId, userId);
  if (!member) throw new NotFound();
  await repo.updateBoardUser(db, boardId, userId, input);
  return { result: true };
}

// Custom columns ---------------------------------------------------------------

export const findColumnsOfBoard = (db: Db, boardId: number) => repo.findColumns(db, boardId);

export interface ColumnInput {
  title?: string;
  input_type?: number;
  options?: { name: string; value: string }[];
  position?: number;
  status?: number;
}

function checkOptions(input: ColumnInput) {
  if (input.input_type === COLUMN_INPUT_TYPE.select && (!input.options || input.options.length === 0)) {
    throw new ValidationFailed({ options: ['field.fillRequired'] });
  }
}

export async function listColumns(db: Db, user: SessionUser, boardId: number) {
  await loadBoard(db, user, boardId);
  const rows = await repo.findColumns(db, boardId);
  return { data: rows.map(({ id, name, title, input_type, options, position }) => ({ id, name, title, input_type, options, position })) };
}

export async function createColumn(db: Db, user: SessionUser, boardId: number, input: ColumnInput & { title: string }) {
  await loadManagedBoard(db, user, boardId);
  checkOptions(input);
  const id = await repo.insertColumn(db, {
    board_id: boardId,
    title: input.title,
    input_type: input.input_type ?? 1,
    options: input.options ?? [],
    position: input.position ?? 0,
    who_add: user.id,
  });
  return { column: { id, name: `col_${id}` } };
}

export async function patchColumn(db: Db, user: SessionUser, boardId: number, columnId: number, input: ColumnInput) {
  await loadManagedBoard(db, user, boardId);
  const column = await repo.findColumn(db, columnId);
  if (!column || column.board_id !== boardId || column.status !== 1) throw new NotFound();
  checkOptions({ ...input, options: input.options ?? (input.input_type !== undefined ? undefined : column.options) });
  await repo.updateColumn(db, columnId, input);
  return { result: true };
}
