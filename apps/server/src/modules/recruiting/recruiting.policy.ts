import { type CandidateStage, CONTACT_EMAIL, CONTACT_PHONE, entryKey, entryLines } from '@app/contracts';
import { ValidationFailed } from '../../shared/errors.ts';
import { transliterate } from '../../shared/transliterate.ts';
import { msg } from './recruiting.messages.ts';

/** Recruiting's rules: pure functions the services apply (spec 3 §5). */

/** A refusal records its reason (issue 17): 422 on `reason` without one. */
export function assertStageChange(stage: CandidateStage, reason: string | undefined) {
  if (stage === 'refusal' && !reason?.trim()) throw new ValidationFailed({ reason: [msg('reasonRequired')] });
}

/** Spec 3 §5: two different candidates are needed to merge ("candidates cannot be combined"). */
export function assertMergeable(keepId: number, removeId: number) {
  if (keepId === removeId) throw new ValidationFailed({ remove_id: [msg('sameCandidate')] });
}

/** The values of two comma-separated fields joined, each once (by its key when given), in order. */
export function unionEntries(a: unknown, b: unknown, key: (value: string) => string = (v) => v.toLowerCase()): string | null {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of [...entryLines(a), ...entryLines(b)]) {
    const k = key(value);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(value);
  }
  return out.join(', ') || null;
}

export const phoneKey = (value: string) => entryKey({ type: CONTACT_PHONE, value });
export const emailKey = (value: string) => entryKey({ type: CONTACT_EMAIL, value });

/** The duplicate keys of typed phones and e-mails (phones of fewer than 5 digits are not compared). */
export function duplicateKeys(phones: unknown, emails: unknown): string[] {
  const p = entryLines(phones)
    .filter((v) => v.replace(/\D/g, '').length >= 5)
    .map(phoneKey);
  return [...new Set([...p, ...entryLines(emails).map(emailKey)])];
}

/**
 * The login of a new employee from the full name «Фамилия Имя Отчество»: surname and initials,
 * `ivanov.ps`; `employee` when nothing Latin remains. The service adds 2, 3… while it is taken.
 */
export function loginBase(fullName: string): string {
  const [surname = '', ...rest] = fullName.trim().split(/\s+/).map(transliterate);
  const initials = rest.map((w) => w.slice(0, 1)).join('');
  const base = [surname, initials].filter(Boolean).join('.').slice(0, 40);
  return base || 'employee';
}

/** Whole days between two instants (never negative). */
export const daysBetween = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));

/** Median of numbers (null when none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
