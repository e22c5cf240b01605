import { expenditureItemsRegistry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { formFields } from './form-values.ts';

const parentField = (row?: Record<string, unknown>) =>
  formFields(expenditureItemsRegistry, 'ru', 'Основное', row as never).find((f) => f.name === 'parent_id');

describe('form fields: a remote field with excludeSelf', () => {
  it("an edited record's parent picker leaves out the record itself", () => {
    expect(parentField({ id: 7, name: 'Материалы' })?.urlData).toEqual({ model_method: 'autocomplete', exclude: 7 });
  });

  it('a new record has nothing to leave out', () => {
    expect(parentField()?.urlData).toEqual({ model_method: 'autocomplete' });
  });
});
