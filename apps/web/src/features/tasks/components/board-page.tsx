import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { i18n } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import '../texts.ts';
import { useBoards } from '../api/boards.ts';
import { readLastBoard, writeLastBoard } from '../model/last-board.ts';
import { BoardScreen } from './board-screen.tsx';

/** `/tickets` and `/tickets/board` without id: the last used board, else the first allowed one. */
export function TicketsRedirect() {
  const boards = useBoards();
  if (boards.isLoading) return <Spin />;
  const list = boards.data ?? [];
  const last = readLastBoard();
  const target = list.find((b) => b.id === last) ?? list[0];
  return target ? <Navigate to={`/tickets/board/${target.id}`} replace /> : <BoardScreen boardId={0} />;
}

/** `/tickets/board/:boardId?` */
export function BoardPage() {
  const { boardId } = useParams();
  const id = Number(boardId);
  const valid = Number.isInteger(id) && id > 0;
  const boards = useBoards();
  const board = boards.data?.find((b) => b.id === id);
  usePageTitle(null, board?.name, i18n.t('tasks.section'));
  useEffect(() => {
    if (valid && board) writeLastBoard(id);
  }, [valid, board, id]);
  if (!valid) return <TicketsRedirect />;
  return <BoardScreen boardId={id} />;
}
