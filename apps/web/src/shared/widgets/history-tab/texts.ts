import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { history: { more: 'Показать ещё', empty: 'Изменений нет', emptyValue: 'пусто', when: 'Когда', who: 'Кто', what: 'Что изменено' } },
  { history: { more: 'Show more', empty: 'No changes', emptyValue: 'empty', when: 'When', who: 'Who', what: 'Changed' } },
);
