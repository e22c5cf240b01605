import { MILEAGE_PHOTO_EXTENSIONS } from '@app/contracts';

export interface MileageDraft {
  equipmentId: number | null;
  run: number | null;
  photo: Blob | null;
}

/** The photo's extension must be gif, jpg, jpeg, tiff or png (spec 2 §5). */
export function photoExtensionOk(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  // A name without a dot has no extension ("png" is not a png file).
  return dot > 0 && (MILEAGE_PHOTO_EXTENSIONS as readonly string[]).includes(fileName.slice(dot + 1).toLowerCase());
}

/**
 * Spec 2 §5 board mileage form: with the required flag, equipment and run are required
 * (run not with no_necessary_odometer); when otherwise valid but without a photo,
 * 'mileage.addPhoto' and the form fails. Answers field → i18n key.
 */
export function mileageErrors(d: MileageDraft, required: boolean, noNecessaryOdometer: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (required && !d.equipmentId) errors.equipment = 'field.fillRequired';
  if (required && d.run === null && !noNecessaryOdometer) errors.run = 'field.fillRequired';
  if (Object.keys(errors).length === 0 && required && !d.photo) errors.photo = 'tasks.mileageForm.addPhoto';
  if (!required && !d.equipmentId && d.run === null && !d.photo) errors.equipment = 'field.fillRequired';
  return errors;
}
