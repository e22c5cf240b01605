import { buildUrl } from '../../../shared/api/index.ts';
import { openPostedPdf } from './multipart.ts';

/** `GET applications/:id/snab/sticker?snabs=1,2`: stickers of the chosen positions (all without a choice). */
export const stickersUrl = (packId: number, snabs: number[] = []) =>
  buildUrl(`/applications/${packId}/snab/sticker`, { snabs: snabs.length ? snabs.join(',') : undefined });

/** `POST applications/:id/waybill`: the waybill PDF, opened in a new tab. */
export const openWaybill = (packId: number) => openPostedPdf(`/applications/${packId}/waybill`);
