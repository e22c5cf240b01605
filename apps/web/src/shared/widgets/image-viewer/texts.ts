import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { imageViewer: { previous: 'Предыдущее изображение', next: 'Следующее изображение', counter: '{{current}} из {{total}}' } },
  { imageViewer: { previous: 'Previous image', next: 'Next image', counter: '{{current}} of {{total}}' } },
);
