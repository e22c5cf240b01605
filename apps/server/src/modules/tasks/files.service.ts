import { TICKET_FILE_GROUPS, type TicketFileGroup } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { loadTicket, type TasksDeps } from './access.service.ts';
import { findColumnsOfBoard } from './boards.service.ts';
import { filesOfTicket } from './collab.ts';
import * as repo from './files.repository.ts';

export type FileGroupName = (typeof TICKET_FILE_GROUPS)[number] | `col_${number}`;

/**
 * The ticket's file groups (main, document, contract, custom and the board's custom
 * columns) with the user's collapse state. Files are the attachments module's, grouped by
 * the board custom column they were uploaded to (`column_name`, spec 2 §7), else by their
 * attachment type (also when that column is gone); uploads go through
 * `POST /api/files/tickets/:id`.
 */
export async function fileGroupsOf(deps: TasksDeps, ticketId: number, userId: number, customColumns: string[]) {
  const states = await repo.findFileVisibility(deps.db, ticketId, userId);
  const files = await filesOfTicket(deps.db, ticketId);
  const columns = new Set(customColumns);
  const groupOf = (f: (typeof files)[number]) => (f.column_name !== null && columns.has(f.column_name) ? f.column_name : f.type_code);
  const groups: Record<string, TicketFileGroup> = {};
  for (const name of [...TICKET_FILE_GROUPS, ...customColumns]) {
    const state = states.find((s) => s.group === name);
    groups[name] = {
      files_list: files.filter((f) => groupOf(f) === name),
      visibility: state?.visibility ?? 1,
      visibility_id: state?.id ?? null,
    };
  }
  return groups;
}

export async function getFiles(deps: TasksDeps, user: SessionUser, ticketId: number) {
  const { row } = await loadTicket(deps.db, user, ticketId);
  const columns = (await findColumnsOfBoard(deps.db, row.board_id)).map((c) => c.name);
  return { files: await fileGroupsOf(deps, ticketId, user.id, columns) };
}

/** File group collapse state `{ visibility, group }` per user; answers its id (visibility_id). */
export async function setFileGroupVisibility(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  input: { group: string; visibility: number },
) {
  await loadTicket(deps.db, user, ticketId);
  const id = await repo.upsertFileVisibility(deps.db, ticketId, user.id, input.group, input.visibility);
  return { id, visibility: input.visibility, visibility_id: id };
}
