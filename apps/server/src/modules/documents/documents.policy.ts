import { isValidTrackingNumber, QUEUE_RECOGNITION_WINDOW_MS } from '@app/contracts';

/**
 * The documents' rules as pure functions (readers, postal items, the queue's recognition window).
 */

/** The registry's name: the object-access module of a document (chat, files, history, readers). */
export const DOCUMENTS_MODULE = 'documents';

/** A reader must be able to open the document: the section's view right. */
export const READER_PERMIT = 'documents_view';

/** The wanted users who are not readers yet, in the order asked. */
export function newReaders(current: readonly number[], wanted: readonly number[]): number[] {
  const have = new Set(current);
  return [...new Set(wanted)].filter((id) => !have.has(id));
}

/** A tracking number as stored: trimmed, spaces dropped, upper case (`ra 123456785 ru` → `RA123456785RU`). */
export function normalizeTracking(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The message key refusing a tracking number, or null when it is a valid Russian Post number. */
export function trackingProblem(raw: string): 'documents.trackingInvalid' | null {
  return isValidTrackingNumber(normalizeTracking(raw)) ? null : 'documents.trackingInvalid';
}

/** Whether a scan arriving at `now` may still be matched to a cover sheet sent at `sentAt` (spec 3 §9: 5 minutes). */
export function withinRecognitionWindow(sentAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - sentAt.getTime();
  return elapsed >= -60_000 && elapsed <= QUEUE_RECOGNITION_WINDOW_MS;
}
