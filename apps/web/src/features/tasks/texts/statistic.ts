import { defineTexts } from './define-texts.ts';

/** The statistics page. */
export const statisticTexts = defineTexts(
  {
    stat: {
      title: 'Статистика задач',
      period: 'Период',
      byStatus: 'По статусам',
      byPerformer: 'По исполнителям',
      overdue: 'Просрочено',
      perDay: 'Создано и выполнено',
      created: 'Создано',
      finished: 'Выполнено',
      allBoards: 'Все доски',
      totalCol: 'Всего',
    },
  },
  {
    stat: {
      title: 'Task statistics',
      period: 'Period',
      byStatus: 'By status',
      byPerformer: 'By performer',
      overdue: 'Overdue',
      perDay: 'Created and finished',
      created: 'Created',
      finished: 'Finished',
      allBoards: 'All boards',
      totalCol: 'Total',
    },
  },
);
