import { isApiError } from '../../../shared/api/client.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';

export type ErrorKind = 'refusal' | 'invalid' | 'token' | 'missing' | 'support' | 'other';

/**
 * Spec 2 §8: `error` + `result_content` → that message at error level; `errors` → all
 * messages joined, as a warning; `token: false` → the authorization message (the API
 * client already signs out); 404 → the card's error view; 500/502 → the support message;
 * anything else is only logged. Answers what happened so callers can revert or redirect.
 */
export function reportError(error: unknown): ErrorKind {
  const t = i18n.t.bind(i18n);
  if (!isApiError(error)) {
    console.error(error);
    return 'other';
  }
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  if (body.token === false || error.status === 401) {
    toast(1, t('tasks.errors.token'));
    return 'token';
  }
  if (error.status === 500 || error.status === 502 || error.status === 503) {
    toast(1, t('tasks.errors.support'));
    return 'support';
  }
  if (body.errors && typeof body.errors === 'object') {
    const messages = Object.values(body.errors as Record<string, string[]>)
      .flat()
      .map((m) => (i18n.exists(m) ? t(m) : m));
    toast(2, messages.join('; '));
    return 'invalid';
  }
  if (error.status === 404) {
    toast(1, typeof body.result_content === 'string' ? body.result_content : t('tasks.errors.notFound'));
    return 'missing';
  }
  if (body.error && typeof body.result_content === 'string') {
    toast(1, body.result_content);
    return 'refusal';
  }
  console.error(error);
  return 'other';
}
