import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { editableText: { maxLength: 'Превышена максимальная длина: {{max}} символов', edit: 'Изменить', empty: 'Не указано' } },
  { editableText: { maxLength: 'Maximum length exceeded: {{max}} characters', edit: 'Edit', empty: 'Not set' } },
);
