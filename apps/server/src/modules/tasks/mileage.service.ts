import path from 'node:path';
import { MILEAGE_PHOTO_EXTENSIONS } from '@app/contracts';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { contentMatchesExtension, extensionOf } from '../../shared/uploads.ts';
import { getCompanyParams } from '../company/index.ts';
import { equipmentExists, recordRun } from '../equipment/index.ts';
import { loadTicket, loadUsableBoard, type TasksDeps } from './access.service.ts';
import * as repo from './mileage.repository.ts';

export interface MileageInput {
  equipment_id?: number;
  run?: number;
  run_photo?: UploadedFile;
  ticket_id?: number;
}

/**
 * `POST load/boards/:id/mileage` (spec 2 §5): with the board's mileage flag, equipment and
 * run are required (run not with company parameter no_necessary_odometer) and, the rest
 * being valid, a photo ('mileage.addPhoto'); photos are gif/jpg/jpeg/tiff/png.
 */
export async function addMileage(deps: TasksDeps, user: SessionUser, boardId: number, input: MileageInput) {
  const board = await loadUsableBoard(deps.db, user, boardId);
  if (input.ticket_id !== undefined) {
    const ticket = await loadTicket(deps.db, user, input.ticket_id);
    if (ticket.row.board_id !== boardId) throw new ValidationFailed({ ticket_id: ['field.invalid'] });
  }
  const required = board.row.mileage_required === 1;
  const params = await getCompanyParams(deps.db);
  const errors: Record<string, string[]> = {};
  if (required && input.equipment_id === undefined) errors.equipment_id = ['field.fillRequired'];
  if (required && input.run === undefined && params.no_necessary_odometer !== 1) errors.run = ['field.fillRequired'];
  if (input.equipment_id !== undefined && !(await equipmentExists(deps.db, input.equipment_id))) errors.equipment_id = ['field.invalid'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  if (input.run_photo) {
    const ext = extensionOf(input.run_photo.filename);
    if (!(MILEAGE_PHOTO_EXTENSIONS as readonly string[]).includes(ext) || !(await contentMatchesExtension(input.run_photo))) {
      throw new ValidationFailed({ run_photo: ['mileage.photoExtension'] });
    }
  } else if (required) {
    throw new ValidationFailed({ run_photo: ['mileage.addPhoto'] });
  }
  if (input.equipment_id === undefined && input.run === undefined && !input.run_photo)
    throw new ValidationFailed({ equipment_id: ['field.fillRequired'] });
  const stored = input.run_photo ? await deps.storage.putUpload('mileage', input.run_photo) : null;
  const row = await deps.db.transaction(async (tx) => {
    const record = await repo.insertMileage(tx, {
      board_id: boardId,
      ticket_id: input.ticket_id ?? null,
      equipment_id: input.equipment_id ?? null,
      run: input.run ?? null,
      run_photo: stored?.key ?? null,
      run_photo_name: input.run_photo ? path.basename(input.run_photo.filename) : null,
      who_add: user.id,
    });
    if (input.equipment_id !== undefined) await recordRun(tx, input.equipment_id, input.run ?? null, stored?.key ?? null);
    return record;
  });
  return {
    mileage: {
      id: row.id,
      equipment_id: row.equipment_id,
      run: row.run,
      run_photo: row.run_photo_name,
      date_add: toWireMinutes(row.date_add),
    },
  };
}

export async function listMileage(deps: TasksDeps, user: SessionUser, boardId: number) {
  await loadUsableBoard(deps.db, user, boardId);
  const rows = await repo.findMileageOfBoard(deps.db, boardId, 100);
  return {
    data: rows.map((r) => ({
      id: r.id,
      ticket_id: r.ticket_id,
      equipment_id: r.equipment_id,
      run: r.run,
      run_photo: r.run_photo_name,
      who_add: r.who_add,
      date_add: toWireMinutes(r.date_add),
    })),
  };
}
