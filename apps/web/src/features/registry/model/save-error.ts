import { isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import type { FieldErrors } from './form-values.ts';

/** What a failed save means for the form: messages under fields, a stale record, or only a toast. */
export type SaveFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'stale' } | { kind: 'other' };

const text = (message: string) => (i18n.exists(message) ? i18n.t(message) : message);

/**
 * A failed create or patch: a 422 gives its field messages (the server answers them in the
 * user's language; keys are translated too), a 409 means the record changed meanwhile; each
 * is also told in a danger toast (spec: message type 1).
 */
export function saveFailure(error: unknown): SaveFailure {
  if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
    const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, text(messages[0] ?? '')]));
    toast(1, Object.values(errors)[0]);
    return { kind: 'fields', errors };
  }
  if (isApiError(error) && error.status === 409) {
    toast(1, i18n.t('registry.stale'));
    return { kind: 'stale' };
  }
  if (isApiError(error) && error.status < 500) toast(1, text(error.message));
  else {
    console.error(error);
    toast(1, i18n.t('common.error'));
  }
  return { kind: 'other' };
}
