import type {
  ContractActCreateBody,
  ContractActsAnswer,
  ContractEquipmentCreateBody,
  ContractEquipmentList,
  ContractPeriod,
  ContractSignBody,
  ContractSignersAddBody,
  ContractSignersAnswer,
  ContractWorkCreateBody,
  ContractWorkPatchBody,
  ContractWorksAnswer,
} from '@app/contracts';
import { api, buildUrl } from '../../../shared/api/index.ts';

/** The contract's works, acts, signers and equipment (helper B's server, `contract-parts.ts` wire schemas). */

// Works and services
export const fetchWorks = (id: number) => api<ContractWorksAnswer>(`/v2_contracts/${id}/works`);
export const createWork = (id: number, body: ContractWorkCreateBody) =>
  api<unknown>(`/v2_contracts/${id}/works`, { method: 'POST', json: body });
export const patchWork = (workId: number, body: ContractWorkPatchBody) =>
  api<unknown>(`/v2_contracts/works/${workId}`, { method: 'PATCH', json: body });
/** Deleting a work is a PATCH with `status: 0` (spec 3 §7). */
export const deleteWork = (workId: number, version: number) => patchWork(workId, { version, status: 0 });

export const fetchPeriods = (id: number) => api<ContractPeriod[]>('/v2_contracts/works/periods', { query: { contract_id: id } });

// Acts of completed work
export const fetchActs = (id: number) => api<ContractActsAnswer>(`/v2_contracts/${id}/acts/works`);
export const createAct = (id: number, body: ContractActCreateBody) =>
  api<unknown>(`/v2_contracts/${id}/acts/works`, { method: 'POST', json: body });
export const signAct = (actId: number, version: number) =>
  api<unknown>(`/v2_contracts/acts/works/${actId}`, { method: 'PATCH', json: { version, signed: 1 } });
export const deleteAct = (actId: number) => api<unknown>(`/v2_contracts/acts/works/${actId}`, { method: 'DELETE' });
/** The act's printable PDF, opened in a new tab (the session cookie goes with it). */
export const actPdfUrl = (actId: number) => buildUrl(`/v2_contracts/acts/${actId}/pdf`);

// Signers
export const fetchSigners = (id: number) => api<ContractSignersAnswer>(`/documents/contracts/${id}/signers`);
export const addSigners = (id: number, body: ContractSignersAddBody) =>
  api<ContractSignersAnswer>(`/documents/contracts/${id}/signers`, { method: 'POST', json: body });
export const sign = (signerId: number, body: ContractSignBody) =>
  api<ContractSignersAnswer>(`/documents/contracts/signers/${signerId}`, { method: 'PATCH', json: body });
/** Removes a waiting signer (editors). */
export const removeSigner = (signerId: number) =>
  api<ContractSignersAnswer>(`/documents/contracts/signers/${signerId}`, { method: 'DELETE' });
export const cancelSign = (id: number) => api<ContractSignersAnswer>(`/v2_contracts/${id}/cancel_sign`);

// Equipment
export const fetchEquipment = (id: number) => api<ContractEquipmentList>(`/documents/contracts/${id}/equipment`);
export const attachEquipment = (id: number, body: ContractEquipmentCreateBody) =>
  api<unknown>(`/documents/contracts/${id}/equipment`, { method: 'POST', json: body });
export const detachEquipment = (linkId: number) => api<unknown>(`/documents/contracts/equipment/${linkId}`, { method: 'DELETE' });
