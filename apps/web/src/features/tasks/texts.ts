import { registerResources } from '../../shared/i18n/index.ts';
import { boardTexts } from './texts/board.ts';
import { cardTexts } from './texts/card.ts';
import { checklistsFilesTexts } from './texts/checklists-files.ts';
import { equipmentTexts } from './texts/equipment.ts';
import { historyKpiTexts } from './texts/history-kpi.ts';
import { scheduleTexts } from './texts/schedule.ts';
import { statisticTexts } from './texts/statistic.ts';
import { workTexts } from './texts/work.ts';

// The `tasks` texts, registered when the feature loads. Each area keeps its ru and en side by side in `texts/`.
registerResources(
  'tasks',
  {
    ...boardTexts.ru,
    ...cardTexts.ru,
    ...workTexts.ru,
    ...scheduleTexts.ru,
    ...checklistsFilesTexts.ru,
    ...historyKpiTexts.ru,
    ...statisticTexts.ru,
    ...equipmentTexts.ru,
  },
  {
    ...boardTexts.en,
    ...cardTexts.en,
    ...workTexts.en,
    ...scheduleTexts.en,
    ...checklistsFilesTexts.en,
    ...historyKpiTexts.en,
    ...statisticTexts.en,
    ...equipmentTexts.en,
  },
);
