import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { form: { submit: 'Сохранить', reset: 'Сбросить', addRow: 'Добавить строку', removeRow: 'Удалить строку', row: 'Строка {{n}}' } },
  { form: { submit: 'Save', reset: 'Reset', addRow: 'Add a row', removeRow: 'Remove the row', row: 'Row {{n}}' } },
);
