import { isApiError } from '../../../shared/api/client.ts';

/** The server's message, or the generic one. */
export const errorText = (e: unknown, t: (k: string) => string) =>
  isApiError(e) && !e.message.startsWith('HTTP ') ? e.message : t('common.error');
