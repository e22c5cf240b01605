import type { SupplierRequest } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

/** A request to a supplier for prices of chosen positions (`GET applications/:id/requests`). */
export type { SupplierRequest };

export interface RequestInput {
  partner_id: number | null;
  email: string | null;
  comment: string | null;
  snabs: number[];
}

const requestsKey = (packId: number) => applicationsKeys.cardPart(packId, 'requests');

export const useSupplierRequests = (packId: number) =>
  useQuery({
    queryKey: requestsKey(packId),
    queryFn: () => api<{ requests: SupplierRequest[] }>(`/applications/${packId}/requests`),
    enabled: packId > 0,
  });

/** Create (`POST applications/:id/requests`) or edit a draft (`POST applications/:id/requests/:req`). */
export function useSaveRequest(packId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: RequestInput & { id?: number }) =>
      api<SupplierRequest>(id ? `/applications/${packId}/requests/${id}` : `/applications/${packId}/requests`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: requestsKey(packId) }),
  });
}

/** `PATCH applications/requests/:id` with state 0: deletes the request. */
export function useDeleteRequest(packId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<SupplierRequest>(`/applications/requests/${id}`, { method: 'PATCH', json: { state: 0 } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: requestsKey(packId) }),
  });
}

/** `POST applications/:id/requests/:req/send`: marks the request sent and makes the supplier's link. */
export function useSendRequest(packId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<SupplierRequest & { result_content: string }>(`/applications/${packId}/requests/${id}/send`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: requestsKey(packId) }),
  });
}

/** `GET applications/:id/requests/:req/link/pdf`: the supplier's link as an absolute address. */
export async function fetchRequestLink(packId: number, id: number): Promise<string> {
  const { link } = await api<{ link: string }>(`/applications/${packId}/requests/${id}/link/pdf`);
  return new URL(link, window.location.origin).href;
}

/** `GET applications/:id/requests/:req/pdf`: the request as a PDF (opened in a new tab). */
export const requestPdfUrl = (packId: number, id: number) => buildUrl(`/applications/${packId}/requests/${id}/pdf`);

export const invalidateRequests = (qc: ReturnType<typeof useQueryClient>, packId: number) =>
  qc.invalidateQueries({ queryKey: requestsKey(packId) });
