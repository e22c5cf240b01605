import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { select: { empty: 'Список пуст', notFound: 'Ничего не найдено', loading: 'Загрузка…', addTag: 'Добавить «{{label}}»' } },
  { select: { empty: 'The list is empty', notFound: 'Nothing found', loading: 'Loading…', addTag: 'Add “{{label}}”' } },
);
