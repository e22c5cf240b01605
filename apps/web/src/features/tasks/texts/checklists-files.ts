import { defineTexts } from './define-texts.ts';

/** A ticket's checklists and file groups. */
export const checklistsFilesTexts = defineTexts(
  {
    checklist: {
      title: 'Чек-листы',
      addGroup: 'Добавить чек-лист',
      groupName: 'Название чек-листа',
      addItem: 'Добавить пункт',
      itemName: 'Новый пункт',
      setTitle: 'Укажите название',
      tooLong: 'Не более 64 символов',
      itemEmpty: 'Пункт не может быть пустым',
      active: 'Активные',
      done: 'Выполненные',
      all: 'Все',
      deleteGroup: 'Удалить чек-лист',
      deleteItem: 'Удалить пункт',
      drag: 'Перетащите, чтобы изменить порядок',
      progress: '{{done}} из {{total}}',
    },
    files: {
      title: 'Файлы',
      main: 'Основные',
      document: 'Документы',
      contract: 'Договор',
      custom: 'Прочие',
      upload: 'Загрузить',
    },
  },
  {
    checklist: {
      title: 'Checklists',
      addGroup: 'Add checklist',
      groupName: 'Checklist name',
      addItem: 'Add item',
      itemName: 'New item',
      setTitle: 'Set a title',
      tooLong: 'At most 64 characters',
      itemEmpty: 'An item cannot be empty',
      active: 'Active',
      done: 'Done',
      all: 'All',
      deleteGroup: 'Delete checklist',
      deleteItem: 'Delete item',
      drag: 'Drag to reorder',
      progress: '{{done}} of {{total}}',
    },
    files: {
      title: 'Files',
      main: 'Main',
      document: 'Documents',
      contract: 'Contract',
      custom: 'Other',
      upload: 'Upload',
    },
  },
);
