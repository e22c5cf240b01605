import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

/** The signer picker's look-up (`GET applications/signers`): only users with can_sign, the user's own signers first. */
export const SIGNERS_LOOKUP = '/applications/signers';

/** `POST applications/:id/snabs/sign`: the current signer signs. */
export const signApplication = (id: number) =>
  api<{ result: boolean; status: string }>(`/applications/${id}/snabs/sign`, { method: 'POST' });

/** `PATCH applications/:id/signers`: replaces the unsigned part of the chain. */
export const setSigners = (id: number, signers: number[]) =>
  api<{ result_content: string }>(`/applications/${id}/signers`, { method: 'PATCH', json: { signers } });

export function useSign(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => signApplication(id),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: applicationsKeys.card(id) });
      void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}

export function useSetSigners(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (signers: number[]) => setSigners(id, signers),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: applicationsKeys.card(id) });
      void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}
