import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  { cropper: { zoom: 'Масштаб', area: 'Область кадрирования: перетащите или двигайте стрелками', save: 'Сохранить', cancel: 'Отмена' } },
  { cropper: { zoom: 'Zoom', area: 'Crop area: drag it or move with the arrow keys', save: 'Save', cancel: 'Cancel' } },
);
