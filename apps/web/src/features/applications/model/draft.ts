import { APPLICATION_DRAFT_KEY } from '@app/contracts';
import { isBlankPosition } from './positions.ts';
import type { ApplicationFormValues } from './types.ts';

export interface ApplicationDraft {
  type: number;
  withEquipment: boolean;
  values: ApplicationFormValues;
  savedAt: string;
}

/** Spec 1 §9: the recovery modal opens 200 ms after the screen. */
export const DRAFT_MODAL_DELAY_MS = 200;

/** A form worth keeping: some position data or a filled pack field. */
export function isDraftWorthy(values: ApplicationFormValues): boolean {
  if (values.snabs.some((p) => !isBlankPosition(p))) return true;
  return Object.values(values.pack).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== ''));
}

/** Chosen files cannot be stored locally: the draft keeps everything else of the form. */
const storable = (values: ApplicationFormValues): ApplicationFormValues => ({
  ...values,
  snabs: values.snabs.map(({ files: _files, photo: _photo, ...rest }) => rest),
});

/** Spec 1 §4: leaving the create screen with a non-empty, uncreated form saves it locally. */
export function saveDraft(draft: Omit<ApplicationDraft, 'savedAt'>, storage: Storage = localStorage): boolean {
  if (!isDraftWorthy(draft.values)) return false;
  try {
    storage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ ...draft, values: storable(draft.values), savedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** The stored draft when it was made for the same type and equipment flag. */
export function findDraft(type: number, withEquipment: boolean, storage: Storage = localStorage): ApplicationDraft | null {
  try {
    const raw = storage.getItem(APPLICATION_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as ApplicationDraft;
    return draft.type === type && draft.withEquipment === withEquipment && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
