import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  {
    history: {
      more: 'Показать ещё',
      empty: 'Изменений нет',
      emptyValue: 'пусто',
      when: 'Когда',
      who: 'Кто',
      what: 'Что изменено',
      // The collaboration kit's own history fields (tags, attachments, network links modules).
      fields: {
        tag: 'Тег',
        file: 'Файл',
        network_link: 'Сетевая ссылка',
        create: 'Создано',
        created: 'Создано',
        purge: 'Удалено навсегда',
      },
    },
  },
  {
    history: {
      more: 'Show more',
      empty: 'No changes',
      emptyValue: 'empty',
      when: 'When',
      who: 'Who',
      what: 'Changed',
      fields: { tag: 'Tag', file: 'File', network_link: 'Network link', create: 'Created', created: 'Created', purge: 'Deleted for good' },
    },
  },
);
