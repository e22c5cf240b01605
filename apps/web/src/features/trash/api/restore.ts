import type { TrashActionResult } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

/** `POST /trash/{module}/{id}/restore`: back to its section, by the section's own rule. */
export const restoreFromTrash = (module: string, id: number) =>
  api<TrashActionResult>(`/trash/${encodeURIComponent(module)}/${id}/restore`, { method: 'POST' });
