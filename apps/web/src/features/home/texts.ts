import { registerResources } from '../../shared/i18n/index.ts';

registerResources(
  'homeCalendar',
  {
    deadline: 'Срок задачи',
    wanted: 'Желаемая дата заявки',
    loadError: 'Не удалось загрузить события',
    more: 'ещё {{count}}',
    noEventsDay: 'На этот день ничего не запланировано',
    year: 'Год',
    month: 'Месяц',
    mode: 'Вид календаря',
    modeMonth: 'Месяц',
    modeYear: 'Год',
  },
  {
    deadline: 'Task deadline',
    wanted: 'Application wanted date',
    loadError: 'Could not load the events',
    more: '{{count}} more',
    noEventsDay: 'Nothing is planned for this day',
    year: 'Year',
    month: 'Month',
    mode: 'Calendar view',
    modeMonth: 'Month',
    modeYear: 'Year',
  },
);
