import type {
  AllowedBoard,
  Board,
  BoardColumn,
  BoardUserAnswer,
  CreateBoardAnswer,
  CreateColumnAnswer,
  PatchBoardAnswer,
  ResultAnswer,
} from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksKeys } from './keys.ts';
import { api, send } from './send.ts';

/** `GET load/boards`: the boards the user may use, with subscribers. */
export const boardsQuery = () =>
  queryOptions({ queryKey: tasksKeys.boards, queryFn: () => api<{ data: Board[] }>('/load/boards').then((r) => r.data) });
export const useBoards = () => useQuery(boardsQuery());

/** `GET load/boards/allowed`: the boards a ticket may be put on or moved to. */
export const useAllowedBoards = (enabled = true) =>
  useQuery({
    queryKey: tasksKeys.allowedBoards,
    queryFn: () => api<{ data: AllowedBoard[] }>('/load/boards/allowed').then((r) => r.data),
    enabled,
  });

export const createBoard = (body: { name: string; personal?: number; mileage_required?: number }) =>
  send<CreateBoardAnswer>('/load/boards', 'POST', body);

export const patchBoard = (
  id: number,
  body: { name?: string; mileage_required?: number; status?: 0; subscribers?: { id: number; owner: number }[] },
) => send<PatchBoardAnswer>(`/load/boards/${id}`, 'PATCH', body);

/** Spec 2 §6: a performer outside the board is added to it with owner 0. */
export const addBoardUser = (boardId: number, userId: number, owner = 0) =>
  send<BoardUserAnswer>(`/load/boards/${boardId}/users`, 'POST', { user_id: userId, owner });

export const columnsQuery = (boardId: number) =>
  queryOptions({
    queryKey: tasksKeys.columns(boardId),
    queryFn: () => api<{ data: BoardColumn[] }>(`/load/boards/${boardId}/columns`).then((r) => r.data),
  });

export const createColumn = (boardId: number, body: { title: string; input_type: number; options?: { name: string; value: string }[] }) =>
  send<CreateColumnAnswer>(`/load/boards/${boardId}/columns`, 'POST', body);

export const deleteColumn = (boardId: number, columnId: number) =>
  send<ResultAnswer>(`/load/boards/${boardId}/columns/${columnId}`, 'PATCH', { status: 0 });
