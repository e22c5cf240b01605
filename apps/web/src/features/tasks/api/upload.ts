import type { MileageAnswer } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

/** Board mileage form: equipment_id, run and the run photo (spec 2 §3). */
export function postMileage(boardId: number, input: { equipment_id?: number; run?: number; photo?: Blob; ticket_id?: number }) {
  const form = new FormData();
  if (input.equipment_id) form.append('equipment_id', String(input.equipment_id));
  if (input.run !== undefined) form.append('run', String(input.run));
  if (input.ticket_id) form.append('ticket_id', String(input.ticket_id));
  if (input.photo) form.append('run_photo', input.photo, 'run.jpg');
  return api<MileageAnswer>(`/load/boards/${boardId}/mileage`, { method: 'POST', body: form });
}
