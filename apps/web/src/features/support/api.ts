import type { SupportSettings, SupportState } from '@app/contracts';
import { api } from '../../shared/api/index.ts';

/** The support desk's own calls (the list and card are the registry engine's). */
export const supportKeys = { settings: ['support', 'settings'] as const, boards: ['support', 'boards'] as const };

export const takeRequest = (id: number) => api<{ ok: true }>(`/support/${id}/take`, { method: 'POST', json: {} });
export const changeState = (id: number, state: SupportState) =>
  api<{ ok: true }>(`/support/${id}/status`, { method: 'POST', json: { state } });
export const makeTicket = (id: number, boardId: number) =>
  api<{ ticket_id: number; link: string }>(`/support/${id}/ticket`, { method: 'POST', json: { board_id: boardId } });
export const fetchSettings = () => api<SupportSettings>('/support/settings');
export const saveSettings = (settings: SupportSettings) => api<SupportSettings>('/support/settings', { method: 'PUT', json: settings });
export const fetchBoards = () => api<{ value: number; label: string; personal?: number }[]>('/tickets/boards/select');
