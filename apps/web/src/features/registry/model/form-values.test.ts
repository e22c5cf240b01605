import { createInputSchema, defineRegistry, expenditureItemsRegistry, listColumns, patchInputSchema } from '@app/contracts';
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

describe('form fields: a field the actions set (readOnly)', () => {
  const definition = defineRegistry({
    name: 'probe',
    label: { ru: 'Проба', en: 'Probe' },
    permits: { view: 'session', create: 'session', edit: 'session', delete: 'session' },
    lookup: 'session',
    title: 'name',
    defaultSort: { field: 'id', order: 'desc' },
    fields: [
      { name: 'name', kind: 'text', label: { ru: 'Имя', en: 'Name' }, required: true },
      { name: 'count_files', kind: 'number', readOnly: true, default: 0, label: { ru: 'Файлов', en: 'Files' }, list: true },
    ],
  });

  it('is left out of the form and of a create or patch body, and stays a list column', () => {
    expect(formFields(definition, 'ru', 'Основное').map((f) => f.name)).toEqual(['name']);
    expect(createInputSchema(definition).parse({ name: 'А', count_files: 5 })).toEqual({ name: 'А' });
    expect(patchInputSchema(definition).parse({ count_files: 5 })).toEqual({});
    expect(listColumns(definition).map((f) => f.name)).toContain('count_files');
  });
});
