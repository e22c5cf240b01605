import { isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';

/** The text of a refused write: its field messages (i18n keys) or the refusal message. */
export function errorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const messages = Object.values(error.fieldErrors)
    .flat()
    .map((m) => (i18n.exists(m) ? i18n.t(m) : m));
  if (messages.length) return [...new Set(messages)].join('; ');
  if (error.status >= 400 && error.status < 500) return i18n.exists(error.message) ? i18n.t(error.message) : error.message;
  return null;
}

/** A failed write as a danger toast; anything but a refusal is only logged. */
export function reportError(error: unknown): void {
  const text = errorText(error);
  if (text) toast(1, text);
  else console.error(error);
}
