import { isApiError } from '../../../shared/api/index.ts';

/** The server's own words for a refused write: its field messages (422), else its message, else the generic one. */
export function errorText(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  const fields = Object.values(e.fieldErrors).flat();
  if (fields.length) return fields.join(' ');
  return e.message.startsWith('HTTP ') ? fallback : e.message;
}
