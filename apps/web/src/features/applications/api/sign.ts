import type { ChainSigner, ReadyChains, SignersAnswer } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { useMe } from '../../session/index.ts';
import { forgetMySigners } from '../../signers/index.ts';
import { applicationsKeys } from './keys.ts';

/** The signer picker's look-up (`GET applications/signers`): only users with can_sign, the user's own signers first. */
export const SIGNERS_LOOKUP = '/applications/signers';

/** `POST applications/:id/snabs/sign`: the current signer signs. */
export const signApplication = (id: number) => api<SignersAnswer>(`/applications/${id}/snabs/sign`, { method: 'POST' });

/** `PATCH applications/:id/signers`: replaces the unsigned part of the chain. */
export const setSigners = (id: number, signers: number[]) =>
  api<SignersAnswer>(`/applications/${id}/signers`, { method: 'PATCH', json: { signers } });

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

/** A signer of a ready chain and the ready chains (`GET applications/signers/chains`). */
export type { ChainSigner, ReadyChains };

/** The user's signers are cached 4 hours, the cache cleared when they change (spec 3 §7 "v2_signers/favorites"). */
const readyChainsKey = [...applicationsKeys.all, 'signer-chains'] as const;

export const fetchReadyChains = () => api<ReadyChains>('/applications/signers/chains');

export const useReadyChains = (enabled = true) =>
  useQuery({ queryKey: readyChainsKey, queryFn: fetchReadyChains, enabled, staleTime: 4 * 60 * 60 * 1000 });

/** `PUT v2_signers/favorites`: the chain being edited becomes the user's own signers. */
export const saveMySigners = (signers: number[]) => api<ChainSigner[]>('/v2_signers/favorites', { method: 'PUT', json: { signers } });

export function useSaveMySigners() {
  const qc = useQueryClient();
  const me = useMe();
  return useMutation({
    mutationFn: saveMySigners,
    onSettled: () => {
      forgetMySigners(me.id);
      void qc.invalidateQueries({ queryKey: readyChainsKey });
    },
  });
}
