import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { favourite: { add: 'Добавить в избранное', remove: 'Убрать из избранного' } },
  { favourite: { add: 'Add to favourites', remove: 'Remove from favourites' } },
);
