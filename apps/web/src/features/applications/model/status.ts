import { APPLICATION_STATUSES, type StatusDisplay } from '@app/contracts';

/** Spec 1 §4: the display of a status code (colour, icon, label). */
export function statusDisplay(code: string): StatusDisplay | undefined {
  return APPLICATION_STATUSES.find((s) => s.code === code);
}

export const isDeletedStatus = (code: string) => code === 'delete' || code === 'deleted';
