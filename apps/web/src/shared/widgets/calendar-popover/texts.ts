import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  {
    calendar: {
      notEarlier: 'Выберите дату не ранее {{date}}',
      notLater: 'Выберите дату не позднее {{date}}',
      time: 'Время',
      cancel: 'Отмена',
      apply: 'Применить',
    },
  },
  {
    calendar: {
      notEarlier: 'Select a date not earlier than {{date}}',
      notLater: 'Select a date not later than {{date}}',
      time: 'Time',
      cancel: 'Cancel',
      apply: 'Apply',
    },
  },
);
