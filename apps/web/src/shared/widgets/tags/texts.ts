import { registerResources } from '../../i18n/index.ts';

// Spec 3 §5/§8 name these keys: `tag.alreadySelected`, `tag.wantDelete`.
registerResources(
  'tag',
  { alreadySelected: 'Такой тег уже выбран', wantDelete: 'Удалить тег «{{name}}»?' },
  { alreadySelected: 'This tag is already selected', wantDelete: 'Delete the tag “{{name}}”?' },
);

registerResources(
  'widgets',
  {
    tags: {
      add: 'Добавить тег',
      search: 'Название тега',
      create: 'Создать «{{name}}»',
      recent: 'Недавние теги',
      notFound: 'Тегов не найдено',
      more: 'Ещё {{count}}',
      rename: 'Переименовать',
      color: 'Цвет',
      delete: 'Удалить',
      actions: 'Действия с тегом',
      empty: 'Тегов нет',
    },
  },
  {
    tags: {
      add: 'Add a tag',
      search: 'Tag name',
      create: 'Create “{{name}}”',
      recent: 'Recent tags',
      notFound: 'No tags found',
      more: '{{count}} more',
      rename: 'Rename',
      color: 'Colour',
      delete: 'Delete',
      actions: 'Tag actions',
      empty: 'No tags',
    },
  },
);
