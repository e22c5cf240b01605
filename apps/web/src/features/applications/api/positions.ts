import type { PositionStatusAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

/** `POST applications/:id/snab/status/:pos`: a status mark. */
export const setPositionStatus = (packId: number, posId: number, status: string) =>
  api<PositionStatusAnswer>(`/applications/${packId}/snab/status/${posId}`, { method: 'POST', json: { status } });

/** `PATCH applications/:id/snab/:pos/status/:status/rollback`: cancels the current mark. */
export const rollbackPositionStatus = (packId: number, posId: number, status: string) =>
  api<PositionStatusAnswer>(`/applications/${packId}/snab/${posId}/status/${status}/rollback`, { method: 'PATCH' });

/** `POST applications/:id/snab/responsible`: the responsible of positions (null clears). */
export const setPositionsResponsible = (packId: number, snabs: number[], responsible: number | null) =>
  api<{ result: boolean }>(`/applications/${packId}/snab/responsible`, { method: 'POST', json: { snabs, responsible } });

/** `POST applications/:id/snab/explanations`: the explanation of a position. */
export const setPositionExplanation = (packId: number, snabId: number, explanation: string) =>
  api<{ id: number; explanation: string | null }>(`/applications/${packId}/snab/explanations`, {
    method: 'POST',
    json: { snab_id: snabId, explanation },
  });

export type PositionAction =
  | { kind: 'status'; posId: number; status: string }
  | { kind: 'rollback'; posId: number; status: string }
  | { kind: 'responsible'; posIds: number[]; responsible: number | null }
  | { kind: 'explanation'; posId: number; explanation: string };

/** One mutation for the row actions of the positions tab; the card and lists are refetched after it. */
export function usePositionAction(packId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: PositionAction): Promise<unknown> => {
      if (a.kind === 'status') return setPositionStatus(packId, a.posId, a.status);
      if (a.kind === 'rollback') return rollbackPositionStatus(packId, a.posId, a.status);
      if (a.kind === 'responsible') return setPositionsResponsible(packId, a.posIds, a.responsible);
      return setPositionExplanation(packId, a.posId, a.explanation);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: applicationsKeys.card(packId) });
      void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}
