import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  {
    sidePanel: {
      loading: 'Загрузка…',
      close: 'Закрыть',
      collapse: 'Свернуть',
      expand: 'Развернуть',
      previous: 'Предыдущая запись',
      next: 'Следующая запись',
    },
  },
  {
    sidePanel: {
      loading: 'Loading…',
      close: 'Close',
      collapse: 'Collapse',
      expand: 'Expand',
      previous: 'Previous record',
      next: 'Next record',
    },
  },
);
