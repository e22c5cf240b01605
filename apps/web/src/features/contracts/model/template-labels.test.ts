import { describe, expect, it } from 'vitest';
import { withTemplateLabels } from './template-labels.ts';

const source = {
  id: 1,
  number: 'ДР-2026/001',
  type_id: 1,
  type_id_name: 'Поставка',
  contractor_id: 7,
  contractor_id_name: 'ООО «ПромСнаб»',
  lawyer_id: 12,
  lawyer_id_name: 'Смирнова Светлана Дмитриевна',
  project_id: null,
  project_id_name: null,
};

describe('withTemplateLabels', () => {
  it('labels the copied ids from the source contract and the main contract of an agreement by its number', () => {
    const template = { type_id: 1, contractor_id: 7, lawyer_id: 12, project_id: null, kind: 'agreement', parent_id: 1, subject: 'X' };
    expect(withTemplateLabels(template, source)).toEqual({
      ...template,
      type_id_name: 'Поставка',
      contractor_id_name: 'ООО «ПромСнаб»',
      lawyer_id_name: 'Смирнова Светлана Дмитриевна',
      parent_id_name: 'ДР-2026/001',
    });
  });

  it('keeps labels the template has, gives none to changed ids, and leaves the template as is without a source', () => {
    const template = { type_id: 2, contractor_id: 7, contractor_id_name: 'Своё' };
    expect(withTemplateLabels(template, source)).toEqual(template);
    expect(withTemplateLabels({ type_id: 1 }, undefined)).toEqual({ type_id: 1 });
  });
});
