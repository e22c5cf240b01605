import type { Signer } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

/** The registries whose records hold ordered signers: staff chains and signer groups. */
export type PeopleOwner = 'staff_chains' | 'signer_groups';

export const peopleKey = (owner: PeopleOwner, id: number) => ['signers', owner, id] as const;

/** `GET <registry>/:id/signers`: the people in order. */
export const fetchPeople = (owner: PeopleOwner, id: number) => api<Signer[]>(`/${owner}/${id}/signers`);

/** `PUT <registry>/:id/signers`: the whole new ordered list (a 422 names why under `user_ids`). */
export const savePeople = (owner: PeopleOwner, id: number, userIds: number[]) =>
  api<Signer[]>(`/${owner}/${id}/signers`, { method: 'PUT', json: { user_ids: userIds } });
