import { describe, expect, it } from 'vitest';
import { mileageErrors, photoExtensionOk } from './mileage-rules.ts';

const photo = new Blob(['x']);

/** Spec 2 §5: the board mileage form. */
describe('mileage form rules', () => {
  it('with the required flag, equipment and run are required', () => {
    expect(mileageErrors({ equipmentId: null, run: null, photo }, true, false)).toEqual({
      equipment: 'field.fillRequired',
      run: 'field.fillRequired',
    });
  });

  it('no_necessary_odometer makes the run optional', () => {
    expect(mileageErrors({ equipmentId: 3, run: null, photo }, true, true)).toEqual({});
  });

  it('a photo is required when mileage is required (mileage.addPhoto), once the rest is filled', () => {
    expect(mileageErrors({ equipmentId: 3, run: 120, photo: null }, true, false)).toEqual({ photo: 'tasks.mileageForm.addPhoto' });
    expect(mileageErrors({ equipmentId: null, run: 120, photo: null }, true, false)).toEqual({ equipment: 'field.fillRequired' });
  });

  it('without the flag, an empty form is refused and anything filled passes', () => {
    expect(mileageErrors({ equipmentId: null, run: null, photo: null }, false, false)).toEqual({ equipment: 'field.fillRequired' });
    expect(mileageErrors({ equipmentId: null, run: 50, photo: null }, false, false)).toEqual({});
  });

  it('photo extensions: gif, jpg, jpeg, tiff, png in any case', () => {
    for (const name of ['a.gif', 'b.JPG', 'c.jpeg', 'd.tiff', 'e.Png']) expect(photoExtensionOk(name), name).toBe(true);
    for (const name of ['f.pdf', 'g.webp', 'png', 'h.png.exe']) expect(photoExtensionOk(name), name).toBe(false);
  });
});
