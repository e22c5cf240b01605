import { registerResources } from '../../shared/i18n/index.ts';

/** Texts of the directories' own parts (`directory.*`); the screens' texts are the registry engine's. */
registerResources(
  'directory',
  {
    view: 'Вид',
    list: 'Список',
    tree: 'Дерево',
    empty: 'Статей пока нет',
    truncated: 'Показаны первые {{max}} статей: остальные — в списке',
  },
  {
    view: 'View',
    list: 'List',
    tree: 'Tree',
    empty: 'No items yet',
    truncated: 'The first {{max}} items are shown: see the list for the rest',
  },
);
