import { isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';

const text = (message: string) => (i18n.exists(message) ? i18n.t(message) : message);

/** What to tell the user about a failed call: the server's message for a 4xx (a 422's first field message), else the generic one. */
export function problemOf(error: unknown): string {
  if (isApiError(error) && error.status < 500) return text(error.message);
  return i18n.t('common.error');
}

/**
 * A 422 onto a form: the messages of the form's own fields go under them (`place`), the rest are
 * answered joined (shown above the form); any other failure is answered as its problem.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  place: (field: F, message: string) => void,
): string | null {
  if (!(isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length)) return problemOf(error);
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.map(text).join(' ');
    if ((fields as readonly string[]).includes(field)) place(field as F, message);
    else rest.push(message);
  }
  return rest.length ? rest.join(' ') : null;
}

/** A decimal string or number as a number (0 for blanks). */
export const amount = (value: string | number | null | undefined): number => {
  const n = Number(
    String(value ?? '')
      .replace(/\s+/g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(n) ? n : 0;
};
