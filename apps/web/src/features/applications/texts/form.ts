import { registerResources } from '../../../shared/i18n/index.ts';

/** Texts of the position block's pickers (merged into `applications.*`; the rest is in texts.ts). */
registerResources(
  'applications',
  {
    pos: {
      nomenclature_id: 'Номенклатура',
      equipment_id: 'Техника',
      photo: 'Фото пробега',
    },
    posForm: {
      nomenclatureHint: 'Начните вводить название или артикул',
      addFiles: 'Прикрепить файлы',
      addPhoto: 'Выбрать фото',
      removeFile: 'Убрать файл {{name}}',
      wrongFormat: '{{name}}: неверный формат файла',
      tooManyFiles: 'Не более {{max}} файлов за одну загрузку',
      limitReached: 'Не более {{max}} позиций за одну операцию: отправьте эти и добавьте остальные после.',
    },
  },
  {
    pos: {
      nomenclature_id: 'Nomenclature',
      equipment_id: 'Equipment',
      photo: 'Mileage photo',
    },
    posForm: {
      nomenclatureHint: 'Start typing a name or an article',
      addFiles: 'Attach files',
      addPhoto: 'Choose a photo',
      removeFile: 'Remove file {{name}}',
      wrongFormat: '{{name}}: wrong file format',
      tooManyFiles: 'At most {{max}} files per upload',
      limitReached: 'At most {{max}} positions per operation: send these and add the rest afterwards.',
    },
  },
);
