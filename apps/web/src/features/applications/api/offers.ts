import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsKeys } from './keys.ts';
import { sendForm } from './multipart.ts';

export interface NewOffer {
  partner_id?: number | null;
  /** A decimal string with a dot. */
  sum?: string;
  comment?: string;
  file?: File | null;
  fileName?: string;
  /** The supplier request this offer answers (the request becomes answered). */
  request_id?: number;
}

/**
 * `POST applications/:id/offers`: partner_id, sum, comment and the offer file (`files[0][file]`, `files[0][name]`);
 * request_id when it records a supplier's answer to a request.
 */
export function addOffer(packId: number, offer: NewOffer) {
  const form = new FormData();
  if (offer.partner_id) form.append('partner_id', String(offer.partner_id));
  if (offer.request_id) form.append('request_id', String(offer.request_id));
  if (offer.sum) form.append('sum', offer.sum);
  if (offer.comment) form.append('comment', offer.comment);
  if (offer.file) {
    form.append('files[0][file]', offer.file, offer.file.name);
    form.append('files[0][name]', offer.fileName?.trim() || offer.file.name);
  }
  return sendForm<{ id: number }>(`/applications/${packId}/offers`, form);
}

export function useAddOffer(packId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (offer: NewOffer) => addOffer(packId, offer),
    onSuccess: (_data, offer) => {
      void qc.invalidateQueries({ queryKey: applicationsKeys.cardPart(packId, 'offers') });
      if (offer.request_id) void qc.invalidateQueries({ queryKey: applicationsKeys.cardPart(packId, 'requests') });
    },
  });
}
