import { isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';

/** A failed write: field messages (i18n keys) or the refusal text as a danger toast; anything else only logged. */
export function reportError(error: unknown): void {
  if (!isApiError(error)) {
    console.error(error);
    return;
  }
  const messages = Object.values(error.fieldErrors)
    .flat()
    .map((m) => (i18n.exists(m) ? i18n.t(m) : m));
  if (messages.length) toast(1, [...new Set(messages)].join('; '));
  else if (error.status >= 400 && error.status < 500) toast(1, i18n.exists(error.message) ? i18n.t(error.message) : error.message);
  else console.error(error);
}
