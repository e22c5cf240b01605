import { isApiError } from '../../../shared/api/index.ts';
import { i18n } from '../../../shared/i18n/index.ts';

/** The most rows a bulk action takes. */
export const BULK_MAX = 200;

export interface BulkFailure {
  id: number;
  title: string;
  message: string;
}

export interface BulkResult {
  ok: number;
  failures: BulkFailure[];
}

const text = (message: string) => (i18n.exists(message) ? i18n.t(message) : message);

/** The server's message of a failed call: a 422's first field message, a refusal's text, or the generic error. */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    const field = Object.values(error.fieldErrors)[0]?.[0];
    if (field) return text(field);
    if (error.status < 500 && error.message) return text(error.message);
  }
  return i18n.t('common.error');
}

/**
 * Runs `call` for each row, one after another (one request at a time: the server sees the
 * same calls as from the card), reporting progress; a failure is collected, never thrown.
 */
export async function runBulk<Row extends { id: number }>(
  rows: readonly Row[],
  call: (row: Row) => Promise<unknown>,
  titleOf: (row: Row) => string,
  onProgress: (done: number) => void,
): Promise<BulkResult> {
  const failures: BulkFailure[] = [];
  let done = 0;
  for (const row of rows) {
    try {
      await call(row);
    } catch (error) {
      failures.push({ id: row.id, title: titleOf(row), message: failureMessage(error) });
    }
    done += 1;
    onProgress(done);
  }
  return { ok: rows.length - failures.length, failures };
}
