import type { TrashActionResult } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

/** `DELETE /trash/{module}/{id}`: removes a record in the trash for good (`trash_purge`). */
export const purgeFromTrash = (module: string, id: number) =>
  api<TrashActionResult>(`/trash/${encodeURIComponent(module)}/${id}`, { method: 'DELETE' });
